import { and, isNull, sql } from 'drizzle-orm';
import type { InteractionGrievanceSummary } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { interactions } from '../../../db/schema';
import type { ResolvedPeriod } from '../../../lib/period';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { dayAfter, dayStart } from '../interaction.fields';
import {
  grievanceRowSql,
  grievanceTodayStart,
  openGrievanceSql,
  overdueGrievanceSql,
} from '../interaction-grievance';
import { readInteractionSettings } from '../interaction-settings';

/**
 * GET social-interactions/dashboards/grievances (docs/dashboards.md): the grievances of the caller's
 * reach received in the period — how many, how many closed, within the target, the median days to close
 * and the complainants' answers — and every one still open today, late or not, whatever its day: what
 * the team owes now. Read from the rows (grievances are a small share of the interactions), one
 * statement; the received day is São Paulo's, as everywhere (decision 0051). The late figures are the
 * list's filters (`overdueGrievanceSql`), so each opens exactly the grievances it counts.
 */
export const grievanceSummary = async (
  db: Database,
  scope: RequestScope,
  period: ResolvedPeriod,
): Promise<InteractionGrievanceSummary> => {
  const settings = await readInteractionSettings(db, scope.tenantId);
  const todayStart = grievanceTodayStart();
  const from = period.from ? dayStart(period.from).toISOString() : null;
  const to = dayAfter(period.to).toISOString();
  const inPeriod = from
    ? sql`(${interactions.startsAt} >= ${from}::timestamptz and ${interactions.startsAt} < ${to}::timestamptz)`
    : sql`${interactions.startsAt} < ${to}::timestamptz`;
  const received = sql`((${interactions.startsAt} at time zone 'UTC') - interval '3 hours')::date`;
  // Closings with their day recorded (one ended by its status alone has no day to count from).
  const closedIn = sql`${inPeriod} and ${interactions.grievanceClosedOn} is not null`;
  const open = openGrievanceSql();
  const [row] = await db
    .select({
      received: sql<number>`count(*) filter (where ${inPeriod})::int`,
      closed: sql<number>`count(*) filter (where ${closedIn})::int`,
      closedWithinTarget: sql<number>`count(*) filter (where ${closedIn}
        and ${interactions.grievanceClosedOn} - ${received} <= ${settings.grievanceResolveDays})::int`,
      medianDaysToClose: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${interactions.grievanceClosedOn} - ${received}) filter (where ${closedIn})`,
      accepted: sql<number>`count(*) filter (where ${closedIn} and ${interactions.grievanceOutcome} = 'accepted')::int`,
      notAccepted: sql<number>`count(*) filter (where ${closedIn} and ${interactions.grievanceOutcome} = 'notAccepted')::int`,
      noReply: sql<number>`count(*) filter (where ${closedIn} and ${interactions.grievanceOutcome} = 'noReply')::int`,
      open: sql<number>`count(*) filter (where ${open})::int`,
      acknowledgementOverdue: sql<number>`count(*) filter (where ${overdueGrievanceSql(
        scope.tenantId,
        todayStart,
        'acknowledgement',
      )})::int`,
      resolutionOverdue: sql<number>`count(*) filter (where ${overdueGrievanceSql(
        scope.tenantId,
        todayStart,
        'resolution',
      )})::int`,
    })
    .from(interactions)
    .where(
      and(
        visibleIn(scope, interactions),
        isNull(interactions.deletedAt),
        grievanceRowSql(),
        sql`(${inPeriod} or (${open}))`,
      ),
    );
  const median = row?.medianDaysToClose;
  return {
    period,
    received: Number(row?.received ?? 0),
    closed: Number(row?.closed ?? 0),
    closedWithinTarget: Number(row?.closedWithinTarget ?? 0),
    medianDaysToClose: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
    outcomes: {
      accepted: Number(row?.accepted ?? 0),
      notAccepted: Number(row?.notAccepted ?? 0),
      noReply: Number(row?.noReply ?? 0),
    },
    open: Number(row?.open ?? 0),
    acknowledgementOverdue: Number(row?.acknowledgementOverdue ?? 0),
    resolutionOverdue: Number(row?.resolutionOverdue ?? 0),
    targets: {
      acknowledgeDays: settings.grievanceAcknowledgeDays,
      resolveDays: settings.grievanceResolveDays,
    },
  };
};
