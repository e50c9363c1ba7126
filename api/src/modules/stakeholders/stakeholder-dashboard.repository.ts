import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  Compare,
  DashboardTab,
  EntityDashboard,
  EntityTreeNode,
  GroupCounts,
  RankItem,
  StakeholderKind,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import {
  interactions,
  interactionStakeholders,
  interactionTopics,
  options,
  stakeholders,
  stakeholderTopics,
  topics,
} from '../../db/schema';
import { dayAfter, dayStart } from '../interactions/interaction.fields';
import { basicInfoOnly, readsInteractions } from '../interactions/interaction-basic-info';
import { notInformedLabel, pickLabel, type LabelLocale } from '../../lib/locale';
import { notFound } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';
import { readReach as configReach, inReadReach, visibleIn } from '../../lib/scope';
import { topicInSight } from '../topics/topics-in-sight';
import { complainantInSight } from '../interactions/interaction-confidential';

const stateNames = new Map<string, string>(getStates().map((s) => [s.code, s.name]));
const kindLabels: Record<StakeholderKind, { labelPtBr: string; labelEn: string }> = {
  person: { labelPtBr: 'Pessoa', labelEn: 'Person' },
  organization: { labelPtBr: 'Organização', labelEn: 'Organisation' },
};
const listOfTab: Partial<Record<DashboardTab, string>> = {
  category: 'stakeholderCategory',
  scope: 'stakeholderScope',
  entityType: 'entityType',
};
const columnOfTab: Record<Exclude<DashboardTab, 'topic'>, AnyPgColumn> = {
  category: stakeholders.categoryCode,
  scope: stakeholders.scopeCode,
  entityType: stakeholders.entityTypeCode,
  kind: stakeholders.kind,
  state: stakeholders.state,
  municipality: stakeholders.municipality,
  influence: stakeholders.influence,
  interest: stakeholders.interest,
};

// Drizzle leaves columns unqualified in single-table selects; correlated subqueries need the outer name.
const outerId = sql.raw('"stakeholders"."id"');
const outerTenant = sql.raw('"stakeholders"."tenant_id"');
const outerParentId = sql.raw('"stakeholders"."parent_id"');

/** The scope's workspaces as a list for `in (…)` of the correlated subqueries below. */
const reachOf = (scope: RequestScope): SQL =>
  sql.join(
    scope.workspaceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/*
 * The entity tree as the caller sees it (decision 0062): a parent or member out of their reach is
 * neither named nor counted, so a record whose parent they do not see is a root to them, and an
 * organisation whose members they do not see has none.
 */
const hasMembersInSight = (scope: RequestScope): SQL =>
  sql`exists (select 1 from ${stakeholders} c where c.tenant_id = ${outerTenant} and c.parent_id = ${outerId} and c.workspace_id in (${reachOf(scope)}))`;
const parentInSight = (scope: RequestScope): SQL =>
  sql`exists (select 1 from ${stakeholders} p where p.tenant_id = ${outerTenant} and p.id = ${outerParentId} and p.workspace_id in (${reachOf(scope)}))`;

type Group = {
  key: string | null;
  count: number;
  influence: number;
  interest: number;
  extra?: string | null;
};

/**
 * Stakeholder dashboards (docs/dashboards.md). They count records of the scope only; interaction
 * counts come from the interactions of the scope that are not deleted.
 */
export const createStakeholderDashboardRepository = (db: Database) => {
  const visible = (scope: RequestScope): SQL => visibleIn(scope, stakeholders);

  const labelsOf = async (scope: RequestScope, list: string, locale: LabelLocale) => {
    const rows = await db
      .select()
      .from(options)
      .where(
        and(
          eq(options.tenantId, scope.tenantId),
          inArray(options.workspaceId, await configReach(db, scope)),
          eq(options.list, list),
        ),
      );
    return new Map(rows.map((r) => [r.code, pickLabel(locale, r)]));
  };

  const grouped = async (scope: RequestScope, tab: DashboardTab): Promise<Group[]> => {
    const avgInfluence = sql<number>`coalesce(avg(${stakeholders.influence}), 0)::float8`;
    const avgInterest = sql<number>`coalesce(avg(${stakeholders.interest}), 0)::float8`;
    if (tab === 'topic') {
      const rows = await db
        .select({
          key: topics.id,
          extra: topics.name,
          count: count(),
          influence: avgInfluence,
          interest: avgInterest,
        })
        .from(stakeholderTopics)
        .innerJoin(
          stakeholders,
          and(
            eq(stakeholders.tenantId, stakeholderTopics.tenantId),
            eq(stakeholders.id, stakeholderTopics.stakeholderId),
          ),
        )
        .innerJoin(
          topics,
          and(eq(topics.tenantId, stakeholderTopics.tenantId), eq(topics.id, stakeholderTopics.topicId)),
        )
        // Topics out of the caller's sight are neither named nor counted (decision 0070).
        .where(and(visible(scope), topicInSight(scope)))
        .groupBy(topics.id, topics.name);
      return rows.map((r) => ({ ...r, influence: Number(r.influence), interest: Number(r.interest) }));
    }
    const column = columnOfTab[tab];
    const extra = tab === 'municipality' ? stakeholders.state : sql<null>`null`;
    const rows = await db
      .select({
        key: column,
        extra: sql<string | null>`min(${extra})`,
        count: count(),
        influence: avgInfluence,
        interest: avgInterest,
      })
      .from(stakeholders)
      .where(visible(scope))
      .groupBy(column);
    return rows.map((r) => ({
      key: r.key === null ? null : String(r.key),
      extra: r.extra,
      count: r.count,
      influence: Number(r.influence),
      interest: Number(r.interest),
    }));
  };

  const labelled = async (scope: RequestScope, tab: DashboardTab, locale: LabelLocale, groups: Group[]) => {
    const list = listOfTab[tab];
    const labels = list ? await labelsOf(scope, list, locale) : new Map<string, string>();
    const labelOf = (g: Group): string => {
      if (g.key === null) return notInformedLabel(locale);
      if (list) return labels.get(g.key) ?? g.key;
      if (tab === 'kind') return pickLabel(locale, kindLabels[g.key as StakeholderKind]);
      if (tab === 'state') return stateNames.get(g.key) ?? g.key;
      if (tab === 'municipality') return g.extra ? `${g.key} (${g.extra})` : g.key;
      if (tab === 'topic') return g.extra ?? g.key;
      return g.key;
    };
    return groups
      .map((g) => ({ ...g, label: labelOf(g) }))
      .sort((a, b) =>
        tab === 'influence' || tab === 'interest'
          ? Number(a.key ?? 0) - Number(b.key ?? 0)
          : b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'),
      );
  };

  const round = (n: number) => Math.round(n * 100) / 100;

  /** Per group of `tab`: the interactions of the reach (not deleted) with any stakeholder of the group. */
  const interactionsByGroup = async (scope: RequestScope, tab: DashboardTab) => {
    // Figures of interactions only for a caller who may read them (as the stakeholder's resume).
    if (!readsInteractions(scope)) return new Map<string | null, number>();
    const n = sql<number>`count(distinct ${interactions.id})::int`;
    const key = tab === 'topic' ? stakeholderTopics.topicId : columnOfTab[tab];
    const base = db
      .select({ key, n })
      .from(stakeholders)
      .innerJoin(
        interactionStakeholders,
        and(
          eq(interactionStakeholders.tenantId, stakeholders.tenantId),
          eq(interactionStakeholders.stakeholderId, stakeholders.id),
        ),
      )
      .innerJoin(
        interactions,
        and(
          eq(interactions.tenantId, interactionStakeholders.tenantId),
          eq(interactions.id, interactionStakeholders.interactionId),
        ),
      );
    const joined =
      tab === 'topic'
        ? base.innerJoin(
            stakeholderTopics,
            and(
              eq(stakeholderTopics.tenantId, stakeholders.tenantId),
              eq(stakeholderTopics.stakeholderId, stakeholders.id),
            ),
          )
        : base;
    const rows = await joined
      .where(
        and(
          visible(scope),
          visibleIn(scope, interactions),
          isNull(interactions.deletedAt),
          // As the resume and the rank: a person's interactions are not an onlyBasicInfo reader's to
          // count (a group of one person would tell them).
          basicInfoOnly(scope) ? ne(stakeholders.kind, 'person') : undefined,
        ),
      )
      .groupBy(key);
    return new Map(rows.map((r) => [r.key === null ? null : String(r.key), Number(r.n)]));
  };

  return {
    counts: async (scope: RequestScope, tab: DashboardTab, locale: LabelLocale): Promise<GroupCounts> => {
      const [groups, [total]] = await Promise.all([
        grouped(scope, tab),
        db.select({ n: count() }).from(stakeholders).where(visible(scope)),
      ]);
      const rows = await labelled(scope, tab, locale, groups);
      return {
        total: total?.n ?? 0,
        groups: rows.map((g) => ({ key: g.key, label: g.label, count: g.count })),
      };
    },

    compare: async (scope: RequestScope, tab: DashboardTab, locale: LabelLocale): Promise<Compare> => {
      const [groups, counts] = await Promise.all([grouped(scope, tab), interactionsByGroup(scope, tab)]);
      const rows = await labelled(scope, tab, locale, groups);
      return {
        groups: rows.map((g) => ({
          key: g.key,
          label: g.label,
          count: g.count,
          averageInfluence: round(g.influence),
          averageInterest: round(g.interest),
          interactions: counts.get(g.key) ?? 0,
        })),
      };
    },

    rank: async (scope: RequestScope, sortBy: string, limit: number): Promise<RankItem[]> => {
      // Topics out of the caller's sight are not counted (decision 0070), nor do they order the rank.
      const topicCount = sql<number>`(select count(*) from ${stakeholderTopics} st join ${topics} t on t.tenant_id = st.tenant_id and t.id = st.topic_id where st.tenant_id = ${outerTenant} and st.stakeholder_id = ${outerId} and ${inReadReach(scope, sql.raw('t.workspace_id'))})::int`;
      // Interactions of the caller's reach (not deleted) the stakeholder takes part in — not a confidential
      // grievance off its desk (decision 0075) — and the members in it.
      const reach = reachOf(scope);
      const memberCount = sql<number>`(select count(*) from ${stakeholders} m where m.tenant_id = ${outerTenant} and m.parent_id = ${outerId} and m.workspace_id in (${reach}))::int`;
      const counted = sql`(select count(*) from ${interactionStakeholders} ist join ${interactions} i on i.tenant_id = ist.tenant_id and i.id = ist.interaction_id where ist.tenant_id = ${outerTenant} and ist.stakeholder_id = ${outerId} and i.deleted_at is null and i.workspace_id in (${reach}) and ${complainantInSight(scope, undefined, 'i')})`;
      // The resume's rule (stakeholder.routes.ts): no figures of interactions to a caller who may not
      // read them, nor a person's to an onlyBasicInfo reader — not in the count, nor in the order.
      const interactionCount = !readsInteractions(scope)
        ? sql<number>`0::int`
        : basicInfoOnly(scope)
          ? sql<number>`(case when ${stakeholders.kind} = 'person' then 0 else ${counted} end)::int`
          : sql<number>`${counted}::int`;
      const orderBy =
        sortBy === 'interest'
          ? [desc(stakeholders.interest), desc(stakeholders.influence)]
          : sortBy === 'topics'
            ? [desc(topicCount), desc(stakeholders.influence)]
            : sortBy === 'members'
              ? [desc(memberCount), desc(stakeholders.influence)]
              : sortBy === 'interactions'
                ? [desc(interactionCount), desc(stakeholders.influence)]
                : [desc(stakeholders.influence), desc(stakeholders.interest)];
      const rows = await db
        .select({
          id: stakeholders.id,
          name: stakeholders.name,
          kind: stakeholders.kind,
          influence: stakeholders.influence,
          interest: stakeholders.interest,
          topics: topicCount,
          members: memberCount,
          interactions: interactionCount,
        })
        .from(stakeholders)
        // Ranked by interactions, an onlyBasicInfo reader is shown no person: a person's count is not
        // theirs to read, and listed with 0 they would read as someone nobody talks to.
        .where(
          sortBy === 'interactions' && readsInteractions(scope) && basicInfoOnly(scope)
            ? and(visible(scope), ne(stakeholders.kind, 'person'))
            : visible(scope),
        )
        .orderBy(...orderBy, asc(stakeholders.name), asc(stakeholders.id))
        .limit(limit);
      return rows.map((r) => ({
        ...r,
        kind: r.kind as StakeholderKind,
        topics: Number(r.topics),
        members: Number(r.members),
        interactions: Number(r.interactions),
      }));
    },

    entity: async (scope: RequestScope): Promise<EntityDashboard> => {
      const [kinds, linked, roots, matrix] = await Promise.all([
        db
          .select({ kind: stakeholders.kind, n: count() })
          .from(stakeholders)
          .where(visible(scope))
          .groupBy(stakeholders.kind),
        db
          .select({ n: count() })
          .from(stakeholders)
          .where(and(visible(scope), eq(stakeholders.kind, 'person'), parentInSight(scope))),
        db
          .select({ n: count() })
          .from(stakeholders)
          .where(
            and(
              visible(scope),
              eq(stakeholders.kind, 'organization'),
              sql`not ${parentInSight(scope)}`,
              hasMembersInSight(scope),
            ),
          ),
        db
          .select({ influence: stakeholders.influence, interest: stakeholders.interest, n: count() })
          .from(stakeholders)
          .where(visible(scope))
          .groupBy(stakeholders.influence, stakeholders.interest),
      ]);
      const persons = kinds.find((k) => k.kind === 'person')?.n ?? 0;
      const organizations = kinds.find((k) => k.kind === 'organization')?.n ?? 0;
      const cells = new Map(matrix.map((m) => [`${m.influence}:${m.interest}`, m.n]));
      const full: EntityDashboard['matrix'] = [];
      for (let influence = 1; influence <= 5; influence += 1) {
        for (let interest = 1; interest <= 5; interest += 1) {
          full.push({ influence, interest, count: cells.get(`${influence}:${interest}`) ?? 0 });
        }
      }
      return {
        total: persons + organizations,
        persons,
        organizations,
        linkedPersons: linked[0]?.n ?? 0,
        rootOrganizations: roots[0]?.n ?? 0,
        matrix: full,
      };
    },

    /**
     * Organisations and their members as a forest: every stakeholder with a parent or with members,
     * roots first; with rootId, only that node's subtree.
     */
    entityTree: async (scope: RequestScope, rootId?: string): Promise<EntityTreeNode[]> => {
      const rows = await db
        .select({
          id: stakeholders.id,
          name: stakeholders.name,
          kind: stakeholders.kind,
          parentId: stakeholders.parentId,
        })
        .from(stakeholders)
        .where(and(visible(scope), or(parentInSight(scope), hasMembersInSight(scope))))
        .orderBy(asc(stakeholders.name));
      const nodes = new Map<string, EntityTreeNode & { parentId: string | null }>(
        rows.map((r) => [
          r.id,
          { id: r.id, name: r.name, kind: r.kind as StakeholderKind, parentId: r.parentId, children: [] },
        ]),
      );
      const roots: EntityTreeNode[] = [];
      for (const node of nodes.values()) {
        const parentNode = node.parentId ? nodes.get(node.parentId) : undefined;
        if (parentNode) parentNode.children.push(node);
        else roots.push(node);
      }
      const clean = (n: EntityTreeNode): EntityTreeNode => ({
        id: n.id,
        name: n.name,
        kind: n.kind,
        children: n.children.map(clean),
      });
      if (rootId) {
        const root = nodes.get(rootId);
        if (!root) {
          const [single] = await db
            .select({ id: stakeholders.id, name: stakeholders.name, kind: stakeholders.kind })
            .from(stakeholders)
            .where(and(visible(scope), eq(stakeholders.id, rootId)));
          if (!single) throw notFound('Stakeholder');
          return [{ id: single.id, name: single.name, kind: single.kind as StakeholderKind, children: [] }];
        }
        return [clean(root)];
      }
      return roots.map(clean);
    },

    /**
     * Topics followed by the scope's stakeholders, most followed first, with how many interactions of
     * the reach raised each in the period (São Paulo days, inclusive).
     */
    topics: async (scope: RequestScope, limit: number, period?: { from: string | null; to: string }) => {
      const rows = await db
        .select({ id: topics.id, name: topics.name, stakeholders: count() })
        .from(stakeholderTopics)
        .innerJoin(
          stakeholders,
          and(
            eq(stakeholders.tenantId, stakeholderTopics.tenantId),
            eq(stakeholders.id, stakeholderTopics.stakeholderId),
          ),
        )
        .innerJoin(
          topics,
          and(eq(topics.tenantId, stakeholderTopics.tenantId), eq(topics.id, stakeholderTopics.topicId)),
        )
        // Topics out of the caller's sight are neither named nor counted (decision 0070).
        .where(and(visible(scope), topicInSight(scope)))
        .groupBy(topics.id, topics.name)
        .orderBy(desc(count()), asc(topics.name))
        .limit(limit);
      const ids = rows.map((r) => r.id);
      // Figures of interactions only for a caller who may read them (as the resume).
      const counted =
        ids.length === 0 || !readsInteractions(scope)
          ? []
          : await db
              .select({ id: interactionTopics.topicId, n: count() })
              .from(interactionTopics)
              .innerJoin(
                interactions,
                and(
                  eq(interactions.tenantId, interactionTopics.tenantId),
                  eq(interactions.id, interactionTopics.interactionId),
                ),
              )
              .where(
                and(
                  visibleIn(scope, interactions),
                  isNull(interactions.deletedAt),
                  inArray(interactionTopics.topicId, ids),
                  ...(period?.from ? [gte(interactions.startsAt, dayStart(period.from))] : []),
                  ...(period ? [lt(interactions.startsAt, dayAfter(period.to))] : []),
                ),
              )
              .groupBy(interactionTopics.topicId);
      const byTopic = new Map(counted.map((r) => [r.id, r.n]));
      return rows.map((r) => ({ ...r, interactions: byTopic.get(r.id) ?? 0 }));
    },
  };
};
