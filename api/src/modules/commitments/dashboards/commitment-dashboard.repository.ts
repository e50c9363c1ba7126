import { and, count, eq, gte, inArray, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  closedCommitmentStatuses,
  commitmentStatuses,
  type CommitmentOverview,
  type CommitmentStatus,
  type FirstTreatment,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { commitments, interactions, users } from '../../../db/schema';
import { pickLabel, type LabelLocale } from '../../../lib/locale';
import { monthsOf, type ResolvedPeriod } from '../../../lib/period';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { createOptionRepository } from '../../options/option.repository';
import { dayAfter, dayStart, median, share, todayInSaoPaulo } from '../commitment.fields';
import { readCommitmentSettings } from '../commitment-settings';

const DAY = 24 * 60 * 60 * 1000;
const SAO_PAULO_MS = 3 * 60 * 60 * 1000;
/** The São Paulo calendar day of an instant. */
const dayOf = (at: Date) => new Date(at.getTime() - SAO_PAULO_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const closedList = [...closedCommitmentStatuses] as string[];
const UNTREATED_SHOWN = 50;

/** The instants of the period's days (an open start reaches back to the beginning). */
const periodFilter = (column: Parameters<typeof gte>[0], period: ResolvedPeriod): SQL[] => [
  ...(period.from ? [gte(column, dayStart(period.from))] : []),
  lt(column, dayAfter(period.to)),
];

/** The dashboards of the social-commitments area (docs/dashboards.md). */
export const createCommitmentDashboardRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);

  /*
   * The first completed action (deleted ones do not count) of a commitment's action plan, and of the
   * commitments registered from an interaction. Written out with aliases: drizzle leaves the columns
   * of a one-table select unqualified, which a correlated subquery would make ambiguous.
   */
  const firstDoneOfCommitment = sql<Date | null>`(
    select min(a.completed_at) from action_plans p
    join actions a on a.tenant_id = p.tenant_id and a.action_plan_id = p.id
      and a.deleted_at is null and a.completed_at is not null
    where p.tenant_id = commitments.tenant_id and p.parent_type = 'commitment' and p.parent_id = commitments.id)`;
  const firstDoneOfInteraction = sql<Date | null>`(
    select min(a.completed_at) from commitments c
    join action_plans p on p.tenant_id = c.tenant_id and p.parent_type = 'commitment' and p.parent_id = c.id
    join actions a on a.tenant_id = p.tenant_id and a.action_plan_id = p.id
      and a.deleted_at is null and a.completed_at is not null
    where c.tenant_id = interactions.tenant_id and c.source_interaction_id = interactions.id
      and c.deleted_at is null)`;

  return {
    /**
     * GET actions/dashboards/first-treatment. Demands: commitments registered in the period (by their
     * registration) and interactions requiring follow-up that took place in it (by their start). The
     * first treatment of a commitment is the first completed action of its action plan; of an
     * interaction, the first completed action of a commitment registered from it.
     */
    firstTreatment: async (scope: RequestScope, period: ResolvedPeriod): Promise<FirstTreatment> => {
      const { firstTreatmentTargetDays: target } = await readCommitmentSettings(db, scope.tenantId);
      const [commitmentRows, interactionRows] = await Promise.all([
        db
          .select({
            id: commitments.id,
            code: commitments.code,
            title: commitments.title,
            workspaceId: commitments.workspaceId,
            at: commitments.createdAt,
            ownerId: commitments.ownerId,
            done: firstDoneOfCommitment,
          })
          .from(commitments)
          .where(
            and(
              visibleIn(scope, commitments),
              isNull(commitments.deletedAt),
              ...periodFilter(commitments.createdAt, period),
            ),
          ),
        db
          .select({
            id: interactions.id,
            code: interactions.code,
            title: interactions.subject,
            workspaceId: interactions.workspaceId,
            at: interactions.startsAt,
            ownerId: interactions.followUpOwnerId,
            done: firstDoneOfInteraction,
          })
          .from(interactions)
          .where(
            and(
              visibleIn(scope, interactions),
              isNull(interactions.deletedAt),
              eq(interactions.followUpRequired, true),
              ...periodFilter(interactions.startsAt, period),
            ),
          ),
      ]);
      const today = todayInSaoPaulo();
      const demands = [
        ...commitmentRows.map((r) => ({ ...r, type: 'commitment' as const })),
        ...interactionRows.map((r) => ({ ...r, type: 'interaction' as const })),
      ].map((d) => {
        const registeredOn = dayOf(new Date(d.at));
        const done = d.done ? dayOf(new Date(d.done)) : null;
        return { ...d, registeredOn, days: done ? Math.max(0, daysBetween(registeredOn, done)) : null };
      });
      const figures = (list: typeof demands) => {
        const treatedDays = list.map((d) => d.days).filter((d): d is number => d !== null);
        const within = treatedDays.filter((d) => d <= target).length;
        return {
          demands: list.length,
          treated: treatedDays.length,
          medianDays: median(treatedDays),
          withinTarget: within,
          withinTargetShare: share(within, list.length),
        };
      };
      const months = monthsOf(period).map((month) => ({
        month,
        ...figures(demands.filter((d) => d.registeredOn.startsWith(month))),
      }));
      const untreated = demands
        .filter((d) => d.days === null && daysBetween(d.registeredOn, today) > target)
        .sort((a, b) => a.registeredOn.localeCompare(b.registeredOn) || a.code.localeCompare(b.code));
      const shown = untreated.slice(0, UNTREATED_SHOWN);
      const ownerIds = [...new Set(shown.map((d) => d.ownerId).filter((id): id is string => Boolean(id)))];
      const names = new Map(
        (ownerIds.length
          ? await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, ownerIds)))
          : []
        ).map((u) => [u.id, u.name]),
      );
      return {
        period,
        targetDays: target,
        ...figures(demands),
        months,
        untreatedPastTarget: shown.map((d) => ({
          type: d.type,
          id: d.id,
          code: d.code,
          title: d.title,
          workspaceId: d.workspaceId,
          registeredOn: d.registeredOn,
          ageDays: daysBetween(d.registeredOn, today),
          owner:
            d.ownerId && names.has(d.ownerId)
              ? { id: d.ownerId, name: names.get(d.ownerId) as string }
              : null,
        })),
        untreatedPastTargetCount: untreated.length,
      };
    },

    /**
     * GET commitments/dashboards/overview: commitments registered in the period by status, source and
     * owner; and, for each month of the period, the commitments (not cancelled) falling due in it and
     * how many of those are overdue today.
     */
    overview: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      locale: LabelLocale,
    ): Promise<CommitmentOverview> => {
      const today = todayInSaoPaulo();
      const inReach = and(visibleIn(scope, commitments), isNull(commitments.deletedAt)) as SQL;
      const registered = and(inReach, ...periodFilter(commitments.createdAt, period)) as SQL;
      const overdueSql = sql`(${commitments.dueDate} < ${today} and ${notInArray(commitments.status, closedList)})`;
      const months = monthsOf(period);
      const firstMonth = months[0] ?? period.to.slice(0, 7);
      const [byStatus, bySource, byMonth, byOwner, sources] = await Promise.all([
        db
          .select({
            status: commitments.status,
            n: count(),
            overdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
          })
          .from(commitments)
          .where(registered)
          .groupBy(commitments.status),
        db
          .select({ key: commitments.sourceCode, n: count() })
          .from(commitments)
          .where(registered)
          .groupBy(commitments.sourceCode),
        db
          .select({
            month: sql<string>`to_char(${commitments.dueDate}, 'YYYY-MM')`,
            due: count(),
            overdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
          })
          .from(commitments)
          .where(
            and(
              inReach,
              isNotNull(commitments.dueDate),
              sql`${commitments.status} <> 'cancelled'`,
              gte(commitments.dueDate, `${firstMonth}-01`),
              lt(
                commitments.dueDate,
                sql`(${`${period.to.slice(0, 7)}-01`}::date + interval '1 month')::date`,
              ),
            ),
          )
          .groupBy(sql`to_char(${commitments.dueDate}, 'YYYY-MM')`),
        db
          .select({
            id: users.id,
            name: users.name,
            total: count(),
            open: sql<number>`count(*) filter (where ${notInArray(commitments.status, closedList)})::int`,
            overdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
          })
          .from(commitments)
          .innerJoin(users, and(eq(users.tenantId, commitments.tenantId), eq(users.id, commitments.ownerId)))
          .where(registered)
          .groupBy(users.id, users.name)
          .orderBy(sql`4 desc`, sql`5 desc`, users.name)
          .limit(20),
        optionRepository.list(scope, 'commitmentSource'),
      ]);
      const statusCounts = new Map(byStatus.map((r) => [r.status, r.n]));
      const labels = new Map(sources.map((o) => [o.code, pickLabel(locale, o)]));
      const monthCounts = new Map(byMonth.map((r) => [r.month, r]));
      return {
        period,
        total: byStatus.reduce((sum, r) => sum + r.n, 0),
        overdue: byStatus.reduce((sum, r) => sum + Number(r.overdue), 0),
        byStatus: commitmentStatuses.map((status) => ({
          status: status as CommitmentStatus,
          count: statusCounts.get(status) ?? 0,
        })),
        bySource: bySource
          .map((r) => ({ key: r.key, label: labels.get(r.key) ?? r.key, count: r.n }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
        months: months.map((month) => ({
          month,
          due: monthCounts.get(month)?.due ?? 0,
          overdue: Number(monthCounts.get(month)?.overdue ?? 0),
        })),
        byOwner: byOwner.map((r) => ({
          id: r.id,
          name: r.name,
          total: r.total,
          open: Number(r.open),
          overdue: Number(r.overdue),
        })),
      };
    },
  };
};
