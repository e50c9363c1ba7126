import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { newRecordId } from '../../lib/record-id';
import type { FieldChange } from './stakeholders.schema';

/*
 * Social commitments (issue 12, docs/decisions/0035-social-commitments.md): negotiation plans with
 * their agreements, the commitments register, one action plan per plan or commitment, and its actions.
 * Records live in one workspace each; deleted ones stay with `deleted_at` set and never appear again.
 */

const timestamps = {
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const negotiationPlans = pgTable(
  'negotiation_plans',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    // `NP-<year>-<5 digits>`, from commitment_counters in the create transaction.
    code: text('code').notNull(),
    title: text('title').notNull(),
    objective: text('objective'),
    status: text('status').notNull().default('draft'),
    responsibleId: uuid('responsible_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    // Lower-cased, accent-free "code title objective stakeholder names", filled by the app.
    searchText: text('search_text').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('negotiation_plans_code_uq').on(t.tenantId, t.code),
    index('negotiation_plans_start_idx').on(t.tenantId, t.startDate, t.id),
    index('negotiation_plans_responsible_idx').on(t.tenantId, t.responsibleId),
    index('negotiation_plans_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'negotiation_plans_status_check',
      sql`${t.status} in ('draft', 'in_negotiation', 'agreed', 'not_agreed', 'closed', 'cancelled')`,
    ),
  ],
);
export type NegotiationPlanRow = typeof negotiationPlans.$inferSelect;

/** The counterpart of a negotiation. */
export const negotiationPlanStakeholders = pgTable(
  'negotiation_plan_stakeholders',
  {
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id').notNull(),
    stakeholderId: uuid('stakeholder_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.planId, t.stakeholderId] }),
    index('negotiation_plan_stakeholders_stakeholder_idx').on(t.tenantId, t.stakeholderId, t.planId),
  ],
);

export const negotiationPlanTopics = pgTable(
  'negotiation_plan_topics',
  {
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id').notNull(),
    topicId: uuid('topic_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.planId, t.topicId] }),
    index('negotiation_plan_topics_topic_idx').on(t.tenantId, t.topicId, t.planId),
  ],
);

/** The meetings held: interactions linked to the plan. */
export const negotiationPlanInteractions = pgTable(
  'negotiation_plan_interactions',
  {
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id').notNull(),
    interactionId: uuid('interaction_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.planId, t.interactionId] }),
    index('negotiation_plan_interactions_interaction_idx').on(t.tenantId, t.interactionId),
  ],
);

/** What the negotiation agreed on; each may become one commitment (commitments.source_agreement_id). */
export const negotiationAgreements = pgTable(
  'negotiation_agreements',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    planId: uuid('plan_id').notNull(),
    text: text('text').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('negotiation_agreements_plan_idx').on(t.tenantId, t.planId, t.sortOrder),
  ],
);
export type NegotiationAgreementRow = typeof negotiationAgreements.$inferSelect;

/** The priority sort's rank (the search orders by it, commitments_priority_idx holds it). */
export const priorityRankOf = (column: AnyPgColumn) =>
  sql`(case ${column} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end)`;

export const commitments = pgTable(
  'commitments',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    // `CMT-<year>-<5 digits>`, from commitment_counters in the create transaction.
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    sourceCode: text('source_code').notNull(),
    sourceNegotiationPlanId: uuid('source_negotiation_plan_id'),
    sourceAgreementId: uuid('source_agreement_id'),
    sourceInteractionId: uuid('source_interaction_id'),
    status: text('status').notNull().default('open'),
    ownerId: uuid('owner_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    priorityCode: text('priority_code'),
    riskCode: text('risk_code'),
    ods: smallint('ods')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    // The topics it concerns, on the row itself (migration 0020 replaced the link table) so the search's
    // topic and ODS filters are posting lists of commitments_filters_gin_idx, not a join per row.
    topicIds: uuid('topic_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // When it reached a closed status (fulfilled, partially/not fulfilled, cancelled); null while open.
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    // Its first treatment: the earliest completion of an action of its action plan (deleted actions do
    // not count), kept by the action writes in their transaction; the first-treatment dashboard reads
    // it instead of finding it per commitment (decision 0037).
    firstTreatedAt: timestamp('first_treated_at', { withTimezone: true, mode: 'date' }),
    searchText: text('search_text').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('commitments_code_uq').on(t.tenantId, t.code),
    // An agreement becomes one commitment at most (a deleted one frees it).
    uniqueIndex('commitments_agreement_uq')
      .on(t.tenantId, t.sourceAgreementId)
      .where(sql`${t.sourceAgreementId} is not null and ${t.deletedAt} is null`),
    // The registration period of both dashboards and the createdAt sort: migration 0018 adds INCLUDE
    // (workspace_id, status, due_date, source_code, owner_id, first_treated_at), which drizzle cannot
    // declare, so the dashboards' counts read no rows (decision 0037).
    index('commitments_created_idx')
      .on(t.tenantId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The first-treatment dashboard's untreated list: the few commitments without a completed action.
    index('commitments_untreated_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.deletedAt} is null and ${t.firstTreatedAt} is null`),
    // The list's default sort; migration 0018 adds INCLUDE (workspace_id, status), so the overview's
    // due months and the overdue filter read no rows. Its descending twin keeps "no due date" last.
    index('commitments_due_idx')
      .on(t.tenantId, t.dueDate, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('commitments_due_desc_idx')
      .on(t.tenantId, t.dueDate.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The search's other sorts (decision 0037): each page is read in order instead of sorting the tenant.
    // Migration 0021 adds INCLUDE (the filters' columns) to these and the due and creation indexes, so a
    // page read along one checks the filters on the index alone (no row read for those that fail).
    index('commitments_code_idx')
      .on(t.tenantId, t.code, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('commitments_title_idx')
      .on(t.tenantId, t.title, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('commitments_status_idx')
      .on(t.tenantId, t.status, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('commitments_priority_idx')
      .on(t.tenantId, priorityRankOf(t.priorityCode), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('commitments_updated_idx')
      .on(t.tenantId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('commitments_owner_idx').on(t.tenantId, t.ownerId),
    index('commitments_plan_idx')
      .on(t.tenantId, t.sourceNegotiationPlanId)
      .where(sql`${t.sourceNegotiationPlanId} is not null`),
    index('commitments_interaction_idx')
      .on(t.tenantId, t.sourceInteractionId)
      .where(sql`${t.sourceInteractionId} is not null`),
    index('commitments_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Migration 0020 adds commitments_filters_gin_idx, which drizzle cannot declare (btree_gin over
    // status, source, priority, risk and owner beside the topic and ODS arrays, decision 0037): any
    // combination of those filters is one index scan.
    check(
      'commitments_status_check',
      sql`${t.status} in ('open', 'in_progress', 'fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled')`,
    ),
  ],
);
export type CommitmentRow = typeof commitments.$inferSelect;

/** The stakeholders a commitment benefits. */
export const commitmentStakeholders = pgTable(
  'commitment_stakeholders',
  {
    tenantId: uuid('tenant_id').notNull(),
    commitmentId: uuid('commitment_id').notNull(),
    stakeholderId: uuid('stakeholder_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.commitmentId, t.stakeholderId] }),
    index('commitment_stakeholders_stakeholder_idx').on(t.tenantId, t.stakeholderId, t.commitmentId),
  ],
);

/** The last number handed out per tenant, kind (`NP`, `CMT`) and year, incremented in the create transaction. */
export const commitmentCounters = pgTable(
  'commitment_counters',
  {
    tenantId: uuid('tenant_id').notNull(),
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.year] })],
);

/** One per negotiation plan and one per commitment, created with it; progress comes from its actions. */
export const actionPlans = pgTable(
  'action_plans',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    parentType: text('parent_type').notNull(),
    parentId: uuid('parent_id').notNull(),
    goal: text('goal'),
    ownerId: uuid('owner_id'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    finishedBy: uuid('finished_by'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('action_plans_parent_uq').on(t.tenantId, t.parentType, t.parentId),
    check('action_plans_parent_check', sql`${t.parentType} in ('negotiation_plan', 'commitment')`),
  ],
);
export type ActionPlanRow = typeof actionPlans.$inferSelect;

export const actions = pgTable(
  'actions',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    actionPlanId: uuid('action_plan_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    ownerId: uuid('owner_id'),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').notNull().default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completedBy: uuid('completed_by'),
    completionNote: text('completion_note'),
    evidenceAttachmentIds: uuid('evidence_attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('actions_plan_idx')
      .on(t.tenantId, t.actionPlanId, t.completedAt)
      .where(sql`${t.deletedAt} is null`),
    index('actions_owner_idx')
      .on(t.tenantId, t.ownerId)
      .where(sql`${t.deletedAt} is null`),
    // The due/overdue scan: open work by due date.
    index('actions_due_idx')
      .on(t.tenantId, t.dueDate)
      .where(sql`${t.deletedAt} is null and ${t.status} <> 'completed'`),
    check('actions_status_check', sql`${t.status} in ('open', 'in_progress', 'completed')`),
  ],
);
export type ActionRow = typeof actions.$inferSelect;

/**
 * Every change to a plan, commitment, action plan or action: who, when, field-level before/after.
 * `action_plan_id` is set on the action plan's rows and its actions' rows, so the plan's history reads
 * them in one index range; `subject_title` is the action's title at the time.
 */
export const commitmentHistory = pgTable(
  'commitment_history',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    actionPlanId: uuid('action_plan_id'),
    subjectTitle: text('subject_title'),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('commitment_history_record_idx').on(t.tenantId, t.recordType, t.recordId, t.createdAt),
    index('commitment_history_plan_idx')
      .on(t.tenantId, t.actionPlanId, t.createdAt)
      .where(sql`${t.actionPlanId} is not null`),
  ],
);
export type CommitmentHistoryRow = typeof commitmentHistory.$inferSelect;

/**
 * Per-tenant settings of the area (edited by tenant administrators), with who last changed them and
 * when (null: never changed, or last changed before this was kept).
 */
export const commitmentSettings = pgTable('commitment_settings', {
  tenantId: uuid('tenant_id').primaryKey(),
  firstTreatmentTargetDays: integer('first_treatment_target_days').notNull().default(15),
  dueSoonDays: integer('due_soon_days').notNull().default(7),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});
