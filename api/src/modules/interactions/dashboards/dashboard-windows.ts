import { monthsOf, type ResolvedPeriod } from '../../../lib/period';

/** A closed span of São Paulo days, `YYYY-MM-DD`, inclusive at both ends. */
export type DayWindow = { from: string; to: string };

const DAY = 24 * 60 * 60 * 1000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => iso(new Date(toDate(day).getTime() + days * DAY));

/** `YYYY-MM` moved by `months` (negative = back). */
export const addMonths = (month: string, months: number): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + months, 1));
  return date.toISOString().slice(0, 7);
};

const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
};

/**
 * The days a comparison counts: the period itself, or — when it has an open start ("all") — the
 * months its charts show (the last 12), since "everything before" has no earlier span to compare with.
 */
export const countedWindow = (period: ResolvedPeriod): DayWindow => {
  if (period.from) return { from: period.from, to: period.to };
  const [first] = monthsOf(period);
  return { from: `${first ?? period.to.slice(0, 7)}-01`, to: period.to };
};

/** The same number of days right before `window` (a 365-day year is compared with the 365 days before). */
export const previousWindow = (window: DayWindow): DayWindow => {
  const length = Math.round((toDate(window.to).getTime() - toDate(window.from).getTime()) / DAY) + 1;
  return { from: addDays(window.from, -length), to: addDays(window.from, -1) };
};

/**
 * How many calendar months back the previous window's month of a given month is: the distance between
 * the months the two windows start in (a year → 12, a quarter → 3, a week inside one month → 0), so
 * March is compared with the March before, not with whatever month sits at the same position.
 */
export const monthShift = (current: DayWindow, previous: DayWindow): number =>
  monthsBetween(previous.from.slice(0, 7), current.from.slice(0, 7));
