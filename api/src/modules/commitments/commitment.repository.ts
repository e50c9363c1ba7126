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
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  closedCommitmentStatuses,
  commitmentTotalCap,
  commitmentTransitions,
  type Commitment,
  type CommitmentDetails,
  type CommitmentPage,
  type CommitmentSearchQuery,
  type CommitmentStatus,
  type CommitmentWrite,
  type FieldError,
} from '@conexoes/shared/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  commitmentHistory,
  commitments,
  commitmentStakeholders,
  commitmentTopics,
  interactions,
  negotiationAgreements,
  negotiationPlans,
  stakeholders,
  topicCategories,
  topics,
  users,
  workspaces,
  priorityRankOf,
  type CommitmentRow,
  type FieldChange,
} from '../../db/schema';
import { pickLabel, type LabelLocale } from '../../lib/locale';
import { conflict, notFound, unprocessable } from '../../lib/problem';
import { visibleIn, type RequestScope } from '../../lib/scope';
import { notify } from '../notifications/notify';
import { createOptionRepository } from '../options/option.repository';
import { wordPatterns } from '../stakeholders/stakeholder-search.query';
import { createActionPlanRepository } from './action-plan.repository';
import { can, mayEdit } from './commitment-access';
import {
  commitmentOverdue,
  dayAfter,
  dayStart,
  diffOf,
  isClosedCommitment,
  listChange,
  nextCode,
  searchTextOf,
  todayInSaoPaulo,
} from './commitment.fields';
import { createCommitmentHistoryReader, writeHistory } from './commitment-history';
import { createReferenceChecks, stakeholderNames, topicNames } from './commitment-links';

type Ref = { id: string; name: string };
const tracked = [
  'workspaceId',
  'title',
  'description',
  'sourceCode',
  'sourceNegotiationPlanId',
  'sourceAgreementId',
  'sourceInteractionId',
  'status',
  'ownerId',
  'dueDate',
  'priorityCode',
  'riskCode',
  'ods',
] as const;
const SUMMARY_STAKEHOLDERS = 5;
export const commitmentLists = {
  sourceCode: 'commitmentSource',
  priorityCode: 'commitmentPriority',
  riskCode: 'commitmentRisk',
} as const;

const priorityRank = priorityRankOf(commitments.priorityCode);
export const commitmentSortColumns: Record<string, AnyPgColumn | SQL> = {
  code: commitments.code,
  title: commitments.title,
  dueDate: commitments.dueDate,
  status: commitments.status,
  priority: priorityRank,
  createdAt: commitments.createdAt,
  updatedAt: commitments.updatedAt,
};
const closedList = [...closedCommitmentStatuses] as string[];
/** Matches the search sorts after filtering when they follow the sort's order (see search). */
const fewAlongSort = 5_000;
/** What makes a sort key an expression no index provides (the search's few-matches path). */
const unindexedSuffix: Record<string, SQL> = {
  code: sql` || ''`,
  title: sql` || ''`,
  status: sql` || ''`,
  dueDate: sql` + 0`,
  priority: sql` + 0`,
  createdAt: sql` + interval '0 s'`,
  updatedAt: sql` + interval '0 s'`,
};

/** The commitments register (issue 12). Every function takes the request scope first. */
export const createCommitmentRepository = (db: Database) => {
  const checks = createReferenceChecks(db);
  const actionPlans = createActionPlanRepository(db);
  const readHistory = createCommitmentHistoryReader(db);
  const optionRepository = createOptionRepository(db);

  const visible = (scope: RequestScope): SQL =>
    and(visibleIn(scope, commitments), isNull(commitments.deletedAt)) as SQL;

  const findRow = async (scope: RequestScope, id: string): Promise<CommitmentRow> => {
    const [row] = await db
      .select()
      .from(commitments)
      .where(and(visible(scope), eq(commitments.id, id)));
    if (!row) throw notFound('Commitment');
    return row;
  };

  const canEdit = (scope: RequestScope, row: CommitmentRow) => mayEdit(scope, [row.createdBy, row.ownerId]);

  const linkIds = async (scope: RequestScope, id: string) => {
    const [s, t] = await Promise.all([
      db
        .select({ id: commitmentStakeholders.stakeholderId })
        .from(commitmentStakeholders)
        .where(
          and(
            eq(commitmentStakeholders.tenantId, scope.tenantId),
            eq(commitmentStakeholders.commitmentId, id),
          ),
        ),
      db
        .select({ id: commitmentTopics.topicId })
        .from(commitmentTopics)
        .where(and(eq(commitmentTopics.tenantId, scope.tenantId), eq(commitmentTopics.commitmentId, id))),
    ]);
    return { beneficiaryIds: s.map((r) => r.id), topicIds: t.map((r) => r.id) };
  };

  /** Visible beneficiaries of many commitments, by name. */
  const beneficiariesOf = async (scope: RequestScope, ids: string[]) => {
    if (ids.length === 0) return new Map<string, Array<Ref & { kind: string }>>();
    const rows = await db
      .select({
        commitmentId: commitmentStakeholders.commitmentId,
        id: stakeholders.id,
        name: stakeholders.name,
        kind: stakeholders.kind,
      })
      .from(commitmentStakeholders)
      .innerJoin(
        stakeholders,
        and(
          eq(stakeholders.tenantId, commitmentStakeholders.tenantId),
          eq(stakeholders.id, commitmentStakeholders.stakeholderId),
        ),
      )
      .where(
        and(
          eq(commitmentStakeholders.tenantId, scope.tenantId),
          inArray(commitmentStakeholders.commitmentId, ids),
          visibleIn(scope, stakeholders),
        ),
      )
      .orderBy(asc(stakeholders.name), asc(stakeholders.id));
    const out = new Map<string, Array<Ref & { kind: string }>>();
    for (const r of rows)
      out.set(r.commitmentId, [...(out.get(r.commitmentId) ?? []), { id: r.id, name: r.name, kind: r.kind }]);
    return out;
  };

  const full = async (scope: RequestScope, row: CommitmentRow): Promise<Commitment> => {
    const [links, seen, planIds] = await Promise.all([
      linkIds(scope, row.id),
      beneficiariesOf(scope, [row.id]),
      actionPlans.idOf(scope, 'commitment', [row.id]),
    ]);
    return {
      id: row.id,
      code: row.code,
      workspaceId: row.workspaceId,
      title: row.title,
      description: row.description,
      sourceCode: row.sourceCode,
      sourceNegotiationPlanId: row.sourceNegotiationPlanId,
      sourceAgreementId: row.sourceAgreementId,
      sourceInteractionId: row.sourceInteractionId,
      status: row.status as CommitmentStatus,
      overdue: commitmentOverdue(row),
      ownerId: row.ownerId,
      dueDate: row.dueDate,
      priorityCode: row.priorityCode,
      riskCode: row.riskCode,
      beneficiaryIds: (seen.get(row.id) ?? []).map((s) => s.id),
      topicIds: links.topicIds,
      ods: row.ods,
      actionPlanId: planIds.get(row.id) as string,
      closedAt: row.closedAt ? row.closedAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canEdit: canEdit(scope, row),
      canDelete: can(scope, 'delete'),
    };
  };

  /**
   * References and sources: an agreement of a plan in reach, not yet a commitment (409), whose plan is
   * the one named (or implied); a plan and an interaction in reach. Answers the plan implied.
   */
  const checkInput = async (
    scope: RequestScope,
    input: CommitmentWrite,
    workspaceId: string,
    current?: { row: CommitmentRow; beneficiaryIds: string[]; topicIds: string[] },
  ): Promise<{ errors: FieldError[]; planId: string | null }> => {
    const row = current?.row;
    const errors: FieldError[] = [...checks.workspace(scope, workspaceId)];
    const from = row?.status as CommitmentStatus | undefined;
    if (
      from
        ? from !== input.status && !commitmentTransitions[from].includes(input.status)
        : !['open', 'in_progress'].includes(input.status)
    )
      errors.push({
        path: 'body.status',
        message: from
          ? `A commitment cannot go from ${from} to ${input.status}`
          : `A new commitment cannot start as ${input.status}`,
        code: 'statusTransition',
        params: { from: from ?? '', to: input.status },
      });
    for (const [field, list] of Object.entries(commitmentLists) as Array<
      [keyof typeof commitmentLists, string]
    >)
      errors.push(...(await checks.option(scope, list, input[field], row?.[field], `body.${field}`)));
    errors.push(
      ...(await checks.user(scope, input.ownerId, row?.ownerId, 'body.ownerId')),
      ...(await checks.stakeholders(
        scope,
        input.beneficiaryIds,
        current?.beneficiaryIds ?? [],
        'body.beneficiaryIds',
      )),
      ...(await checks.topics(scope, input.topicIds, current?.topicIds ?? [], 'body.topicIds')),
    );
    let planId = input.sourceNegotiationPlanId;
    if (input.sourceAgreementId && input.sourceAgreementId !== row?.sourceAgreementId) {
      const [found] = await db
        .select({ planId: negotiationAgreements.planId })
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
            eq(negotiationAgreements.id, input.sourceAgreementId),
            visibleIn(scope, negotiationPlans),
            isNull(negotiationPlans.deletedAt),
          ),
        );
      if (!found) errors.push({ path: 'body.sourceAgreementId', message: 'Unknown agreement' });
      else if (planId && planId !== found.planId)
        errors.push({
          path: 'body.sourceAgreementId',
          message: 'This agreement belongs to another negotiation plan',
        });
      else {
        planId = found.planId;
        const [taken] = await db
          .select({ code: commitments.code })
          .from(commitments)
          .where(
            and(
              eq(commitments.tenantId, scope.tenantId),
              eq(commitments.sourceAgreementId, input.sourceAgreementId),
              isNull(commitments.deletedAt),
            ),
          );
        if (taken) throw conflict(`This agreement is already commitment ${taken.code}`);
      }
    } else if (input.sourceAgreementId && row) planId = planId ?? row.sourceNegotiationPlanId;
    if (planId && planId !== row?.sourceNegotiationPlanId) {
      const [plan] = await db
        .select({ id: negotiationPlans.id })
        .from(negotiationPlans)
        .where(
          and(
            visibleIn(scope, negotiationPlans),
            isNull(negotiationPlans.deletedAt),
            eq(negotiationPlans.id, planId),
          ),
        );
      if (!plan) errors.push({ path: 'body.sourceNegotiationPlanId', message: 'Unknown negotiation plan' });
    }
    if (input.sourceInteractionId && input.sourceInteractionId !== row?.sourceInteractionId)
      errors.push(
        ...(
          await checks.interactions(scope, [input.sourceInteractionId], [], 'body.sourceInteractionId')
        ).map((e) => ({ ...e, path: 'body.sourceInteractionId' })),
      );
    return { errors, planId: planId ?? null };
  };

  const writeLinks = async (
    tx: Database,
    scope: RequestScope,
    id: string,
    input: { beneficiaryIds: string[]; topicIds: string[] },
    before: { beneficiaryIds: string[]; topicIds: string[] } | null,
  ) => {
    const changes: FieldChange[] = [];
    const [sAfter, tAfter] = await Promise.all([
      stakeholderNames(tx, scope.tenantId, input.beneficiaryIds),
      topicNames(tx, scope.tenantId, input.topicIds),
    ]);
    const sBefore = before ? await stakeholderNames(tx, scope.tenantId, before.beneficiaryIds) : null;
    const tBefore = before ? await topicNames(tx, scope.tenantId, before.topicIds) : null;
    const sChange = listChange('beneficiaries', sBefore, sAfter);
    if (sChange.length || !before) {
      await tx
        .delete(commitmentStakeholders)
        .where(
          and(
            eq(commitmentStakeholders.tenantId, scope.tenantId),
            eq(commitmentStakeholders.commitmentId, id),
          ),
        );
      const ids = [...new Set(input.beneficiaryIds)];
      if (ids.length)
        await tx
          .insert(commitmentStakeholders)
          .values(
            ids.map((stakeholderId) => ({ tenantId: scope.tenantId, commitmentId: id, stakeholderId })),
          );
    }
    const tChange = listChange('topics', tBefore, tAfter);
    if (tChange.length || !before) {
      await tx
        .delete(commitmentTopics)
        .where(and(eq(commitmentTopics.tenantId, scope.tenantId), eq(commitmentTopics.commitmentId, id)));
      const ids = [...new Set(input.topicIds)];
      if (ids.length)
        await tx
          .insert(commitmentTopics)
          .values(ids.map((topicId) => ({ tenantId: scope.tenantId, commitmentId: id, topicId })));
    }
    changes.push(...sChange, ...tChange);
    return { changes, stakeholderNames: sAfter.map((s) => s.name) };
  };

  const record = (row: CommitmentRow) => ({
    type: 'commitment' as const,
    id: row.id,
    workspaceId: row.workspaceId,
    title: `${row.code} — ${row.title}`,
  });

  const filtersOf = (scope: RequestScope, query: Partial<CommitmentSearchQuery>): SQL[] => {
    const filters: SQL[] = [visible(scope)];
    for (const word of query.q ? wordPatterns(query.q) : []) filters.push(like(commitments.searchText, word));
    if (query.status === 'overdue')
      filters.push(lt(commitments.dueDate, todayInSaoPaulo()), notInArray(commitments.status, closedList));
    else if (query.status) filters.push(eq(commitments.status, query.status));
    if (query.source) filters.push(eq(commitments.sourceCode, query.source));
    if (query.ownerId) filters.push(eq(commitments.ownerId, query.ownerId));
    if (query.workspaceId) filters.push(eq(commitments.workspaceId, query.workspaceId));
    if (query.priority) filters.push(eq(commitments.priorityCode, query.priority));
    if (query.risk) filters.push(eq(commitments.riskCode, query.risk));
    if (query.negotiationPlanId)
      filters.push(eq(commitments.sourceNegotiationPlanId, query.negotiationPlanId));
    if (query.interactionId) filters.push(eq(commitments.sourceInteractionId, query.interactionId));
    if (query.dueFrom) filters.push(gte(commitments.dueDate, query.dueFrom));
    if (query.dueTo) filters.push(lte(commitments.dueDate, query.dueTo));
    if (query.createdFrom) filters.push(gte(commitments.createdAt, dayStart(query.createdFrom)));
    if (query.createdTo) filters.push(lt(commitments.createdAt, dayAfter(query.createdTo)));
    const linked = (table: typeof commitmentStakeholders | typeof commitmentTopics, where: SQL) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(
            and(eq(table.tenantId, commitments.tenantId), eq(table.commitmentId, commitments.id), where),
          ),
      );
    if (query.stakeholderId)
      filters.push(
        linked(commitmentStakeholders, eq(commitmentStakeholders.stakeholderId, query.stakeholderId)),
      );
    if (query.topicId) filters.push(linked(commitmentTopics, eq(commitmentTopics.topicId, query.topicId)));
    if (query.ods)
      filters.push(
        or(
          sql`${commitments.ods} @> array[${query.ods}]::smallint[]`,
          exists(
            db
              .select({ one: sql`1` })
              .from(commitmentTopics)
              .innerJoin(
                topics,
                and(eq(topics.tenantId, commitmentTopics.tenantId), eq(topics.id, commitmentTopics.topicId)),
              )
              .innerJoin(
                topicCategories,
                and(eq(topicCategories.tenantId, topics.tenantId), eq(topicCategories.id, topics.categoryId)),
              )
              .where(
                and(
                  eq(commitmentTopics.tenantId, commitments.tenantId),
                  eq(commitmentTopics.commitmentId, commitments.id),
                  sql`${topicCategories.ods} @> array[${query.ods}]::integer[]`,
                ),
              ),
          ),
        ) as SQL,
      );
    return filters;
  };

  /**
   * The sort, no due date last either way. Only the due date may be null: the other keys sort plainly,
   * so a descending page is read backwards along their index (`desc nulls last` would sort the tenant).
   * `unindexed` writes each key as an expression no index provides, to sort matches found first.
   */
  const orderOf = (sort: string | undefined, unindexed = false) => {
    const [field, direction] = (sort ?? 'dueDate,asc').split(',') as [string, string];
    const key = Object.hasOwn(commitmentSortColumns, field) ? field : 'dueDate';
    const column = commitmentSortColumns[key] as AnyPgColumn | SQL;
    const expression = unindexed ? sql`(${column}${unindexedSuffix[key] ?? sql``})` : sql`${column}`;
    const nulls = key === 'dueDate' ? sql` nulls last` : sql``;
    return direction === 'asc'
      ? [sql`${expression} asc${nulls}`, asc(commitments.id)]
      : [sql`${expression} desc${nulls}`, desc(commitments.id)];
  };

  const repository = {
    findRow,
    visible,
    filtersOf,
    orderOf,
    canEdit,
    beneficiariesOf,

    get: async (scope: RequestScope, id: string) => full(scope, await findRow(scope, id)),

    details: async (scope: RequestScope, id: string, locale: LabelLocale): Promise<CommitmentDetails> => {
      const row = await findRow(scope, id);
      const record$ = await full(scope, row);
      const [
        named,
        [workspace],
        topicRows,
        seen,
        progress,
        history,
        plan,
        agreement,
        interaction,
        ...labelRows
      ] = await Promise.all([
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(
            and(
              eq(users.tenantId, scope.tenantId),
              inArray(
                users.id,
                [row.ownerId, row.createdBy, row.updatedBy].filter((v): v is string => Boolean(v)),
              ),
            ),
          ),
        db
          .select({ name: workspaces.name })
          .from(workspaces)
          .where(and(eq(workspaces.tenantId, scope.tenantId), eq(workspaces.id, row.workspaceId))),
        topicNames(db, scope.tenantId, record$.topicIds),
        beneficiariesOf(scope, [row.id]),
        actionPlans.progressOf(scope, [record$.actionPlanId]),
        readHistory(
          scope,
          locale,
          and(eq(commitmentHistory.recordType, 'commitment'), eq(commitmentHistory.recordId, row.id)) as SQL,
        ),
        row.sourceNegotiationPlanId
          ? db
              .select({ id: negotiationPlans.id, code: negotiationPlans.code, title: negotiationPlans.title })
              .from(negotiationPlans)
              .where(
                and(
                  visibleIn(scope, negotiationPlans),
                  isNull(negotiationPlans.deletedAt),
                  eq(negotiationPlans.id, row.sourceNegotiationPlanId),
                ),
              )
              .then((r) => r[0] ?? null)
          : null,
        row.sourceAgreementId
          ? db
              .select({
                id: negotiationAgreements.id,
                text: negotiationAgreements.text,
                date: negotiationAgreements.date,
                planId: negotiationAgreements.planId,
              })
              .from(negotiationAgreements)
              .where(
                and(
                  eq(negotiationAgreements.tenantId, scope.tenantId),
                  eq(negotiationAgreements.id, row.sourceAgreementId),
                ),
              )
              .then((r) => r[0] ?? null)
          : null,
        row.sourceInteractionId
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
                  visibleIn(scope, interactions),
                  isNull(interactions.deletedAt),
                  eq(interactions.id, row.sourceInteractionId),
                ),
              )
              .then((r) => r[0] ?? null)
          : null,
        ...Object.values(commitmentLists).map((list) => optionRepository.list(scope, list)),
      ]);
      const names = new Map(named.map((u) => [u.id, u.name]));
      const ref = (uid: string | null) =>
        uid && names.has(uid) ? { id: uid, name: names.get(uid) as string } : null;
      const labels = Object.keys(commitmentLists).map(
        (_, i) => new Map((labelRows[i] ?? []).map((o) => [o.code, pickLabel(locale, o)])),
      );
      const label = (i: number, code: string | null) => (code ? (labels[i]?.get(code) ?? code) : null);
      return {
        ...record$,
        workspace: { id: row.workspaceId, name: workspace?.name ?? '' },
        owner: ref(row.ownerId),
        labels: {
          source: label(0, row.sourceCode) ?? row.sourceCode,
          priority: label(1, row.priorityCode),
          risk: label(2, row.riskCode),
        },
        sourceNegotiationPlan: plan,
        // The agreement's text is the plan's: shown only while the plan is in reach.
        sourceAgreement:
          agreement && plan && agreement.planId === plan.id
            ? { id: agreement.id, text: agreement.text, date: agreement.date }
            : null,
        sourceInteraction: interaction
          ? { ...interaction, startsAt: interaction.startsAt.toISOString() }
          : null,
        beneficiaries: (seen.get(row.id) ?? []).map((s) => ({
          id: s.id,
          name: s.name,
          kind: s.kind as CommitmentDetails['beneficiaries'][number]['kind'],
        })),
        topics: topicRows,
        progress: progress.get(record$.actionPlanId) ?? { total: 0, completed: 0, percent: 0 },
        createdBy: ref(row.createdBy),
        updatedBy: ref(row.updatedBy),
        history,
      };
    },

    search: async (scope: RequestScope, query: CommitmentSearchQuery): Promise<CommitmentPage> => {
      const where = and(...filtersOf(scope, query));
      const offset = (query.page - 1) * query.size;
      // The count stops a cap past the page's start, and comes first (as the interactions' search,
      // decision 0033): few matches are found first and then sorted — ids by an order no index provides,
      // then the page's rows by key — instead of walking a sort's index through rows that do not match
      // (a rare combination of filters, a word); many are read in order along the sort's index.
      // Matches that follow the sort's own order are met late along its index — words are part of the
      // titles, codes and creation follow the due dates — so those are sorted after filtering further.
      const field = (query.sort ?? 'dueDate,asc').split(',')[0];
      const alongSort =
        (field === 'title' && Boolean(query.q)) ||
        (Boolean(query.dueFrom || query.dueTo) && field !== 'dueDate') ||
        (Boolean(query.createdFrom || query.createdTo) && field !== 'createdAt');
      const bound = offset + commitmentTotalCap;
      const few = offset + (alongSort ? fewAlongSort : commitmentTotalCap);
      const matches = db
        .select({ one: sql`1` })
        .from(commitments)
        .where(where)
        .limit(few + 1)
        .as('matches');
      const n = (await db.select({ n: count() }).from(matches))[0]?.n ?? 0;
      let rows: CommitmentRow[] = [];
      if (n > few)
        rows = await db
          .select()
          .from(commitments)
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.size)
          .offset(offset);
      else if (n > offset) {
        const found = await db
          .select({ id: commitments.id })
          .from(commitments)
          .where(where)
          .orderBy(...orderOf(query.sort, true))
          .limit(query.size)
          .offset(offset);
        const byKey = new Map(
          (found.length === 0
            ? []
            : await db
                .select()
                .from(commitments)
                .where(
                  and(
                    eq(commitments.tenantId, scope.tenantId),
                    inArray(
                      commitments.id,
                      found.map((r) => r.id),
                    ),
                  ),
                )
          ).map((r) => [r.id, r]),
        );
        rows = found.flatMap((r) => byKey.get(r.id) ?? []);
      }
      const ids = rows.map((r) => r.id);
      const [people, planIds, names] = await Promise.all([
        beneficiariesOf(scope, ids),
        actionPlans.idOf(scope, 'commitment', ids),
        rows.length
          ? db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(
                and(
                  eq(users.tenantId, scope.tenantId),
                  inArray(users.id, [...new Set(rows.map((r) => r.ownerId))]),
                ),
              )
          : [],
      ]);
      const progress = await actionPlans.progressOf(scope, [...planIds.values()]);
      const userName = new Map(names.map((u) => [u.id, u.name]));
      const today = todayInSaoPaulo();
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
            sourceCode: row.sourceCode,
            status: row.status as CommitmentStatus,
            overdue: commitmentOverdue(row, today),
            owner: userName.has(row.ownerId)
              ? { id: row.ownerId, name: userName.get(row.ownerId) as string }
              : null,
            dueDate: row.dueDate,
            priorityCode: row.priorityCode,
            riskCode: row.riskCode,
            beneficiaries: list.slice(0, SUMMARY_STAKEHOLDERS).map(({ id, name }) => ({ id, name })),
            beneficiaryCount: list.length,
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

    create: async (scope: RequestScope, input: CommitmentWrite): Promise<Commitment> => {
      const workspaceId =
        input.workspaceId ??
        (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : (scope.workspaceIds[0] as string));
      const { errors, planId } = await checkInput(scope, input, workspaceId);
      if (errors.length) throw unprocessable(errors);
      const id = await db
        .transaction(async (raw) => {
          const tx = raw as unknown as Database;
          const now = new Date();
          const code = await nextCode(tx, scope.tenantId, 'CMT', now);
          const [row] = await tx
            .insert(commitments)
            .values({
              tenantId: scope.tenantId,
              workspaceId,
              code,
              title: input.title,
              description: input.description ?? null,
              sourceCode: input.sourceCode,
              sourceNegotiationPlanId: planId,
              sourceAgreementId: input.sourceAgreementId ?? null,
              sourceInteractionId: input.sourceInteractionId ?? null,
              status: input.status,
              ownerId: input.ownerId,
              dueDate: input.dueDate ?? null,
              priorityCode: input.priorityCode ?? null,
              riskCode: input.riskCode ?? null,
              ods: [...new Set(input.ods)].sort((a, b) => a - b),
              searchText: '',
              createdBy: scope.userId,
              updatedBy: scope.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const created = row as CommitmentRow;
          const links = await writeLinks(tx, scope, created.id, input, null);
          await tx
            .update(commitments)
            .set({
              searchText: searchTextOf(code, created.title, created.description, ...links.stakeholderNames),
            })
            .where(and(eq(commitments.tenantId, scope.tenantId), eq(commitments.id, created.id)));
          await writeHistory(tx, scope, {
            recordType: 'commitment',
            recordId: created.id,
            action: 'created',
            changes: [...diffOf<CommitmentRow>(tracked, null, created), ...links.changes],
          });
          await actionPlans.createFor(
            tx,
            scope,
            {
              type: 'commitment',
              id: created.id,
              code,
              title: created.title,
              workspaceId,
              personId: created.ownerId,
            },
            now,
          );
          await notify(tx, {
            tenantId: scope.tenantId,
            userIds: [created.ownerId],
            kind: 'owner_assigned',
            record: record(created),
            data: { dueDate: created.dueDate },
            dedupeKey: `owner_assigned:commitment:${created.id}:${now.toISOString()}`,
            actorId: scope.userId,
          });
          return created.id;
        })
        .catch((error: unknown) => {
          // Two requests turning the same agreement into commitments at once: the index decides.
          if (
            String(
              (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code,
            ) === '23505'
          )
            throw conflict('This agreement is already a commitment');
          throw error;
        });
      return full(scope, await findRow(scope, id));
    },

    update: async (
      scope: RequestScope,
      current: CommitmentRow,
      input: CommitmentWrite,
    ): Promise<Commitment> => {
      const workspaceId = input.workspaceId ?? current.workspaceId;
      const links = await linkIds(scope, current.id);
      const { errors, planId } = await checkInput(scope, input, workspaceId, { row: current, ...links });
      if (errors.length) throw unprocessable(errors);
      const seen = new Set(
        ((await beneficiariesOf(scope, [current.id])).get(current.id) ?? []).map((s) => s.id),
      );
      const beneficiaryIds = [
        ...new Set([...input.beneficiaryIds, ...links.beneficiaryIds.filter((id) => !seen.has(id))]),
      ];
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        const now = new Date();
        const written = await writeLinks(
          tx,
          scope,
          current.id,
          { beneficiaryIds, topicIds: input.topicIds },
          links,
        );
        const closing = isClosedCommitment(input.status);
        const [after] = await tx
          .update(commitments)
          .set({
            workspaceId,
            title: input.title,
            description: input.description ?? null,
            sourceCode: input.sourceCode,
            sourceNegotiationPlanId: planId,
            sourceAgreementId: input.sourceAgreementId ?? null,
            sourceInteractionId: input.sourceInteractionId ?? null,
            status: input.status,
            ownerId: input.ownerId,
            dueDate: input.dueDate ?? null,
            priorityCode: input.priorityCode ?? null,
            riskCode: input.riskCode ?? null,
            ods: [...new Set(input.ods)].sort((a, b) => a - b),
            closedAt: closing ? (current.closedAt ?? now) : null,
            searchText: searchTextOf(
              current.code,
              input.title,
              input.description,
              ...written.stakeholderNames,
            ),
            updatedBy: scope.userId,
            updatedAt: now,
          })
          .where(and(eq(commitments.tenantId, scope.tenantId), eq(commitments.id, current.id)))
          .returning();
        const row = after as CommitmentRow;
        const changes = [...diffOf<CommitmentRow>(tracked, current, row), ...written.changes];
        const statusChanged = current.status !== row.status;
        if (changes.length)
          await writeHistory(tx, scope, {
            recordType: 'commitment',
            recordId: current.id,
            action: statusChanged ? 'status_changed' : 'updated',
            changes,
          });
        if (workspaceId !== current.workspaceId)
          await actionPlans.moveWith(tx, scope, 'commitment', current.id, workspaceId);
        if (row.ownerId !== current.ownerId)
          await notify(tx, {
            tenantId: scope.tenantId,
            userIds: [row.ownerId],
            kind: 'owner_assigned',
            record: record(row),
            data: { dueDate: row.dueDate },
            dedupeKey: `owner_assigned:commitment:${row.id}:${now.toISOString()}`,
            actorId: scope.userId,
          });
        if (statusChanged)
          await notify(tx, {
            tenantId: scope.tenantId,
            userIds: [row.ownerId],
            kind: 'commitment_status_changed',
            record: record(row),
            data: { from: current.status, to: row.status },
            dedupeKey: `commitment_status_changed:commitment:${row.id}:${now.toISOString()}`,
            actorId: scope.userId,
          });
      });
      return full(scope, await findRow(scope, current.id));
    },

    remove: async (
      scope: RequestScope,
      current: CommitmentRow,
      alsoRemove?: (tx: Database) => Promise<FieldChange[]>,
    ) => {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        const now = new Date();
        await tx
          .update(commitments)
          .set({ deletedAt: now, deletedBy: scope.userId })
          .where(and(eq(commitments.tenantId, scope.tenantId), eq(commitments.id, current.id)));
        const more = alsoRemove ? await alsoRemove(tx) : [];
        await writeHistory(tx, scope, {
          recordType: 'commitment',
          recordId: current.id,
          action: 'deleted',
          changes: [{ field: 'deletedAt', before: null, after: now.toISOString() }, ...more],
        });
      });
    },
  };
  return repository;
};

export type CommitmentRepository = ReturnType<typeof createCommitmentRepository>;
