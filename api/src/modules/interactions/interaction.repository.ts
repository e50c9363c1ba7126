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
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { countWithin } from '../../lib/search-count';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  defaultInteractionSettings,
  hasPermission,
  interactionTotalCap,
  type SearchCount,
  isGrievance,
  type InteractionSettings,
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
import { takeTurn } from '../../lib/take-turn';
import { linkedStakeholderOf, visibleIn, wordInSight, type RequestScope, requireView } from '../../lib/scope';
import { createRegisterSearch, pageTotal, type SearchSort } from '../../lib/search-paths';
import { foldedSql } from '../../lib/text';
import { readyAttachmentCount } from '../attachments/attachment.service';
import { notify } from '../notifications/notify';
import { createOptionRepository } from '../options/option.repository';
import { odsDirectOrThroughTopics } from '../topics/ods-through-topics';
import { keptTopicLinks, topicFilterInSight, topicInSight } from '../topics/topics-in-sight';
import {
  literal,
  placeholder,
  type WordName,
  wordNames,
  wordPatterns,
} from '../stakeholders/stakeholder-search.query';
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
import {
  grievanceFilterSql,
  grievanceOf,
  grievanceOverdue,
  grievanceTodayStart,
  openGrievanceSql,
} from './interaction-grievance';
import { readInteractionSettings } from './interaction-settings';
import {
  complainantHiddenFrom,
  complainantInSight,
  headsTheDesk,
  onTheDesk,
} from './interaction-confidential';
import {
  basicInfoOnly,
  isReadableChange,
  namedOf,
  wholeInteraction,
  withoutFileNames,
  withoutPersonalText,
} from './interaction-basic-info';
import {
  interactionSearchValues,
  interactionShapeOf,
  probesFirst,
  type InteractionBind,
} from './interaction-search.query';
import { createSurveyRepository } from './survey/survey.repository';
import { readSort } from '../../lib/sort';

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
  followUpDue: interactions.followUpDue,
} as const;

/** The search's order as one SQL list (the export and the report read in the list's order). */
export const interactionOrder = (sort: string | undefined): SQL => {
  const { field, direction } = readSort(sort, interactionSortColumns, 'startsAt,desc');
  const nulls = field === 'followUpDue' ? sql` nulls last` : sql``;
  return sql`${interactionSortColumns[field]} ${sql.raw(direction)}${nulls}, ${interactions.id} ${sql.raw(direction)}`;
};

/** The search's sort keys on a table (the register, or its alias in the probe's subquery). */
type SortedColumns = Record<keyof typeof interactionSortColumns | 'id', AnyPgColumn>;
const sortKeysOf = (table: SortedColumns): Record<string, AnyPgColumn> => ({
  startsAt: table.startsAt,
  code: table.code,
  subject: table.subject,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
  followUpDue: table.followUpDue,
});

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

  /** The stakeholders linked to an interaction, for its search (lib/scope). */
  const linkedStakeholder = linkedStakeholderOf(interactions, {
    table: interactionStakeholders,
    tenantId: interactionStakeholders.tenantId,
    recordId: interactionStakeholders.interactionId,
    stakeholderId: interactionStakeholders.stakeholderId,
  });

  /**
   * Tells a required follow-up's owner it is theirs (decision 0067), in the write's transaction: on a
   * new record, another owner, or a follow-up newly required — not when the writer names themselves
   * (notify skips the actor), nor on an import (the daily scan tells of its due dates instead).
   */
  const notifyFollowUpOwner = async (
    tx: Database,
    scope: RequestScope,
    before: InteractionRow | null,
    after: InteractionRow,
  ) => {
    if (!after.followUpRequired || !after.followUpOwnerId) return;
    if (before?.followUpRequired && before.followUpOwnerId === after.followUpOwnerId) return;
    await notify(tx, {
      tenantId: scope.tenantId,
      userIds: [after.followUpOwnerId],
      kind: 'owner_assigned',
      record: {
        type: 'interaction',
        id: after.id,
        workspaceId: after.workspaceId,
        title: `${after.code} — ${after.subject}`,
      },
      data: { dueDate: after.followUpDue },
      dedupeKey: `owner_assigned:interaction:${after.id}:${after.updatedAt.toISOString()}`,
      actorId: scope.userId,
    });
  };

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

  /**
   * Every linked topic, with whether the caller reads it (decision 0070): those out of sight are neither
   * named nor counted, and a save keeps them as stored; their categories' ODS stay the record's.
   */
  const topicRefs = async (
    scope: RequestScope,
    id: string,
    on: Database = db,
  ): Promise<Array<Ref & { ods: number[]; seen: boolean }>> =>
    on
      .select({
        id: topics.id,
        name: topics.name,
        ods: topicCategories.ods,
        seen: sql<boolean>`${topicInSight(scope)}`,
      })
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
      .then((rows) => rows.map((r) => ({ id: r.id, name: r.name, ods: r.ods ?? [], seen: r.seen === true })));

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
    // onlyBasicInfo (interaction-basic-info.ts): people counted, not named; what was said left out.
    const restricted = basicInfoOnly(scope);
    // A confidential grievance off its desk (interaction-confidential.ts): nobody named nor counted,
    // what was said left out, files counted.
    const complainantHidden = complainantHiddenFrom(
      scope,
      row,
      row.confidential && (await headsTheDesk(db, scope)),
    );
    const [linked, participants, topicList, names, answers, hiddenAttachments, settings] = await Promise.all([
      complainantHidden ? Promise.resolve([]) : linkedStakeholders(scope, [row.id]),
      participantRefs(scope, row.id),
      topicRefs(scope, row.id),
      userNames(scope, [row.followUpOwnerId, row.createdBy, row.updatedBy]),
      survey.answersOf(scope, row.id),
      restricted || complainantHidden
        ? readyAttachmentCount(db, scope, { type: 'interaction', id: row.id })
        : Promise.resolve(undefined),
      readInteractionSettings(db, scope.tenantId),
    ]);
    const ref = (id: string | null): Ref | null =>
      id && names.has(id) ? { id, name: names.get(id) as string } : null;
    // The goals of every linked topic's category are the record's (as the ODS filter and dashboard
    // count them); only the topics the caller reads are named (decision 0070).
    const odsDerived = [...new Set(topicList.flatMap((t) => t.ods))].sort((a, b) => a - b);
    const seenTopics = topicList.filter((t) => t.seen);
    const named = namedOf(linked, restricted);
    return withoutPersonalText(
      {
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
        stakeholders: named.map(({ id, name, kind, role }) => ({ id, name, kind, role })),
        participantIds: participants.map((p) => p.id),
        participants,
        topicIds: seenTopics.map((t) => t.id),
        topics: seenTopics.map(({ id, name }) => ({ id, name })),
        ods: row.ods,
        odsDerived,
        issuesRaised: row.issuesRaised,
        response: row.response,
        followUpRequired: row.followUpRequired,
        followUpDue: row.followUpDue,
        followUpOwnerId: row.followUpOwnerId,
        followUpOwner: ref(row.followUpOwnerId),
        followUpOverdue: followUpState(row).overdue,
        grievance: grievanceOf(row, settings),
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
        restricted,
        unnamedPeople: linked.length - named.length,
        // Files: counted for a restricted caller, who reads none of them; listed to anyone else.
        ...(hiddenAttachments === undefined ? {} : { hiddenAttachments }),
        confidential: row.confidential,
        complainantHidden,
      },
      restricted || complainantHidden,
    );
  };

  /**
   * The confidential flag a write leaves on the record (decision 0075): omitted, it stays (false on a
   * create). Only a grievance may be confidential, and only its desk may switch it off — a 422 on the
   * field. Off the desk, the follow-up owner stays too: naming another (or none) would change who is on
   * the desk, themselves included.
   */
  const confidentialOf = (
    input: InteractionWrite,
    current: InteractionRow | null,
    desk: boolean,
  ): { confidential: boolean; errors: FieldError[] } => {
    const confidential = input.confidential ?? current?.confidential ?? false;
    const errors: FieldError[] = [];
    if (confidential && !isGrievance(input))
      errors.push({
        path: 'body.confidential',
        message: 'Only a complaint or grievance may keep its complainant confidential',
        code: 'confidentialNotGrievance',
      });
    if (current?.confidential && !desk) {
      if (!confidential)
        errors.push({
          path: 'body.confidential',
          message: 'Only the grievance desk may make a confidential complainant known',
          code: 'confidentialDeskOnly',
        });
      const owner = input.followUpRequired ? (input.followUpOwnerId ?? null) : null;
      if (owner !== current.followUpOwnerId)
        errors.push({
          path: 'body.followUpOwnerId',
          message: 'Only the grievance desk may change who follows up a confidential grievance',
          code: 'confidentialOwnerDeskOnly',
        });
    }
    return { confidential, errors };
  };

  /**
   * Every reference the user chose, against what the caller can see (422 on the field): the workspace
   * (write reach), option codes of the tenant's lists (read reach, active), stakeholders (write reach),
   * users (the users area's visibility, active, able to open the interaction in its workspace), topics
   * (read reach). What the record already holds stays valid (an option deactivated since, a participant
   * who left).
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
        .where(and(topicInSight(scope), inArray(topics.id, [...new Set(askedTopics)])));
      const ok = new Set(found.map((r) => r.id));
      input.topicIds.forEach((id, index) => {
        if (!ok.has(id) && !keptTopics.has(id))
          errors.push({ path: `body.topicIds.${index}`, message: 'Unknown topic' });
      });
    }

    // People newly chosen: visible, active and able to open the interaction in its workspace.
    const keptParticipants = new Set(current?.participantIds ?? []);
    const owner = input.followUpRequired ? input.followUpOwnerId : null;
    const asked = input.participantIds
      .map((id, index) => ({ id, path: `body.participantIds.${index}` }))
      .filter(({ id }) => !keptParticipants.has(id));
    if (owner && owner !== current?.row.followUpOwnerId)
      asked.push({ id: owner, path: 'body.followUpOwnerId' });
    errors.push(...(await userRepository.assignable(scope, 'socialInteractions', workspaceId, asked)));
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

  /**
   * The search's filters within the caller's reach. `bind` takes each value as it is (the export, the
   * report), or as a named placeholder of a statement prepared once per shape (the search,
   * interaction-search.query).
   */
  const filtersOf = (
    scope: RequestScope,
    query: Partial<InteractionSearchQuery>,
    bind?: InteractionBind,
    restricted = basicInfoOnly(scope),
  ): SQL[] => {
    const b = bind ?? literal;
    const filters: SQL[] = [
      visibleIn(scope, interactions, scope.workspaceIds, bind),
      isNull(interactions.deletedAt),
    ];
    // The stakeholders linked to the row, those the caller sees and those they do not (decision 0029:
    // linked by someone with a wider reach, neither named nor counted — nor found by).
    const seen = visibleIn(scope, stakeholders, scope.workspaceIds, bind);
    // A confidential grievance off its desk is found by none of its stakeholders (decision 0075).
    const complainantSeen = () => complainantInSight(scope, bind);
    const ownWords = (pattern: string) =>
      like(foldedSql(sql`concat_ws(' ', ${interactions.code}, ${interactions.subject})`), pattern);
    const words = query.q ? wordPatterns(query.q) : [];
    words.forEach((word, i) => {
      const pattern = b(wordNames[i] as WordName, word);
      filters.push(like(interactions.searchText, pattern));
      // Off the desk of a confidential grievance the word must be its code's or its subject's.
      filters.push(or(complainantSeen(), ownWords(pattern)) as SQL);
      if (restricted) {
        // onlyBasicInfo: found only by what the caller reads — the code, the subject and the names of
        // organisations they see — never by a person's name or by what was said (interaction-basic-info).
        filters.push(
          or(
            ownWords(pattern),
            linkedStakeholder(
              and(
                seen,
                ne(stakeholders.kind, 'person'),
                like(foldedSql(sql`${stakeholders.name}`), pattern),
              ) as SQL,
              true,
            ),
          ) as SQL,
        );
        return;
      }
      filters.push(
        wordInSight(
          scope,
          linkedStakeholder,
          sql`concat_ws(' ', ${interactions.code}, ${interactions.subject}, ${interactions.description})`,
          pattern,
          bind,
        ),
      );
    });
    if (query.from) filters.push(gte(interactions.startsAt, b('from', dayStart(query.from))));
    if (query.to) filters.push(lt(interactions.startsAt, b('to', dayAfter(query.to))));
    if (query.type) filters.push(eq(interactions.typeCode, b('type', query.type)));
    if (query.channel) filters.push(eq(interactions.channelCode, b('channel', query.channel)));
    if (query.classification)
      filters.push(eq(interactions.classificationCode, b('classification', query.classification)));
    if (query.status) filters.push(eq(interactions.statusCode, b('status', query.status)));
    if (query.perception) filters.push(eq(interactions.perception, b('perception', query.perception)));
    if (query.direction) filters.push(eq(interactions.direction, b('direction', query.direction)));
    if (query.state) filters.push(eq(interactions.state, b('state', query.state)));
    if (query.municipality)
      filters.push(
        sql`lower(${interactions.municipality}) = ${b('municipality', query.municipality.toLowerCase())}`,
      );
    if (query.workspaceId) {
      // The workspace and those under it (a unit's sites; three levels at most), within the reach above.
      const chosen = b('workspaceId', query.workspaceId);
      filters.push(
        sql`${interactions.workspaceId} in (select w.id from ${workspaces} w
          left join ${workspaces} up on up.id = w.parent_id
          where w.tenant_id = ${b('tenantId', scope.tenantId)}
            and (w.id = ${chosen}::uuid or w.parent_id = ${chosen}::uuid or up.parent_id = ${chosen}::uuid))`,
      );
    }
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
    // Only a stakeholder the caller sees: another's id finds nothing, as it would open nothing. To an
    // onlyBasicInfo caller, neither does a person's: which interactions someone took part in is theirs.
    if (query.stakeholderId)
      filters.push(
        linkedStakeholder(
          and(
            eq(interactionStakeholders.stakeholderId, b('stakeholderId', query.stakeholderId)),
            seen,
            restricted ? ne(stakeholders.kind, 'person') : undefined,
          ) as SQL,
        ),
        complainantSeen(),
      );
    // The topic ids kept on the row: a posting list of interactions_filters_gin_idx (decision 0042).
    // A topic out of the caller's sight finds nothing (decision 0070).
    if (query.topicId)
      filters.push(
        sql`${interactions.topicIds} @> array[${b('topicId', query.topicId)}]::uuid[]`,
        topicFilterInSight(scope, b('topicId', query.topicId), bind),
      );
    if (query.participantId)
      filters.push(
        linked(
          interactionParticipants,
          eq(interactionParticipants.userId, b('participantId', query.participantId)),
        ),
      );
    // Chosen directly, or touched through a topic's category.
    if (query.ods)
      filters.push(
        odsDirectOrThroughTopics(db, interactions, b('tenantId', scope.tenantId), b('ods', query.ods)),
      );
    if (query.followUp) {
      filters.push(
        eq(interactions.followUpRequired, true),
        or(isNull(interactions.statusCode), notInArray(interactions.statusCode, [...closedStatuses])) as SQL,
      );
      if (query.followUp === 'overdue')
        filters.push(lt(interactions.followUpDue, b('today', todayInSaoPaulo())));
    }
    // Open, or past a target (either, or the one named): the dashboard's late figures count the same.
    if (query.grievance)
      filters.push(
        grievanceFilterSql(
          query.grievance,
          b('tenantId', scope.tenantId),
          b('grievanceToday', grievanceTodayStart()),
        ),
      );
    return filters;
  };

  /**
   * The list's rows for the page's ids, with the first linked stakeholders in reach and how many, in
   * one statement prepared once (subqueries built by drizzle, correlated to the outer row).
   */
  const noScope: RequestScope = { tenantId: '', workspaceIds: [], userId: '', permissions: {} as never };
  const linkedInReach = and(
    eq(interactionStakeholders.tenantId, interactions.tenantId),
    eq(interactionStakeholders.interactionId, interactions.id),
    visibleIn(noScope, stakeholders, [], placeholder),
  );
  const linkedOn = and(
    eq(stakeholders.tenantId, interactionStakeholders.tenantId),
    eq(stakeholders.id, interactionStakeholders.stakeholderId),
  );
  /** One statement each for every caller and for onlyBasicInfo ones, who see no person named or counted. */
  const summariesFor = (restricted: boolean) => {
    // Nobody of a confidential grievance off its desk (decision 0075).
    const inSight = and(linkedInReach, complainantInSight(noScope, placeholder));
    const named = restricted ? and(inSight, ne(stakeholders.kind, 'person')) : inSight;
    const firstLinked = db
      .select({ id: stakeholders.id, name: stakeholders.name })
      .from(interactionStakeholders)
      .innerJoin(stakeholders, linkedOn)
      .where(named)
      .orderBy(asc(stakeholders.name), asc(stakeholders.id))
      .limit(SUMMARY_STAKEHOLDERS);
    const linkedCount = db
      .select({ n: sql`count(*)::int` })
      .from(interactionStakeholders)
      .innerJoin(stakeholders, linkedOn)
      .where(named);
    return db
      .select({
        id: interactions.id,
        code: interactions.code,
        workspaceId: interactions.workspaceId,
        startsAt: interactions.startsAt,
        subject: interactions.subject,
        direction: interactions.direction,
        typeCode: interactions.typeCode,
        channelCode: interactions.channelCode,
        classificationCode: interactions.classificationCode,
        statusCode: interactions.statusCode,
        perception: interactions.perception,
        state: interactions.state,
        municipality: interactions.municipality,
        followUpRequired: interactions.followUpRequired,
        followUpDue: interactions.followUpDue,
        grievanceAcknowledgedOn: interactions.grievanceAcknowledgedOn,
        grievanceRespondedOn: interactions.grievanceRespondedOn,
        grievanceClosedOn: interactions.grievanceClosedOn,
        grievanceOutcome: interactions.grievanceOutcome,
        createdAt: interactions.createdAt,
        updatedAt: interactions.updatedAt,
        stakeholders: sql<Ref[] | string>`(select coalesce(json_agg(s), '[]'::json) from (${firstLinked}) s)`,
        stakeholderCount: sql<number>`(${linkedCount})`,
      })
      .from(interactions)
      .where(
        and(
          eq(interactions.tenantId, placeholder('tenantId', '')),
          sql`${interactions.id} = any(${placeholder('ids', [] as string[])}::uuid[])`,
        ),
      )
      .prepare(restricted ? 'interaction_search_summaries_basic' : 'interaction_search_summaries');
  };
  const summaries = { all: summariesFor(false), basic: summariesFor(true) };
  type SummaryRow = Awaited<ReturnType<typeof summaries.all.execute>>[number];

  /** The summaries in the page's order (postgres.js parses json, PGlite's driver may hand back text). */
  const summariesFrom = (
    found: SummaryRow[],
    ids: string[],
    restricted: boolean,
    settings: InteractionSettings,
  ): InteractionSummary[] => {
    const byKey = new Map(found.map((r) => [r.id, r]));
    const today = todayInSaoPaulo();
    return ids.flatMap((id) => {
      const row = byKey.get(id);
      if (!row) return [];
      const people =
        typeof row.stakeholders === 'string' ? (JSON.parse(row.stakeholders) as Ref[]) : row.stakeholders;
      return [
        {
          id: row.id,
          code: row.code,
          workspaceId: row.workspaceId,
          startsAt: new Date(row.startsAt).toISOString(),
          subject: row.subject,
          direction: row.direction as InteractionSummary['direction'],
          typeCode: row.typeCode,
          channelCode: row.channelCode,
          classificationCode: row.classificationCode,
          statusCode: row.statusCode,
          perception: row.perception as InteractionSummary['perception'],
          state: row.state,
          municipality: row.municipality,
          stakeholders: people,
          stakeholderCount: Number(row.stakeholderCount),
          followUpRequired: row.followUpRequired,
          followUpDue: row.followUpDue,
          followUpOverdue: followUpState(row, today).overdue,
          grievanceOverdue: grievanceOverdue(grievanceOf(row, settings, today)),
          restricted,
          createdAt: new Date(row.createdAt).toISOString(),
          updatedAt: new Date(row.updatedAt).toISOString(),
        },
      ];
    });
  };

  /** The sort of a search: its key on a table (the register or the probe's alias) and direction. */
  const sortOf = (sort: string | undefined, table: SortedColumns = interactions): SearchSort => {
    const keys = sortKeysOf(table);
    const { field, direction } = readSort(sort, keys, 'startsAt,desc');
    // The most overdue first (asc), or the furthest ahead (desc); interactions without one after them.
    const nulls = field === 'followUpDue' ? sql` nulls last` : undefined;
    return { key: keys[field] as AnyPgColumn, direction, nulls };
  };

  /** The page's ids of a query: its shape's statements, built once with placeholders (lib/search-paths). */
  type PageQuery = Partial<InteractionSearchQuery> & { restricted: boolean };
  const findPage = createRegisterSearch(db, 'interaction_search', interactions, {
    // onlyBasicInfo words match other columns, and a stakeholder filter only organisations (filtersOf):
    // shapes of their own.
    keyOf: (query: PageQuery) =>
      `${interactionShapeOf(query)}${query.restricted && (query.q || query.stakeholderId) ? ' basic' : ''}`,
    where: (query: PageQuery) => and(...filtersOf(noScope, query, placeholder, query.restricted)),
    sortOf: (query, on) => sortOf(query.sort, on),
    probesFirst,
  });

  return {
    /** For routes: a caller who may not view the area finds nothing (requireView). */
    findRow: async (scope: RequestScope, id: string): Promise<InteractionRow> => {
      requireView(scope, 'socialInteractions', 'Social interaction');
      return findRow(scope, id);
    },
    visible,
    /** The search's WHERE (reach, not deleted, every filter): export and report read exactly its result set. */
    filtersOf,
    canEdit,
    participantIdsOf,

    get: async (scope: RequestScope, id: string): Promise<Interaction> =>
      full(scope, await findRow(scope, id)),

    search: async (scope: RequestScope, query: InteractionSearchQuery): Promise<InteractionPage> => {
      const values = interactionSearchValues(scope, query);
      const restricted = basicInfoOnly(scope);
      // The page's ids by the shape's path (lib/search-paths, decisions 0033, 0037), then everything the
      // list shows of them in one statement.
      const { ids, n } = await findPage({ ...query, restricted }, values);
      const statement = restricted ? summaries.basic : summaries.all;
      const found = ids.length === 0 ? [] : await statement.execute({ ...values, ids });
      // The grievance targets only when the page holds a grievance: most pages hold none.
      const settings = found.some(isGrievance)
        ? await readInteractionSettings(db, scope.tenantId)
        : defaultInteractionSettings;
      const items = summariesFrom(found, ids, restricted, settings);
      return {
        items,
        ...pageTotal(items.length, values, n, interactionTotalCap),
        page: query.page,
        size: query.size,
      };
    },

    /** Every match of the search, not capped: what "Count all" asks of a broad search, once. */
    count: async (scope: RequestScope, query: InteractionSearchQuery): Promise<SearchCount> => {
      return countWithin(db, interactions, and(...filtersOf(scope, query)));
    },

    create: async (scope: RequestScope, body: InteractionWrite): Promise<Interaction> => {
      const input = wholeInteraction(body, null, basicInfoOnly(scope));
      const workspaceId =
        input.workspaceId ??
        (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : scope.workspaceIds[0]);
      const { confidential, errors: confidentialErrors } = confidentialOf(input, null, true);
      const errors = [
        ...confidentialErrors,
        ...(await checkReferences(scope, input, workspaceId as string)),
        ...(await survey.checkAnswers(scope, workspaceId as string, input.survey)),
      ];
      if (errors.length > 0) throw unprocessable(errors);
      const columns = { ...toColumns(input), confidential };
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
        await notifyFollowUpOwner(tx, scope, null, created);
        return created.id;
      });
      return full(scope, await findRow(scope, id));
    },

    update: async (
      scope: RequestScope,
      current: InteractionRow,
      body: InteractionWrite,
    ): Promise<Interaction> => {
      const restricted = basicInfoOnly(scope);
      // Off the desk of a confidential grievance (decision 0075), the stakeholders and what was said
      // were not in the form either: kept as stored, as onlyBasicInfo's.
      const desk = !current.confidential || onTheDesk(scope, current, await headsTheDesk(db, scope));
      const complainantHidden = !desk;
      // What the caller may not see is not part of their record (decision 0027): kept as stored.
      const input = wholeInteraction(body, current, restricted || complainantHidden);
      const { confidential, errors: confidentialErrors } = confidentialOf(input, current, desk);
      const workspaceId = input.workspaceId ?? current.workspaceId;
      const [allLinked, participantsBefore, topicsBefore, answers] = await Promise.all([
        allLinkedIds(scope, current.id),
        participantRefs(scope, current.id),
        topicRefs(scope, current.id),
        survey.answersBySight(scope, current.id),
      ]);
      const { seen: answersBefore, hidden: answersHidden } = answers;
      const errors = [...confidentialErrors];
      errors.push(
        ...(await checkReferences(scope, input, workspaceId, {
          row: current,
          stakeholderIds: allLinked.map((s) => s.stakeholderId),
          participantIds: participantsBefore.map((p) => p.id),
          topicIds: topicsBefore.map((t) => t.id),
        })),
      );
      errors.push(...(await survey.checkAnswers(scope, workspaceId, input.survey, answersBefore)));
      if (errors.length > 0) throw unprocessable(errors);
      // Links to stakeholders the caller cannot see (or, onlyBasicInfo, to people) were not in the form:
      // they stay exactly as stored, role included, whatever the body says of them (one who knows the
      // id changes nothing it could not read).
      const seen = new Set(
        complainantHidden
          ? []
          : namedOf(await linkedStakeholders(scope, [current.id]), restricted).map((s) => s.id),
      );
      const hidden = allLinked.filter((s) => !seen.has(s.stakeholderId));
      const hiddenIds = new Set(hidden.map((s) => s.stakeholderId));
      const stakeholderLinks = [
        ...input.stakeholders.filter((s) => !hiddenIds.has(s.stakeholderId)),
        ...hidden,
      ];
      // Topics out of sight too (decision 0070): kept as stored.
      const { topicIds } = keptTopicLinks(
        input.topicIds,
        topicsBefore.map((t) => t.id),
        new Set(topicsBefore.filter((t) => t.seen).map((t) => t.id)),
      );
      const columns = { ...toColumns(input), confidential };
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // Edits of one record take turns, and each applies only over the version it was made on: the
        // form's (expectedUpdatedAt), else the one read above. Without the lock two saves at once
        // would both write their links and history over the same "before".
        await takeTurn(tx, interactions, current, input.expectedUpdatedAt, 'Social interaction');
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
          { stakeholders: stakeholderLinks, participantIds: input.participantIds, topicIds },
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
            // The links as stored: writeLinks keeps them when the topics did not change, including a
            // link to a topic deleted since, which the row's copy keeps too (decision 0042).
            topicIds: sql`array(select ${interactionTopics.topicId} from ${interactionTopics}
              where ${interactionTopics.tenantId} = ${scope.tenantId}
                and ${interactionTopics.interactionId} = ${current.id} order by 1)`,
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
        const answered = await survey.writeAnswers(
          tx,
          scope,
          current.id,
          input.survey,
          answersBefore,
          answersHidden,
        );
        const changes = [
          ...diffRows(current, row as InteractionRow),
          ...links.changes,
          ...(answered ? [answered] : []),
        ];
        if (changes.length > 0) await writeHistory(tx, scope, current.id, 'updated', changes);
        await notifyFollowUpOwner(tx, scope, current, row as InteractionRow);
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
        // Once: a second delete at the same moment finds the row deleted and writes nothing.
        const [deleted] = await tx
          .update(interactions)
          .set({ deletedAt: now, deletedBy: scope.userId })
          .where(
            and(
              eq(interactions.tenantId, scope.tenantId),
              eq(interactions.id, current.id),
              isNull(interactions.deletedAt),
            ),
          )
          .returning({ id: interactions.id });
        if (!deleted) throw notFound('Social interaction');
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
     * and grievances, by type or classification, neither closed as grievances nor in a status that ends
     * them) and counts by type.
     */
    stakeholderResume: async (
      scope: RequestScope,
      stakeholderId: string,
      locale: LabelLocale,
    ): Promise<SocialInteractionResume> => {
      const where = and(
        visible(scope),
        // Not a confidential grievance off its desk: its complainant is not known to the caller.
        complainantInSight(scope),
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
      const [[totals], byType, typeLabels] = await Promise.all([
        db
          .select({
            total: count(),
            last: sql<string | null>`max(${interactions.startsAt})`,
            positive: sql<number>`count(*) filter (where ${interactions.perception} = 'positive')::int`,
            neutral: sql<number>`count(*) filter (where ${interactions.perception} = 'neutral')::int`,
            negative: sql<number>`count(*) filter (where ${interactions.perception} = 'negative')::int`,
            openGrievances: sql<number>`count(*) filter (where ${openGrievanceSql()})::int`,
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
      // Off the desk of a confidential grievance (decision 0075), its links to stakeholders and what was
      // said are not in its history either, and its files are counted, as onlyBasicInfo reads them.
      const restricted = basicInfoOnly(scope) || record.complainantHidden;
      const hiddenLinks = record.complainantHidden;
      const entries = historyRows.map(({ entry, userName }) => ({
        id: entry.id,
        action: entry.action as InteractionHistoryAction,
        userId: entry.userId,
        userName,
        at: entry.createdAt.toISOString(),
        changes: entry.changes
          .filter((change) => isReadableChange(restricted, change))
          .filter((change) => !(hiddenLinks && change.field === 'stakeholders'))
          .map((change) => withoutFileNames(change, restricted)),
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
        history: await historyLabels(scope, locale, entries, labels, textLocale, restricted),
      };
    },
  };
};

export type InteractionRepository = ReturnType<typeof createInteractionRepository>;
