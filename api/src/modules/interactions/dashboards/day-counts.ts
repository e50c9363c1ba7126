import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { InteractionOptionDimension } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { interactionDayCountChanges, interactionDayCounts } from '../../../db/schema';
import { visibleIn, type RequestScope } from '../../../lib/scope';

/*
 * The interaction counts kept by day (migration 0023, decision 0033 fifth pass), as the dashboards read
 * them: the folded counts plus the changes not folded yet, so a write is counted from its commit on.
 */

/** The dimensions kept ('' = not informed; the link keys as interaction_link_keys names them). */
export type DayCountDimension =
  | 'all'
  | 'perception'
  | 'municipality'
  | InteractionOptionDimension
  | 'topic'
  | 'category'
  | 'ods'
  | 'withOds'
  | 'survey'
  | 'surveyed'
  | 'grievance';

/** Both tables as one: the filters below reach each side (PostgreSQL pushes them into the union). */
export const keptDayCounts = (db: Database) => {
  const columns = (table: typeof interactionDayCounts | typeof interactionDayCountChanges) => ({
    tenantId: table.tenantId,
    workspaceId: table.workspaceId,
    dimension: table.dimension,
    day: table.day,
    key: table.key,
    n: table.n,
  });
  return db
    .select(columns(interactionDayCounts))
    .from(interactionDayCounts)
    .unionAll(db.select(columns(interactionDayCountChanges)).from(interactionDayCountChanges))
    .as('kept');
};
export type KeptDayCounts = ReturnType<typeof keptDayCounts>;

/** The counts of some dimensions in the caller's reach over the days (an open start has no lower bound). */
export const dayCountsIn = (
  kept: KeptDayCounts,
  scope: RequestScope,
  days: { from: string | null; to: string },
  dimensions: DayCountDimension[],
): SQL =>
  and(
    visibleIn(scope, kept),
    dimensions.length === 1
      ? eq(kept.dimension, dimensions[0] as string)
      : inArray(kept.dimension, dimensions),
    ...(days.from ? [gte(kept.day, days.from)] : []),
    lte(kept.day, days.to),
  ) as SQL;

/** The São Paulo month (`YYYY-MM`) of a kept day. */
export const dayMonth = (kept: KeptDayCounts) => sql<string>`to_char(${kept.day}, 'YYYY-MM')`;

/** The sum of the kept counts (of those matching `where`), 0 when none. */
export const daySum = (kept: KeptDayCounts, where?: SQL) =>
  sql<number>`(coalesce(sum(${kept.n})${where ? sql` filter (where ${where})` : sql``}, 0))::int`.mapWith(
    Number,
  );
