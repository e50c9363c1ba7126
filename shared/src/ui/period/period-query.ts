import type { DashboardPeriod } from '@conexoes/shared';

/** The dashboard presets, shortest first (SPEC §7 `period`); `year` unless another is chosen. */
export const DASHBOARD_PERIODS: readonly DashboardPeriod[] = [
  'week',
  'month',
  'quarter',
  'semester',
  'year',
  'all',
];
export const DEFAULT_PERIOD: DashboardPeriod = 'year';

/** A dashboard's period as the screen holds it: a preset, or a custom span (both days, `YYYY-MM-DD`). */
export type PeriodValue = { period: DashboardPeriod; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A real calendar day: 2026-02-30 is refused, not rolled over to March.
const validDay = (day: string | null): day is string =>
  day !== null &&
  DAY.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * The period from a screen's URL (`?period=quarter`, or `?from=…&to=…`): an unknown preset falls back
 * to the default, and a custom span counts only with both days in order (SPEC §5) — else it is dropped.
 */
export const readPeriod = (params: URLSearchParams): PeriodValue => {
  const raw = params.get('period');
  const period = DASHBOARD_PERIODS.find((p) => p === raw) ?? DEFAULT_PERIOD;
  const from = params.get('from');
  const to = params.get('to');
  return validDay(from) && validDay(to) && from <= to ? { period, from, to } : { period };
};

/** The URL's parameters for a period (short: the default preset is left out). */
export const periodSearchParams = (value: PeriodValue): Record<string, string> => {
  if (value.from && value.to) return { from: value.from, to: value.to };
  return value.period === DEFAULT_PERIOD ? {} : { period: value.period };
};

/** The API's query: `period`, and `from`/`to` only when both are given (SPEC §5). */
export const periodApiParams = (value: PeriodValue): Record<string, string> =>
  value.from && value.to
    ? { period: value.period, from: value.from, to: value.to }
    : { period: value.period };

export const isCustomPeriod = (value: PeriodValue): boolean => Boolean(value.from && value.to);
