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
/**
 * A preset's days as ISO dates, inclusive: the API counts them, a picker starts a custom span from them.
 * Today is one of them, so "last 7 days" starts 6 days back (it showed 8 calendar days).
 */
export const presetDaysOf = (
  period: DashboardPeriod,
  now = new Date(),
): { from: string | null; to: string } => {
  const days = presetDays[period];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { from: days === null ? null : iso(new Date(now.getTime() - (days - 1) * DAY_MS)), to: iso(now) };
};
