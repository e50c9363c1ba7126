import { Grid } from 'antd';

/**
 * A column chart's category axis (months, goals): on a phone its labels stay level and every other
 * one is left out when they would touch (a label turned upright is hard to read and gets cut); on a
 * wider screen G2 turns them only when they do not fit.
 */
export const useCategoryAxis = () => {
  const wide = Grid.useBreakpoint().md ?? true;
  return { title: false, labelAutoRotate: wide, labelAutoHide: true } as const;
};
