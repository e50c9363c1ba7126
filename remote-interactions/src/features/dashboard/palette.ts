import type { Perception } from '@conexoes/shared';

/**
 * Colours of the chart segments, the same for the chart and its list of links under it (G2's classic
 * order). Readable on the light and the dark card; a segment is always named next to its colour.
 */
export const SEGMENT_COLORS = [
  '#1783FF',
  '#00A8A8',
  '#F0884D',
  '#B35FE0',
  '#7863FF',
  '#4EA82A',
  '#BD8F24',
  '#E8609F',
  '#2491B3',
  '#8C8C8C',
];
export const colorAt = (index: number): string => SEGMENT_COLORS[index % SEGMENT_COLORS.length] as string;

export const PERCEPTION_COLORS: Record<Perception, string> = {
  positive: '#4EA82A',
  neutral: '#8C8C8C',
  negative: '#E5484D',
};

/** This period and the previous one in the comparison. */
export const COMPARE_COLORS = { current: '#1783FF', previous: '#A3A3A3' } as const;
