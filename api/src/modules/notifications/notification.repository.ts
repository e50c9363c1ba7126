import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  notificationEmailDefaults,
  notificationKinds,
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationQuery,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { notificationPreferences, notifications } from '../../db/schema';
import { notFound } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';
import { linkColumns, linkJoins, recordPath } from './notification-links';
import { rowsOf } from '../../db/rows-of';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type InboxRow = Omit<Notification, 'record' | 'link'> & {
  recordType: Notification['record']['type'];
  recordId: string;
  title: string;
  linkType: string | null;
  linkId: string | null;
};

/** The caller's own notifications: every query is by (tenant, user), so another user's id is a 404. */
export const createNotificationRepository = (db: Database) => {
  const mine = (scope: RequestScope) =>
    and(eq(notifications.tenantId, scope.tenantId), eq(notifications.userId, scope.userId));

  const unreadCount = async (scope: RequestScope): Promise<number> => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine(scope), isNull(notifications.readAt)));
    return row?.n ?? 0;
  };

  return {
    unreadCount,

    /** Unread first, then newest; each with the page of the record it is about. */
    page: async (scope: RequestScope, query: NotificationQuery): Promise<NotificationPage> => {
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(mine(scope));
      const rows = rowsOf<InboxRow>(
        await db.execute(sql`
          select n.id, n.kind, n.record_type as "recordType", n.record_id as "recordId", n.title, n.data,
            ${sql.raw(iso('n.created_at'))} as "createdAt", ${sql.raw(iso('n.read_at'))} as "readAt",
            ${sql.raw(linkColumns)}
          from notifications n
          ${sql.raw(linkJoins)}
          where n.tenant_id = ${scope.tenantId}::uuid and n.user_id = ${scope.userId}::uuid
          order by (n.read_at is null) desc, n.created_at desc, n.id desc
          limit ${query.size} offset ${(query.page - 1) * query.size}`),
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          record: { type: row.recordType, id: row.recordId, title: row.title },
          data: row.data,
          link: recordPath(row.linkType, row.linkId),
          createdAt: row.createdAt,
          readAt: row.readAt,
        })),
        total: counts?.total ?? 0,
        unread: counts?.unread ?? 0,
        page: query.page,
        size: query.size,
      };
    },

    markRead: async (scope: RequestScope, id: string): Promise<void> => {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(mine(scope), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound('Notification');
    },

    markAllRead: async (scope: RequestScope): Promise<void> => {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(scope), isNull(notifications.readAt)));
    },

    /** Every kind: the user's choice, else the kind's default. */
    preferences: async (scope: RequestScope): Promise<NotificationPreferences> => {
      const stored = await db
        .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, scope.userId));
      const chosen = new Map(stored.map((row) => [row.kind, row.email]));
      return {
        email: Object.fromEntries(
          notificationKinds.map((kind) => [kind, chosen.get(kind) ?? notificationEmailDefaults[kind]]),
        ) as NotificationPreferences['email'],
      };
    },

    /** Stores every kind as given (one statement: all or nothing). */
    savePreferences: async (scope: RequestScope, input: NotificationPreferences): Promise<void> => {
      await db
        .insert(notificationPreferences)
        .values(notificationKinds.map((kind) => ({ userId: scope.userId, kind, email: input.email[kind] })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { email: sql`excluded.email` },
        });
    },
  };
};
