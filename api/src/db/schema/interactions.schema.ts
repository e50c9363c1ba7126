import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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
} from 'drizzle-orm/pg-core';
import { newRecordId } from '../../lib/record-id';
import type { FieldChange } from './stakeholders.schema';

/**
 * Social interactions (issue 11, docs/decisions/0029-interactions-record.md): one record per contact
 * with the communities, in one workspace. Codes point into the tenant's option lists; `perception` is
 * fixed to three values. Deleted records stay with `deleted_at` set and never appear again.
 */
export const interactions = pgTable(
  'interactions',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    // `INT-<year>-<5 digits>`, from interaction_counters in the create transaction.
    code: text('code').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    subject: text('subject').notNull(),
    description: text('description'),
    direction: text('direction').notNull(),
    typeCode: text('type_code').notNull(),
    channelCode: text('channel_code'),
    classificationCode: text('classification_code'),
    statusCode: text('status_code'),
    perception: text('perception'),
    state: text('state'),
    municipality: text('municipality'),
    municipalityCode: text('municipality_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ods: smallint('ods')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    // The ids in interaction_topics, sorted, written with them (decision 0042): a topic filter and an ODS
    // reached through a topic's category are posting lists of interactions_filters_gin_idx, not a
    // join per row.
    topicIds: uuid('topic_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    issuesRaised: text('issues_raised'),
    response: text('response'),
    followUpRequired: boolean('follow_up_required').notNull().default(false),
    followUpDue: date('follow_up_due', { mode: 'string' }),
    followUpOwnerId: uuid('follow_up_owner_id'),
    // The grievance mechanism's steps (shared interaction-grievance.ts): São Paulo days, and the
    // complainant's answer to the outcome once closed. Only a complaint or grievance has them.
    grievanceAcknowledgedOn: date('grievance_acknowledged_on', { mode: 'string' }),
    grievanceRespondedOn: date('grievance_responded_on', { mode: 'string' }),
    grievanceClosedOn: date('grievance_closed_on', { mode: 'string' }),
    grievanceOutcome: text('grievance_outcome'),
    // A confidential grievance (decision 0075): its complainant is named only to the grievance desk.
    confidential: boolean('confidential').notNull().default(false),
    // Lower-cased, accent-free "code subject description stakeholder names", filled by the app.
    searchText: text('search_text').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by'),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => {
    // The search's equality filters on the row: in both GIN indexes below (btree_gin).
    const equalityCodes = [
      t.typeCode,
      t.channelCode,
      t.classificationCode,
      t.statusCode,
      t.perception,
      t.direction,
    ] as const;
    return [
      primaryKey({ columns: [t.tenantId, t.id] }),
      uniqueIndex('interactions_code_uq').on(t.tenantId, t.code),
      // The list's default sort (newest first, id as the tie-breaker), read backwards, and the one index
      // the dashboards and the search's few-matches path read without the rows: migration 0016 adds
      // INCLUDE (workspace_id, the option codes, perception, direction, state, municipality_code, ods,
      // follow_up_required, code, created_at, updated_at), which drizzle cannot declare (decision 0033).
      index('interactions_starts_idx')
        .on(t.tenantId, t.startsAt, t.id)
        .where(sql`${t.deletedAt} is null`),
      // The other sorts' walks: migration 0022 adds INCLUDE (workspace_id, the option codes, perception,
      // direction, state, municipality, ods, the follow-up and starts_at), so a page read along them checks
      // the scalar filters on the index alone (decision 0033, as 0037 did for the commitments).
      index('interactions_subject_idx')
        .on(t.tenantId, t.subject, t.id)
        .where(sql`${t.deletedAt} is null`),
      index('interactions_code_idx')
        .on(t.tenantId, t.code, t.id)
        .where(sql`${t.deletedAt} is null`),
      index('interactions_municipality_idx')
        .on(t.tenantId, sql`lower(${t.municipality})`, t.startsAt)
        .where(sql`${t.deletedAt} is null`),
      index('interactions_created_idx')
        .on(t.tenantId, t.createdAt, t.id)
        .where(sql`${t.deletedAt} is null`),
      index('interactions_updated_idx')
        .on(t.tenantId, t.updatedAt, t.id)
        .where(sql`${t.deletedAt} is null`),
      index('interactions_workspace_idx').on(t.tenantId, t.workspaceId),
      // Words and the option codes in one GIN (btree_gin): a word with a type, status or perception
      // intersects their posting lists in the index, instead of rechecking every row holding the word's
      // trigrams (decision 0041).
      index('interactions_search_trgm_codes_idx').using(
        'gin',
        t.searchText.op('gin_trgm_ops'),
        ...equalityCodes,
      ),
      index('interactions_follow_up_idx')
        .on(t.tenantId, t.followUpDue)
        .where(sql`${t.followUpRequired} and ${t.deletedAt} is null`),
      // The grievances still open (the list's filter, the dashboard's open and overdue counts).
      index('interactions_grievance_open_idx')
        .on(t.tenantId, t.startsAt)
        .where(
          sql`(${t.typeCode} in ('complaint', 'grievance') or ${t.classificationCode} in ('complaint', 'grievance')) and ${t.grievanceClosedOn} is null and coalesce(${t.statusCode}, '') not in ('closed', 'answered', 'cancelled') and ${t.deletedAt} is null`,
        ),
      // The few confidential grievances: rank by stakeholders adds them for the desk (decision 0075), as the
      // stakeholders' day arrays leave them out.
      index('interactions_confidential_idx')
        .on(t.tenantId, t.startsAt)
        .where(sql`${t.confidential} and ${t.deletedAt} is null`),
      index('interactions_follow_up_owner_idx')
        .on(t.tenantId, t.followUpOwnerId)
        .where(sql`${t.followUpOwnerId} is not null`),
      // Every equality filter of the search beside the topic and ODS arrays (btree_gin for the codes, as
      // the commitments' 0020): any combination of them is one index scan (decision 0042).
      index('interactions_filters_gin_idx')
        .using('gin', ...equalityCodes, t.topicIds, t.ods)
        .where(sql`${t.deletedAt} is null`),
      check('interactions_direction_check', sql`${t.direction} in ('inbound', 'outbound')`),
      check(
        'interactions_perception_check',
        sql`${t.perception} is null or ${t.perception} in ('positive', 'neutral', 'negative')`,
      ),
    ];
  },
);
export type InteractionRow = typeof interactions.$inferSelect;
export type InteractionInsert = typeof interactions.$inferInsert;

/** The last number handed out per tenant and year (`INT-2026-00042`), incremented in the create transaction. */
export const interactionCounters = pgTable(
  'interaction_counters',
  {
    tenantId: uuid('tenant_id').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

/** The stakeholders of an interaction and what each was in it. */
export const interactionStakeholders = pgTable(
  'interaction_stakeholders',
  {
    tenantId: uuid('tenant_id').notNull(),
    interactionId: uuid('interaction_id').notNull(),
    stakeholderId: uuid('stakeholder_id').notNull(),
    role: text('role').notNull().default('participant'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.interactionId, t.stakeholderId] }),
    // The stakeholder's timeline and resume.
    index('interaction_stakeholders_stakeholder_idx').on(t.tenantId, t.stakeholderId, t.interactionId),
  ],
);

/** The company's people in an interaction (users). */
export const interactionParticipants = pgTable(
  'interaction_participants',
  {
    tenantId: uuid('tenant_id').notNull(),
    interactionId: uuid('interaction_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.interactionId, t.userId] }),
    index('interaction_participants_user_idx').on(t.tenantId, t.userId, t.interactionId),
  ],
);

/** Topics raised in an interaction. */
export const interactionTopics = pgTable(
  'interaction_topics',
  {
    tenantId: uuid('tenant_id').notNull(),
    interactionId: uuid('interaction_id').notNull(),
    topicId: uuid('topic_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.interactionId, t.topicId] }),
    index('interaction_topics_topic_idx').on(t.tenantId, t.topicId, t.interactionId),
  ],
);

/** Every change to an interaction: who, when, and field-level before/after. */
export const interactionHistory = pgTable(
  'interaction_history',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    interactionId: uuid('interaction_id').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('interaction_history_interaction_idx').on(t.tenantId, t.interactionId, t.createdAt),
  ],
);
export type InteractionHistoryRow = typeof interactionHistory.$inferSelect;

/** A count of one key of one dimension on a São Paulo day in a workspace (kept, or a pending change). */
const dayCountColumns = () => ({
  tenantId: uuid('tenant_id').notNull(),
  dimension: text('dimension').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  key: text('key').notNull(),
  workspaceId: uuid('workspace_id').notNull(),
  n: integer('n').notNull(),
});

/**
 * The dashboards' counts kept by day (decision 0038): how many live interactions of a
 * workspace start on a São Paulo day, in total (`all`) and per key of each scalar dimension (type,
 * channel, classification, status, perception, municipality code; '' = not informed) and per link key
 * (`interactionLinkKeys`). Writes add their changes to `interactionDayCountChanges` (migration 0023's
 * triggers) and a job folds them in every minute; readers sum both, so a year's count is a few thousand
 * rows instead of half a million index entries, and it is never stale.
 */
export const interactionDayCounts = pgTable('interaction_day_counts', dayCountColumns(), (t) => [
  primaryKey({ columns: [t.tenantId, t.dimension, t.day, t.key, t.workspaceId] }),
]);

/**
 * The day counts' pending changes: what each writing statement added or took away, grouped, appended
 * without touching the counts (so concurrent writers, an import among them, neither wait for one
 * another nor deadlock on a day's rows). `interaction_day_counts_fold()` moves them into the counts.
 */
export const interactionDayCountChanges = pgTable('interaction_day_count_changes', dayCountColumns(), (t) => [
  index('interaction_day_count_changes_idx').on(t.tenantId, t.dimension, t.day),
]);

/**
 * What an interaction reaches through its links, once each (migration 0023), as 'dimension:key' in
 * order: its topics (`topic`), their categories (`category`), its ODS chosen or through a topic's
 * category (`ods`, the goal's number), its survey answers (`survey`, "question id:value"), and
 * `withOds:` / `surveyed:` when it has any. One row per interaction that has any (an array, not a row
 * per key: 1M interactions held 6M key rows, 1.2 GB). Kept by triggers on the links, the answers, the
 * record's ODS and the topics' categories; the day counts add and move these keys with the interaction.
 */
export const interactionLinkKeys = pgTable(
  'interaction_link_keys',
  {
    tenantId: uuid('tenant_id').notNull(),
    interactionId: uuid('interaction_id').notNull(),
    keys: text('keys').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.interactionId] })],
);

/**
 * The São Paulo days of a stakeholder's live interactions in a workspace, sorted, one entry per
 * interaction (migration 0025, decision 0040): rank by stakeholders counts a period in each row with
 * two binary searches (`width_bucket`) instead of joining a year's million links. The link keys carry
 * `stakeholder:<id>`, so the day-count triggers append a stakeholder's changes like any other key's,
 * and `interaction_day_counts_fold()` folds them into these arrays instead of the day counts.
 */
export const interactionStakeholderDays = pgTable(
  'interaction_stakeholder_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    stakeholderId: uuid('stakeholder_id').notNull(),
    days: date('days', { mode: 'string' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stakeholderId, t.workspaceId] })],
);

/**
 * Per-tenant settings of the area: the grievance targets (edited by tenant administrators), with who
 * last changed them and when (null: never changed, or last changed before this was kept).
 */
export const interactionSettings = pgTable('interaction_settings', {
  tenantId: uuid('tenant_id').primaryKey(),
  grievanceAcknowledgeDays: integer('grievance_acknowledge_days').notNull().default(7),
  grievanceResolveDays: integer('grievance_resolve_days').notNull().default(30),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});
