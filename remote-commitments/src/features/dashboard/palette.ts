/** This area's own chart colours (the segments' come from `SEGMENT_COLORS`); always named beside. */
export const STATUS_COLORS: Record<string, string> = {
  open: '#1783FF',
  in_progress: '#7863FF',
  fulfilled: '#4EA82A',
  partially_fulfilled: '#BD8F24',
  not_fulfilled: '#E5484D',
  cancelled: '#8C8C8C',
};
export const DUE_COLOR = '#1783FF';
export const OVERDUE_COLOR = '#E5484D';
