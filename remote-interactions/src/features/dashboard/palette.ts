import type { Perception } from '@conexoes/shared';

/** This area's own chart colours (the segments' come from `SEGMENT_COLORS`); always named beside. */
export const PERCEPTION_COLORS: Record<Perception, string> = {
  positive: '#4EA82A',
  neutral: '#8C8C8C',
  negative: '#E5484D',
};

/** The previous period in the comparison; this period is drawn in the theme's brand colour. */
export const PREVIOUS_PERIOD_COLOR = '#A3A3A3';
