/**
 * Demo dates are counted back from today (so a dashboard never looks stale), in whole days; the
 * values drawn for them come from the seed, so only the dates move from one day to the next.
 */
const DAY_MS = 86_400_000;

const startOfToday = (): Date => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

/** The ISO day `days` before today (negative: after). */
export const daysAgo = (days: number): string => {
  const day = new Date(startOfToday().getTime() - days * DAY_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
};

/** The first day of each of the last `count` months, oldest first (this month last). */
export const lastMonths = (count: number): Date[] => {
  const today = startOfToday();
  return Array.from(
    { length: count },
    (_, i) => new Date(today.getFullYear(), today.getMonth() - (count - 1 - i), 1),
  );
};

/** A local calendar day from its ISO form (`new Date('2026-01-02')` would be UTC midnight). */
export const localDay = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
