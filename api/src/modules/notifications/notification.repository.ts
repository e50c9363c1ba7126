import { and, eq, sql, type SQL } from 'drizzle-orm';
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
import { openingReachByArea } from '../users/opening-reach';
import { linkColumns, linkJoins, pageWorkspace, recordPath } from './notification-links';
import { noticeAreas } from './notify';
import { rowsOf } from '../../db/rows-of';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type InboxRow = Omit<Notification, 'record' | 'link'> & {
  recordType: Notification['record']['type'];
  recordId: string;
  title: string;
  linkType: string | null;
  linkId: string | null;
};

/**
 * A notice is in its person's inbox only while they may open its record *now* (decision 0060's rule,
 * openingReach in the record type's area — NOTICE_AREA —, asked at every read): a person moved off the workspace, without the area's view flag
 * since, or whose record was deleted or moved out of their reach no longer sees its code and title,
 * and a count never tells of what is hidden. Kept, not deleted: reach given back shows them again.
 */
const openableNow = async (db: Database, scope: RequestScope): Promise<SQL> => {
  const areas = noticeAreas();
  const reach = await openingReachByArea(
    db,
    scope.tenantId,
    areas.map(({ area }) => area),
    [scope.userId],
  );
  // Each area's record types in its reach: one text parameter holding the uuid array (workspace ids
  // only), whatever the tenant's size.
  const byArea = areas.map(({ area, types }) => {
    const ids = `{${[...(reach.get(area)?.get(scope.userId) ?? [])].join(',')}}`;
    return sql`(n.record_type in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}) and ${sql.raw(pageWorkspace)} = any(${ids}::uuid[]))`;
  });
  return sql`n.tenant_id = ${scope.tenantId}::uuid and n.user_id = ${scope.userId}::uuid
    and (${sql.join(byArea, sql` or `)})`;
};

/** The caller's own notifications: every query is by (tenant, user), so another user's id is a 404. */
export const createNotificationRepository = (db: Database) => {
  /** Ids of the caller's notices they may open now (`unread` only those not read). */
  const shown = (where: SQL, unread = false) =>
    sql`select n.id from notifications n ${sql.raw(linkJoins)}
      where ${where}${unread ? sql` and n.read_at is null` : sql``}`;

  const unreadCount = async (scope: RequestScope): Promise<number> => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (${shown(await openableNow(db, scope), true)}) s`),
    );
    return row?.n ?? 0;
  };

  return {
    unreadCount,

    /** Unread first, then newest; each with the page of the record it is about. */
    page: async (scope: RequestScope, query: NotificationQuery): Promise<NotificationPage> => {
      const where = await openableNow(db, scope);
      const [counts] = rowsOf<{ total: number; unread: number }>(
        await db.execute(sql`
          select count(*)::int as total, (count(*) filter (where n.read_at is null))::int as unread
          from notifications n ${sql.raw(linkJoins)}
          where ${where}`),
      );
      const rows = rowsOf<InboxRow>(
        await db.execute(sql`
          select n.id, n.kind, n.record_type as "recordType", n.record_id as "recordId", n.title, n.data,
            ${sql.raw(iso('n.created_at'))} as "createdAt", ${sql.raw(iso('n.read_at'))} as "readAt",
            ${sql.raw(linkColumns)}
          from notifications n
          ${sql.raw(linkJoins)}
          where ${where}
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

    /** One the caller sees: a hidden one is a 404, as another user's. */
    markRead: async (scope: RequestScope, id: string): Promise<void> => {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(
          and(eq(notifications.id, id), sql`${notifications.id} in (${shown(await openableNow(db, scope))})`),
        )
        .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound('Notification');
    },

    /** Every one the caller sees; hidden ones stay as they were (unread, if reach comes back). */
    markAllRead: async (scope: RequestScope): Promise<void> => {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(sql`${notifications.id} in (${shown(await openableNow(db, scope), true)})`);
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
