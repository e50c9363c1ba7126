import { sql } from 'drizzle-orm';
import { plusDays, todayInSaoPaulo, type InteractionGrievanceSummary } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import type { ResolvedPeriod } from '../../../lib/period';
import type { RequestScope } from '../../../lib/scope';
import { readInteractionSettings } from '../interaction-settings';
import { dayCountsIn, keptDayCounts } from './day-counts';

/** No day bounds the read: the open ones count whatever their day; the period is in the sums. */
const anyDay = '9999-12-31';

/**
 * GET social-interactions/dashboards/grievances (docs/dashboards.md): the grievances of the caller's
 * reach received in the period — how many, how many closed, within the target, the median days to close
 * and the complainants' answers — and every one still open today, late or not, whatever its day: what
 * the team owes now. Read from the counts kept by the day received (dimension `grievance`, migration
 * 0036: `received`, `closedIn:<days>`, `outcome:<answer>`, `open:<acknowledged|unacknowledged>`), as the
 * other dashboards are (decision 0038). The late figures are the list's filters (`overdueGrievanceSql`:
 * received before today less the target), so each opens exactly the grievances it counts.
 */
export const grievanceSummary = async (
  db: Database,
  scope: RequestScope,
  period: ResolvedPeriod,
): Promise<InteractionGrievanceSummary> => {
  const settings = await readInteractionSettings(db, scope.tenantId);
  const today = todayInSaoPaulo();
  const acknowledgeBefore = plusDays(today, -settings.grievanceAcknowledgeDays);
  const resolveBefore = plusDays(today, -settings.grievanceResolveDays);
  const kept = keptDayCounts(db);
  const inPeriod = period.from
    ? sql`${kept.day} between ${period.from}::date and ${period.to}::date`
    : sql`${kept.day} <= ${period.to}::date`;
  // One row per key: received in the period, all of them (open: whatever the day), and those received
  // before each target's cut (late when still open).
  const rows = await db
    .select({
      key: kept.key,
      inPeriod: sql<number>`coalesce(sum(${kept.n}) filter (where ${inPeriod}), 0)::int`.mapWith(Number),
      total: sql<number>`coalesce(sum(${kept.n}), 0)::int`.mapWith(Number),
      beforeAcknowledge:
        sql<number>`coalesce(sum(${kept.n}) filter (where ${kept.day} < ${acknowledgeBefore}::date), 0)::int`.mapWith(
          Number,
        ),
      beforeResolve:
        sql<number>`coalesce(sum(${kept.n}) filter (where ${kept.day} < ${resolveBefore}::date), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(kept)
    .where(dayCountsIn(kept, scope, { from: null, to: anyDay }, ['grievance']))
    .groupBy(kept.key);
  const count = (key: string, figure: 'inPeriod' | 'total' | 'beforeAcknowledge' | 'beforeResolve') =>
    rows.find((r) => r.key === key)?.[figure] ?? 0;
  const closings = rows
    .filter((r) => r.key.startsWith('closedIn:') && r.inPeriod > 0)
    .map((r) => ({ days: Number(r.key.slice('closedIn:'.length)), n: r.inPeriod }))
    .sort((a, b) => a.days - b.days);
  const closed = closings.reduce((sum, c) => sum + c.n, 0);
  return {
    period,
    received: count('received', 'inPeriod'),
    closed,
    closedWithinTarget: closings
      .filter((c) => c.days <= settings.grievanceResolveDays)
      .reduce((sum, c) => sum + c.n, 0),
    medianDaysToClose: medianOf(closings, closed),
    outcomes: {
      accepted: count('outcome:accepted', 'inPeriod'),
      notAccepted: count('outcome:notAccepted', 'inPeriod'),
      noReply: count('outcome:noReply', 'inPeriod'),
    },
    open: count('open:acknowledged', 'total') + count('open:unacknowledged', 'total'),
    acknowledgementOverdue: count('open:unacknowledged', 'beforeAcknowledge'),
    resolutionOverdue:
      count('open:acknowledged', 'beforeResolve') + count('open:unacknowledged', 'beforeResolve'),
    targets: {
      acknowledgeDays: settings.grievanceAcknowledgeDays,
      resolveDays: settings.grievanceResolveDays,
    },
  };
};

/**
 * The median of days counted by value (as percentile_cont(0.5): the middle one, or halfway between the two
 * middle ones), to one decimal; null when none.
 */
const medianOf = (counted: Array<{ days: number; n: number }>, total: number): number | null => {
  if (total === 0) return null;
  const at = (position: number): number => {
    let seen = 0;
    for (const c of counted) {
      seen += c.n;
      if (position < seen) return c.days;
    }
    return counted[counted.length - 1]?.days ?? 0;
  };
  const middle = (total - 1) / 2;
  const median = (at(Math.floor(middle)) + at(Math.ceil(middle))) / 2;
  return Math.round(median * 10) / 10;
};
