import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The workspace tree. The root (level 1) is the tenant: its tenant_id is its own id. Every other tenant
 * table carries tenant_id, and its keys start with it, so the schema can be distributed by tenant.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    // The perception survey is asked on this workspace's interactions and those of its subtree (issue 11).
    socialInteractionResearch: boolean('social_interaction_research').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('workspaces_parent_idx').on(t.tenantId, t.parentId),
    // Sibling names are unique (case-insensitive) inside a tenant.
    uniqueIndex('workspaces_sibling_name_uq').on(t.tenantId, t.parentId, sql`lower(${t.name})`),
    check('workspaces_level_check', sql`${t.level} between 1 and 3`),
    check('workspaces_root_check', sql`(${t.level} = 1) = (${t.parentId} is null)`),
  ],
);
export type WorkspaceRow = typeof workspaces.$inferSelect;
