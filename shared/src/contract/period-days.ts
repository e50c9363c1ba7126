// No zod here: shared/ui (every remote's chunk) reads it too, and the contract's schemas must not load there.
import type { DashboardPeriod } from './topics';

/** The days a preset counts back from today (SPEC §5); `all` has no start. */
const presetDays: Record<DashboardPeriod, number | null> = {
  week: 7,
  month: 30,
  quarter: 91,
  semester: 182,
  year: 365,
  all: null,
};
const DAY_MS = 24 * 60 * 60 * 1000;
/*
 * Periods, dashboards and "overdue" count São Paulo calendar days for everyone (decision 0051). Brazil has
 * kept UTC−03:00 all year since 2019 (no daylight saving), so a fixed offset is exact here and in the
 * database, where PGlite has no time-zone data to rely on.
 */
const SAO_PAULO_MS = 3 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in São Paulo, `YYYY-MM-DD` (from 21:00 on, the UTC date is already tomorrow's). */
export const todayInSaoPaulo = (now = new Date()): string => iso(new Date(now.getTime() - SAO_PAULO_MS));

/**
 * A preset's days as ISO dates, inclusive: the API counts them, a picker starts a custom span from them.
 * Today (São Paulo's) is one of them, so "last 7 days" starts 6 days back (it showed 8 calendar days).
 */
export const presetDaysOf = (
  period: DashboardPeriod,
  now = new Date(),
): { from: string | null; to: string } => {
  const days = presetDays[period];
  const to = todayInSaoPaulo(now);
  const from = days === null ? null : iso(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS));
  return { from, to };
};
