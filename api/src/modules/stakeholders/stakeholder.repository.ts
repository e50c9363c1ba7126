import { and, asc, count, desc, eq, exists, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { countWithin } from '../../lib/search-count';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import {
  stakeholderPersonalFields,
  stakeholderTotalCap,
  type FieldError,
  type SearchCount,
  type Stakeholder,
  type StakeholderHistoryEntry,
  type StakeholderOptionsBody,
  type StakeholderPage,
  type StakeholderSearchQuery,
  type StakeholderWrite,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import {
  stakeholderHistory,
  stakeholders,
  stakeholderTopics,
  topics,
  users,
  type FieldChange,
  type StakeholderRow,
} from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/problem';
import { takeTurn } from '../../lib/take-turn';
import type { LabelLocale } from '../../lib/locale';
import type { RequestScope } from '../../lib/scope';
import { additionList, ADDITION_LIST, createOptionRepository } from '../options/option.repository';
import { visibleIn, requireView } from '../../lib/scope';
import { createUserRepository } from '../users/user.repository';
import { keptTopicLinks, topicFilterInSight, topicInSight } from '../topics/topics-in-sight';
import { diffRows, isPersonalField, stakeholderSearchText, toColumns } from './stakeholder.fields';
import { createStakeholderHistoryLabels } from './stakeholder-history';
import {
  dropStakeholderLinks,
  eraseStakeholderNameFromInteractions,
  refreshInteractionSearchText,
  takesPartInInteractions,
} from '../interactions/interaction-stakeholder-sync';
import {
  dropCommitmentStakeholderLinks,
  eraseStakeholderNameFromCommitments,
  refreshCommitmentSearchText,
  takesPartInCommitments,
} from '../commitments/commitment-stakeholder-sync';
import {
  literal,
  nameFirst,
  placeholder,
  searchValues,
  shapeOf,
  sortColumns,
  sortExpressions,
  textMatch,
  wordPatterns,
  type Bind,
} from './stakeholder-search.query';
import { isRestricted, strip, toSummary } from './stakeholder.mapper';
import { readSort } from '../../lib/sort';

/**
 * The 409 of deleting a stakeholder that takes part in social interactions, negotiation plans or
 * commitments (the front end knows this text).
 */
export const STAKEHOLDER_IN_INTERACTIONS =
  'This stakeholder takes part in social interactions, negotiation plans or commitments: anonymise it instead of deleting it';

// The mapper's functions stay importable from here for existing callers.
export { isRestricted, toSummary };

export type StakeholderHistoryAction = StakeholderHistoryEntry['action'];
type Ref = { id: string; name: string };

const parent = alias(stakeholders, 'parent');
const filterParent = alias(stakeholders, 'filter_parent');

/** Stakeholders of the scope's workspaces. Every function takes the request scope first. */
export const createStakeholderRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);
  const userRepository = createUserRepository(db);
  const historyLabels = createStakeholderHistoryLabels(db);

  const visible = (scope: RequestScope, bind?: Bind): SQL =>
    visibleIn(scope, stakeholders, scope.workspaceIds, bind);

  const findRow = async (scope: RequestScope, id: string): Promise<StakeholderRow> => {
    const [row] = await db
      .select()
      .from(stakeholders)
      .where(and(visible(scope), eq(stakeholders.id, id)));
    if (!row) throw notFound('Stakeholder');
    return row;
  };

  /** Whether the caller sees the stakeholder `id` (a record's parent): in their reach. */
  const parentInSight = async (scope: RequestScope, id: string): Promise<boolean> =>
    (
      await db
        .select({ id: stakeholders.id })
        .from(stakeholders)
        .where(and(visible(scope), eq(stakeholders.id, id)))
    ).length > 0;

  /**
   * Every linked topic, with whether the caller reads it (decision 0070: those out of sight are neither
   * named nor counted, and a save keeps them as stored). `on` = the transaction when called inside one
   * (PGlite has a single connection: never mix).
   */
  const topicRefs = async (
    scope: RequestScope,
    id: string,
    on: Database = db,
  ): Promise<Array<Ref & { seen: boolean }>> =>
    on
      .select({ id: topics.id, name: topics.name, seen: sql<boolean>`${topicInSight(scope)}` })
      .from(stakeholderTopics)
      .innerJoin(
        topics,
        and(eq(topics.tenantId, stakeholderTopics.tenantId), eq(topics.id, stakeholderTopics.topicId)),
      )
      .where(and(eq(stakeholderTopics.tenantId, scope.tenantId), eq(stakeholderTopics.stakeholderId, id)))
      .orderBy(asc(topics.name))
      .then((rows) => rows.map((r) => ({ ...r, seen: r.seen === true })));
  const refsOf = (list: Array<Ref & { seen: boolean }>): Ref[] => list.map(({ id, name }) => ({ id, name }));

  /**
   * The topics a save writes: those asked that the caller reads, and the links out of their sight as
   * stored; with the links before (all of them) for the history.
   */
  const topicsToWrite = async (tx: Database, scope: RequestScope, id: string, asked: string[]) => {
    const linked = await topicRefs(scope, id, tx);
    const { topicIds } = keptTopicLinks(
      asked,
      linked.map((t) => t.id),
      new Set(linked.filter((t) => t.seen).map((t) => t.id)),
    );
    const key = (list: Ref[]) =>
      list
        .map((t) => t.id)
        .sort()
        .join();
    const before = refsOf(linked);
    const after = await topicNames(tx, scope, topicIds);
    return { topicIds, before, after, changed: key(before) !== key(after) };
  };

  const full = async (scope: RequestScope, row: StakeholderRow): Promise<Stakeholder> => {
    const restricted = isRestricted(scope);
    const [parentRow, children, topicList, responsible] = await Promise.all([
      row.parentId
        ? db
            .select({ id: stakeholders.id, name: stakeholders.name })
            .from(stakeholders)
            .where(and(visible(scope), eq(stakeholders.id, row.parentId)))
        : Promise.resolve([] as Ref[]),
      db
        .select({ id: stakeholders.id, name: stakeholders.name })
        .from(stakeholders)
        .where(and(visible(scope), eq(stakeholders.parentId, row.id)))
        .orderBy(asc(stakeholders.name)),
      topicRefs(scope, row.id),
      row.responsibleId
        ? db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, row.responsibleId)))
        : Promise.resolve([] as Ref[]),
    ]);
    return strip(
      {
        ...toSummary(row, parentRow[0] ?? null, false),
        restricted,
        municipalityCode: row.municipalityCode,
        address: row.address,
        postalCode: row.postalCode,
        notes: row.notes,
        additional: row.additional,
        topics: refsOf(topicList.filter((t) => t.seen)),
        children,
        responsibleId: row.responsibleId,
        responsible: responsible[0] ?? null,
        createdBy: row.createdBy,
        updatedBy: row.updatedBy,
        anonymisedAt: row.anonymisedAt ? row.anonymisedAt.toISOString() : null,
      },
      restricted,
    );
  };

  /** Ancestors of `parentId` within the tenant, nearest first (stops at a loop). */
  const ancestors = async (scope: RequestScope, parentId: string): Promise<string[]> => {
    const chain: string[] = [];
    let current: string | null = parentId;
    while (current && !chain.includes(current) && chain.length < 100) {
      chain.push(current);
      const [row]: Array<{ parentId: string | null }> = await db
        .select({ parentId: stakeholders.parentId })
        .from(stakeholders)
        .where(and(eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.id, current)));
      current = row?.parentId ?? null;
    }
    return chain;
  };

  /** Topics in the read reach; those the record already holds (`kept`) stay valid (decision 0070). */
  const checkTopics = async (
    scope: RequestScope,
    topicIds: string[],
    kept: string[] = [],
  ): Promise<FieldError[]> => {
    if (topicIds.every((id) => kept.includes(id))) return [];
    const found = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(topicInSight(scope), inArray(topics.id, [...new Set(topicIds)])));
    const ok = new Set([...found.map((t) => t.id), ...kept]);
    return topicIds.flatMap((id, index) =>
      ok.has(id) ? [] : [{ path: `body.topicIds.${index}`, message: 'Unknown topic' }],
    );
  };

  /**
   * Everything the contract cannot check alone: the workspace, option codes of the tenant's lists,
   * the parent (an organisation of the scope, no cycle), topics, additional fields, the responsible user.
   * Codes already on the record stay valid even if their option was deactivated since.
   */
  const checkReferences = async (
    scope: RequestScope,
    input: StakeholderWrite,
    workspaceId: string,
    current?: StakeholderRow,
  ): Promise<FieldError[]> => {
    const errors: FieldError[] = [];
    if (!scope.workspaceIds.includes(workspaceId)) {
      errors.push({ path: 'body.workspaceId', message: 'This workspace is not available' });
    }
    const codeChecks: Array<[string, string, string | null | undefined, string | null | undefined]> = [
      ['categoryCode', 'stakeholderCategory', input.categoryCode, current?.categoryCode],
      ['scopeCode', 'stakeholderScope', input.scopeCode, current?.scopeCode],
      ['entityTypeCode', 'entityType', input.entityTypeCode, current?.entityTypeCode],
    ];
    for (const [field, list, code, kept] of codeChecks) {
      if (!code || code === kept) continue;
      if (!(await optionRepository.existingCodes(scope, list, [code])).has(code)) {
        errors.push({ path: `body.${field}`, message: `Unknown option of ${list}` });
      }
    }

    if (input.parentId) {
      if (input.parentId === current?.id) {
        errors.push({ path: 'body.parentId', message: 'A stakeholder cannot be its own parent' });
      } else {
        // A new parent is one the caller sees; the stored one stays valid out of their sight (0062).
        const [parentRow] = await db
          .select({ kind: stakeholders.kind })
          .from(stakeholders)
          .where(
            and(
              input.parentId === current?.parentId
                ? eq(stakeholders.tenantId, scope.tenantId)
                : visible(scope),
              eq(stakeholders.id, input.parentId),
            ),
          );
        if (!parentRow) errors.push({ path: 'body.parentId', message: 'Unknown parent organisation' });
        else if (parentRow.kind !== 'organization') {
          errors.push({ path: 'body.parentId', message: 'The parent must be an organisation' });
        } else if (current && (await ancestors(scope, input.parentId)).includes(current.id)) {
          errors.push({
            path: 'body.parentId',
            message: 'This parent would create a cycle in the entity tree',
          });
        }
      }
    }

    if (input.topicIds)
      errors.push(
        ...(await checkTopics(
          scope,
          input.topicIds,
          current ? (await topicRefs(scope, current.id)).map((t) => t.id) : [],
        )),
      );

    const fields = Object.keys(input.additional);
    if (fields.length > 0) {
      const known = await optionRepository.existingCodes(scope, ADDITION_LIST, fields);
      for (const field of fields) {
        if (!known.has(field)) {
          errors.push({ path: `body.additional.${field}`, message: 'Unknown additional field' });
          continue;
        }
        const raw = input.additional[field] ?? [];
        const values = Array.isArray(raw) ? raw : [raw];
        const keptRaw = current?.additional[field] ?? [];
        const kept = new Set(Array.isArray(keptRaw) ? keptRaw : [keptRaw]);
        const existing = await optionRepository.existingCodes(scope, additionList(field), values);
        values.forEach((value) => {
          if (!existing.has(value) && !kept.has(value)) {
            errors.push({ path: `body.additional.${field}`, message: `Unknown option "${value}"` });
          }
        });
      }
    }

    // A newly chosen responsible is someone the caller sees, active, who may open the stakeholders of
    // its workspace (decision 0060); one already set stays, even if they could not open it since.
    if (input.responsibleId && input.responsibleId !== current?.responsibleId)
      errors.push(
        ...(await userRepository.assignable(scope, 'stakeholders', workspaceId, [
          { id: input.responsibleId, path: 'body.responsibleId' },
        ])),
      );
    return errors;
  };

  const assertDocumentFree = async (
    scope: RequestScope,
    document: string | null | undefined,
    exceptId?: string,
  ) => {
    if (!document) return;
    const filters: SQL[] = [eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.document, document)];
    if (exceptId) filters.push(ne(stakeholders.id, exceptId));
    const [row] = await db
      .select({ id: stakeholders.id })
      .from(stakeholders)
      .where(and(...filters));
    if (row) throw conflict('A stakeholder with this CPF/CNPJ already exists');
  };

  const writeHistory = async (
    tx: Database,
    scope: RequestScope,
    stakeholderId: string,
    action: StakeholderHistoryAction,
    changes: FieldChange[],
  ) => {
    await tx
      .insert(stakeholderHistory)
      .values({ tenantId: scope.tenantId, stakeholderId, userId: scope.userId, action, changes });
  };

  const replaceTopics = async (tx: Database, scope: RequestScope, id: string, topicIds: string[]) => {
    await tx
      .delete(stakeholderTopics)
      .where(and(eq(stakeholderTopics.tenantId, scope.tenantId), eq(stakeholderTopics.stakeholderId, id)));
    const unique = [...new Set(topicIds)];
    if (unique.length > 0) {
      await tx
        .insert(stakeholderTopics)
        .values(unique.map((topicId) => ({ tenantId: scope.tenantId, stakeholderId: id, topicId })));
    }
  };

  const topicNames = async (tx: Database, scope: RequestScope, ids: string[]): Promise<Ref[]> =>
    ids.length === 0
      ? []
      : tx
          .select({ id: topics.id, name: topics.name })
          .from(topics)
          .where(and(eq(topics.tenantId, scope.tenantId), inArray(topics.id, ids)))
          .orderBy(asc(topics.name));

  /** `bind` given: the values become placeholders (the search's prepared statements). */
  const filtersOf = (
    scope: RequestScope,
    query: Partial<StakeholderSearchQuery>,
    bind?: Bind,
    restricted = isRestricted(scope),
  ): SQL[] => {
    const b = bind ?? literal;
    const filters: SQL[] = [visible(scope, bind)];
    if (query.q && wordPatterns(query.q).length > 0) filters.push(textMatch(query.q, restricted, b));
    if (query.kind) filters.push(eq(stakeholders.kind, b('kind', query.kind)));
    if (query.category) filters.push(eq(stakeholders.categoryCode, b('category', query.category)));
    if (query.scope) filters.push(eq(stakeholders.scopeCode, b('scope', query.scope)));
    if (query.entityType) filters.push(eq(stakeholders.entityTypeCode, b('entityType', query.entityType)));
    if (query.state) filters.push(eq(stakeholders.state, b('state', query.state)));
    if (query.municipality) {
      filters.push(
        sql`lower(${stakeholders.municipality}) = ${b('municipality', query.municipality.toLowerCase())}`,
      );
      // Implied by the line above (search_text contains the folded municipality), but indexed:
      // without it a municipality was found by reading the whole tenant (docs/decisions/0022).
      if (bind) filters.push(like(stakeholders.searchText, b('municipalityText', '')));
    }
    if (query.influence) filters.push(eq(stakeholders.influence, b('influence', query.influence)));
    if (query.interest) filters.push(eq(stakeholders.interest, b('interest', query.interest)));
    // Only a parent the caller sees: another's id finds nothing, as the interactions' stakeholderId
    // (decision 0062) — otherwise it would tell which of their records an unseen organisation has.
    if (query.parentId)
      filters.push(
        eq(stakeholders.parentId, b('parentId', query.parentId)),
        exists(
          db
            .select({ one: sql`1` })
            .from(filterParent)
            .where(
              and(
                eq(filterParent.id, stakeholders.parentId),
                visibleIn(scope, filterParent, scope.workspaceIds, bind),
              ),
            ),
        ),
      );
    if (query.workspaceId) filters.push(eq(stakeholders.workspaceId, b('workspaceId', query.workspaceId)));
    // Within the reach above like every filter: naming a user never shows a record the caller cannot see.
    if (query.responsibleId)
      filters.push(eq(stakeholders.responsibleId, b('responsibleId', query.responsibleId)));
    if (query.topic) {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(stakeholderTopics)
            .where(
              and(
                eq(stakeholderTopics.tenantId, stakeholders.tenantId),
                eq(stakeholderTopics.stakeholderId, stakeholders.id),
                eq(stakeholderTopics.topicId, b('topic', query.topic)),
              ),
            ),
        ),
        // A topic out of the caller's sight finds nothing (decision 0070).
        topicFilterInSight(scope, b('topic', query.topic), bind),
      );
    }
    return filters;
  };

  /**
   * The page and the capped count of one query shape, built once with placeholders and prepared
   * (postgres-js keeps them prepared per pooled connection): a search then only fills in values.
   * Building the SQL per request was the largest item of a cache miss's CPU (docs/decisions/0022).
   */
  let shapeNumber = 0;
  const prepareSearch = (query: StakeholderSearchQuery, restricted: boolean) => {
    // With placeholders the scope's values never enter the statement: any scope builds the same one.
    const noScope: RequestScope = { tenantId: '', workspaceIds: [], userId: '', permissions: {} as never };
    const where = and(...filtersOf(noScope, query, placeholder, restricted));
    const { field, direction } = readSort(query.sort, sortColumns, 'name,asc');
    const column = sortColumns[field];
    const order = direction === 'desc' ? desc(column) : asc(column);
    // The same order as an expression no index provides: PostgreSQL then finds the matches first
    // (trigram index, or one read of the tenant) and sorts them, instead of walking the sort's index
    // through rows that do not match. Used when the capped count found few matches.
    const noIndex = sortExpressions[field] ?? sortExpressions.name;
    const sortedAfter = direction === 'desc' ? desc(noIndex) : asc(noIndex);
    const pageOf = (first: SQL, name: string) =>
      db
        .select({ row: stakeholders, parentId: parent.id, parentName: parent.name })
        .from(stakeholders)
        // A parent outside the scope stays unnamed, like on the detail.
        .leftJoin(
          parent,
          and(eq(parent.id, stakeholders.parentId), visibleIn(noScope, parent, [], placeholder)),
        )
        .where(where)
        // The tie-breaker follows the direction, so one (tenant, key, id) index serves both (0022).
        .orderBy(first, direction === 'desc' ? desc(stakeholders.id) : asc(stakeholders.id))
        .limit(placeholder('size', 0))
        .offset(placeholder('offset', 0))
        .prepare(name);
    shapeNumber += 1;
    const page = pageOf(order, `stakeholder_search_page_${shapeNumber}`);
    const fewPage = pageOf(sortedAfter, `stakeholder_search_few_${shapeNumber}`);
    const matches = db
      .select({ one: sql`1` })
      .from(stakeholders)
      .where(where)
      .limit(placeholder('countLimit', 0))
      .as('matches');
    const count_ = db.select({ n: count() }).from(matches).prepare(`stakeholder_search_count_${shapeNumber}`);
    return { page, fewPage, count: count_ };
  };
  // Bounded: a shape is a set of filters and a sort, so only a few hundred exist in practice.
  const searchStatements = new LRUCache<string, ReturnType<typeof prepareSearch>>({ max: 500 });

  return {
    /** For routes: a caller who may not view the area finds nothing (requireView). */
    findRow: async (scope: RequestScope, id: string): Promise<StakeholderRow> => {
      requireView(scope, 'stakeholders', 'Stakeholder');
      return findRow(scope, id);
    },
    visible,
    checkReferences,
    filtersOf,
    get: async (scope: RequestScope, id: string): Promise<Stakeholder> =>
      full(scope, await findRow(scope, id)),

    /** Every match of the search, not capped: what "Count all" asks of a broad search, once. */
    count: async (scope: RequestScope, query: StakeholderSearchQuery): Promise<SearchCount> => {
      return countWithin(db, stakeholders, and(...filtersOf(scope, query)));
    },

    search: async (scope: RequestScope, query: StakeholderSearchQuery): Promise<StakeholderPage> => {
      const restricted = isRestricted(scope);
      const shape = shapeOf(query, restricted);
      let statements = searchStatements.get(shape);
      if (!statements) {
        statements = prepareSearch(query, restricted);
        searchStatements.set(shape, statements);
      }
      const values = searchValues(scope, query);
      const { offset, countLimit } = values;
      // The capped count first: it tells whether the matches are few (the count stopped before its
      // cap), and then the page sorts them after filtering instead of walking the sort's index past
      // rows that do not match (hundreds of ms for a rare term or filters matching nothing, 0022).
      const [counted] = await statements.count.execute(values);
      const n = counted?.n ?? 0;
      const rows =
        n <= offset ? [] : await (n < countLimit ? statements.fewPage : statements.page).execute(values);
      // A page that is not full tells the total by itself; otherwise the count, stopped a cap past the
      // page's start (an exact count of a broad search costs ten times the page: docs/decisions/0021).
      let total = offset + rows.length;
      let totalCapped = false;
      if (rows.length === query.size || (rows.length === 0 && offset > 0)) {
        const bound = offset + stakeholderTotalCap;
        total = Math.min(n, bound);
        totalCapped = n > bound;
      }
      return {
        items: rows.map((r) =>
          toSummary(
            r.row,
            r.parentId && r.parentName !== null ? { id: r.parentId, name: r.parentName } : null,
            restricted,
          ),
        ),
        total,
        ...(totalCapped ? { totalCapped } : {}),
        page: query.page,
        size: query.size,
      };
    },

    create: async (scope: RequestScope, input: StakeholderWrite): Promise<Stakeholder> => {
      const workspaceId =
        input.workspaceId ??
        (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : scope.workspaceIds[0]);
      const errors = await checkReferences(scope, input, workspaceId as string);
      if (errors.length > 0) throw unprocessable(errors);
      const columns = toColumns(input);
      await assertDocumentFree(scope, columns.document);
      const id = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [row] = await tx
          .insert(stakeholders)
          .values({
            ...columns,
            tenantId: scope.tenantId,
            workspaceId: workspaceId as string,
            createdBy: scope.userId,
            updatedBy: scope.userId,
          })
          .returning();
        const created = row as StakeholderRow;
        const changes = diffRows(null, created);
        if (input.topicIds && input.topicIds.length > 0) {
          await replaceTopics(tx, scope, created.id, input.topicIds);
          changes.push({ field: 'topics', before: [], after: await topicNames(tx, scope, input.topicIds) });
        }
        await writeHistory(tx, scope, created.id, 'created', changes);
        return created.id;
      });
      return full(scope, await findRow(scope, id));
    },

    update: async (
      scope: RequestScope,
      current: StakeholderRow,
      body: StakeholderWrite,
    ): Promise<Stakeholder> => {
      // A parent the caller cannot see was not in their record (the detail shows none): a body naming
      // no parent keeps it, one naming a parent replaces it, as a commitment's source (decision 0062).
      const input: StakeholderWrite =
        !body.parentId && current.parentId && !(await parentInSight(scope, current.parentId))
          ? { ...body, parentId: current.parentId }
          : body;
      const workspaceId = input.workspaceId ?? current.workspaceId;
      const errors = await checkReferences(scope, input, workspaceId, current);
      if (errors.length > 0) throw unprocessable(errors);
      const columns = toColumns(input);
      await assertDocumentFree(scope, columns.document, current.id);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // Edits of one record take turns, and each applies only over the version it was made on: the
        // form's (expectedUpdatedAt), else the one read when the request began (decision 0043).
        // Without the lock two saves at once would both write their history over the same "before".
        await takeTurn(tx, stakeholders, current, input.expectedUpdatedAt, 'Stakeholder');
        const [row] = await tx
          .update(stakeholders)
          .set({ ...columns, workspaceId, updatedBy: scope.userId, updatedAt: new Date() })
          .where(and(eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.id, current.id)))
          .returning();
        const changes = diffRows(current, row as StakeholderRow);
        // Interactions, plans and commitments are found by their stakeholders' names: the new name,
        // not the old one.
        if ((row as StakeholderRow).name !== current.name) {
          await refreshInteractionSearchText(tx, scope.tenantId, current.id);
          await refreshCommitmentSearchText(tx, scope.tenantId, current.id);
        }
        if (input.topicIds) {
          const { topicIds, before, after, changed } = await topicsToWrite(
            tx,
            scope,
            current.id,
            input.topicIds,
          );
          if (changed) {
            await replaceTopics(tx, scope, current.id, topicIds);
            changes.push({ field: 'topics', before, after });
          }
        }
        if (changes.length > 0) await writeHistory(tx, scope, current.id, 'updated', changes);
      });
      return full(scope, await findRow(scope, current.id));
    },

    /** Replaces the topics; unknown topic ids are 422. */
    syncTopics: async (
      scope: RequestScope,
      current: StakeholderRow,
      topicIds: string[],
    ): Promise<Stakeholder> => {
      const errors = await checkTopics(
        scope,
        topicIds,
        (await topicRefs(scope, current.id)).map((t) => t.id),
      );
      if (errors.length > 0) throw unprocessable(errors);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // Takes its turn with the record's saves (decision 0043): the "before" is read under the lock.
        await tx
          .select({ id: stakeholders.id })
          .from(stakeholders)
          .where(and(eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.id, current.id)))
          .for('update');
        const written = await topicsToWrite(tx, scope, current.id, topicIds);
        const { before, after } = written;
        if (!written.changed) return;
        await replaceTopics(tx, scope, current.id, written.topicIds);
        await tx
          .update(stakeholders)
          .set({ updatedBy: scope.userId, updatedAt: new Date() })
          .where(and(eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.id, current.id)));
        await writeHistory(tx, scope, current.id, 'topics', [{ field: 'topics', before, after }]);
      });
      return full(scope, await findRow(scope, current.id));
    },

    /** Deletes the record, its topic links and its history; members keep existing without a parent. */
    remove: async (scope: RequestScope, current: StakeholderRow): Promise<void> => {
      // A social interaction is a record of what happened, a plan or commitment what the company owes:
      // their people stay. Anonymising erases the personal data instead (LGPD) and keeps them whole.
      // Checked tenant-wide: a delete must not leave a record of another workspace pointing at nothing.
      if (
        (await takesPartInInteractions(db, scope.tenantId, current.id)) ||
        (await takesPartInCommitments(db, scope.tenantId, current.id))
      )
        throw conflict(STAKEHOLDER_IN_INTERACTIONS);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const tenant = eq(stakeholders.tenantId, scope.tenantId);
        await dropStakeholderLinks(tx, scope.tenantId, current.id);
        await dropCommitmentStakeholderLinks(tx, scope.tenantId, current.id);
        await tx
          .update(stakeholders)
          .set({ parentId: null, updatedAt: new Date() })
          .where(and(tenant, eq(stakeholders.parentId, current.id)));
        await tx
          .delete(stakeholderTopics)
          .where(
            and(
              eq(stakeholderTopics.tenantId, scope.tenantId),
              eq(stakeholderTopics.stakeholderId, current.id),
            ),
          );
        await tx
          .delete(stakeholderHistory)
          .where(
            and(
              eq(stakeholderHistory.tenantId, scope.tenantId),
              eq(stakeholderHistory.stakeholderId, current.id),
            ),
          );
        await tx.delete(stakeholders).where(and(tenant, eq(stakeholders.id, current.id)));
      });
    },

    /**
     * Irreversibly replaces the personal fields and the name, and blanks them in the history too;
     * classification, location, influence, interest and topics stay for the statistics.
     */
    anonymise: async (scope: RequestScope, current: StakeholderRow): Promise<Stakeholder> => {
      const name = `Titular anonimizado ${current.id.slice(0, 8)}`;
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const erased = {
          name,
          document: null,
          email: null,
          phone: null,
          address: null,
          postalCode: null,
          notes: null,
          additional: {},
          responsibleId: current.responsibleId,
        };
        await tx
          .update(stakeholders)
          .set({
            ...erased,
            searchText: stakeholderSearchText({ name, municipality: current.municipality }),
            anonymisedAt: new Date(),
            updatedBy: scope.userId,
            updatedAt: new Date(),
          })
          .where(and(eq(stakeholders.tenantId, scope.tenantId), eq(stakeholders.id, current.id)));
        const entries = await tx
          .select()
          .from(stakeholderHistory)
          .where(
            and(
              eq(stakeholderHistory.tenantId, scope.tenantId),
              eq(stakeholderHistory.stakeholderId, current.id),
            ),
          );
        for (const entry of entries) {
          const changes = entry.changes.map((c) =>
            isPersonalField(c.field) || c.field === 'name'
              ? { field: c.field, before: null, after: null }
              : c,
          );
          await tx
            .update(stakeholderHistory)
            .set({ changes })
            .where(and(eq(stakeholderHistory.tenantId, scope.tenantId), eq(stakeholderHistory.id, entry.id)));
        }
        await writeHistory(
          tx,
          scope,
          current.id,
          'anonymised',
          ['name', ...stakeholderPersonalFields].map((field) => ({ field, before: null, after: null })),
        );
        await eraseStakeholderNameFromInteractions(tx, scope.tenantId, current.id, name);
        await eraseStakeholderNameFromCommitments(tx, scope.tenantId, current.id, name);
      });
      return full(scope, await findRow(scope, current.id));
    },

    /** Newest first, its references and codes readable in `locale` (stakeholder-history.ts). */
    history: async (
      scope: RequestScope,
      id: string,
      locale: LabelLocale = 'en',
    ): Promise<StakeholderHistoryEntry[]> => {
      await findRow(scope, id);
      const restricted = isRestricted(scope);
      const rows = await db
        .select({ entry: stakeholderHistory, userName: users.name })
        .from(stakeholderHistory)
        .leftJoin(
          users,
          and(eq(users.tenantId, stakeholderHistory.tenantId), eq(users.id, stakeholderHistory.userId)),
        )
        .where(and(eq(stakeholderHistory.tenantId, scope.tenantId), eq(stakeholderHistory.stakeholderId, id)))
        .orderBy(desc(stakeholderHistory.createdAt), desc(stakeholderHistory.id));
      const entries = rows.map(({ entry, userName }) => ({
        id: entry.id,
        action: entry.action as StakeholderHistoryAction,
        userId: entry.userId,
        userName,
        at: entry.createdAt.toISOString(),
        changes: restricted ? entry.changes.filter((c) => !isPersonalField(c.field)) : entry.changes,
      }));
      return historyLabels(scope, locale, entries);
    },

    /**
     * Pickers: {value,label,kind,municipality,state}. The ids asked for come first and always (a form
     * labels its current parent with them, however far down the alphabet it is), then up to `limit`
     * matches of the other filters: those whose name starts with what was typed, then those whose name
     * holds it, then the rest (found by their municipality or document), each by name. "santa barbara"
     * put eight people living in Santa Bárbara above "Prefeitura Municipal de Santa Bárbara".
     */
    options: async (scope: RequestScope, body: StakeholderOptionsBody) => {
      const filters: SQL[] = [visible(scope)];
      if (body.workspaceIds && body.workspaceIds.length > 0)
        filters.push(inArray(stakeholders.workspaceId, body.workspaceIds));
      if (body.kind) filters.push(eq(stakeholders.kind, body.kind));
      if (body.q && wordPatterns(body.q).length > 0) filters.push(textMatch(body.q, isRestricted(scope)));
      let excluded = new Set<string>();
      if (body.excludeTreeOf) excluded = await descendantsOf(scope, body.excludeTreeOf);
      const columns = {
        id: stakeholders.id,
        name: stakeholders.name,
        kind: stakeholders.kind,
        municipality: stakeholders.municipality,
        state: stakeholders.state,
      };
      const asked = body.ids ?? [];
      const [requested, matches] = await Promise.all([
        asked.length > 0
          ? db
              .select(columns)
              .from(stakeholders)
              .where(and(visible(scope), inArray(stakeholders.id, asked)))
          : Promise.resolve([]),
        db
          .select(columns)
          .from(stakeholders)
          .where(and(...filters))
          .orderBy(...(body.q ? [nameFirst(body.q)] : []), asc(stakeholders.name), asc(stakeholders.id))
          .limit(body.limit + excluded.size + asked.length),
      ]);
      const byId = new Map(requested.map((r) => [r.id, r]));
      const first = asked.flatMap((id) => byId.get(id) ?? []);
      const seen = new Set(first.map((r) => r.id));
      const rest = matches.filter((r) => !seen.has(r.id) && !excluded.has(r.id)).slice(0, body.limit);
      return [...first, ...rest].map((r) => ({
        value: r.id,
        label: r.name,
        kind: r.kind as 'person' | 'organization',
        municipality: r.municipality,
        state: r.state,
      }));
    },
  };

  /** A stakeholder and all its descendants in the entity tree. */
  async function descendantsOf(scope: RequestScope, id: string): Promise<Set<string>> {
    const out = new Set<string>([id]);
    let frontier = [id];
    while (frontier.length > 0 && out.size < 100000) {
      const next = await db
        .select({ id: stakeholders.id })
        .from(stakeholders)
        .where(and(eq(stakeholders.tenantId, scope.tenantId), inArray(stakeholders.parentId, frontier)));
      frontier = next.map((r) => r.id).filter((x) => !out.has(x));
      frontier.forEach((x) => out.add(x));
    }
    return out;
  }
};

export type StakeholderRepository = ReturnType<typeof createStakeholderRepository>;
