import { presetDaysOf, type PeriodQuery } from '@conexoes/shared/contract';
import { unprocessable } from './problem';

export type ResolvedPeriod = { from: string | null; to: string };

/** An explicit from/to (both, SPEC §5) wins over the preset; dates are ISO days, inclusive. */
export const resolvePeriod = (query: PeriodQuery, now = new Date()): ResolvedPeriod => {
  if (query.from && query.to) {
    if (query.from > query.to)
      throw unprocessable([
        { path: 'query.from', message: 'Must not be after the end date', code: 'date_order' },
      ]);
    return { from: query.from, to: query.to };
  }
  return presetDaysOf(query.period, now);
};

/** The months (YYYY-MM) a period covers, at most 24 ending at `to` (an open start shows the last 12). */
export const monthsOf = (period: ResolvedPeriod): string[] => {
  const end = new Date(`${period.to}T00:00:00Z`);
  const start = period.from
    ? new Date(`${period.from}T00:00:00Z`)
    : new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth() + 1, 1));
  // A longer span keeps its last 24 months (the recent ones are what a chart is read for).
  const earliest = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 23, 1));
  const months: string[] = [];
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  if (cursor < earliest) cursor.setTime(earliest.getTime());
  while (cursor <= end) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
};
