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
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { countWithin } from '../../lib/search-count';
import {
  commitmentTotalCap,
  negotiationPlanTransitions,
  type Agreement,
  type FieldError,
  type NegotiationPlan,
  type NegotiationPlanDetails,
  type NegotiationPlanPage,
  type NegotiationPlanSearchQuery,
  type NegotiationPlanStatus,
  type NegotiationPlanWrite,
  type SearchCount,
} from '@conexoes/shared/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  commitmentHistory,
  commitments,
  interactions,
  negotiationAgreements,
  negotiationPlanInteractions,
  negotiationPlans,
  negotiationPlanStakeholders,
  negotiationPlanTopics,
  stakeholders,
  users,
  workspaces,
  type FieldChange,
  type NegotiationAgreementRow,
  type NegotiationPlanRow,
} from '../../db/schema';
import type { LabelLocale } from '../../lib/locale';
import { conflict, notFound, unprocessable } from '../../lib/problem';
import { takeTurn } from '../../lib/take-turn';
import { linkedStakeholderOf, visibleIn, wordInSight, type RequestScope, requireView } from '../../lib/scope';
import { readsInteractions } from '../interactions/interaction-basic-info';
import { interactionsInReach, openableInteractions } from './linked-interactions';
import { notify } from '../notifications/notify';
import { wordPatterns } from '../stakeholders/stakeholder-search.query';
import { createActionPlanRepository } from './action-plan.repository';
import { can, filesHidden, mayEdit } from './commitment-access';
import { readyAttachmentCount } from '../attachments/attachment.service';
import { diffOf, listChange, nextCode, searchTextOf } from './commitment.fields';
import { createCommitmentHistoryReader, writeHistory } from './commitment-history';
import {
  commitmentNamed,
  createReferenceChecks,
  interactionNames,
  stakeholderNames,
  topicNames,
} from './commitment-links';
import { readSort } from '../../lib/sort';
import { keptTopicLinks, topicFilterInSight, topicsInSightAmong } from '../topics/topics-in-sight';

type Ref = { id: string; name: string };
const tracked = [
  'workspaceId',
  'title',
  'objective',
  'status',
  'responsibleId',
  'startDate',
  'endDate',
] as const;
const SUMMARY_STAKEHOLDERS = 5;

export const negotiationPlanSortColumns = {
  code: negotiationPlans.code,
  title: negotiationPlans.title,
  startDate: negotiationPlans.startDate,
  status: negotiationPlans.status,
  createdAt: negotiationPlans.createdAt,
  updatedAt: negotiationPlans.updatedAt,
} as const;

const agreementKey = (list: Array<{ id: string; text: string; date: string }>) =>
  list.map((a) => `${a.id}|${a.text}|${a.date}`).join('\n');

/** Negotiation plans of the scope's workspaces (issue 12). Every function takes the request scope first. */
export const createNegotiationPlanRepository = (db: Database) => {
  const checks = createReferenceChecks(db);
  const actionPlans = createActionPlanRepository(db);
  const readHistory = createCommitmentHistoryReader(db);

  const visible = (scope: RequestScope): SQL =>
    and(visibleIn(scope, negotiationPlans), isNull(negotiationPlans.deletedAt)) as SQL;

  const findRow = async (scope: RequestScope, id: string, on: Database = db): Promise<NegotiationPlanRow> => {
    const [row] = await on
      .select()
      .from(negotiationPlans)
      .where(and(visible(scope), eq(negotiationPlans.id, id)));
    if (!row) throw notFound('Negotiation plan');
    return row;
  };

  const canEdit = (scope: RequestScope, row: NegotiationPlanRow) =>
    mayEdit(scope, [row.createdBy, row.responsibleId]);

  const linkIds = async (scope: RequestScope, id: string, on: Database = db) => {
    const where = (t: { tenantId: AnyPgColumn; planId: AnyPgColumn }) =>
      and(eq(t.tenantId, scope.tenantId), eq(t.planId, id));
    const [s, t, i] = await Promise.all([
      on
        .select({ id: negotiationPlanStakeholders.stakeholderId })
        .from(negotiationPlanStakeholders)
        .where(where(negotiationPlanStakeholders)),
      on
        .select({ id: negotiationPlanTopics.topicId })
        .from(negotiationPlanTopics)
        .where(where(negotiationPlanTopics)),
      on
        .select({ id: negotiationPlanInteractions.interactionId })
        .from(negotiationPlanInteractions)
        .where(where(negotiationPlanInteractions)),
    ]);
    return {
      stakeholderIds: s.map((r) => r.id),
      topicIds: t.map((r) => r.id),
      interactionIds: i.map((r) => r.id),
    };
  };

  /**
   * Stakeholders and interactions the caller can see, of these ids: interactions only for a caller
   * in the interactions area (readsInteractions) — to anyone else the plan's meetings are kept, unseen.
   */
  const visibleIds = async (scope: RequestScope, stakeholderIds: string[], interactionIds: string[]) => {
    const [s, i] = await Promise.all([
      stakeholderIds.length
        ? db
            .select({ id: stakeholders.id })
            .from(stakeholders)
            .where(and(visibleIn(scope, stakeholders), inArray(stakeholders.id, stakeholderIds)))
        : [],
      openableInteractions(db, scope, interactionIds),
    ]);
    return { stakeholders: new Set(s.map((r) => r.id)), interactions: i };
  };

  const agreementsOf = async (
    scope: RequestScope,
    planId: string,
    on: Database = db,
  ): Promise<Agreement[]> => {
    const rows = await on
      .select({
        a: negotiationAgreements,
        cId: commitments.id,
        cCode: commitments.code,
        cTitle: commitments.title,
        cWs: commitments.workspaceId,
      })
      .from(negotiationAgreements)
      .leftJoin(
        commitments,
        and(
          eq(commitments.tenantId, negotiationAgreements.tenantId),
          eq(commitments.sourceAgreementId, negotiationAgreements.id),
          isNull(commitments.deletedAt),
        ),
      )
      .where(
        and(eq(negotiationAgreements.tenantId, scope.tenantId), eq(negotiationAgreements.planId, planId)),
      )
      .orderBy(asc(negotiationAgreements.sortOrder), asc(negotiationAgreements.createdAt));
    return rows.map((r) => ({
      id: r.a.id,
      text: r.a.text,
      date: r.a.date,
      // A commitment in a workspace out of reach is named by nobody here.
      commitment:
        r.cId && r.cWs && scope.workspaceIds.includes(r.cWs)
          ? { id: r.cId, code: r.cCode as string, title: r.cTitle as string }
          : null,
    }));
  };

  const full = async (scope: RequestScope, row: NegotiationPlanRow): Promise<NegotiationPlan> => {
    const [links, agreements, planIds] = await Promise.all([
      linkIds(scope, row.id),
      agreementsOf(scope, row.id),
      actionPlans.idOf(scope, 'negotiation_plan', [row.id]),
    ]);
    const [seen, topicsSeen] = await Promise.all([
      visibleIds(scope, links.stakeholderIds, links.interactionIds),
      // Topics out of the caller's sight are neither named nor counted (decision 0070).
      topicsInSightAmong(db, scope, links.topicIds),
    ]);
    return {
      id: row.id,
      code: row.code,
      workspaceId: row.workspaceId,
      title: row.title,
      objective: row.objective,
      status: row.status as NegotiationPlanStatus,
      responsibleId: row.responsibleId,
      startDate: row.startDate,
      endDate: row.endDate,
      stakeholderIds: links.stakeholderIds.filter((id) => seen.stakeholders.has(id)),
      topicIds: links.topicIds.filter((id) => topicsSeen.has(id)),
      interactionIds: links.interactionIds.filter((id) => seen.interactions.has(id)),
      agreements,
      actionPlanId: planIds.get(row.id) as string,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canEdit: canEdit(scope, row),
      canDelete: can(scope, 'delete'),
    };
  };

  const checkInput = async (
    scope: RequestScope,
    input: NegotiationPlanWrite,
    workspaceId: string,
    current?: {
      row: NegotiationPlanRow;
      stakeholderIds: string[];
      topicIds: string[];
      interactionIds: string[];
    },
  ): Promise<FieldError[]> => {
    const errors: FieldError[] = [...checks.workspace(scope, workspaceId)];
    const from = current?.row.status as NegotiationPlanStatus | undefined;
    if (
      from
        ? from !== input.status && !negotiationPlanTransitions[from].includes(input.status)
        : ['closed', 'cancelled'].includes(input.status)
    )
      errors.push({
        path: 'body.status',
        message: from
          ? `A plan cannot go from ${from} to ${input.status}`
          : `A new plan cannot start as ${input.status}`,
        code: 'statusTransition',
        params: { from: from ?? '', to: input.status },
      });
    errors.push(
      ...(await checks.user(
        scope,
        input.responsibleId,
        current?.row.responsibleId,
        'body.responsibleId',
        workspaceId,
      )),
      ...(await checks.stakeholders(
        scope,
        input.stakeholderIds,
        current?.stakeholderIds ?? [],
        'body.stakeholderIds',
      )),
      ...(await checks.topics(scope, input.topicIds, current?.topicIds ?? [], 'body.topicIds')),
      ...(await checks.interactions(
        scope,
        input.interactionIds,
        current?.interactionIds ?? [],
        'body.interactionIds',
      )),
    );
    return errors;
  };

  /** Replaces a link table's rows of the plan. */
  const replaceLinks = async (
    tx: Database,
    scope: RequestScope,
    planId: string,
    table:
      typeof negotiationPlanStakeholders | typeof negotiationPlanTopics | typeof negotiationPlanInteractions,
    column: 'stakeholderId' | 'topicId' | 'interactionId',
    ids: string[],
  ) => {
    await tx.delete(table).where(and(eq(table.tenantId, scope.tenantId), eq(table.planId, planId)));
    const unique = [...new Set(ids)];
    if (unique.length)
      await tx
        .insert(table)
        .values(unique.map((id) => ({ tenantId: scope.tenantId, planId, [column]: id })) as never);
  };

  /** Writes the links and the agreements; answers the history's list changes and the stakeholder names. */
  const writeLinks = async (
    tx: Database,
    scope: RequestScope,
    planId: string,
    input: {
      stakeholderIds: string[];
      topicIds: string[];
      interactionIds: string[];
      agreements: NegotiationPlanWrite['agreements'];
    },
    before: {
      stakeholderIds: string[];
      topicIds: string[];
      interactionIds: string[];
      agreements: NegotiationAgreementRow[];
    } | null,
  ) => {
    const changes: FieldChange[] = [];
    const [sAfter, tAfter, iAfter] = await Promise.all([
      stakeholderNames(tx, scope.tenantId, input.stakeholderIds),
      topicNames(tx, scope.tenantId, input.topicIds),
      interactionNames(tx, scope.tenantId, input.interactionIds),
    ]);
    const lists: Array<
      [
        string,
        (
          | typeof negotiationPlanStakeholders
          | typeof negotiationPlanTopics
          | typeof negotiationPlanInteractions
        ),
        'stakeholderId' | 'topicId' | 'interactionId',
        string[],
        Ref[],
        string[] | null,
      ]
    > = [
      [
        'stakeholders',
        negotiationPlanStakeholders,
        'stakeholderId',
        input.stakeholderIds,
        sAfter,
        before?.stakeholderIds ?? null,
      ],
      ['topics', negotiationPlanTopics, 'topicId', input.topicIds, tAfter, before?.topicIds ?? null],
      [
        'interactions',
        negotiationPlanInteractions,
        'interactionId',
        input.interactionIds,
        iAfter,
        before?.interactionIds ?? null,
      ],
    ];
    for (const [field, table, column, ids, after, beforeIds] of lists) {
      const beforeNamed =
        beforeIds === null
          ? null
          : field === 'stakeholders'
            ? await stakeholderNames(tx, scope.tenantId, beforeIds)
            : field === 'topics'
              ? await topicNames(tx, scope.tenantId, beforeIds)
              : await interactionNames(tx, scope.tenantId, beforeIds);
      const change = listChange(field, beforeNamed, after);
      if (change.length || beforeIds === null) await replaceLinks(tx, scope, planId, table, column, ids);
      changes.push(...change);
    }

    // Agreements: kept by id, new ones inserted, missing ones removed (refused once a commitment exists).
    const existing = new Map((before?.agreements ?? []).map((a) => [a.id, a]));
    const keptIds = new Set(input.agreements.map((a) => a.id).filter(Boolean));
    const unknown = input.agreements.flatMap((a, i) =>
      a.id && !existing.has(a.id) ? [{ path: `body.agreements.${i}.id`, message: 'Unknown agreement' }] : [],
    );
    if (unknown.length) throw unprocessable(unknown);
    const removed = [...existing.keys()].filter((id) => !keptIds.has(id));
    if (removed.length) {
      const [used] = await tx
        .select({ code: commitments.code, workspaceId: commitments.workspaceId })
        .from(commitments)
        .where(
          and(
            eq(commitments.tenantId, scope.tenantId),
            inArray(commitments.sourceAgreementId, removed),
            isNull(commitments.deletedAt),
          ),
        )
        .limit(1);
      if (used)
        throw conflict(
          `An agreement that became ${commitmentNamed(scope, used)} cannot be removed from the plan`,
        );
      await tx
        .delete(negotiationAgreements)
        .where(
          and(eq(negotiationAgreements.tenantId, scope.tenantId), inArray(negotiationAgreements.id, removed)),
        );
    }
    const afterAgreements: Array<{ id: string; text: string; date: string }> = [];
    for (const [index, a] of input.agreements.entries()) {
      if (a.id) {
        await tx
          .update(negotiationAgreements)
          .set({ text: a.text, date: a.date, sortOrder: index })
          .where(and(eq(negotiationAgreements.tenantId, scope.tenantId), eq(negotiationAgreements.id, a.id)));
        afterAgreements.push({ id: a.id, text: a.text, date: a.date });
      } else {
        const [made] = await tx
          .insert(negotiationAgreements)
          .values({ tenantId: scope.tenantId, planId, text: a.text, date: a.date, sortOrder: index })
          .returning({ id: negotiationAgreements.id });
        afterAgreements.push({ id: made?.id as string, text: a.text, date: a.date });
      }
    }
    const beforeAgreements = (before?.agreements ?? []).map((a) => ({
      id: a.id,
      text: a.text,
      date: a.date,
    }));
    if (
      agreementKey(beforeAgreements) !== agreementKey(afterAgreements) &&
      (before || afterAgreements.length)
    )
      changes.push({
        field: 'agreements',
        before: beforeAgreements.map((a) => ({ id: a.id, name: a.text })),
        after: afterAgreements.map((a) => ({ id: a.id, name: a.text })),
      });
    return { changes, stakeholderNames: sAfter.map((s) => s.name) };
  };

  const notifyResponsible = async (tx: Database, scope: RequestScope, row: NegotiationPlanRow, at: Date) =>
    notify(tx, {
      tenantId: scope.tenantId,
      userIds: [row.responsibleId],
      kind: 'owner_assigned',
      record: {
        type: 'negotiation_plan',
        id: row.id,
        workspaceId: row.workspaceId,
        title: `${row.code} — ${row.title}`,
      },
      dedupeKey: `owner_assigned:negotiation_plan:${row.id}:${at.toISOString()}`,
      actorId: scope.userId,
    });

  const linkedStakeholder = linkedStakeholderOf(negotiationPlans, {
    table: negotiationPlanStakeholders,
    tenantId: negotiationPlanStakeholders.tenantId,
    recordId: negotiationPlanStakeholders.planId,
    stakeholderId: negotiationPlanStakeholders.stakeholderId,
  });
  const filtersOf = (scope: RequestScope, query: Partial<NegotiationPlanSearchQuery>): SQL[] => {
    const filters: SQL[] = [visible(scope)];
    // search_text holds every linked stakeholder's name: one outside the caller's reach finds nothing.
    for (const word of query.q ? wordPatterns(query.q) : [])
      filters.push(
        like(negotiationPlans.searchText, word),
        wordInSight(
          scope,
          linkedStakeholder,
          sql`concat_ws(' ', ${negotiationPlans.code}, ${negotiationPlans.title}, ${negotiationPlans.objective})`,
          word,
        ),
      );
    if (query.status) filters.push(eq(negotiationPlans.status, query.status));
    if (query.workspaceId) filters.push(eq(negotiationPlans.workspaceId, query.workspaceId));
    if (query.responsibleId) filters.push(eq(negotiationPlans.responsibleId, query.responsibleId));
    if (query.from) filters.push(gte(negotiationPlans.startDate, query.from));
    if (query.to) filters.push(lte(negotiationPlans.startDate, query.to));
    const linked = (table: typeof negotiationPlanStakeholders | typeof negotiationPlanTopics, where: SQL) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(
            and(eq(table.tenantId, negotiationPlans.tenantId), eq(table.planId, negotiationPlans.id), where),
          ),
      );
    // Only a stakeholder the caller sees: another's id finds nothing, as it would open nothing.
    if (query.stakeholderId)
      filters.push(
        linkedStakeholder(
          and(
            eq(negotiationPlanStakeholders.stakeholderId, query.stakeholderId),
            visibleIn(scope, stakeholders),
          ) as SQL,
        ),
      );
    // A topic out of the caller's sight finds nothing (decision 0070).
    if (query.topicId)
      filters.push(
        linked(negotiationPlanTopics, eq(negotiationPlanTopics.topicId, query.topicId)),
        topicFilterInSight(scope, query.topicId),
      );
    return filters;
  };

  /** Visible stakeholders of many plans, by name. */
  const stakeholdersOf = async (scope: RequestScope, planIds: string[]) => {
    if (planIds.length === 0) return new Map<string, Ref[]>();
    const rows = await db
      .select({ planId: negotiationPlanStakeholders.planId, id: stakeholders.id, name: stakeholders.name })
      .from(negotiationPlanStakeholders)
      .innerJoin(
        stakeholders,
        and(
          eq(stakeholders.tenantId, negotiationPlanStakeholders.tenantId),
          eq(stakeholders.id, negotiationPlanStakeholders.stakeholderId),
        ),
      )
      .where(
        and(
          eq(negotiationPlanStakeholders.tenantId, scope.tenantId),
          inArray(negotiationPlanStakeholders.planId, planIds),
          visibleIn(scope, stakeholders),
        ),
      )
      .orderBy(asc(stakeholders.name), asc(stakeholders.id));
    const out = new Map<string, Ref[]>();
    for (const r of rows) out.set(r.planId, [...(out.get(r.planId) ?? []), { id: r.id, name: r.name }]);
    return out;
  };

  return {
    /** For routes: a caller who may not view the area finds nothing (requireView). */
    findRow: async (scope: RequestScope, id: string, on: Database = db): Promise<NegotiationPlanRow> => {
      requireView(scope, 'customModules', 'Negotiation plan');
      return findRow(scope, id, on);
    },
    visible,
    filtersOf,
    canEdit,
    stakeholdersOf,

    get: async (scope: RequestScope, id: string) => full(scope, await findRow(scope, id)),

    details: async (
      scope: RequestScope,
      id: string,
      locale: LabelLocale,
    ): Promise<NegotiationPlanDetails> => {
      const row = await findRow(scope, id);
      const record = await full(scope, row);
      const [
        named,
        [workspace],
        topicRows,
        interactionRows,
        stakeholderRows,
        progress,
        history,
        hiddenInteractions,
        hiddenAttachments,
      ] = await Promise.all([
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(
            and(
              eq(users.tenantId, scope.tenantId),
              inArray(
                users.id,
                [row.responsibleId, row.createdBy, row.updatedBy].filter((v): v is string => Boolean(v)),
              ),
            ),
          ),
        db
          .select({ name: workspaces.name })
          .from(workspaces)
          .where(and(eq(workspaces.tenantId, scope.tenantId), eq(workspaces.id, row.workspaceId))),
        topicNames(db, scope.tenantId, record.topicIds),
        record.interactionIds.length
          ? db
              .select({
                id: interactions.id,
                code: interactions.code,
                subject: interactions.subject,
                startsAt: interactions.startsAt,
              })
              .from(interactions)
              .where(
                and(
                  eq(interactions.tenantId, scope.tenantId),
                  inArray(interactions.id, record.interactionIds),
                ),
              )
              .orderBy(desc(interactions.startsAt))
          : [],
        record.stakeholderIds.length
          ? db
              .select({ id: stakeholders.id, name: stakeholders.name, kind: stakeholders.kind })
              .from(stakeholders)
              .where(
                and(
                  eq(stakeholders.tenantId, scope.tenantId),
                  inArray(stakeholders.id, record.stakeholderIds),
                ),
              )
              .orderBy(asc(stakeholders.name))
          : [],
        actionPlans.progressOf(scope, [record.actionPlanId]),
        readHistory(
          scope,
          locale,
          and(
            eq(commitmentHistory.recordType, 'negotiation_plan'),
            eq(commitmentHistory.recordId, row.id),
          ) as SQL,
        ),
        // The linked interactions in reach that the caller's flags keep closed: every one in reach for a
        // caller outside the interactions area, none for anyone else (they open all in reach). One
        // outside their workspaces is not theirs to know of, not even as a number.
        readsInteractions(scope)
          ? 0
          : linkIds(scope, row.id).then(
              async (links) => (await interactionsInReach(db, scope, links.interactionIds)).size,
            ),
        // Files the caller may not list are counted for them (decision 0059).
        filesHidden(scope)
          ? readyAttachmentCount(db, scope, { type: 'negotiation_plan', id: row.id })
          : undefined,
      ]);
      const names = new Map(named.map((u) => [u.id, u.name]));
      const ref = (uid: string | null) =>
        uid && names.has(uid) ? { id: uid, name: names.get(uid) as string } : null;
      return {
        ...record,
        workspace: { id: row.workspaceId, name: workspace?.name ?? '' },
        responsible: ref(row.responsibleId),
        stakeholders: stakeholderRows.map((s) => ({
          id: s.id,
          name: s.name,
          kind: s.kind as NegotiationPlanDetails['stakeholders'][number]['kind'],
        })),
        topics: topicRows,
        interactions: interactionRows.map((i) => ({
          id: i.id,
          code: i.code,
          subject: i.subject,
          startsAt: i.startsAt.toISOString(),
        })),
        ...(hiddenInteractions > 0 ? { hiddenInteractions } : {}),
        ...(hiddenAttachments === undefined ? {} : { hiddenAttachments }),
        progress: progress.get(record.actionPlanId) ?? { total: 0, completed: 0, percent: 0 },
        createdBy: ref(row.createdBy),
        updatedBy: ref(row.updatedBy),
        history,
      };
    },

    /** Every match of the search, not capped: what "Count all" asks of a broad search, once. */
    count: async (scope: RequestScope, query: NegotiationPlanSearchQuery): Promise<SearchCount> => {
      return countWithin(db, negotiationPlans, and(...filtersOf(scope, query)));
    },

    search: async (scope: RequestScope, query: NegotiationPlanSearchQuery): Promise<NegotiationPlanPage> => {
      const where = and(...filtersOf(scope, query));
      const { field, direction } = readSort(query.sort, negotiationPlanSortColumns, 'startDate,desc');
      const column = negotiationPlanSortColumns[field];
      const order = direction === 'asc' ? asc : desc;
      const offset = (query.page - 1) * query.size;
      const bound = offset + commitmentTotalCap;
      const matches = db
        .select({ one: sql`1` })
        .from(negotiationPlans)
        .where(where)
        .limit(bound + 1)
        .as('matches');
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(negotiationPlans)
          .where(where)
          .orderBy(order(column), order(negotiationPlans.id))
          .limit(query.size)
          .offset(offset),
        db.select({ n: count() }).from(matches),
      ]);
      const ids = rows.map((r) => r.id);
      const [people, planIds, agreementCounts, names] = await Promise.all([
        stakeholdersOf(scope, ids),
        actionPlans.idOf(scope, 'negotiation_plan', ids),
        ids.length
          ? db
              .select({ planId: negotiationAgreements.planId, n: count() })
              .from(negotiationAgreements)
              .where(
                and(
                  eq(negotiationAgreements.tenantId, scope.tenantId),
                  inArray(negotiationAgreements.planId, ids),
                ),
              )
              .groupBy(negotiationAgreements.planId)
          : [],
        rows.length
          ? db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(
                and(
                  eq(users.tenantId, scope.tenantId),
                  inArray(users.id, [...new Set(rows.map((r) => r.responsibleId))]),
                ),
              )
          : [],
      ]);
      const progress = await actionPlans.progressOf(scope, [...planIds.values()]);
      const agreements = new Map(agreementCounts.map((a) => [a.planId, a.n]));
      const userName = new Map(names.map((u) => [u.id, u.name]));
      const n = counted?.n ?? 0;
      const fullPage = rows.length === query.size || (rows.length === 0 && offset > 0);
      const totalCapped = fullPage && n > bound;
      return {
        items: rows.map((row) => {
          const list = people.get(row.id) ?? [];
          const planId = planIds.get(row.id) as string;
          return {
            id: row.id,
            code: row.code,
            workspaceId: row.workspaceId,
            title: row.title,
            status: row.status as NegotiationPlanStatus,
            responsible: userName.has(row.responsibleId)
              ? { id: row.responsibleId, name: userName.get(row.responsibleId) as string }
              : null,
            startDate: row.startDate,
            endDate: row.endDate,
            stakeholders: list.slice(0, SUMMARY_STAKEHOLDERS),
            stakeholderCount: list.length,
            agreementCount: agreements.get(row.id) ?? 0,
            actionPlanId: planId,
            progress: progress.get(planId) ?? { total: 0, completed: 0, percent: 0 },
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
        total: fullPage ? Math.min(n, bound) : offset + rows.length,
        ...(totalCapped ? { totalCapped } : {}),
        page: query.page,
        size: query.size,
      };
    },

    create: async (scope: RequestScope, input: NegotiationPlanWrite): Promise<NegotiationPlan> => {
      const workspaceId =
        input.workspaceId ??
        (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : (scope.workspaceIds[0] as string));
      const errors = await checkInput(scope, input, workspaceId);
      if (errors.length) throw unprocessable(errors);
      const id = await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        const now = new Date();
        const code = await nextCode(tx, scope.tenantId, 'NP', now);
        const [row] = await tx
          .insert(negotiationPlans)
          .values({
            tenantId: scope.tenantId,
            workspaceId,
            code,
            title: input.title,
            objective: input.objective ?? null,
            status: input.status,
            responsibleId: input.responsibleId,
            startDate: input.startDate,
            endDate: input.endDate ?? null,
            searchText: '',
            createdBy: scope.userId,
            updatedBy: scope.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const created = row as NegotiationPlanRow;
        const links = await writeLinks(tx, scope, created.id, input, null);
        await tx
          .update(negotiationPlans)
          .set({
            searchText: searchTextOf(code, created.title, created.objective, ...links.stakeholderNames),
          })
          .where(and(eq(negotiationPlans.tenantId, scope.tenantId), eq(negotiationPlans.id, created.id)));
        await writeHistory(tx, scope, {
          recordType: 'negotiation_plan',
          recordId: created.id,
          action: 'created',
          changes: [...diffOf<NegotiationPlanRow>(tracked, null, created), ...links.changes],
        });
        await actionPlans.createFor(
          tx,
          scope,
          {
            type: 'negotiation_plan',
            id: created.id,
            code,
            title: created.title,
            workspaceId,
            personId: created.responsibleId,
          },
          now,
        );
        await notifyResponsible(tx, scope, created, now);
        return created.id;
      });
      return full(scope, await findRow(scope, id));
    },

    update: async (
      scope: RequestScope,
      current: NegotiationPlanRow,
      input: NegotiationPlanWrite,
    ): Promise<NegotiationPlan> => {
      const workspaceId = input.workspaceId ?? current.workspaceId;
      const links = await linkIds(scope, current.id);
      const errors = await checkInput(scope, input, workspaceId, { row: current, ...links });
      if (errors.length) throw unprocessable(errors);
      // Links the caller cannot see were not in the form: they stay.
      const seen = await visibleIds(scope, links.stakeholderIds, links.interactionIds);
      // Topics out of sight too (decision 0070).
      const { topicIds } = keptTopicLinks(
        input.topicIds,
        links.topicIds,
        await topicsInSightAmong(db, scope, links.topicIds),
      );
      const keep = (all: string[], visibleSet: Set<string>, asked: string[]) => [
        ...new Set([...asked, ...all.filter((id) => !visibleSet.has(id))]),
      ];
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        // Edits of one record take turns, and each applies only over the version it was made on: the
        // form's (expectedUpdatedAt), else the one read above (decision 0043).
        await takeTurn(tx, negotiationPlans, current, input.expectedUpdatedAt, 'Negotiation plan');
        const now = new Date();
        const agreementsBefore = await tx
          .select()
          .from(negotiationAgreements)
          .where(
            and(
              eq(negotiationAgreements.tenantId, scope.tenantId),
              eq(negotiationAgreements.planId, current.id),
            ),
          )
          .orderBy(asc(negotiationAgreements.sortOrder));
        const written = await writeLinks(
          tx,
          scope,
          current.id,
          {
            stakeholderIds: keep(links.stakeholderIds, seen.stakeholders, input.stakeholderIds),
            topicIds,
            interactionIds: keep(links.interactionIds, seen.interactions, input.interactionIds),
            agreements: input.agreements,
          },
          { ...links, agreements: agreementsBefore },
        );
        const [after] = await tx
          .update(negotiationPlans)
          .set({
            workspaceId,
            title: input.title,
            objective: input.objective ?? null,
            status: input.status,
            responsibleId: input.responsibleId,
            startDate: input.startDate,
            endDate: input.endDate ?? null,
            searchText: searchTextOf(current.code, input.title, input.objective, ...written.stakeholderNames),
            updatedBy: scope.userId,
            updatedAt: now,
          })
          .where(and(eq(negotiationPlans.tenantId, scope.tenantId), eq(negotiationPlans.id, current.id)))
          .returning();
        const row = after as NegotiationPlanRow;
        const changes = [...diffOf<NegotiationPlanRow>(tracked, current, row), ...written.changes];
        if (changes.length)
          await writeHistory(tx, scope, {
            recordType: 'negotiation_plan',
            recordId: current.id,
            action: current.status !== row.status ? 'status_changed' : 'updated',
            changes,
          });
        if (workspaceId !== current.workspaceId)
          await actionPlans.moveWith(tx, scope, 'negotiation_plan', current.id, workspaceId);
        if (row.responsibleId !== current.responsibleId) await notifyResponsible(tx, scope, row, now);
      });
      return full(scope, await findRow(scope, current.id));
    },

    /** Soft delete: hidden from then on with its action plan; its commitments stay (their source reads as gone). */
    remove: async (
      scope: RequestScope,
      current: NegotiationPlanRow,
      alsoRemove?: (tx: Database) => Promise<FieldChange[]>,
    ) => {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        const now = new Date();
        // Once: a second delete at the same moment finds the row deleted and writes nothing.
        const [deleted] = await tx
          .update(negotiationPlans)
          .set({ deletedAt: now, deletedBy: scope.userId })
          .where(
            and(
              eq(negotiationPlans.tenantId, scope.tenantId),
              eq(negotiationPlans.id, current.id),
              isNull(negotiationPlans.deletedAt),
            ),
          )
          .returning({ id: negotiationPlans.id });
        if (!deleted) throw notFound('Negotiation plan');
        const more = alsoRemove ? await alsoRemove(tx) : [];
        await writeHistory(tx, scope, {
          recordType: 'negotiation_plan',
          recordId: current.id,
          action: 'deleted',
          changes: [{ field: 'deletedAt', before: null, after: now.toISOString() }, ...more],
        });
      });
    },

    /** An agreement of a plan in reach (for a commitment made from it), with its plan. */
    findAgreement: async (scope: RequestScope, agreementId: string) => {
      const [found] = await db
        .select({ agreement: negotiationAgreements, plan: negotiationPlans })
        .from(negotiationAgreements)
        .innerJoin(
          negotiationPlans,
          and(
            eq(negotiationPlans.tenantId, negotiationAgreements.tenantId),
            eq(negotiationPlans.id, negotiationAgreements.planId),
          ),
        )
        .where(
          and(
            eq(negotiationAgreements.tenantId, scope.tenantId),
            eq(negotiationAgreements.id, agreementId),
            visible(scope),
          ),
        );
      return found ?? null;
    },
  };
};

export type NegotiationPlanRepository = ReturnType<typeof createNegotiationPlanRepository>;
