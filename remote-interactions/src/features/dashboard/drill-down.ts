import type { InteractionRank, InteractionRankBy } from '@conexoes/shared';
import { toSearchParams, type InteractionFilters } from '../../lib/list-query';

/** The days a dashboard answer counted (`from` null = since the beginning). */
export type CountedDays = { from: string | null; to: string };

/**
 * The interaction list filtered to what a chart segment counted: the dashboard's days plus the
 * segment's own filter. The list reads every filter from its URL (lib/list-query.ts), so the link is
 * the whole hand-over.
 */
export const listHref = (days: CountedDays, filters: InteractionFilters = {}): string => {
  const params = toSearchParams({
    filters: { ...(days.from ? { from: days.from } : {}), to: days.to, ...filters },
  });
  return `/interactions/list?${params.toString()}`;
};

/**
 * Whether a comparison is read as two spans rather than month by month: a span of two months or less
 * has at most pieces of months, and a week set beside "the same month one period earlier" says nothing.
 */
export const comparedWhole = (days: CountedDays): boolean =>
  days.from !== null && (Date.parse(days.to) - Date.parse(days.from)) / 86_400_000 + 1 <= 62;

const lastDayOf = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/** One month of a period, cut to the period's own days (its first and last months may be partial). */
export const monthDays = (month: string, within: CountedDays): CountedDays => {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  return {
    from: within.from && within.from > first ? within.from : first,
    to: within.to < last ? within.to : last,
  };
};

/** The list filter of a rank row: the stakeholder, the topic, or the municipality and its UF. */
export const rankFilter = (
  by: InteractionRankBy,
  item: InteractionRank['items'][number],
): InteractionFilters => {
  if (by === 'stakeholders') return { stakeholderId: item.id };
  if (by === 'topics') return { topicId: item.id };
  return { state: item.state ?? undefined, municipality: item.name };
};
