import { and, count, eq, gte, inArray, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  closedCommitmentStatuses,
  commitmentStatuses,
  type CommitmentOverview,
  type CommitmentStatus,
  type FirstTreatment,
  type UntreatedDemand,
  type UntreatedDemandPage,
} from '@conexoes/shared/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { commitments, interactions, users } from '../../../db/schema';
import { pickLabel, type LabelLocale } from '../../../lib/locale';
import { monthsOf, type ResolvedPeriod } from '../../../lib/period';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { createOptionRepository } from '../../options/option.repository';
import { readsInteractions } from '../../interactions/interaction-basic-info';
import { dayAfter, dayStart, share, todayInSaoPaulo } from '../commitment.fields';
import { readCommitmentSettings } from '../commitment-settings';
import { rowsOf } from '../../../db/rows-of';

const DAY = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const closedList = [...closedCommitmentStatuses] as string[];
/** The untreated demands past the target come 50 to a page (the dashboard shows the first). */
const UNTREATED_PAGE = 50;
/** One decimal, as the median of a list is shown. */
const round1 = (value: number) => Math.round(value * 10) / 10;
// postgres-js answers an array of rows, PGlite an object holding them.

/** The instants of the period's days (an open start reaches back to the beginning). */
const periodFilter = (column: Parameters<typeof gte>[0], period: ResolvedPeriod): SQL[] => [
  ...(period.from ? [gte(column, dayStart(period.from))] : []),
  lt(column, dayAfter(period.to)),
];

/** The dashboards of the social-commitments area (docs/dashboards.md). */
export const createCommitmentDashboardRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);

  // The São Paulo calendar day of an instant (UTC−3, as dayOf in Node did).
  const day = (at: SQL) => sql`((${at} at time zone 'UTC') - interval '3 hours')::date`;

  /**
   * The demands of the period as one derived table: commitments registered in it (by their
   * registration) and interactions requiring follow-up that took place in it (by their start).
   * `untreatedOnly` says so to the commitments' scan too: it then reads only their untreated rows.
   * The interactions (listed by code and subject) are demands only to a caller who may read them
   * (readsInteractions); to anyone else the dashboard is the commitments'.
   */
  const demandsOf = (scope: RequestScope, period: ResolvedPeriod, untreatedOnly: boolean) => {
    // An interaction's demand is treated by a commitment made from it that the reader may open: one
    // out of their reach is neither counted nor dated for them. (Raw SQL names an alias's table itself.)
    const madeFrom = alias(commitments, 'made_from');
    const raisedByInteractions = sql`
        union all
        select 'interaction', ${interactions.id}, ${interactions.code}, ${interactions.subject},
          ${interactions.workspaceId}, ${interactions.followUpOwnerId}, ${day(sql`${interactions.startsAt}`)},
          ${day(sql`(select min(${madeFrom.firstTreatedAt}) from ${commitments} as "made_from"
            where ${and(
              visibleIn(scope, madeFrom),
              eq(madeFrom.sourceInteractionId, interactions.id),
              isNull(madeFrom.deletedAt),
            )})`)}
        from ${interactions}
        where ${and(
          visibleIn(scope, interactions),
          isNull(interactions.deletedAt),
          eq(interactions.followUpRequired, true),
          ...periodFilter(interactions.startsAt, period),
        )}`;
    return sql`(
        select 'commitment' as type, ${commitments.id} as id, ${commitments.code} as code,
          ${commitments.title} as title, ${commitments.workspaceId} as workspace_id,
          ${commitments.ownerId} as owner_id, ${day(sql`${commitments.createdAt}`)} as registered_on,
          ${day(sql`${commitments.firstTreatedAt}`)} as done_on
        from ${commitments}
        where ${and(
          visibleIn(scope, commitments),
          isNull(commitments.deletedAt),
          ...periodFilter(commitments.createdAt, period),
          ...(untreatedOnly ? [isNull(commitments.firstTreatedAt)] : []),
        )}${readsInteractions(scope) ? raisedByInteractions : sql``}
      ) as demand`;
  };
  const untreatedWhere = (today: string, target: number) =>
    sql`demand.done_on is null and demand.registered_on < ${today}::date - ${target}::int`;

  /** One page of the untreated demands past the target, oldest first, with their owners' names. */
  const untreatedPage = async (
    scope: RequestScope,
    period: ResolvedPeriod,
    target: number,
    today: string,
    page: number,
  ): Promise<UntreatedDemand[]> => {
    const rows = rowsOf<{
      type: 'commitment' | 'interaction';
      id: string;
      code: string;
      title: string;
      workspace_id: string;
      owner_id: string | null;
      registered_on: string;
    }>(
      await db.execute(sql`
          select demand.type, demand.id, demand.code, demand.title, demand.workspace_id, demand.owner_id,
            to_char(demand.registered_on, 'YYYY-MM-DD') as registered_on
          from ${demandsOf(scope, period, true)}
          where ${untreatedWhere(today, target)}
          order by demand.registered_on, demand.code collate "C", demand.id
          limit ${UNTREATED_PAGE} offset ${(page - 1) * UNTREATED_PAGE}`),
    );
    const ownerIds = [...new Set(rows.map((d) => d.owner_id).filter((id): id is string => Boolean(id)))];
    const names = new Map(
      (ownerIds.length
        ? await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, ownerIds)))
        : []
      ).map((u) => [u.id, u.name]),
    );
    return rows.map((d) => ({
      type: d.type,
      id: d.id,
      code: d.code,
      title: d.title,
      workspaceId: d.workspace_id,
      registeredOn: d.registered_on,
      ageDays: daysBetween(d.registered_on, today),
      owner:
        d.owner_id && names.has(d.owner_id)
          ? { id: d.owner_id, name: names.get(d.owner_id) as string }
          : null,
    }));
  };

  return {
    /**
     * GET actions/dashboards/first-treatment. Demands: see `demandsOf`. The first treatment of a
     * commitment is the first completed action of its action plan (kept on the commitment as
     * `first_treated_at`); of an interaction, the first treatment of a commitment registered from it.
     * Counted in SQL in one grouped pass over the covering registration index; only the untreated rows
     * shown are read (decision 0037).
     */
    firstTreatment: async (scope: RequestScope, period: ResolvedPeriod): Promise<FirstTreatment> => {
      const { firstTreatmentTargetDays: target } = await readCommitmentSettings(db, scope.tenantId);
      const today = todayInSaoPaulo();
      const untreatedSql = untreatedWhere(today, target);
      /*
       * Days to the first treatment counted by month and number of days (a hash of a few thousand
       * groups), summed by days alone for the whole period, then each median read off the running
       * count: the demands themselves are never sorted.
       */
      const [grouped, shown] = await Promise.all([
        db
          .execute(
            sql`
          with by_month as (
            select date_trunc('month', demand.registered_on::timestamp) as month,
              case when demand.done_on is not null then greatest(0, demand.done_on - demand.registered_on) end as days,
              count(*) as n, count(*) filter (where ${untreatedSql}) as untreated
            from ${demandsOf(scope, period, false)}
            group by 1, 2
          ), h as (
            select month, days, sum(n) as n, sum(untreated) as untreated from by_month
            group by grouping sets ((month, days), (days))
          ), c as (
            select h.*,
              (sum(n) filter (where days is not null) over (partition by month order by days))::bigint as below,
              (sum(n) filter (where days is not null) over (partition by month))::bigint as treated
            from h
          )
          -- The median: the mean of the ((t + 1) / 2)th and (t / 2 + 1)th of t sorted days (integer halves).
          select to_char(month, 'YYYY-MM') as month, sum(n)::int as demands,
            coalesce(max(treated), 0)::int as treated,
            coalesce(sum(n) filter (where days <= ${target}::int), 0)::int as within_target,
            sum(untreated)::int as untreated,
            (min(days) filter (where below >= (treated + 1) / 2)
              + min(days) filter (where below >= treated / 2 + 1)) / 2.0 as median
          from c group by month`,
          )
          .then((g) =>
            rowsOf<{
              month: string | null;
              demands: number;
              treated: number;
              within_target: number;
              untreated: number;
              median: string | number | null;
            }>(g),
          ),
        untreatedPage(scope, period, target, today, 1),
      ]);
      const figures = (row: (typeof grouped)[number] | undefined) => {
        const n = row?.demands ?? 0;
        const within = row?.within_target ?? 0;
        return {
          demands: n,
          treated: row?.treated ?? 0,
          medianDays: row?.median === null || row?.median === undefined ? null : round1(Number(row.median)),
          withinTarget: within,
          withinTargetShare: share(within, n),
        };
      };
      const total = grouped.find((r) => r.month === null);
      const byMonth = new Map(grouped.filter((r) => r.month !== null).map((r) => [r.month, r]));
      return {
        period,
        targetDays: target,
        ...figures(total),
        months: monthsOf(period).map((month) => ({ month, ...figures(byMonth.get(month)) })),
        untreatedPastTarget: shown,
        untreatedPastTargetCount: total?.untreated ?? 0,
      };
    },

    /** GET actions/dashboards/first-treatment/untreated: the untreated list of the same period, page by page. */
    untreated: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      page: number,
    ): Promise<UntreatedDemandPage> => {
      const { firstTreatmentTargetDays: target } = await readCommitmentSettings(db, scope.tenantId);
      const today = todayInSaoPaulo();
      const [items, counted] = await Promise.all([
        untreatedPage(scope, period, target, today, page),
        db.execute(sql`select count(*)::int as n from ${demandsOf(scope, period, true)}
          where ${untreatedWhere(today, target)}`),
      ]);
      const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
      return { items, total, page, size: UNTREATED_PAGE };
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
