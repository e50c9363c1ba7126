import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Configurable option lists (interaction type, channel, ...). Seeded on the tenant root; a lower
 * workspace may add its own entries, with codes no other entry of the list has in the tenant.
 */
export const options = pgTable(
  'options',
  {
    tenantId: uuid('tenant_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    list: text('list').notNull(),
    code: text('code').notNull(),
    labelPtBr: text('label_pt_br').notNull(),
    labelEn: text('label_en').notNull(),
    /** Spanish and German labels, optional: the English one stands in (lib/locale.ts pickLabel). */
    labelEs: text('label_es'),
    labelDe: text('label_de'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // A code names one entry of a list in the whole tenant, whatever the case: records store codes, and
    // the tenant-wide counts, imports and filters read them across workspaces (migration 0030).
    uniqueIndex('options_tenant_list_code_uq').on(t.tenantId, t.list, sql`lower(${t.code})`),
  ],
);
