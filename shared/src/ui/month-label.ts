import { useCallback } from 'react';
import { Grid } from 'antd';
import { formatDate } from '@conexoes/shared';

const middle = (month: string) => `${month}-15T12:00:00`;

/**
 * A chart's month (`YYYY-MM`) as its axis and tooltip name it: "mar. de 2026" where there is room; on
 * a phone "mar/26" (the language's short month, two-digit year), so a year of bars keeps its labels
 * whole instead of thirteen long ones turned upright and cut.
 */
export const useMonthLabel = (): ((month: string) => string) => {
  const wide = Grid.useBreakpoint().md ?? true;
  return useCallback(
    (month: string) =>
      wide
        ? formatDate(middle(month), { month: 'short', year: 'numeric' })
        : `${formatDate(middle(month), { month: 'short' }).replace(/\.$/, '')}/${month.slice(2, 4)}`,
    [wide],
  );
};
