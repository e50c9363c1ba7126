import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One import (dry run or apply): its progress while it runs, and its report after. Kept in the
 * database so any API instance can answer GET <area>/import/{jobId}. `area` says whose import it is
 * (`stakeholders`, `interactions`): the table kept its first area's name when interactions joined.
 */
export const stakeholderImportJobs = pgTable(
  'stakeholder_import_jobs',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    area: text('area').notNull().default('stakeholders'),
    workspaceId: uuid('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    profile: text('profile').notNull(),
    format: text('format'),
    fileName: text('file_name'),
    dryRun: boolean('dry_run').notNull(),
    onDuplicate: text('on_duplicate'),
    status: text('status').notNull(),
    phase: text('phase').notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    // counts, errors, duplicates, truncated (shared/src/contract/stakeholder-files.ts).
    report: jsonb('report').$type<Record<string, unknown>>(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stakeholder_import_jobs_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);
export type StakeholderImportJobRow = typeof stakeholderImportJobs.$inferSelect;
