import type { Perception } from '@conexoes/shared';

/** This area's own chart colours (the segments' come from `SEGMENT_COLORS`); always named beside. */
export const PERCEPTION_COLORS: Record<Perception, string> = {
  positive: '#4EA82A',
  neutral: '#8C8C8C',
  negative: '#E5484D',
};

/** This period and the previous one in the comparison. */
export const COMPARE_COLORS = { current: '#1783FF', previous: '#A3A3A3' } as const;
