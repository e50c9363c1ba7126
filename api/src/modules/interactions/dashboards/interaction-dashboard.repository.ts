import { and, asc, count, desc, eq, exists, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
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
  interactions,
  interactionStakeholders,
  interactionTopics,
  stakeholders,
  topicCategories,
  topics,
} from '../../../db/schema';
import { pickLabel, type LabelLocale } from '../../../lib/locale';
import { monthsOf, type ResolvedPeriod } from '../../../lib/period';
import { notFound } from '../../../lib/problem';
import { readReach, visibleIn, type RequestScope } from '../../../lib/scope';
import { createOptionRepository } from '../../options/option.repository';
import { dayAfter, dayStart } from '../interaction.fields';
import { addMonths, countedWindow, monthsBetweenDays, monthShift, previousWindow } from './dashboard-windows';

/**
 * Which of `months` (São Paulo, `YYYY-MM`, in order) an interaction starts in, as `width_bucket` over
 * the months' first instants: 1 = the first month, 0 = before it. One binary search a row — formatting
 * every row's date with to_char costed twice the scan itself on a million rows. Grouped by position
 * (`group by 1`): its parameters would not match a repeated expression in GROUP BY.
 */
export const monthBucket = (months: string[]) =>
  sql<number>`width_bucket(${interactions.startsAt}, array[${sql.join(
    months.map((m) => sql`${dayStart(`${m}-01`).toISOString()}`),
    sql`, `,
  )}]::timestamptz[])`;
/** The month of a bucket of `monthBucket(months)`, or null for "before the first". */
const monthOfBucket = (months: string[], bucket: number): string | null =>
  bucket >= 1 ? (months[bucket - 1] ?? null) : null;

const columnOf = {
  type: interactions.typeCode,
  channel: interactions.channelCode,
  classification: interactions.classificationCode,
  status: interactions.statusCode,
} as const;
const listOf: Record<InteractionOptionDimension, string> = {
  type: 'interactionType',
  channel: 'channel',
  classification: 'classification',
  status: 'status',
};
const notInformed = (locale: LabelLocale) => (locale === 'pt-BR' ? 'Não informado' : 'Not informed');
const perceptionFallback: Record<Perception, { labelPtBr: string; labelEn: string }> = {
  positive: { labelPtBr: 'Positiva', labelEn: 'Positive' },
  neutral: { labelPtBr: 'Neutra', labelEn: 'Neutral' },
  negative: { labelPtBr: 'Negativa', labelEn: 'Negative' },
};

/** An interaction's topic links, and a link's topic: the joins of every topic dashboard. */
const topicLinkOf = and(
  eq(interactionTopics.tenantId, interactions.tenantId),
  eq(interactionTopics.interactionId, interactions.id),
);
const topicOfLink = and(
  eq(topics.tenantId, interactionTopics.tenantId),
  eq(topics.id, interactionTopics.topicId),
);

/**
 * The interaction dashboards (docs/dashboards.md): counts of the interactions of the caller's reach
 * that are not deleted, by the São Paulo day they start. Every query is one range over
 * `(tenant_id, starts_at)` grouped once; labels are read from the option lists afterwards.
 */
export const createInteractionDashboardRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);

  /**
   * Runs a dashboard's statement with room for its hashes (decision 0033, second pass): the default
   * 4 MB spilled the joins' hashes and the per-stakeholder counts to disk. `set_config(…, true)` lasts
   * the transaction only. (JIT is off for every connection: database.ts.)
   */
  const tuned = <T>(run: (tx: Database) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('work_mem', '32MB', true)`);
      return run(tx as unknown as Database);
    });

  /** Reach, not deleted, and started inside the days (an open start has no lower bound). */
  const counted = (scope: RequestScope, days: { from: string | null; to: string }): SQL =>
    and(
      visibleIn(scope, interactions),
      isNull(interactions.deletedAt),
      ...(days.from ? [gte(interactions.startsAt, dayStart(days.from))] : []),
      lt(interactions.startsAt, dayAfter(days.to)),
    ) as SQL;

  const raisedTopic = (topicId: string): SQL =>
    exists(
      db
        .select({ one: sql`1` })
        .from(interactionTopics)
        .where(and(topicLinkOf, eq(interactionTopics.topicId, topicId))),
    );

  const labelsOf = async (scope: RequestScope, list: string, locale: LabelLocale) =>
    new Map((await optionRepository.list(scope, list)).map((r) => [r.code, pickLabel(locale, r)]));

  /** This window and the one before, month by month, in one scan of both. */
  const compareWindows = async (
    scope: RequestScope,
    period: ResolvedPeriod,
    extra?: SQL,
  ): Promise<InteractionCompare> => {
    const current = countedWindow(period);
    const previous = previousWindow(current);
    // A month where the windows meet holds days of both: each row counts its two sides apart.
    const boundary = sql`${dayStart(current.from).toISOString()}::timestamptz`;
    const buckets = monthsBetweenDays(previous.from, current.to);
    const rows = await tuned((tx) =>
      tx
        .select({
          bucket: monthBucket(buckets),
          current: sql<number>`(count(*) filter (where ${interactions.startsAt} >= ${boundary}))::int`,
          previous: sql<number>`(count(*) filter (where ${interactions.startsAt} < ${boundary}))::int`,
        })
        .from(interactions)
        .where(and(counted(scope, { from: previous.from, to: current.to }), extra))
        .groupBy(sql`1`),
    );
    const byMonth = (side: 'current' | 'previous') =>
      new Map(rows.map((r) => [monthOfBucket(buckets, Number(r.bucket)), Number(r[side])]));
    const total = (side: 'current' | 'previous') => rows.reduce((sum, r) => sum + Number(r[side]), 0);
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
        .where(and(visibleIn(scope, topics, await readReach(db, scope)), eq(topics.id, topicId)));
      if (!topic) throw notFound('Topic');
      return { ...(await compareWindows(scope, period, raisedTopic(topicId))), topic };
    },

    perception: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      locale: LabelLocale,
    ): Promise<InteractionPerception> => {
      const months = monthsOf(period);
      const [counts, labels] = await Promise.all([
        tuned((tx) =>
          tx
            .select({ bucket: monthBucket(months), perception: interactions.perception, n: count() })
            .from(interactions)
            .where(counted(scope, period))
            .groupBy(sql`1`, sql`2`),
        ),
        labelsOf(scope, 'perception', locale),
      ]);
      const rows = counts.map((r) => ({ ...r, month: monthOfBucket(months, Number(r.bucket)) }));
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
      const where = counted(scope, period);
      // The links are counted per key first and only the counts meet the names: joining a million
      // link rows to the stakeholders before grouping cost as much again.
      const linkCounts = (tx: Database, link: typeof interactionStakeholders | typeof interactionTopics) => {
        const key = 'stakeholderId' in link ? link.stakeholderId : link.topicId;
        return tx.$with('counts').as(
          tx
            .select({ id: sql<string>`${key}`.as('key_id'), n: sql<number>`count(*)::int`.as('n') })
            .from(interactions)
            .innerJoin(
              link,
              and(eq(link.tenantId, interactions.tenantId), eq(link.interactionId, interactions.id)),
            )
            .where(where)
            .groupBy(key),
        );
      };
      const items: InteractionRank['items'] = await tuned(async (tx) => {
        if (by === 'stakeholders') {
          const counts = linkCounts(tx, interactionStakeholders);
          const rows = await tx
            .with(counts)
            .select({ id: stakeholders.id, name: stakeholders.name, n: counts.n })
            .from(counts)
            .innerJoin(
              stakeholders,
              and(eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.id, counts.id)),
            )
            .where(visibleIn(scope, stakeholders))
            .orderBy(desc(counts.n), asc(stakeholders.name), asc(stakeholders.id))
            .limit(limit);
          return rows.map((r) => ({ id: r.id, name: r.name, state: null, count: Number(r.n) }));
        }
        if (by === 'topics') {
          const counts = linkCounts(tx, interactionTopics);
          const rows = await tx
            .with(counts)
            .select({ id: topics.id, name: topics.name, n: counts.n })
            .from(counts)
            .innerJoin(topics, and(eq(topics.tenantId, scope.tenantId), eq(topics.id, counts.id)))
            .orderBy(desc(counts.n), asc(topics.name), asc(topics.id))
            .limit(limit);
          return rows.map((r) => ({ id: r.id, name: r.name, state: null, count: Number(r.n) }));
        }
        const n = count();
        const rows = await tx
          .select({
            id: interactions.municipalityCode,
            name: sql<string>`min(${interactions.municipality})`,
            state: sql<string>`min(${interactions.state})`,
            n,
          })
          .from(interactions)
          .where(and(where, isNotNull(interactions.municipalityCode)))
          .groupBy(interactions.municipalityCode)
          .orderBy(desc(n), asc(sql`min(${interactions.municipality})`))
          .limit(limit);
        return rows.map((r) => ({ id: r.id ?? '', name: r.name, state: r.state, count: r.n }));
      });
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
      // The goals each topic reaches through its category, as a mask (bit g = ODS g, 1–17): a few rows.
      const topicGoals = db.$with('topic_goals').as(
        db
          .select({
            id: sql<string>`${topics.id}`.as('goal_topic_id'),
            mask: sql<number>`(select coalesce(bit_or(1 << g), 0) from unnest(${topicCategories.ods}) g)`.as(
              'goal_mask',
            ),
          })
          .from(topics)
          .innerJoin(
            topicCategories,
            and(eq(topicCategories.tenantId, topics.tenantId), eq(topicCategories.id, topics.categoryId)),
          )
          .where(eq(topics.tenantId, scope.tenantId)),
      );
      // One row per interaction (its chosen goals and the mask of its topics'), then counted per
      // distinct pair — a few hundred rows. An interaction counts once per goal however it reaches it.
      // Was a union of (interaction, goal) rows with count(distinct): a sort of ~3 million rows for
      // two years, 1.5× slower.
      const perInteraction = db
        .select({
          ods: sql<number[]>`${interactions.ods}`.as('ods'),
          mask: sql<number>`bit_or(coalesce(${topicGoals.mask}, 0))`.as('mask'),
        })
        .from(interactions)
        .leftJoin(interactionTopics, topicLinkOf)
        .leftJoin(topicGoals, eq(topicGoals.id, interactionTopics.topicId))
        .where(counted(scope, period))
        .groupBy(interactions.tenantId, interactions.id)
        .as('per');
      const rows = await tuned((tx) =>
        tx
          .with(topicGoals)
          .select({
            ods: sql<string>`array_to_string(${perInteraction.ods}, ',')`,
            mask: perInteraction.mask,
            n: sql<number>`count(*)::int`,
          })
          .from(perInteraction)
          .groupBy(perInteraction.ods, perInteraction.mask),
      );
      const byGoal = new Map<number, number>();
      let total = 0;
      for (const r of rows) {
        const goals = new Set(r.ods.split(',').filter(Boolean).map(Number));
        for (const goal of odsGoals) if ((Number(r.mask) >> goal.number) & 1) goals.add(goal.number);
        if (goals.size > 0) total += Number(r.n);
        for (const goal of goals) byGoal.set(goal, (byGoal.get(goal) ?? 0) + Number(r.n));
      }
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
     * once however many of its topics share the category) and São Paulo month of the period.
     */
    byTopicMonth: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      level: 'topic' | 'category',
    ): Promise<Map<string, Map<string, number>>> => {
      const key = level === 'topic' ? interactionTopics.topicId : topics.categoryId;
      const n = level === 'topic' ? count() : sql<number>`count(distinct ${interactions.id})::int`;
      const months = monthsOf(period);
      const rows = await tuned((tx) => {
        const joined = tx
          .select({ key, bucket: monthBucket(months), n })
          .from(interactions)
          .innerJoin(interactionTopics, topicLinkOf);
        return (level === 'topic' ? joined : joined.innerJoin(topics, topicOfLink))
          .where(and(counted(scope, period), level === 'category' ? isNotNull(topics.categoryId) : undefined))
          .groupBy(sql`1`, sql`2`);
      });
      // Months before the first shown (an open start) are kept under "" so the total still counts them.
      const out = new Map<string, Map<string, number>>();
      for (const r of rows) {
        if (!r.key) continue;
        const byMonth = out.get(r.key) ?? new Map<string, number>();
        const month = monthOfBucket(months, Number(r.bucket)) ?? '';
        byMonth.set(month, (byMonth.get(month) ?? 0) + Number(r.n));
        out.set(r.key, byMonth);
      }
      return out;
    },

    /** Interactions per topic category over the whole period (an interaction once per category). */
    byCategory: async (scope: RequestScope, period: ResolvedPeriod): Promise<Map<string, number>> => {
      const rows = await tuned((tx) =>
        tx
          .select({ key: topics.categoryId, n: sql<number>`count(distinct ${interactions.id})::int` })
          .from(interactions)
          .innerJoin(interactionTopics, topicLinkOf)
          .innerJoin(topics, topicOfLink)
          .where(and(counted(scope, period), isNotNull(topics.categoryId)))
          .groupBy(topics.categoryId),
      );
      return new Map(rows.flatMap((r) => (r.key ? [[r.key, Number(r.n)] as const] : [])));
    },

    /** Interactions per option of one list, labelled; "not informed" under the key null. */
    optionCounts: async (
      scope: RequestScope,
      period: ResolvedPeriod,
      dimension: InteractionOptionDimension,
      locale: LabelLocale,
    ): Promise<InteractionOptionCounts> => {
      const column = columnOf[dimension];
      const [rows, labels] = await Promise.all([
        tuned((tx) =>
          tx
            .select({ key: column, n: count() })
            .from(interactions)
            .where(counted(scope, period))
            .groupBy(column),
        ),
        labelsOf(scope, listOf[dimension], locale),
      ]);
      const groups = rows
        .map((r) => ({
          key: r.key,
          label: r.key === null ? notInformed(locale) : (labels.get(r.key) ?? r.key),
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
