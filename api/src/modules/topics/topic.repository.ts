import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  hasPermission,
  type Page,
  type Topic,
  type TopicCategory,
  type TopicCategoryInput,
  type TopicCategorySearchQuery,
  type TopicCategoryUpdate,
  type TopicGroup,
  type TopicInput,
  type TopicSearchQuery,
} from '@conexoes/shared/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  stakeholders,
  stakeholderTopics,
  topicCategories,
  topics,
  type TopicCategoryRow,
  type TopicRow,
} from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/problem';
import { canWriteIn, configTarget, readReach, visibleIn, type RequestScope } from '../../lib/scope';
import { foldText, likePattern } from '../../lib/text';
import { readSort } from '../../lib/sort';

/**
 * Whether the caller may change a topic or category: it lies in their write reach. The one rule: the
 * writes refuse with it (403; one of an ancestor is visible) and `canEdit` tells the screens.
 */
export const mayChangeTopic = (scope: RequestScope, row: { workspaceId: string }): boolean =>
  canWriteIn(scope, row.workspaceId);

const toCategory = (scope: RequestScope, row: TopicCategoryRow, topicCount: number): TopicCategory => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  description: row.description,
  ods: [...row.ods].sort((a, b) => a - b),
  active: row.active,
  topicCount,
  canEdit: mayChangeTopic(scope, row),
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Links to stakeholders the scope sees: counts never reveal records of other workspaces. */
const inScope = (scope: RequestScope) =>
  and(
    eq(stakeholders.tenantId, stakeholderTopics.tenantId),
    eq(stakeholders.id, stakeholderTopics.stakeholderId),
    visibleIn(scope, stakeholders),
  );

/** Refuses a change `mayChangeTopic` does not allow: 403, as the record is visible. */
const assertWritable = (scope: RequestScope, row: { workspaceId: string }, what: string) => {
  if (!mayChangeTopic(scope, row))
    throw forbidden(`This ${what} belongs to a workspace you do not administer`);
};

const topicSorts = { name: topics.name, createdAt: topics.createdAt, updatedAt: topics.updatedAt } as const;
const categorySorts = {
  name: topicCategories.name,
  createdAt: topicCategories.createdAt,
  updatedAt: topicCategories.updatedAt,
} as const;

const orderOf = (
  columns: Record<'name' | 'createdAt' | 'updatedAt', AnyPgColumn>,
  sort: string | undefined,
) => {
  const { field, direction } = readSort(sort, columns, 'name,asc');
  return direction === 'desc' ? desc(columns[field]) : asc(columns[field]);
};

/**
 * Topics and topic categories: configuration readable by every member of the workspaces they were
 * made in and below. Every function takes the request scope first.
 */
export const createTopicRepository = (db: Database) => {
  // Read reach: topics and categories of the root serve every site below it.
  const categoryVisible = async (scope: RequestScope, only?: string[]): Promise<SQL> =>
    visibleIn(scope, topicCategories, await readReach(db, scope, only));
  const topicVisible = async (scope: RequestScope): Promise<SQL> =>
    visibleIn(scope, topics, await readReach(db, scope));

  const findCategory = async (scope: RequestScope, id: string): Promise<TopicCategoryRow> => {
    const [row] = await db
      .select()
      .from(topicCategories)
      .where(and(await categoryVisible(scope), eq(topicCategories.id, id)));
    if (!row) throw notFound('Topic category');
    return row;
  };

  const findTopic = async (scope: RequestScope, id: string): Promise<TopicRow> => {
    const [row] = await db
      .select()
      .from(topics)
      .where(and(await topicVisible(scope), eq(topics.id, id)));
    if (!row) throw notFound('Topic');
    return row;
  };

  const topicCounts = async (scope: RequestScope, categoryIds: string[]): Promise<Map<string, number>> => {
    if (categoryIds.length === 0) return new Map();
    // Only topics the caller sees: a root category's topics of other sites stay out of the count.
    const rows = await db
      .select({ id: topics.categoryId, n: count() })
      .from(topics)
      .where(and(await topicVisible(scope), inArray(topics.categoryId, categoryIds)))
      .groupBy(topics.categoryId);
    return new Map(rows.map((r) => [r.id as string, r.n]));
  };

  // Who may not view stakeholders learns nothing of them, not even how many follow a topic.
  const stakeholderCounts = async (scope: RequestScope, topicIds: string[]): Promise<Map<string, number>> => {
    if (topicIds.length === 0 || !hasPermission(scope.permissions, 'stakeholders', 'view')) return new Map();
    const rows = await db
      .select({ id: stakeholderTopics.topicId, n: count() })
      .from(stakeholderTopics)
      .innerJoin(stakeholders, inScope(scope))
      .where(
        and(eq(stakeholderTopics.tenantId, scope.tenantId), inArray(stakeholderTopics.topicId, topicIds)),
      )
      .groupBy(stakeholderTopics.topicId);
    return new Map(rows.map((r) => [r.id, r.n]));
  };

  const toTopics = async (scope: RequestScope, rows: TopicRow[]): Promise<Topic[]> => {
    const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is string => id !== null))];
    const [categories, counts] = await Promise.all([
      categoryIds.length === 0
        ? Promise.resolve([] as Array<{ id: string; name: string }>)
        : db
            .select({ id: topicCategories.id, name: topicCategories.name })
            .from(topicCategories)
            .where(
              and(eq(topicCategories.tenantId, scope.tenantId), inArray(topicCategories.id, categoryIds)),
            ),
      stakeholderCounts(
        scope,
        rows.map((r) => r.id),
      ),
    ]);
    const names = new Map(categories.map((c) => [c.id, c.name]));
    return rows.map((row) => ({
      id: row.id,
      workspaceId: row.workspaceId,
      name: row.name,
      description: row.description,
      categoryId: row.categoryId,
      categoryName: row.categoryId ? (names.get(row.categoryId) ?? null) : null,
      active: row.active,
      stakeholderCount: hasPermission(scope.permissions, 'stakeholders', 'view')
        ? (counts.get(row.id) ?? 0)
        : null,
      canEdit: mayChangeTopic(scope, row),
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  };

  const assertNameFree = async (
    scope: RequestScope,
    table: typeof topics | typeof topicCategories,
    workspaceId: string,
    name: string,
    exceptId?: string,
  ) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.tenantId, scope.tenantId),
          eq(table.workspaceId, workspaceId),
          eq(table.searchText, foldText(name)),
        ),
      );
    if (rows.some((r) => r.id !== exceptId)) throw conflict('Another record already has this name');
  };

  return {
    findCategory,
    findTopic,

    /** Per category: its topics and the distinct stakeholders following any of them. */
    categoryCounts: async (
      scope: RequestScope,
      categoryIds: string[],
    ): Promise<Map<string, { topics: number; stakeholders: number }>> => {
      if (categoryIds.length === 0) return new Map();
      const seesStakeholders = hasPermission(scope.permissions, 'stakeholders', 'view');
      const [topicRows, stakeholderRows] = await Promise.all([
        topicCounts(scope, categoryIds),
        // Who may not view stakeholders counts none of them, as who may not read interactions counts
        // none of those (a one-topic category's followers are the topic's, hidden from them too).
        !seesStakeholders
          ? []
          : db
              .select({
                id: topics.categoryId,
                n: sql<number>`count(distinct ${stakeholderTopics.stakeholderId})::int`,
              })
              .from(stakeholderTopics)
              .innerJoin(
                topics,
                and(
                  eq(topics.tenantId, stakeholderTopics.tenantId),
                  eq(topics.id, stakeholderTopics.topicId),
                ),
              )
              .innerJoin(stakeholders, inScope(scope))
              .where(and(await topicVisible(scope), inArray(topics.categoryId, categoryIds)))
              .groupBy(topics.categoryId),
      ]);
      const followers = new Map(stakeholderRows.map((r) => [r.id as string, Number(r.n)]));
      return new Map(
        categoryIds.map((id) => [
          id,
          {
            topics: topicRows.get(id) ?? 0,
            stakeholders: followers.get(id) ?? 0,
          },
        ]),
      );
    },

    // ---- categories ----
    searchCategories: async (
      scope: RequestScope,
      query: TopicCategorySearchQuery,
    ): Promise<Page<TopicCategory>> => {
      const filters: SQL[] = [await categoryVisible(scope)];
      if (query.q) filters.push(like(topicCategories.searchText, likePattern(foldText(query.q))));
      if (query.active !== undefined) filters.push(eq(topicCategories.active, query.active));
      if (query.ods) filters.push(sql`${query.ods} = any(${topicCategories.ods})`);
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(topicCategories)
          .where(where)
          .orderBy(orderOf(categorySorts, query.sort), asc(topicCategories.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(topicCategories).where(where),
      ]);
      const counts = await topicCounts(
        scope,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => toCategory(scope, r, counts.get(r.id) ?? 0)),
        total: total?.n ?? 0,
        page: query.page,
        size: query.size,
      };
    },

    getCategory: async (scope: RequestScope, id: string): Promise<TopicCategory> => {
      const row = await findCategory(scope, id);
      return toCategory(scope, row, (await topicCounts(scope, [id])).get(id) ?? 0);
    },

    categories: async (
      scope: RequestScope,
      filter: { workspaceIds?: string[]; active?: boolean },
    ): Promise<TopicCategoryRow[]> => {
      const filters: SQL[] = [await categoryVisible(scope, filter.workspaceIds)];
      if (filter.active !== undefined) filters.push(eq(topicCategories.active, filter.active));
      return db
        .select()
        .from(topicCategories)
        .where(and(...filters))
        .orderBy(asc(topicCategories.name));
    },

    createCategory: async (scope: RequestScope, input: TopicCategoryInput): Promise<TopicCategory> => {
      const workspaceId = configTarget(scope, input.workspaceId);
      if (!workspaceId)
        throw unprocessable([{ path: 'body.workspaceId', message: 'This workspace is not available' }]);
      await assertNameFree(scope, topicCategories, workspaceId, input.name);
      const [row] = await db
        .insert(topicCategories)
        .values({
          tenantId: scope.tenantId,
          workspaceId,
          name: input.name,
          description: input.description ?? null,
          ods: [...new Set(input.ods)],
          active: input.active,
          searchText: foldText(input.name),
          createdBy: scope.userId,
        })
        .returning();
      return toCategory(scope, row as TopicCategoryRow, 0);
    },

    updateCategory: async (
      scope: RequestScope,
      id: string,
      input: TopicCategoryUpdate,
    ): Promise<TopicCategory> => {
      const current = await findCategory(scope, id);
      assertWritable(scope, current, 'topic category');
      await assertNameFree(scope, topicCategories, current.workspaceId, input.name, id);
      // The whole record (docs/decisions/0027): every field is set from the body, none from a default.
      const [row] = await db
        .update(topicCategories)
        .set({
          name: input.name,
          description: input.description,
          ods: [...new Set(input.ods)],
          active: input.active,
          searchText: foldText(input.name),
          updatedAt: new Date(),
        })
        .where(and(eq(topicCategories.tenantId, scope.tenantId), eq(topicCategories.id, id)))
        .returning();
      return toCategory(scope, row as TopicCategoryRow, (await topicCounts(scope, [id])).get(id) ?? 0);
    },

    // ---- topics ----
    searchTopics: async (scope: RequestScope, query: TopicSearchQuery): Promise<Page<Topic>> => {
      const filters: SQL[] = [await topicVisible(scope)];
      if (query.q) filters.push(like(topics.searchText, likePattern(foldText(query.q))));
      if (query.active !== undefined) filters.push(eq(topics.active, query.active));
      if (query.category) filters.push(eq(topics.categoryId, query.category));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(topics)
          .where(where)
          .orderBy(orderOf(topicSorts, query.sort), asc(topics.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(topics).where(where),
      ]);
      return { items: await toTopics(scope, rows), total: total?.n ?? 0, page: query.page, size: query.size };
    },

    getTopic: async (scope: RequestScope, id: string): Promise<Topic> => {
      const [topic] = await toTopics(scope, [await findTopic(scope, id)]);
      return topic as Topic;
    },

    topicRows: async (
      scope: RequestScope,
      filter: { active?: boolean; categoryIds?: string[] },
    ): Promise<TopicRow[]> => {
      const filters: SQL[] = [await topicVisible(scope)];
      if (filter.active !== undefined) filters.push(eq(topics.active, filter.active));
      if (filter.categoryIds && filter.categoryIds.length > 0)
        filters.push(inArray(topics.categoryId, filter.categoryIds));
      return db
        .select()
        .from(topics)
        .where(and(...filters))
        .orderBy(asc(topics.name));
    },

    /** Create (no id) or update (id). */
    saveTopic: async (
      scope: RequestScope,
      input: TopicInput,
    ): Promise<{ topic: Topic; created: boolean }> => {
      // The topic first: one outside the reach is 404 whatever the body says.
      const current = input.id ? await findTopic(scope, input.id) : undefined;
      if (current) assertWritable(scope, current, 'topic');
      if (input.categoryId) {
        await findCategory(scope, input.categoryId).catch(() => {
          throw unprocessable([{ path: 'body.categoryId', message: 'Unknown topic category' }]);
        });
      }
      // An update carries every field (topicInputSchema); only a create leaves these out.
      const values = {
        name: input.name,
        description: input.description ?? null,
        categoryId: input.categoryId ?? null,
        active: input.active,
        searchText: foldText(input.name),
      };
      let row: TopicRow;
      if (current) {
        await assertNameFree(scope, topics, current.workspaceId, input.name, current.id);
        [row] = (await db
          .update(topics)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(topics.tenantId, scope.tenantId), eq(topics.id, current.id)))
          .returning()) as [TopicRow];
      } else {
        const workspaceId = configTarget(scope, input.workspaceId);
        if (!workspaceId)
          throw unprocessable([{ path: 'body.workspaceId', message: 'This workspace is not available' }]);
        await assertNameFree(scope, topics, workspaceId, input.name);
        [row] = (await db
          .insert(topics)
          .values({ ...values, tenantId: scope.tenantId, workspaceId, createdBy: scope.userId })
          .returning()) as [TopicRow];
      }
      const [topic] = await toTopics(scope, [row]);
      return { topic: topic as Topic, created: !input.id };
    },

    /** A topic stakeholders still follow is refused with 409 (deactivate it instead). */
    removeTopic: async (scope: RequestScope, id: string): Promise<void> => {
      const current = await findTopic(scope, id);
      assertWritable(scope, current, 'topic');
      // Tenant-wide: links from workspaces outside the scope count too.
      const [row] = await db
        .select({ n: count() })
        .from(stakeholderTopics)
        .where(and(eq(stakeholderTopics.tenantId, scope.tenantId), eq(stakeholderTopics.topicId, id)));
      const used = row?.n ?? 0;
      // The count is tenant-wide, so it is not told (it would reveal other workspaces' records).
      if (used > 0) throw conflict('This topic is followed by stakeholders; deactivate it instead');
      await db.delete(topics).where(and(eq(topics.tenantId, scope.tenantId), eq(topics.id, current.id)));
    },

    grouped: async (
      scope: RequestScope,
      filter: { active?: boolean; topicCategories?: string[] },
    ): Promise<TopicGroup[]> => {
      const filters: SQL[] = [await topicVisible(scope)];
      if (filter.active !== undefined) filters.push(eq(topics.active, filter.active));
      if (filter.topicCategories && filter.topicCategories.length > 0) {
        filters.push(inArray(topics.categoryId, filter.topicCategories));
      }
      const rows = await db
        .select({ topic: topics, categoryName: topicCategories.name })
        .from(topics)
        .leftJoin(
          topicCategories,
          and(eq(topicCategories.tenantId, topics.tenantId), eq(topicCategories.id, topics.categoryId)),
        )
        .where(and(...filters))
        .orderBy(asc(topicCategories.name), asc(topics.name));
      const groups = new Map<string | null, TopicGroup>();
      for (const { topic, categoryName } of rows) {
        const key = topic.categoryId;
        const group = groups.get(key) ?? { value: key, label: categoryName, options: [] };
        group.options.push({ value: topic.id, label: topic.name });
        groups.set(key, group);
      }
      const list = [...groups.values()];
      return [...list.filter((g) => g.value !== null), ...list.filter((g) => g.value === null)];
    },
  };
};

export type TopicRepository = ReturnType<typeof createTopicRepository>;
