import { formatNumber } from '@conexoes/shared';
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

/**
 * A count axis's labels in the reader's number format ("2.000" in pt-BR, as the legends and figures
 * beside the chart write it), whole numbers only, as d3's `d` format gave them.
 */
export const countAxisLabel = (value: number | string): string => formatNumber(Math.round(Number(value)));
