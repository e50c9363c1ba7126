import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  like,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  hasPermission,
  interactionTotalCap,
  type FieldError,
  type Interaction,
  type InteractionDetails,
  type InteractionHistoryEntry,
  type InteractionPage,
  type InteractionSearchQuery,
  type InteractionStakeholder,
  type InteractionSummary,
  type InteractionWrite,
  type SocialInteractionResume,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import {
  interactionCounters,
  interactionHistory,
  interactionParticipants,
  interactions,
  interactionStakeholders,
  interactionTopics,
  stakeholders,
  topicCategories,
  topics,
  users,
  workspaces,
  type FieldChange,
  type InteractionRow,
} from '../../db/schema';
import { pickLabel, type AppLocale, type LabelLocale } from '../../lib/locale';
import { notFound, unprocessable } from '../../lib/problem';
import { readReach, visibleIn, type RequestScope } from '../../lib/scope';
import { createOptionRepository } from '../options/option.repository';
import { wordPatterns } from '../stakeholders/stakeholder-search.query';
import { createUserRepository } from '../users/user.repository';
import {
  closedStatuses,
  dayAfter,
  dayStart,
  diffRows,
  followUpState,
  interactionCode,
  interactionSearchText,
  todayInSaoPaulo,
  toColumns,
  yearInSaoPaulo,
} from './interaction.fields';
import { createInteractionHistoryLabels } from './interaction-history';
import { createSurveyRepository } from './survey/survey.repository';

type Ref = { id: string; name: string };
type Linked = Ref & { kind: InteractionStakeholder['kind']; role: InteractionStakeholder['role'] };
export type InteractionHistoryAction = InteractionHistoryEntry['action'];

/** The option list behind each code field. */
export const interactionCodeLists = {
  typeCode: 'interactionType',
  channelCode: 'channel',
  classificationCode: 'classification',
  statusCode: 'status',
} as const;

/** The search's orders (also the export's and the report's). */
export const interactionSortColumns = {
  startsAt: interactions.startsAt,
  code: interactions.code,
  subject: interactions.subject,
  createdAt: interactions.createdAt,
  updatedAt: interactions.updatedAt,
} as const;

/**
 * The same orders as expressions no index provides: PostgreSQL then finds the matches first and sorts
 * them (the search's few-matches path, decision 0033).
 */
const interactionSortExpressions: Record<keyof typeof interactionSortColumns, SQL> = {
  startsAt: sql`${interactions.startsAt} + interval '0 s'`,
  code: sql`${interactions.code} || ''`,
  subject: sql`${interactions.subject} || ''`,
  createdAt: sql`${interactions.createdAt} + interval '0 s'`,
  updatedAt: sql`${interactions.updatedAt} + interval '0 s'`,
};

/** A date range sorted by another key is sorted after filtering up to this many interactions in the range. */
const rangeSortCap = 150_000;
/** A subject sort is sorted after filtering up to this many matches. */
const fewSubjects = 50_000;

/** The search's period: São Paulo days, both ends included. */
const dateRange = (query: Partial<InteractionSearchQuery>): SQL[] => [
  ...(query.from ? [gte(interactions.startsAt, dayStart(query.from))] : []),
  ...(query.to ? [lt(interactions.startsAt, dayAfter(query.to))] : []),
];

/** How many stakeholders a search row names. */
const SUMMARY_STAKEHOLDERS = 5;

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const sameIds = (a: Array<{ id: string }>, b: Array<{ id: string }>) =>
  a
    .map((x) => x.id)
    .sort()
    .join() ===
  b
    .map((x) => x.id)
    .sort()
    .join();

/** Social interactions of the scope's workspaces. Every function takes the request scope first. */
export const createInteractionRepository = (db: Database) => {
  const optionRepository = createOptionRepository(db);
  const userRepository = createUserRepository(db);
  const historyLabels = createInteractionHistoryLabels(db);
  const survey = createSurveyRepository(db);

  /** Records of the write reach that are not deleted. */
  const visible = (scope: RequestScope): SQL =>
    and(visibleIn(scope, interactions), isNull(interactions.deletedAt)) as SQL;

  const findRow = async (scope: RequestScope, id: string): Promise<InteractionRow> => {
    const [row] = await db
      .select()
      .from(interactions)
      .where(and(visible(scope), eq(interactions.id, id)));
    if (!row) throw notFound('Social interaction');
    return row;
  };

  /** The linked stakeholders the caller can see (others are neither named nor counted), by name. */
  const linkedStakeholders = async (
    scope: RequestScope,
    interactionIds: string[],
    on: Database = db,
  ): Promise<Array<Linked & { interactionId: string }>> => {
    if (interactionIds.length === 0) return [];
    const rows = await on
      .select({
        interactionId: interactionStakeholders.interactionId,
        id: stakeholders.id,
        name: stakeholders.name,
        kind: stakeholders.kind,
        role: interactionStakeholders.role,
      })
      .from(interactionStakeholders)
      .innerJoin(
        stakeholders,
        and(
          eq(stakeholders.tenantId, interactionStakeholders.tenantId),
          eq(stakeholders.id, interactionStakeholders.stakeholderId),
        ),
      )
      .where(
        and(
          eq(interactionStakeholders.tenantId, scope.tenantId),
          inArray(interactionStakeholders.interactionId, interactionIds),
          visibleIn(scope, stakeholders),
        ),
      )
      .orderBy(asc(stakeholders.name), asc(stakeholders.id));
    return rows as Array<Linked & { interactionId: string }>;
  };

  /** Every linked stakeholder id, seen or not (an update keeps the ones the caller cannot see). */
  const allLinkedIds = async (scope: RequestScope, id: string, on: Database = db) =>
    (
      await on
        .select({ id: interactionStakeholders.stakeholderId, role: interactionStakeholders.role })
        .from(interactionStakeholders)
        .where(
          and(
            eq(interactionStakeholders.tenantId, scope.tenantId),
            eq(interactionStakeholders.interactionId, id),
          ),
        )
    ).map((r) => ({ stakeholderId: r.id, role: r.role as InteractionStakeholder['role'] }));

  const participantRefs = async (scope: RequestScope, id: string, on: Database = db): Promise<Ref[]> =>
    on
      .select({ id: users.id, name: users.name })
      .from(interactionParticipants)
      .innerJoin(
        users,
        and(
          eq(users.tenantId, interactionParticipants.tenantId),
          eq(users.id, interactionParticipants.userId),
        ),
      )
      .where(
        and(
          eq(interactionParticipants.tenantId, scope.tenantId),
          eq(interactionParticipants.interactionId, id),
        ),
      )
      .orderBy(asc(users.name), asc(users.id));

  const topicRefs = async (
    scope: RequestScope,
    id: string,
    on: Database = db,
  ): Promise<Array<Ref & { ods: number[] }>> =>
    on
      .select({ id: topics.id, name: topics.name, ods: topicCategories.ods })
      .from(interactionTopics)
      .innerJoin(
        topics,
        and(eq(topics.tenantId, interactionTopics.tenantId), eq(topics.id, interactionTopics.topicId)),
      )
      .leftJoin(
        topicCategories,
        and(eq(topicCategories.tenantId, topics.tenantId), eq(topicCategories.id, topics.categoryId)),
      )
      .where(and(eq(interactionTopics.tenantId, scope.tenantId), eq(interactionTopics.interactionId, id)))
      .orderBy(asc(topics.name), asc(topics.id))
      .then((rows) => rows.map((r) => ({ id: r.id, name: r.name, ods: r.ods ?? [] })));

  const userNames = async (
    scope: RequestScope,
    ids: Array<string | null>,
    on: Database = db,
  ): Promise<Map<string, string>> => {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await on
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, wanted)));
    return new Map(rows.map((r) => [r.id, r.name]));
  };

  const participantIdsOf = async (scope: RequestScope, id: string): Promise<string[]> =>
    (
      await db
        .select({ id: interactionParticipants.userId })
        .from(interactionParticipants)
        .where(
          and(
            eq(interactionParticipants.tenantId, scope.tenantId),
            eq(interactionParticipants.interactionId, id),
          ),
        )
    ).map((r) => r.id);

  /** edit, or editConditionally as the author or a participant (docs/decisions/0029). */
  const canEdit = (scope: RequestScope, row: InteractionRow, participantIds: string[]): boolean =>
    hasPermission(scope.permissions, 'socialInteractions', 'edit') ||
    (hasPermission(scope.permissions, 'socialInteractions', 'editConditionally') &&
      (row.createdBy === scope.userId || participantIds.includes(scope.userId)));
  const canDelete = (scope: RequestScope): boolean =>
    hasPermission(scope.permissions, 'socialInteractions', 'delete');

  const full = async (scope: RequestScope, row: InteractionRow): Promise<Interaction> => {
    const [linked, participants, topicList, names, answers] = await Promise.all([
      linkedStakeholders(scope, [row.id]),
      participantRefs(scope, row.id),
      topicRefs(scope, row.id),
      userNames(scope, [row.followUpOwnerId, row.createdBy, row.updatedBy]),
      survey.answersOf(scope, row.id),
    ]);
    const ref = (id: string | null): Ref | null =>
      id && names.has(id) ? { id, name: names.get(id) as string } : null;
    const odsDerived = [...new Set(topicList.flatMap((t) => t.ods))].sort((a, b) => a - b);
    return {
      id: row.id,
      code: row.code,
      workspaceId: row.workspaceId,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt ? row.endsAt.toISOString() : null,
      subject: row.subject,
      description: row.description,
      direction: row.direction as Interaction['direction'],
      typeCode: row.typeCode,
      channelCode: row.channelCode,
      classificationCode: row.classificationCode,
      statusCode: row.statusCode,
      perception: row.perception as Interaction['perception'],
      state: row.state,
      municipality: row.municipality,
      municipalityCode: row.municipalityCode,
      latitude: row.latitude,
      longitude: row.longitude,
      stakeholders: linked.map(({ id, name, kind, role }) => ({ id, name, kind, role })),
      participantIds: participants.map((p) => p.id),
      participants,
      topicIds: topicList.map((t) => t.id),
      topics: topicList.map(({ id, name }) => ({ id, name })),
      ods: row.ods,
      odsDerived,
      issuesRaised: row.issuesRaised,
      response: row.response,
      followUpRequired: row.followUpRequired,
      followUpDue: row.followUpDue,
      followUpOwnerId: row.followUpOwnerId,
      followUpOwner: ref(row.followUpOwnerId),
      survey: answers,
      createdBy: ref(row.createdBy),
      updatedBy: ref(row.updatedBy),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canEdit: canEdit(
        scope,
        row,
        participants.map((p) => p.id),
      ),
      canDelete: canDelete(scope),
    };
  };

  /**
   * Every reference the user chose, against what the caller can see (422 on the field): the workspace
   * (write reach), option codes of the tenant's lists (read reach, active), stakeholders (write reach),
   * users (the users area's visibility, active), topics (read reach). What the record already holds
   * stays valid (an option deactivated since, a participant who left).
   */
  const checkReferences = async (
    scope: RequestScope,
    input: InteractionWrite,
    workspaceId: string,
    current?: { row: InteractionRow; stakeholderIds: string[]; participantIds: string[]; topicIds: string[] },
  ): Promise<FieldError[]> => {
    const errors: FieldError[] = [];
    if (!scope.workspaceIds.includes(workspaceId))
      errors.push({ path: 'body.workspaceId', message: 'This workspace is not available' });

    for (const [field, list] of Object.entries(interactionCodeLists) as Array<
      [keyof typeof interactionCodeLists, string]
    >) {
      const code = input[field];
      if (!code || code === current?.row[field]) continue;
      if (!(await optionRepository.existingCodes(scope, list, [code])).has(code))
        errors.push({ path: `body.${field}`, message: `Unknown option of ${list}` });
    }

    const keptStakeholders = new Set(current?.stakeholderIds ?? []);
    const askedStakeholders = input.stakeholders
      .map((s) => s.stakeholderId)
      .filter((id) => !keptStakeholders.has(id));
    if (askedStakeholders.length > 0) {
      const found = await db
        .select({ id: stakeholders.id })
        .from(stakeholders)
        .where(
          and(visibleIn(scope, stakeholders), inArray(stakeholders.id, [...new Set(askedStakeholders)])),
        );
      const ok = new Set(found.map((r) => r.id));
      input.stakeholders.forEach((s, index) => {
        if (!ok.has(s.stakeholderId) && !keptStakeholders.has(s.stakeholderId))
          errors.push({ path: `body.stakeholders.${index}.stakeholderId`, message: 'Unknown stakeholder' });
      });
    }

    const keptTopics = new Set(current?.topicIds ?? []);
    const askedTopics = input.topicIds.filter((id) => !keptTopics.has(id));
    if (askedTopics.length > 0) {
      const found = await db
        .select({ id: topics.id })
        .from(topics)
        .where(
          and(
            eq(topics.tenantId, scope.tenantId),
            inArray(topics.workspaceId, await readReach(db, scope)),
            inArray(topics.id, [...new Set(askedTopics)]),
          ),
        );
      const ok = new Set(found.map((r) => r.id));
      input.topicIds.forEach((id, index) => {
        if (!ok.has(id) && !keptTopics.has(id))
          errors.push({ path: `body.topicIds.${index}`, message: 'Unknown topic' });
      });
    }

    const usable = async (id: string) => {
      const user = await userRepository.row(scope, id).catch(() => null);
      return Boolean(user?.active);
    };
    const keptParticipants = new Set(current?.participantIds ?? []);
    const checked = new Map<string, boolean>();
    for (const [index, id] of input.participantIds.entries()) {
      if (keptParticipants.has(id)) continue;
      if (!checked.has(id)) checked.set(id, await usable(id));
      if (!checked.get(id)) errors.push({ path: `body.participantIds.${index}`, message: 'Unknown user' });
    }
    const owner = input.followUpRequired ? input.followUpOwnerId : null;
    if (owner && owner !== current?.row.followUpOwnerId && !(checked.get(owner) ?? (await usable(owner))))
      errors.push({ path: 'body.followUpOwnerId', message: 'Unknown user' });
    return errors;
  };

  const writeHistory = async (
    tx: Database,
    scope: RequestScope,
    interactionId: string,
    action: InteractionHistoryAction,
    changes: FieldChange[],
  ) => {
    await tx
      .insert(interactionHistory)
      .values({ tenantId: scope.tenantId, interactionId, userId: scope.userId, action, changes });
  };

  const stakeholderNamesOf = async (tx: Database, scope: RequestScope, ids: string[]) =>
    ids.length === 0
      ? []
      : tx
          .select({ id: stakeholders.id, name: stakeholders.name, kind: stakeholders.kind })
          .from(stakeholders)
          .where(and(eq(stakeholders.tenantId, scope.tenantId), inArray(stakeholders.id, ids)));

  /** Replaces the links; answers the history's before/after of each list that changed. */
  const writeLinks = async (
    tx: Database,
    scope: RequestScope,
    id: string,
    links: {
      stakeholders: Array<{ stakeholderId: string; role: string }>;
      participantIds: string[];
      topicIds: string[];
    },
    before: { stakeholders: Array<Ref & { role: string }>; participants: Ref[]; topics: Ref[] } | null,
  ): Promise<{ changes: FieldChange[]; stakeholderNames: string[] }> => {
    const tenantId = scope.tenantId;
    const changes: FieldChange[] = [];
    const uniqueStakeholders = [...new Map(links.stakeholders.map((s) => [s.stakeholderId, s])).values()];
    const named = byId(
      await stakeholderNamesOf(
        tx,
        scope,
        uniqueStakeholders.map((s) => s.stakeholderId),
      ),
    );
    const stakeholderAfter = uniqueStakeholders
      .map((s) => ({ id: s.stakeholderId, name: named.get(s.stakeholderId)?.name ?? '', role: s.role }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const roleKey = (list: Array<{ id: string; role: string }>) =>
      list
        .map((s) => `${s.id}:${s.role}`)
        .sort()
        .join();
    if (!before || roleKey(before.stakeholders) !== roleKey(stakeholderAfter)) {
      await tx
        .delete(interactionStakeholders)
        .where(
          and(eq(interactionStakeholders.tenantId, tenantId), eq(interactionStakeholders.interactionId, id)),
        );
      if (uniqueStakeholders.length > 0)
        await tx.insert(interactionStakeholders).values(
          uniqueStakeholders.map((s) => ({
            tenantId,
            interactionId: id,
            stakeholderId: s.stakeholderId,
            role: s.role,
          })),
        );
      if (before || stakeholderAfter.length > 0)
        changes.push({ field: 'stakeholders', before: before?.stakeholders ?? [], after: stakeholderAfter });
    }

    const participantIds = [...new Set(links.participantIds)];
    const participantAfter = [...(await userNames(scope, participantIds, tx)).entries()]
      .map(([uid, name]) => ({ id: uid, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (!before || !sameIds(before.participants, participantAfter)) {
      await tx
        .delete(interactionParticipants)
        .where(
          and(eq(interactionParticipants.tenantId, tenantId), eq(interactionParticipants.interactionId, id)),
        );
      if (participantIds.length > 0)
        await tx
          .insert(interactionParticipants)
          .values(participantIds.map((userId) => ({ tenantId, interactionId: id, userId })));
      if (before || participantAfter.length > 0)
        changes.push({ field: 'participants', before: before?.participants ?? [], after: participantAfter });
    }

    const topicIds = [...new Set(links.topicIds)];
    const topicAfter =
      topicIds.length === 0
        ? []
        : await tx
            .select({ id: topics.id, name: topics.name })
            .from(topics)
            .where(and(eq(topics.tenantId, tenantId), inArray(topics.id, topicIds)))
            .orderBy(asc(topics.name));
    if (!before || !sameIds(before.topics, topicAfter)) {
      await tx
        .delete(interactionTopics)
        .where(and(eq(interactionTopics.tenantId, tenantId), eq(interactionTopics.interactionId, id)));
      if (topicIds.length > 0)
        await tx
          .insert(interactionTopics)
          .values(topicIds.map((topicId) => ({ tenantId, interactionId: id, topicId })));
      if (before || topicAfter.length > 0)
        changes.push({ field: 'topics', before: before?.topics ?? [], after: topicAfter });
    }
    return { changes, stakeholderNames: stakeholderAfter.map((s) => s.name) };
  };

  const filtersOf = (scope: RequestScope, query: Partial<InteractionSearchQuery>): SQL[] => {
    const filters: SQL[] = [visible(scope)];
    for (const word of query.q ? wordPatterns(query.q) : [])
      filters.push(like(interactions.searchText, word));
    filters.push(...dateRange(query));
    if (query.type) filters.push(eq(interactions.typeCode, query.type));
    if (query.channel) filters.push(eq(interactions.channelCode, query.channel));
    if (query.classification) filters.push(eq(interactions.classificationCode, query.classification));
    if (query.status) filters.push(eq(interactions.statusCode, query.status));
    if (query.perception) filters.push(eq(interactions.perception, query.perception));
    if (query.direction) filters.push(eq(interactions.direction, query.direction));
    if (query.state) filters.push(eq(interactions.state, query.state));
    if (query.municipality)
      filters.push(sql`lower(${interactions.municipality}) = ${query.municipality.toLowerCase()}`);
    if (query.workspaceId) filters.push(eq(interactions.workspaceId, query.workspaceId));
    const linked = (
      table: typeof interactionStakeholders | typeof interactionTopics | typeof interactionParticipants,
      where: SQL,
    ) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(
            and(eq(table.tenantId, interactions.tenantId), eq(table.interactionId, interactions.id), where),
          ),
      );
    if (query.stakeholderId)
      filters.push(
        linked(interactionStakeholders, eq(interactionStakeholders.stakeholderId, query.stakeholderId)),
      );
    if (query.topicId) filters.push(linked(interactionTopics, eq(interactionTopics.topicId, query.topicId)));
    if (query.participantId)
      filters.push(linked(interactionParticipants, eq(interactionParticipants.userId, query.participantId)));
    if (query.ods) {
      // Chosen directly, or touched through a topic's category.
      filters.push(
        or(
          sql`${interactions.ods} @> array[${query.ods}]::smallint[]`,
          exists(
            db
              .select({ one: sql`1` })
              .from(interactionTopics)
              .innerJoin(
                topics,
                and(
                  eq(topics.tenantId, interactionTopics.tenantId),
                  eq(topics.id, interactionTopics.topicId),
                ),
              )
              .innerJoin(
                topicCategories,
                and(eq(topicCategories.tenantId, topics.tenantId), eq(topicCategories.id, topics.categoryId)),
              )
              .where(
                and(
                  eq(interactionTopics.tenantId, interactions.tenantId),
                  eq(interactionTopics.interactionId, interactions.id),
                  sql`${topicCategories.ods} @> array[${query.ods}]::integer[]`,
                ),
              ),
          ),
        ) as SQL,
      );
    }
    if (query.followUp) {
      filters.push(
        eq(interactions.followUpRequired, true),
        or(isNull(interactions.statusCode), notInArray(interactions.statusCode, [...closedStatuses])) as SQL,
      );
      if (query.followUp === 'overdue') filters.push(lt(interactions.followUpDue, todayInSaoPaulo()));
    }
    return filters;
  };

  return {
    findRow,
    visible,
    /** The search's WHERE (reach, not deleted, every filter): export and report read exactly its result set. */
    filtersOf,
    canEdit,
    participantIdsOf,

    get: async (scope: RequestScope, id: string): Promise<Interaction> =>
      full(scope, await findRow(scope, id)),

    search: async (scope: RequestScope, query: InteractionSearchQuery): Promise<InteractionPage> => {
      const where = and(...filtersOf(scope, query));
      const [field, direction] = (query.sort ?? 'startsAt,desc').split(',') as [
        keyof typeof interactionSortColumns,
        string,
      ];
      const column = interactionSortColumns[field] ?? interactions.startsAt;
      const order = direction === 'asc' ? asc : desc;
      const offset = (query.page - 1) * query.size;
      // The count stops a cap past the page's start: an exact count of a broad search reads the whole
      // tenant (~0.7 s for a million interactions; the page itself takes a few ms).
      const bound = offset + interactionTotalCap;
      const cappedCount = async (filter: SQL | undefined, limit: number): Promise<number> => {
        const matches = db
          .select({ one: sql`1` })
          .from(interactions)
          .where(filter)
          .limit(limit)
          .as('matches');
        const [counted] = await db.select({ n: count() }).from(matches);
        return counted?.n ?? 0;
      };
      // The capped count first (decision 0033): it tells how the page is best read. A subject sort counts
      // further: the words searched and the places filtered are part of the subjects, so walking the
      // subject index meets the matches late; up to fewSubjects of them are sorted after filtering.
      const few = offset + (field === 'subject' ? fewSubjects : interactionTotalCap);
      const n = await cappedCount(where, few + 1);
      const ranged = Boolean(query.from || query.to) && field !== 'startsAt';
      // Few matches: find them first, then sort — instead of walking the sort's index through rows that
      // do not match (seconds for a municipality sorted by code). A date range sorted by something other
      // than its date: sort the range's rows unless the range itself is large, because rows are created
      // near the day they start, so walking the created (or code) index from the newest skips every row
      // after the range first (4–13 s for a month of last year).
      const sortAfterFiltering =
        n <= few ||
        (ranged &&
          (await cappedCount(and(visible(scope), ...dateRange(query)), rangeSortCap + 1)) <= rangeSortCap);
      let rows: InteractionRow[] = [];
      if (n > offset && !sortAfterFiltering)
        rows = await db
          .select()
          .from(interactions)
          .where(where)
          .orderBy(order(column), order(interactions.id))
          .limit(query.size)
          .offset(offset);
      else if (n > offset) {
        // Ids first, by an order no index provides: the covering starts index answers the filters and
        // the sort keys it holds without reading the rows; then the page's rows by key.
        const ids = await db
          .select({ id: interactions.id })
          .from(interactions)
          .where(where)
          .orderBy(
            order(interactionSortExpressions[field] ?? interactionSortExpressions.startsAt),
            order(interactions.id),
          )
          .limit(query.size)
          .offset(offset);
        const byKey = byId(
          ids.length === 0
            ? []
            : await db
                .select()
                .from(interactions)
                .where(
                  and(
                    eq(interactions.tenantId, scope.tenantId),
                    inArray(
                      interactions.id,
                      ids.map((r) => r.id),
                    ),
                  ),
                ),
        );
        rows = ids.flatMap((r) => byKey.get(r.id) ?? []);
      }
      const linked = await linkedStakeholders(
        scope,
        rows.map((r) => r.id),
      );
      const byInteraction = new Map<string, Ref[]>();
      for (const l of linked) {
        const list = byInteraction.get(l.interactionId) ?? [];
        list.push({ id: l.id, name: l.name });
        byInteraction.set(l.interactionId, list);
      }
      const today = todayInSaoPaulo();
      const items: InteractionSummary[] = rows.map((row) => {
        const people = byInteraction.get(row.id) ?? [];
        return {
          id: row.id,
          code: row.code,
          workspaceId: row.workspaceId,
          startsAt: row.startsAt.toISOString(),
          subject: row.subject,
          direction: row.direction as InteractionSummary['direction'],
          typeCode: row.typeCode,
          channelCode: row.channelCode,
          classificationCode: row.classificationCode,
          statusCode: row.statusCode,
          perception: row.perception as InteractionSummary['perception'],
          state: row.state,
          municipality: row.municipality,
          stakeholders: people.slice(0, SUMMARY_STAKEHOLDERS),
          stakeholderCount: people.length,
          followUpRequired: row.followUpRequired,
          followUpDue: row.followUpDue,
          followUpOverdue: followUpState(row, today).overdue,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
      // A page that is not full tells the total by itself; otherwise the capped count does.
      const full = rows.length === query.size || (rows.length === 0 && offset > 0);
      const totalCapped = full && n > bound;
      return {
        items,
        total: full ? Math.min(n, bound) : offset + rows.length,
        ...(totalCapped ? { totalCapped } : {}),
        page: query.page,
        size: query.size,
      };
    },

    create: async (scope: RequestScope, input: InteractionWrite): Promise<Interaction> => {
      const workspaceId =
        input.workspaceId ??
        (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : scope.workspaceIds[0]);
      const errors = [
        ...(await checkReferences(scope, input, workspaceId as string)),
        ...(await survey.checkAnswers(scope, workspaceId as string, input.survey)),
      ];
      if (errors.length > 0) throw unprocessable(errors);
      const columns = toColumns(input);
      const now = new Date();
      const id = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const year = yearInSaoPaulo(now);
        // One row per tenant and year, locked by the upsert until the transaction ends: numbers never repeat.
        const [counter] = await tx
          .insert(interactionCounters)
          .values({ tenantId: scope.tenantId, year, last: 1 })
          .onConflictDoUpdate({
            target: [interactionCounters.tenantId, interactionCounters.year],
            set: { last: sql`${interactionCounters.last} + 1` },
          })
          .returning({ last: interactionCounters.last });
        const code = interactionCode(year, counter?.last ?? 1);
        const [row] = await tx
          .insert(interactions)
          .values({
            ...columns,
            tenantId: scope.tenantId,
            workspaceId: workspaceId as string,
            code,
            searchText: '',
            createdBy: scope.userId,
            updatedBy: scope.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const created = row as InteractionRow;
        const links = await writeLinks(tx, scope, created.id, input, null);
        await tx
          .update(interactions)
          .set({
            searchText: interactionSearchText({
              code,
              subject: created.subject,
              description: created.description,
              stakeholderNames: links.stakeholderNames,
            }),
          })
          .where(and(eq(interactions.tenantId, scope.tenantId), eq(interactions.id, created.id)));
        const answered = await survey.writeAnswers(tx, scope, created.id, input.survey, []);
        await writeHistory(tx, scope, created.id, 'created', [
          ...diffRows(null, created),
          ...links.changes,
          ...(answered ? [answered] : []),
        ]);
        return created.id;
      });
      return full(scope, await findRow(scope, id));
    },

    update: async (
      scope: RequestScope,
      current: InteractionRow,
      input: InteractionWrite,
    ): Promise<Interaction> => {
      const workspaceId = input.workspaceId ?? current.workspaceId;
      const [allLinked, participantsBefore, topicsBefore, answersBefore] = await Promise.all([
        allLinkedIds(scope, current.id),
        participantRefs(scope, current.id),
        topicRefs(scope, current.id),
        survey.answersOf(scope, current.id),
      ]);
      const errors = await checkReferences(scope, input, workspaceId, {
        row: current,
        stakeholderIds: allLinked.map((s) => s.stakeholderId),
        participantIds: participantsBefore.map((p) => p.id),
        topicIds: topicsBefore.map((t) => t.id),
      });
      errors.push(...(await survey.checkAnswers(scope, workspaceId, input.survey, answersBefore)));
      if (errors.length > 0) throw unprocessable(errors);
      // Links to stakeholders the caller cannot see were not in the form: they stay.
      const seen = new Set((await linkedStakeholders(scope, [current.id])).map((s) => s.id));
      const hidden = allLinked.filter((s) => !seen.has(s.stakeholderId));
      const asked = new Set(input.stakeholders.map((s) => s.stakeholderId));
      const stakeholderLinks = [...input.stakeholders, ...hidden.filter((s) => !asked.has(s.stakeholderId))];
      const columns = toColumns(input);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const namedBefore = byId(
          await stakeholderNamesOf(
            tx,
            scope,
            allLinked.map((s) => s.stakeholderId),
          ),
        );
        const stakeholdersBefore = allLinked
          .map((s) => ({
            id: s.stakeholderId,
            name: namedBefore.get(s.stakeholderId)?.name ?? '',
            role: s.role,
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
        const links = await writeLinks(
          tx,
          scope,
          current.id,
          { stakeholders: stakeholderLinks, participantIds: input.participantIds, topicIds: input.topicIds },
          {
            stakeholders: stakeholdersBefore,
            participants: participantsBefore,
            topics: topicsBefore.map(({ id, name }) => ({ id, name })),
          },
        );
        const [row] = await tx
          .update(interactions)
          .set({
            ...columns,
            workspaceId,
            searchText: interactionSearchText({
              code: current.code,
              subject: columns.subject,
              description: columns.description,
              stakeholderNames: links.stakeholderNames,
            }),
            updatedBy: scope.userId,
            updatedAt: new Date(),
          })
          .where(and(eq(interactions.tenantId, scope.tenantId), eq(interactions.id, current.id)))
          .returning();
        const answered = await survey.writeAnswers(tx, scope, current.id, input.survey, answersBefore);
        const changes = [
          ...diffRows(current, row as InteractionRow),
          ...links.changes,
          ...(answered ? [answered] : []),
        ];
        if (changes.length > 0) await writeHistory(tx, scope, current.id, 'updated', changes);
      });
      return full(scope, await findRow(scope, current.id));
    },

    /**
     * Soft delete: the row stays (with who and when), never appears again, and the history says so.
     * `alsoRemove` runs in the same transaction and answers more changes for the entry (the attachments,
     * which go with the record: docs/decisions/0030).
     */
    remove: async (
      scope: RequestScope,
      current: InteractionRow,
      alsoRemove?: (tx: Database) => Promise<FieldChange[]>,
    ): Promise<void> => {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const now = new Date();
        await tx
          .update(interactions)
          .set({ deletedAt: now, deletedBy: scope.userId })
          .where(and(eq(interactions.tenantId, scope.tenantId), eq(interactions.id, current.id)));
        const more = alsoRemove ? await alsoRemove(tx) : [];
        await writeHistory(tx, scope, current.id, 'deleted', [
          { field: 'deletedAt', before: null, after: now.toISOString() },
          ...more,
        ]);
      });
    },

    /**
     * A stakeholder's figures (GET stakeholders/{id}/social-interaction/resume) from the interactions of
     * the caller's reach it takes part in: how many, the latest, perceptions, open grievances (complaints
     * and grievances, by type or classification, whose status does not end them) and counts by type.
     */
    stakeholderResume: async (
      scope: RequestScope,
      stakeholderId: string,
      locale: LabelLocale,
    ): Promise<SocialInteractionResume> => {
      const where = and(
        visible(scope),
        exists(
          db
            .select({ one: sql`1` })
            .from(interactionStakeholders)
            .where(
              and(
                eq(interactionStakeholders.tenantId, interactions.tenantId),
                eq(interactionStakeholders.interactionId, interactions.id),
                eq(interactionStakeholders.stakeholderId, stakeholderId),
              ),
            ),
        ),
      );
      const grievance = ['complaint', 'grievance'];
      const [[totals], byType, typeLabels] = await Promise.all([
        db
          .select({
            total: count(),
            last: sql<string | null>`max(${interactions.startsAt})`,
            positive: sql<number>`count(*) filter (where ${interactions.perception} = 'positive')::int`,
            neutral: sql<number>`count(*) filter (where ${interactions.perception} = 'neutral')::int`,
            negative: sql<number>`count(*) filter (where ${interactions.perception} = 'negative')::int`,
            openGrievances: sql<number>`count(*) filter (where (${inArray(interactions.typeCode, grievance)} or ${inArray(interactions.classificationCode, grievance)}) and coalesce(${interactions.statusCode}, '') not in ('closed', 'answered', 'cancelled'))::int`,
          })
          .from(interactions)
          .where(where),
        db
          .select({ code: interactions.typeCode, count: count() })
          .from(interactions)
          .where(where)
          .groupBy(interactions.typeCode)
          .orderBy(desc(count()), asc(interactions.typeCode)),
        optionRepository.list(scope, interactionCodeLists.typeCode),
      ]);
      const labels = new Map(typeLabels.map((r) => [r.code, pickLabel(locale, r)]));
      return {
        total: totals?.total ?? 0,
        lastInteractionAt: totals?.last ? new Date(totals.last).toISOString() : null,
        perception: {
          positive: Number(totals?.positive ?? 0),
          neutral: Number(totals?.neutral ?? 0),
          negative: Number(totals?.negative ?? 0),
        },
        openGrievances: Number(totals?.openGrievances ?? 0),
        byType: byType.map((r) => ({ code: r.code, label: labels.get(r.code) ?? r.code, count: r.count })),
      };
    },

    details: async (
      scope: RequestScope,
      id: string,
      locale: LabelLocale,
      // The survey's questions come in the app's four languages; option labels in two.
      textLocale: AppLocale = locale,
    ): Promise<InteractionDetails> => {
      const row = await findRow(scope, id);
      const lists: string[] = Object.values(interactionCodeLists);
      const [record, surveyAnswers, [workspace], historyRows, ...labelRows] = await Promise.all([
        full(scope, row),
        survey.answerDetails(scope, row.id, textLocale),
        db
          .select({ id: workspaces.id, name: workspaces.name })
          .from(workspaces)
          .where(and(eq(workspaces.tenantId, scope.tenantId), eq(workspaces.id, row.workspaceId))),
        db
          .select({ entry: interactionHistory, userName: users.name })
          .from(interactionHistory)
          .leftJoin(
            users,
            and(eq(users.tenantId, interactionHistory.tenantId), eq(users.id, interactionHistory.userId)),
          )
          .where(
            and(eq(interactionHistory.tenantId, scope.tenantId), eq(interactionHistory.interactionId, id)),
          )
          .orderBy(desc(interactionHistory.createdAt), desc(interactionHistory.id)),
        ...lists.map((list) => optionRepository.list(scope, list)),
      ]);
      const labels = new Map(
        lists.map((list, i) => [
          list,
          new Map((labelRows[i] ?? []).map((r) => [r.code, pickLabel(locale, r)])),
        ]),
      );
      const label = (list: string, code: string | null) =>
        code ? (labels.get(list)?.get(code) ?? code) : null;
      const entries = historyRows.map(({ entry, userName }) => ({
        id: entry.id,
        action: entry.action as InteractionHistoryAction,
        userId: entry.userId,
        userName,
        at: entry.createdAt.toISOString(),
        changes: entry.changes,
      }));
      return {
        ...record,
        workspace: { id: row.workspaceId, name: workspace?.name ?? '' },
        labels: {
          type: label('interactionType', row.typeCode) ?? row.typeCode,
          channel: label('channel', row.channelCode),
          classification: label('classification', row.classificationCode),
          status: label('status', row.statusCode),
        },
        surveyAnswers,
        history: await historyLabels(scope, locale, entries, labels, textLocale),
      };
    },
  };
};

export type InteractionRepository = ReturnType<typeof createInteractionRepository>;
