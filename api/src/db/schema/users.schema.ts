import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Identities. Sign-in resolves an e-mail before any tenant is known, so e-mail is unique across the
 * whole installation (a reference table under Citus); tenant_id is the user's home tenant and every
 * query from a request filters on it. See docs/decisions/0004-identity-and-tokens.md.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    // Lower-cased, accent-free "name email" for search that ignores case and accents.
    searchText: text('search_text').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    allWorkspaces: boolean('all_workspaces').notNull().default(false),
    createdBy: uuid('created_by'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Assignment of a user to a workspace node; it grants the node's whole subtree. */
export const userWorkspaces = pgTable(
  'user_workspaces',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.workspaceId] })],
);

/** Per-user flags per area (SPEC §3); a role only fills them in as a template. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    area: text('area').notNull(),
    fullAccess: boolean('full_access').notNull().default(false),
    view: boolean('view').notNull().default(false),
    add: boolean('add').notNull().default(false),
    edit: boolean('edit').notNull().default(false),
    editConditionally: boolean('edit_conditionally').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
    onlyBasicInfo: boolean('only_basic_info').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.area] })],
);
