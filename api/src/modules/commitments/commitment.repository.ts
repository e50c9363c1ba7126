import { and, asc, eq, gte, inArray, isNull, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { countWithin } from '../../lib/search-count';
import {
  closedCommitmentStatuses,
  commitmentStatuses,
  commitmentTotalCap,
  commitmentTransitions,
  type Commitment,
  type CommitmentDetails,
  type CommitmentPage,
  type CommitmentSearchQuery,
  type CommitmentSummary,
  type CommitmentStatus,
  type CommitmentWrite,
  type FieldError,
  type SearchCount,
} from '@conexoes/shared/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  actionPlans as actionPlanTable,
  actions,
  commitmentHistory,
  commitments,
  commitmentStakeholders,
  interactions,
  negotiationAgreements,
  negotiationPlans,
  stakeholders,
  users,
  workspaces,
  priorityRankOf,
  type CommitmentRow,
  type FieldChange,
} from '../../db/schema';
import { pickLabel, type LabelLocale } from '../../lib/locale';
import { conflict, notFound, unprocessable } from '../../lib/problem';
import { takeTurn } from '../../lib/take-turn';
import { linkedStakeholderOf, visibleIn, wordInSight, type RequestScope, requireView } from '../../lib/scope';
import { readsInteractions } from '../interactions/interaction-basic-info';
import { openableInteractions } from './linked-interactions';
import { openablePlans } from './openable-sources';
import { createRegisterSearch, orderOn, pageTotal, type SearchSort } from '../../lib/search-paths';
import { notify } from '../notifications/notify';
import { odsDirectOrThroughTopics } from '../topics/ods-through-topics';
import { keptTopicLinks, topicFilterInSight, topicsInSightAmong } from '../topics/topics-in-sight';
import { createOptionRepository } from '../options/option.repository';
import {
  literal,
  placeholder,
  wordNames,
  wordPatterns,
  type WordName,
} from '../stakeholders/stakeholder-search.query';
import {
  commitmentSearchValues,
  commitmentShapeOf,
  probesFirst,
  type CommitmentBind,
} from './commitment-search.query';
import { createActionPlanRepository, progressFrom } from './action-plan.repository';
import { can, filesHidden, mayEdit } from './commitment-access';
import { readyAttachmentCount } from '../attachments/attachment.service';
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
import { commitmentNamed, createReferenceChecks, stakeholderNames, topicNames } from './commitment-links';
import { readSort } from '../../lib/sort';

type Ref = { id: string; name: string };
const agreementOfAnotherPlan: FieldError = {
  path: 'body.sourceAgreementId',
  message: 'This agreement belongs to another negotiation plan',
  code: 'agreementOfAnotherPlan',
};
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

/** The search's sort keys on a table (the register, or its alias in the probe's subquery). */
type SortedColumns = Record<
  'code' | 'title' | 'dueDate' | 'status' | 'priorityCode' | 'createdAt' | 'updatedAt',
  AnyPgColumn
>;
const sortKeysOf = (table: SortedColumns): Record<string, AnyPgColumn | SQL> => ({
  code: table.code,
  title: table.title,
  dueDate: table.dueDate,
  status: table.status,
  priority: priorityRankOf(table.priorityCode),
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
});
const openList = commitmentStatuses.filter((status) => !closedCommitmentStatuses.includes(status));

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

  const linkIds = async (scope: RequestScope, row: CommitmentRow) => {
    const beneficiaries = await db
      .select({ id: commitmentStakeholders.stakeholderId })
      .from(commitmentStakeholders)
      .where(
        and(
          eq(commitmentStakeholders.tenantId, scope.tenantId),
          eq(commitmentStakeholders.commitmentId, row.id),
        ),
      );
    return { beneficiaryIds: beneficiaries.map((r) => r.id), topicIds: row.topicIds };
  };

  /** The record's topics the caller reads (decision 0070): the others are neither named nor counted. */
  const topicsInSight = async (scope: RequestScope, row: CommitmentRow) => {
    const seen = await topicsInSightAmong(db, scope, row.topicIds);
    return row.topicIds.filter((id) => seen.has(id));
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

  /**
   * Whether the caller may open the record's source plan (in reach, not deleted) and its source
   * interaction (openableInteractions); true where there is none. One they may not open is not theirs
   * to name: its id is left out of the record and a PUT keeps it (decision 0062).
   */
  const sourcesInSight = async (scope: RequestScope, row: CommitmentRow) => {
    const [plan, interaction] = await Promise.all([
      row.sourceNegotiationPlanId
        ? openablePlans(db, scope, [row.sourceNegotiationPlanId]).then((ids) => ids.size > 0)
        : true,
      row.sourceInteractionId
        ? openableInteractions(db, scope, [row.sourceInteractionId]).then((ids) => ids.size > 0)
        : true,
    ]);
    return { plan, interaction };
  };

  const full = async (scope: RequestScope, row: CommitmentRow): Promise<Commitment> => {
    const [topicIds, seen, planIds, sight] = await Promise.all([
      topicsInSight(scope, row),
      beneficiariesOf(scope, [row.id]),
      actionPlans.idOf(scope, 'commitment', [row.id]),
      sourcesInSight(scope, row),
    ]);
    return {
      id: row.id,
      code: row.code,
      workspaceId: row.workspaceId,
      title: row.title,
      description: row.description,
      sourceCode: row.sourceCode,
      // The agreement is a row of its plan: out of sight with it.
      sourceNegotiationPlanId: sight.plan ? row.sourceNegotiationPlanId : null,
      sourceAgreementId: sight.plan ? row.sourceAgreementId : null,
      sourceInteractionId: sight.interaction ? row.sourceInteractionId : null,
      hiddenSources: { negotiationPlan: !sight.plan, interaction: !sight.interaction },
      status: row.status as CommitmentStatus,
      overdue: commitmentOverdue(row),
      ownerId: row.ownerId,
      dueDate: row.dueDate,
      priorityCode: row.priorityCode,
      riskCode: row.riskCode,
      beneficiaryIds: (seen.get(row.id) ?? []).map((s) => s.id),
      topicIds,
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
      ...(await checks.user(scope, input.ownerId, row?.ownerId, 'body.ownerId', workspaceId)),
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
      else if (planId && planId !== found.planId) errors.push(agreementOfAnotherPlan);
      else {
        planId = found.planId;
        const [taken] = await db
          .select({ code: commitments.code, workspaceId: commitments.workspaceId })
          .from(commitments)
          .where(
            and(
              eq(commitments.tenantId, scope.tenantId),
              eq(commitments.sourceAgreementId, input.sourceAgreementId),
              isNull(commitments.deletedAt),
            ),
          );
        if (taken) throw conflict(`This agreement is already ${commitmentNamed(scope, taken)}`);
      }
    } else if (input.sourceAgreementId && row) {
      // The stored agreement with another plan: it must still be that plan's (an agreement is a row
      // of one plan).
      if (planId && planId !== row.sourceNegotiationPlanId) {
        const [stored] = await db
          .select({ planId: negotiationAgreements.planId })
          .from(negotiationAgreements)
          .where(
            and(
              eq(negotiationAgreements.tenantId, scope.tenantId),
              eq(negotiationAgreements.id, input.sourceAgreementId),
            ),
          );
        if (stored?.planId !== planId) errors.push(agreementOfAnotherPlan);
      }
      planId = planId ?? row.sourceNegotiationPlanId;
    }
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
    // The topics themselves are written with the row (topicIds), here only their change for the history.
    const tChange = listChange('topics', tBefore, tAfter);
    changes.push(...sChange, ...tChange);
    return { changes, stakeholderNames: sAfter.map((s) => s.name) };
  };

  const record = (row: CommitmentRow) => ({
    type: 'commitment' as const,
    id: row.id,
    workspaceId: row.workspaceId,
    title: `${row.code} — ${row.title}`,
  });

  /**
   * The search's filters within the caller's reach. `bind` takes each value as it is (the export), or
   * as a named placeholder of a statement prepared once per shape (the search, commitment-search.query).
   */
  const linkedStakeholder = linkedStakeholderOf(commitments, {
    table: commitmentStakeholders,
    tenantId: commitmentStakeholders.tenantId,
    recordId: commitmentStakeholders.commitmentId,
    stakeholderId: commitmentStakeholders.stakeholderId,
  });
  const filtersOf = (
    scope: RequestScope,
    query: Partial<CommitmentSearchQuery>,
    bind?: CommitmentBind,
  ): SQL[] => {
    const b = bind ?? literal;
    const filters: SQL[] = [
      visibleIn(scope, commitments, scope.workspaceIds, bind),
      isNull(commitments.deletedAt),
    ];
    const words = query.q ? wordPatterns(query.q) : [];
    // search_text holds every beneficiary's name: one outside the caller's reach finds nothing.
    words.forEach((word, i) => {
      const pattern = b(wordNames[i] as WordName, word);
      filters.push(
        like(commitments.searchText, pattern),
        wordInSight(
          scope,
          linkedStakeholder,
          sql`concat_ws(' ', ${commitments.code}, ${commitments.title}, ${commitments.description})`,
          pattern,
          bind,
        ),
      );
    });
    // Overdue names the open statuses rather than excluding the closed ones, so the index can read them.
    if (query.status === 'overdue')
      filters.push(
        lt(commitments.dueDate, b('today', todayInSaoPaulo())),
        inArray(commitments.status, openList),
      );
    else if (query.status) filters.push(eq(commitments.status, b('status', query.status)));
    if (query.source) filters.push(eq(commitments.sourceCode, b('source', query.source)));
    if (query.ownerId) filters.push(eq(commitments.ownerId, b('ownerId', query.ownerId)));
    if (query.workspaceId) filters.push(eq(commitments.workspaceId, b('workspaceId', query.workspaceId)));
    if (query.priority) filters.push(eq(commitments.priorityCode, b('priority', query.priority)));
    if (query.risk) filters.push(eq(commitments.riskCode, b('risk', query.risk)));
    // Only a source the caller may open (sourcesInSight): another's id finds nothing, as it names nothing.
    if (query.negotiationPlanId)
      filters.push(
        eq(commitments.sourceNegotiationPlanId, b('negotiationPlanId', query.negotiationPlanId)),
        sql`exists (select 1 from ${negotiationPlans}
          where ${negotiationPlans.id} = ${commitments.sourceNegotiationPlanId}
          and ${negotiationPlans.deletedAt} is null
          and ${visibleIn(scope, negotiationPlans, scope.workspaceIds, bind)})`,
      );
    if (query.interactionId)
      filters.push(
        // Null (matching nothing) for a caller outside the interactions area: here for the export, in
        // commitmentSearchValues for the prepared search (whose scope here is a stand-in).
        eq(
          commitments.sourceInteractionId,
          b(
            'interactionId',
            bind || readsInteractions(scope) ? query.interactionId : (null as unknown as string),
          ),
        ),
        sql`exists (select 1 from ${interactions}
          where ${interactions.id} = ${commitments.sourceInteractionId}
          and ${interactions.deletedAt} is null
          and ${visibleIn(scope, interactions, scope.workspaceIds, bind)})`,
      );
    if (query.dueFrom) filters.push(gte(commitments.dueDate, b('dueFrom', query.dueFrom)));
    if (query.dueTo) filters.push(lte(commitments.dueDate, b('dueTo', query.dueTo)));
    if (query.createdFrom)
      filters.push(gte(commitments.createdAt, b('createdFrom', dayStart(query.createdFrom))));
    if (query.createdTo) filters.push(lt(commitments.createdAt, b('createdTo', dayAfter(query.createdTo))));
    // Only a beneficiary the caller sees: another's id finds nothing, as it would open nothing.
    if (query.stakeholderId)
      filters.push(
        linkedStakeholder(
          and(
            eq(commitmentStakeholders.stakeholderId, b('stakeholderId', query.stakeholderId)),
            visibleIn(scope, stakeholders, scope.workspaceIds, bind),
          ) as SQL,
        ),
      );
    // A topic out of the caller's sight finds nothing (decision 0070).
    if (query.topicId)
      filters.push(
        sql`${commitments.topicIds} @> array[${b('topicId', query.topicId)}]::uuid[]`,
        topicFilterInSight(scope, b('topicId', query.topicId), bind),
      );
    if (query.ods)
      filters.push(
        odsDirectOrThroughTopics(db, commitments, b('tenantId', scope.tenantId), b('ods', query.ods)),
      );
    return filters;
  };

  /**
   * The sort, no due date last either way. Only the due date may be null: the other keys sort plainly,
   * so a descending page is read backwards along their index (`desc nulls last` would sort the tenant).
   * `orderOn` writes it over any key and id: the register's, the matches' subquery's, the probe's.
   */
  const sortOf = (sort: string | undefined, table: SortedColumns = commitments) => {
    const keys = sortKeysOf(table);
    const { field: name, direction } = readSort(sort, keys, 'dueDate,asc');
    const sorted: SearchSort = {
      key: keys[name] as AnyPgColumn | SQL,
      direction,
      nulls: name === 'dueDate' ? sql` nulls last` : sql``,
    };
    return sorted;
  };
  const orderOf = (sort: string | undefined) => {
    const sorted = sortOf(sort);
    return orderOn(sorted, sorted.key, commitments.id);
  };

  /**
   * The list's rows for the page's ids: owner's name, the first beneficiaries in reach and how many,
   * the action plan and its progress, each a subquery of one statement prepared once. The subqueries
   * are built by drizzle, which names their columns by table in WHERE and joins (a plain template in
   * the select list would not), correlated to the outer row.
   */
  const noScope: RequestScope = { tenantId: '', workspaceIds: [], userId: '', permissions: {} as never };
  const beneficiaryOn = and(
    eq(stakeholders.tenantId, commitmentStakeholders.tenantId),
    eq(stakeholders.id, commitmentStakeholders.stakeholderId),
  );
  const beneficiaryInReach = and(
    eq(commitmentStakeholders.tenantId, commitments.tenantId),
    eq(commitmentStakeholders.commitmentId, commitments.id),
    visibleIn(noScope, stakeholders, [], placeholder),
  );
  const firstBeneficiaries = db
    .select({ id: stakeholders.id, name: stakeholders.name })
    .from(commitmentStakeholders)
    .innerJoin(stakeholders, beneficiaryOn)
    .where(beneficiaryInReach)
    .orderBy(asc(stakeholders.name), asc(stakeholders.id))
    .limit(SUMMARY_STAKEHOLDERS);
  const beneficiaryCount = db
    .select({ n: sql`count(*)::int` })
    .from(commitmentStakeholders)
    .innerJoin(stakeholders, beneficiaryOn)
    .where(beneficiaryInReach);
  const ownerName = db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, commitments.tenantId), eq(users.id, commitments.ownerId)));
  const planProgress = db
    .select({
      plan: sql`json_build_object('id', ${actionPlanTable.id}, 'total', count(${actions.id}),
        'completed', count(${actions.id}) filter (where ${actions.status} = 'completed'))`,
    })
    .from(actionPlanTable)
    .leftJoin(
      actions,
      and(
        eq(actions.tenantId, actionPlanTable.tenantId),
        eq(actions.actionPlanId, actionPlanTable.id),
        isNull(actions.deletedAt),
      ),
    )
    .where(
      and(
        eq(actionPlanTable.tenantId, commitments.tenantId),
        eq(actionPlanTable.parentType, 'commitment'),
        eq(actionPlanTable.parentId, commitments.id),
      ),
    )
    .groupBy(actionPlanTable.id);
  const summaries = db
    .select({
      id: commitments.id,
      code: commitments.code,
      workspaceId: commitments.workspaceId,
      title: commitments.title,
      sourceCode: commitments.sourceCode,
      status: commitments.status,
      ownerId: commitments.ownerId,
      dueDate: commitments.dueDate,
      priorityCode: commitments.priorityCode,
      riskCode: commitments.riskCode,
      createdAt: commitments.createdAt,
      updatedAt: commitments.updatedAt,
      ownerName: sql<string | null>`(${ownerName})`,
      beneficiaries: sql<
        Ref[] | string
      >`(select coalesce(json_agg(b), '[]'::json) from (${firstBeneficiaries}) b)`,
      beneficiaryCount: sql<number>`(${beneficiaryCount})`,
      plan: sql<{ id: string; total: number; completed: number } | string>`(${planProgress})`,
    })
    .from(commitments)
    .where(
      and(
        eq(commitments.tenantId, placeholder('tenantId', '')),
        sql`${commitments.id} = any(${placeholder('ids', [] as string[])}::uuid[])`,
      ),
    )
    .prepare('commitment_search_summaries');
  type SummaryRow = Awaited<ReturnType<typeof summaries.execute>>[number];

  /** The summaries in the page's order (postgres.js parses json, PGlite's driver may hand back text). */
  const summariesFrom = (found: SummaryRow[], ids: string[]): CommitmentSummary[] => {
    const parsed = <T>(value: T | string): T =>
      typeof value === 'string' ? (JSON.parse(value) as T) : value;
    const byId = new Map(found.map((r) => [r.id, r]));
    const today = todayInSaoPaulo();
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const plan = parsed(row.plan);
      return [
        {
          id: row.id,
          code: row.code,
          workspaceId: row.workspaceId,
          title: row.title,
          sourceCode: row.sourceCode,
          status: row.status as CommitmentStatus,
          overdue: commitmentOverdue(row, today),
          owner: row.ownerName === null ? null : { id: row.ownerId, name: row.ownerName },
          dueDate: row.dueDate,
          priorityCode: row.priorityCode,
          riskCode: row.riskCode,
          beneficiaries: parsed(row.beneficiaries),
          beneficiaryCount: Number(row.beneficiaryCount),
          actionPlanId: plan.id,
          progress: progressFrom(Number(plan.total), Number(plan.completed)),
          createdAt: new Date(row.createdAt).toISOString(),
          updatedAt: new Date(row.updatedAt).toISOString(),
        },
      ];
    });
  };

  /** The page's ids of a query: its shape's statements, built once with placeholders (lib/search-paths). */
  const findPage = createRegisterSearch(db, 'commitment_search', commitments, {
    keyOf: commitmentShapeOf,
    where: (query: Partial<CommitmentSearchQuery>) => and(...filtersOf(noScope, query, placeholder)),
    sortOf: (query, on) => sortOf(query.sort, on),
    probesFirst,
  });

  const repository = {
    /** For routes: a caller who may not view the area finds nothing (requireView). */
    findRow: async (scope: RequestScope, id: string): Promise<CommitmentRow> => {
      requireView(scope, 'customModules', 'Commitment');
      return findRow(scope, id);
    },
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
        hiddenAttachments,
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
        // The interaction it came from is described only to a caller who may open it: in the
        // interactions area (readsInteractions) and in reach. Anyone else keeps the bare id.
        row.sourceInteractionId && readsInteractions(scope)
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
        // Files the caller may not list are counted for them (decision 0059).
        filesHidden(scope) ? readyAttachmentCount(db, scope, { type: 'commitment', id: row.id }) : undefined,
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
        ...(hiddenAttachments === undefined ? {} : { hiddenAttachments }),
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

    /** Every match of the search, not capped: what "Count all" asks of a broad search, once. */
    count: async (scope: RequestScope, query: CommitmentSearchQuery): Promise<SearchCount> => {
      return countWithin(db, commitments, and(...filtersOf(scope, query)));
    },

    search: async (scope: RequestScope, query: CommitmentSearchQuery): Promise<CommitmentPage> => {
      const values = commitmentSearchValues(scope, query);
      // The page's ids by the shape's path (lib/search-paths), then everything the list shows of them
      // in one statement.
      const { ids, n } = await findPage(query, values);
      const rows = ids.length === 0 ? [] : summariesFrom(await summaries.execute({ ...values, ids }), ids);
      return {
        items: rows,
        ...pageTotal(rows.length, values, n, commitmentTotalCap),
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
              topicIds: [...new Set(input.topicIds)],
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
      body: CommitmentWrite,
    ): Promise<Commitment> => {
      const workspaceId = body.workspaceId ?? current.workspaceId;
      // A source the caller may not open was not in their record: it stays unless the body names a
      // source other than the stored ones (which then replaces it, as any source is replaced).
      const sight = await sourcesInSight(scope, current);
      const namesNone = (
        [
          [body.sourceNegotiationPlanId, current.sourceNegotiationPlanId],
          [body.sourceAgreementId, current.sourceAgreementId],
          [body.sourceInteractionId, current.sourceInteractionId],
        ] as const
      ).every(([asked, stored]) => !asked || asked === stored);
      const input: CommitmentWrite = {
        ...body,
        ...(namesNone && !sight.plan
          ? {
              sourceNegotiationPlanId: current.sourceNegotiationPlanId,
              sourceAgreementId: current.sourceAgreementId,
            }
          : {}),
        ...(namesNone && !sight.interaction ? { sourceInteractionId: current.sourceInteractionId } : {}),
      };
      const links = await linkIds(scope, current);
      const { errors, planId } = await checkInput(scope, input, workspaceId, { row: current, ...links });
      if (errors.length) throw unprocessable(errors);
      const seen = new Set(
        ((await beneficiariesOf(scope, [current.id])).get(current.id) ?? []).map((s) => s.id),
      );
      const beneficiaryIds = [
        ...new Set([...input.beneficiaryIds, ...links.beneficiaryIds.filter((id) => !seen.has(id))]),
      ];
      // Topics out of sight too (decision 0070): kept as stored.
      const { topicIds } = keptTopicLinks(
        input.topicIds,
        links.topicIds,
        new Set(await topicsInSight(scope, current)),
      );
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Database;
        // Edits of one record take turns, and each applies only over the version it was made on: the
        // form's (expectedUpdatedAt), else the one read above (decision 0043).
        await takeTurn(tx, commitments, current, input.expectedUpdatedAt, 'Commitment');
        const now = new Date();
        const written = await writeLinks(tx, scope, current.id, { beneficiaryIds, topicIds }, links);
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
            topicIds,
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
        // Once: a second delete at the same moment finds the row deleted and writes nothing.
        const [deleted] = await tx
          .update(commitments)
          .set({ deletedAt: now, deletedBy: scope.userId })
          .where(
            and(
              eq(commitments.tenantId, scope.tenantId),
              eq(commitments.id, current.id),
              isNull(commitments.deletedAt),
            ),
          )
          .returning({ id: commitments.id });
        if (!deleted) throw notFound('Commitment');
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
