import { and, asc, desc, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import {
  odsGoals,
  perceptions,
  type InteractionCompare,
  type InteractionOds,
  type InteractionOptionCounts,
  type InteractionOptionDimension,
  type InteractionPerception,
  type InteractionRank,
  type InteractionRankBy,
  type InteractionTopicCompare,
  type Perception,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import {
  interactionDayCountChanges as changes,
  interactionStakeholderDays as stakeholderDays,
  interactions,
  interactionStakeholders,
  stakeholders,
  topics,
} from '../../../db/schema';
import { rowsOf } from '../../../db/rows-of';
import { notInformedLabel, pickLabel, type LabelLocale } from '../../../lib/locale';
import { monthsOf, type ResolvedPeriod } from '../../../lib/period';
import { notFound } from '../../../lib/problem';
import { municipalityByCode } from '../../../lib/sheets/brazil-places';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { topicInSight } from '../../topics/topics-in-sight';
import { createOptionRepository } from '../../options/option.repository';
import { addMonths, countedWindow, monthShift, previousWindow } from './dashboard-windows';
import { dayCountsIn, dayMonth, daySum, keptDayCounts, type DayCountDimension } from './day-counts';
import { basicInfoOnly, readsInteractions } from '../interaction-basic-info';
import { complainantInSight } from '../interaction-confidential';
import { dayAfter, dayStart } from '../interaction.fields';

const listOf: Record<InteractionOptionDimension, string> = {
  type: 'interactionType',
  channel: 'channel',
  classification: 'classification',
  status: 'status',
};
const perceptionFallback: Record<
  Perception,
  { labelPtBr: string; labelEn: string; labelEs: string; labelDe: string }
> = {
  positive: { labelPtBr: 'Positiva', labelEn: 'Positive', labelEs: 'Positiva', labelDe: 'Positiv' },
  neutral: { labelPtBr: 'Neutra', labelEn: 'Neutral', labelEs: 'Neutral', labelDe: 'Neutral' },
  negative: { labelPtBr: 'Negativa', labelEn: 'Negative', labelEs: 'Negativa', labelDe: 'Negativ' },
};

/**
 * The interaction dashboards (docs/dashboards.md): counts of the interactions of the caller's reach
 * that are not deleted, by the São Paulo day they start. Every dashboard but rank by stakeholders sums
 * the counts kept by day (decision 0038, day-counts.ts); labels are read from the option lists afterwards.
 */
export const createInteractionDashboardRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);

  /**
   * Runs rank by stakeholders' statement with room for its sorts (decision 0033, second pass: the
   * default 4 MB spilled to disk) and sums that stream along the primary key instead of hashing 100k
   * stakeholders, twice as slow (decision 0040). `set_config(…, true)` lasts the transaction only.
   * (JIT is off for every connection: database.ts.)
   */
  const tuned = <T>(run: (tx: Database) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('work_mem', '32MB', true), set_config('enable_hashagg', 'off', true)`,
      );
      return run(tx as unknown as Database);
    });

  /** The counts kept by day (migration 0023, day-counts.ts): folded counts plus pending changes. */
  const kept = keptDayCounts(db);
  const keptIn = (
    scope: RequestScope,
    days: { from: string | null; to: string },
    ...dimensions: DayCountDimension[]
  ) => dayCountsIn(kept, scope, days, dimensions);

  const labelsOf = async (scope: RequestScope, list: string, locale: LabelLocale) =>
    new Map((await optionRepository.list(scope, list)).map((r) => [r.code, pickLabel(locale, r)]));

  /** This window and the one before, month by month, from the day counts of one key (all, a topic). */
  const compareWindows = async (
    scope: RequestScope,
    period: ResolvedPeriod,
    dimension: 'all' | 'topic' = 'all',
    key = '',
  ): Promise<InteractionCompare> => {
    const current = countedWindow(period);
    const previous = previousWindow(current);
    // A month where the windows meet holds days of both: each row counts its two sides apart.
    const rows = await db
      .select({
        month: dayMonth(kept),
        current: daySum(kept, gte(kept.day, current.from)),
        previous: daySum(kept, lt(kept.day, current.from)),
      })
      .from(kept)
      .where(and(keptIn(scope, { from: previous.from, to: current.to }, dimension), eq(kept.key, key)))
      .groupBy(sql`1`);
    const byMonth = (side: 'current' | 'previous') =>
      new Map<string | null, number>(rows.map((r) => [r.month, r[side]]));
    const total = (side: 'current' | 'previous') => rows.reduce((sum, r) => sum + r[side], 0);
    const currentCounts = byMonth('current');
    const previousCounts = byMonth('previous');
    const shift = monthShift(current, previous);
    return {
      period,
      current: { ...current, total: total('current') },
      previous: { ...previous, total: total('previous') },
      months: monthsOf(current).map((month) => {
        const previousMonth = addMonths(month, -shift);
        return {
          month,
          count: currentCounts.get(month) ?? 0,
          previousMonth,
          previousCount: previousCounts.get(previousMonth) ?? 0,
        };
      }),
    };
  };

  return {
    compareMonth: (scope: RequestScope, period: ResolvedPeriod) => compareWindows(scope, period),

    /** One topic the caller can read (404 otherwise): its interactions this window and the one before. */
    compareTopic: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      topicId: string,
    ): Promise<InteractionTopicCompare> => {
      const [topic] = await db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(and(topicInSight(scope), eq(topics.id, topicId)));
      if (!topic) throw notFound('Topic');
      return { ...(await compareWindows(scope, period, 'topic', topicId)), topic };
    },

    perception: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      locale: LabelLocale,
    ): Promise<InteractionPerception> => {
      const months = monthsOf(period);
      const [counts, labels] = await Promise.all([
        db
          .select({ key: kept.key, month: dayMonth(kept), n: daySum(kept) })
          .from(kept)
          .where(keptIn(scope, period, 'perception'))
          .groupBy(sql`1`, sql`2`),
        labelsOf(scope, 'perception', locale),
      ]);
      const rows = counts.map((r) => ({ month: r.month, perception: r.key || null, n: r.n }));
      const totals = new Map<string | null, number>();
      for (const r of rows) totals.set(r.perception, (totals.get(r.perception) ?? 0) + r.n);
      const informed = perceptions.reduce((sum, p) => sum + (totals.get(p) ?? 0), 0);
      const cell = new Map(rows.map((r) => [`${r.month}:${r.perception}`, r.n]));
      return {
        period,
        total: informed + (totals.get(null) ?? 0),
        notInformed: totals.get(null) ?? 0,
        shares: perceptions.map((p) => ({
          perception: p,
          label: labels.get(p) ?? pickLabel(locale, perceptionFallback[p]),
          count: totals.get(p) ?? 0,
          share: informed === 0 ? 0 : Math.round(((totals.get(p) ?? 0) * 1000) / informed) / 10,
        })),
        months: months.map((month) => ({
          month,
          positive: cell.get(`${month}:positive`) ?? 0,
          neutral: cell.get(`${month}:neutral`) ?? 0,
          negative: cell.get(`${month}:negative`) ?? 0,
        })),
      };
    },

    /**
     * The stakeholders (those the caller can see), topics or municipalities in the most interactions
     * of the period; ties by name.
     */
    rank: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      by: InteractionRankBy,
      limit: number,
    ): Promise<InteractionRank> => {
      if (by === 'stakeholders') {
        // Each stakeholder's sorted days (migration 0025, decision 0040) give its count in the period
        // by two binary searches, summed over its workspaces in key order; the changes not folded yet
        // are added. Only the counts that can reach the top meet the names: those at least as high as
        // the `cut`-th of all (visible or not, ties included). If fewer than `limit` of those are
        // visible, the ranking is asked again over every count.
        const inPeriod = period.from
          ? sql`width_bucket(${period.to}::date, ${stakeholderDays.days}) - width_bucket(${period.from}::date - 1, ${stakeholderDays.days})`
          : sql`width_bucket(${period.to}::date, ${stakeholderDays.days})`;
        const saoPauloDay = sql`(${interactions.startsAt} at time zone 'America/Sao_Paulo')::date`;
        const day = 24 * 60 * 60 * 1000;
        const aDayBefore = (at: Date) => new Date(at.getTime() - day);
        const aDayAfter = (at: Date) => new Date(at.getTime() + day);
        const ranked = (cut: number | null) =>
          tuned(async (tx) =>
            rowsOf<{ id: string; name: string; n: number }>(
              await tx.execute(sql`
                with kept as (
                  select ${stakeholderDays.stakeholderId} as id, sum(${inPeriod}) as n
                  from ${stakeholderDays}
                  where ${visibleIn(scope, stakeholderDays)}
                  group by ${stakeholderDays.stakeholderId}
                ),
                pending as (
                  select id, sum(n) as n from (
                    select ${changes.key}::uuid as id, ${changes.n} as n
                    from ${changes}
                    where ${and(
                      visibleIn(scope, changes),
                      eq(changes.dimension, 'stakeholder'),
                      ...(period.from ? [gte(changes.day, period.from)] : []),
                      lte(changes.day, period.to),
                    )}
                    union all
                    -- The arrays leave confidential grievances out (migration 0038): the desk counts them.
                    select ${interactionStakeholders.stakeholderId}, 1
                    from ${interactions}
                    join ${interactionStakeholders}
                      on ${interactionStakeholders.tenantId} = ${interactions.tenantId}
                      and ${interactionStakeholders.interactionId} = ${interactions.id}
                    where ${and(
                      visibleIn(scope, interactions),
                      eq(interactions.confidential, true),
                      isNull(interactions.deletedAt),
                      ...(period.from ? [sql`${saoPauloDay} >= ${period.from}::date`] : []),
                      sql`${saoPauloDay} <= ${period.to}::date`,
                      // The same days with a day's margin (summer time before 2019), on the index's column.
                      ...(period.from ? [gte(interactions.startsAt, aDayBefore(dayStart(period.from)))] : []),
                      lt(interactions.startsAt, aDayAfter(dayAfter(period.to))),
                    )} and ${complainantInSight(scope)}
                  ) p
                  group by 1
                ),
                totals as (
                  select coalesce(kept.id, pending.id) as id,
                         (coalesce(kept.n, 0) + coalesce(pending.n, 0))::int as n
                  from kept full join pending on pending.id = kept.id
                ),
                top as (
                  select array_agg(id) as ids, array_agg(n) as ns from totals
                  where n > 0 ${cut === null ? sql`` : sql`and n >= coalesce((select n from totals order by n desc offset ${cut - 1} limit 1), 1)`}
                )
                select ${stakeholders.id} as id, ${stakeholders.name} as name, t.n
                from top cross join unnest(top.ids, top.ns) as t(id, n)
                join ${stakeholders} on ${stakeholders.tenantId} = ${scope.tenantId} and ${stakeholders.id} = t.id
                where ${visibleIn(scope, stakeholders)}${
                  // onlyBasicInfo (interaction-basic-info.ts): people are not named, so not ranked.
                  basicInfoOnly(scope) ? sql` and ${stakeholders.kind} <> 'person'` : sql``
                }
                order by t.n desc, ${stakeholders.name} asc, ${stakeholders.id} asc
                limit ${limit}`),
            ),
          );
        let rows = await ranked(limit * 20);
        if (rows.length < limit) rows = await ranked(null);
        const items = rows.map((r) => ({ id: r.id, name: r.name, state: null, count: Number(r.n) }));
        return { period, by, items };
      }
      if (by === 'topics') {
        const counts = db.$with('counts').as(
          db
            .select({
              id: sql<string>`${kept.key}::uuid`.as('key_id'),
              n: sql<number>`sum(${kept.n})::int`.as('n'),
            })
            .from(kept)
            .where(keptIn(scope, period, 'topic'))
            .groupBy(kept.key),
        );
        const rows = await db
          .with(counts)
          .select({ id: topics.id, name: topics.name, n: counts.n })
          .from(counts)
          .innerJoin(topics, and(eq(topics.tenantId, scope.tenantId), eq(topics.id, counts.id)))
          // Topics out of the caller's sight are neither named nor ranked (decision 0070).
          .where(and(sql`${counts.n} > 0`, topicInSight(scope)))
          .orderBy(desc(counts.n), asc(topics.name), asc(topics.id))
          .limit(limit);
        const items = rows.map((r) => ({ id: r.id, name: r.name, state: null, count: Number(r.n) }));
        return { period, by, items };
      }
      // Municipalities from the day counts, named by their IBGE code; ties by name.
      const counts = await db
        .select({ code: kept.key, n: daySum(kept) })
        .from(kept)
        .where(and(keptIn(scope, period, 'municipality'), ne(kept.key, '')))
        .groupBy(kept.key);
      const items = counts
        .flatMap((r) => {
          const place = r.n > 0 ? municipalityByCode(r.code) : undefined;
          return place ? [{ id: r.code, name: place.name, state: place.state, count: r.n }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pt-BR'))
        .slice(0, limit);
      return { period, by, items };
    },

    /**
     * Interactions per ODS: the goals chosen on the record plus those of its topics' categories, an
     * interaction counting once per goal however it reaches it. Every goal is answered, in order.
     */
    ods: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      locale: LabelLocale,
    ): Promise<InteractionOds> => {
      // Each interaction's goals (chosen, or through a topic's category) are its link keys, counted
      // once a day per goal; `withOds` counts the interactions with any.
      const rows = await db
        .select({
          dimension: kept.dimension,
          key: kept.key,
          n: daySum(kept),
        })
        .from(kept)
        .where(keptIn(scope, period, 'ods', 'withOds'))
        .groupBy(kept.dimension, kept.key);
      const byGoal = new Map(rows.filter((r) => r.dimension === 'ods').map((r) => [Number(r.key), r.n]));
      const total = rows.find((r) => r.dimension === 'withOds')?.n ?? 0;
      return {
        period,
        total,
        items: odsGoals.map((goal) => ({
          ods: goal.number,
          label: `${goal.number}. ${pickLabel(locale, goal)}`,
          count: byGoal.get(goal.number) ?? 0,
        })),
      };
    },

    /**
     * The topic-category dashboards' counts: per topic (or per topic category, an interaction counting
     * once however many of its topics share the category) and São Paulo month of the period. Those
     * routes are open to `dashboard.view` and `stakeholders.view` too: a caller who may not read
     * interactions is counted none (the stakeholder dashboards' rule, readsInteractions).
     */
    byTopicMonth: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      level: 'topic' | 'category',
    ): Promise<Map<string, Map<string, number>>> => {
      if (!readsInteractions(scope)) return new Map();
      const months = new Set(monthsOf(period));
      const rows = await db
        .select({ key: kept.key, month: dayMonth(kept), n: daySum(kept) })
        .from(kept)
        .where(keptIn(scope, period, level))
        .groupBy(sql`1`, sql`2`);
      // Months before the first shown (an open start) are kept under "" so the total still counts them.
      const out = new Map<string, Map<string, number>>();
      for (const r of rows) {
        if (r.n === 0) continue;
        const byMonth = out.get(r.key) ?? new Map<string, number>();
        const month = months.has(r.month) ? r.month : '';
        byMonth.set(month, (byMonth.get(month) ?? 0) + r.n);
        out.set(r.key, byMonth);
      }
      return out;
    },

    /**
     * Interactions per topic category over the whole period (an interaction once per category); none
     * to a caller who may not read interactions, as byTopicMonth.
     */
    byCategory: async (scope: RequestScope, period: ResolvedPeriod): Promise<Map<string, number>> => {
      if (!readsInteractions(scope)) return new Map();
      const rows = await db
        .select({ key: kept.key, n: daySum(kept) })
        .from(kept)
        .where(keptIn(scope, period, 'category'))
        .groupBy(kept.key);
      return new Map(rows.flatMap((r) => (r.n > 0 ? [[r.key, r.n] as const] : [])));
    },

    /** Interactions per option of one list, labelled; "not informed" under the key null. */
    optionCounts: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      dimension: InteractionOptionDimension,
      locale: LabelLocale,
    ): Promise<InteractionOptionCounts> => {
      const [counted, labels] = await Promise.all([
        db
          .select({ key: kept.key, n: daySum(kept) })
          .from(kept)
          .where(keptIn(scope, period, dimension))
          .groupBy(kept.key),
        labelsOf(scope, listOf[dimension], locale),
      ]);
      const rows = counted.flatMap((r) => (r.n > 0 ? [{ key: r.key || null, n: r.n }] : []));
      const groups = rows
        .map((r) => ({
          key: r.key,
          label: r.key === null ? notInformedLabel(locale) : (labels.get(r.key) ?? r.key),
          count: r.n,
        }))
        .sort(
          (a, b) =>
            Number(a.key === null) - Number(b.key === null) ||
            b.count - a.count ||
            a.label.localeCompare(b.label, 'pt-BR'),
        );
      return { period, total: rows.reduce((sum, r) => sum + r.n, 0), groups };
    },
  };
};

export type InteractionDashboardRepository = ReturnType<typeof createInteractionDashboardRepository>;
