import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newRecordId } from '../../lib/record-id';
import { users } from './users.schema';

/**
 * A user's in-app notifications (issue 12): written by notify() in the transaction of the change that
 * causes them, or by the daily due/overdue scan. `dedupe_key` makes both idempotent: the same event or
 * the same check never lands twice for one user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom().$defaultFn(newRecordId),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // owner_assigned | due_soon | overdue | plan_finished | plan_reopened | commitment_status_changed
    kind: text('kind').notNull(),
    // negotiation_plan | commitment | action_plan | action | interaction
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    // The record's readable title/code at the time.
    title: text('title').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.tenantId, t.userId, t.dedupeKey),
    index('notifications_inbox_idx').on(t.userId, t.readAt, t.createdAt.desc()),
    // The e-mail sweep reads only the notifications not yet e-mailed (H2's job, every minute).
    index('notifications_email_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.emailedAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** Which notifications a user gets by e-mail; a missing row means the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
