import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/register';
import { OptionListEditor, PageHeader, SectionTabs } from '@conexoes/shared/ui';

/** Option lists an interaction picks from (seeded per tenant, DOMAIN.md). */
export const INTERACTION_LISTS = [
  'interactionType',
  'channel',
  'classification',
  'status',
  'perception',
] as const;

/**
 * /configurations/interactions: add, edit and deactivate the interaction option lists' entries, and
 * the perception survey's questions and where it is asked, and the grievance targets.
 */
export function InteractionConfigurations({
  title,
  survey,
  grievance,
}: {
  title: string;
  /** The perception survey's settings (features/survey, composed by the page), in its own tab. */
  survey?: ReactNode;
  /** The grievance targets (features/grievance, composed by the page), in its own tab. */
  grievance?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <PageHeader title={title} />
      <SectionTabs
        items={[
          ...INTERACTION_LISTS.map((list) => ({
            key: list,
            label: t(`config.lists.${list}`),
            children: <OptionListEditor list={list} />,
          })),
          ...(survey ? [{ key: 'survey', label: t('survey.tab'), children: survey }] : []),
          ...(grievance
            ? [{ key: 'grievance', label: t('grievance.settings.tab'), children: grievance }]
            : []),
        ]}
      />
    </>
  );
}
