import type { Tone } from '../blocks/status-tag';
import type { Engagement } from '../data/engagements.data';
import { useDashT } from '../lib/use-dash-t';

export const ENGAGEMENT_TONE: Record<Engagement['status'], Tone> = {
  planned: 'info',
  active: 'good',
  closed: 'neutral',
};

/** An engagement's name as people say it: its kind and its community ("Public hearing — Vila Sanção"). */
export const useEngagementName = () => {
  const t = useDashT();
  return (e: Engagement) => t('social.name', { kind: t(`social.kinds.${e.kind}`), community: e.community });
};
