import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** Additional configurable field values: field code → option code(s) (docs/stakeholders.md). */
export type AdditionalValues = Record<string, string | string[]>;
/** One changed field of a history entry. */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** Topic categories, each tied to UN SDGs (ODS) by number. */
export const topicCategories = pgTable(
  'topic_categories',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    ods: integer('ods')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    // Lower-cased, accent-free name, filled by the app.
    searchText: text('search_text').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('topic_categories_name_uq').on(t.tenantId, t.workspaceId, t.searchText),
  ],
);
export type TopicCategoryRow = typeof topicCategories.$inferSelect;

/** Topics stakeholders care about (water quality, truck traffic, ...). */
export const topics = pgTable(
  'topics',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    categoryId: uuid('category_id'),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('topics_name_uq').on(t.tenantId, t.workspaceId, t.searchText),
    index('topics_category_idx').on(t.tenantId, t.categoryId),
  ],
);
export type TopicRow = typeof topics.$inferSelect;

/**
 * People and organisations. Personal fields (docs/stakeholders.md, LGPD): document, email, phone,
 * address, postal_code, notes, additional. Codes point into the tenant's option lists.
 */
export const stakeholders = pgTable(
  'stakeholders',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    // Unmasked, upper case: 11 digits for a CPF, 14 characters for a CNPJ (alphanumeric since 2026).
    document: text('document'),
    categoryCode: text('category_code'),
    scopeCode: text('scope_code'),
    entityTypeCode: text('entity_type_code'),
    state: text('state'),
    municipality: text('municipality'),
    municipalityCode: text('municipality_code'),
    address: text('address'),
    postalCode: text('postal_code'),
    email: text('email'),
    phone: text('phone'),
    parentId: uuid('parent_id'),
    influence: smallint('influence').notNull().default(3),
    interest: smallint('interest').notNull().default(3),
    additional: jsonb('additional').$type<AdditionalValues>().notNull().default({}),
    notes: text('notes'),
    responsibleId: uuid('responsible_id'),
    // Lower-cased, accent-free "name municipality document", filled by the app (lib/text foldText).
    searchText: text('search_text').notNull(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One record per CPF/CNPJ in a tenant; imports report duplicates against it.
    uniqueIndex('stakeholders_document_uq')
      .on(t.tenantId, t.document)
      .where(sql`${t.document} is not null`),
    // Trigrams serve the contains-search `search_text like '%…%'` (pg_trgm: migration 0005 creates the
    // extension; PGlite loads its contrib build). docs/decisions/0022.
    index('stakeholders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('stakeholders_name_idx').on(t.tenantId, t.name),
    // The import's duplicate check by name: search_text starts with the folded name, so a batch's
    // names are range scans (`~>=~`/`~<~`) of this index (docs/decisions/0020).
    index('stakeholders_name_key_idx').on(t.tenantId, t.searchText.op('text_pattern_ops')),
    // The list's other sort keys, id as the tie-breaker in the same direction: one index serves asc
    // (forward) and desc (backward), so a page reads 20 entries instead of sorting the tenant.
    index('stakeholders_influence_idx').on(t.tenantId, t.influence, t.id),
    index('stakeholders_interest_idx').on(t.tenantId, t.interest, t.id),
    index('stakeholders_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('stakeholders_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('stakeholders_workspace_idx').on(t.tenantId, t.workspaceId),
    // Members of an entity: only rows that have a parent are ever looked up by it, and most have none
    // (an import of 100k people without one writes no entry here).
    index('stakeholders_parent_idx')
      .on(t.tenantId, t.parentId)
      .where(sql`${t.parentId} is not null`),
    // "What needs me" on every home page: the records a user is responsible for (most have none).
    index('stakeholders_responsible_idx')
      .on(t.tenantId, t.responsibleId)
      .where(sql`${t.responsibleId} is not null`),
    index('stakeholders_location_idx').on(t.tenantId, t.state, t.municipality),
    check('stakeholders_kind_check', sql`${t.kind} in ('person', 'organization')`),
    check('stakeholders_influence_check', sql`${t.influence} between 1 and 5`),
    check('stakeholders_interest_check', sql`${t.interest} between 1 and 5`),
  ],
);
export type StakeholderRow = typeof stakeholders.$inferSelect;
export type StakeholderInsert = typeof stakeholders.$inferInsert;

/** Topics of a stakeholder (many to many). */
export const stakeholderTopics = pgTable(
  'stakeholder_topics',
  {
    tenantId: uuid('tenant_id').notNull(),
    stakeholderId: uuid('stakeholder_id').notNull(),
    topicId: uuid('topic_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.stakeholderId, t.topicId] }),
    index('stakeholder_topics_topic_idx').on(t.tenantId, t.topicId),
  ],
);

/** Every change to a stakeholder: who, when, and field-level before/after. */
export const stakeholderHistory = pgTable(
  'stakeholder_history',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    stakeholderId: uuid('stakeholder_id').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stakeholder_history_stakeholder_idx').on(t.tenantId, t.stakeholderId, t.createdAt),
  ],
);
export type StakeholderHistoryRow = typeof stakeholderHistory.$inferSelect;
