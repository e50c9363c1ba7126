import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, type NotificationKind, type NotificationRecordType } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import {
  notifications,
  userPermissions,
  users,
  userWorkspaces,
  workspaces,
  type NotificationRow,
} from '../../db/schema';
import { rowsToPermission } from '../auth/identity.repository';
import { buildTree, subtreeIds } from '../workspaces/workspace-tree';

export {
  notificationKinds,
  type NotificationKind,
  type NotificationRecordType,
} from '@conexoes/shared/contract';

/** Kinds caused by someone's act: the one who acted is never told about it. */
const eventKinds: ReadonlySet<NotificationKind> = new Set([
  'owner_assigned',
  'plan_finished',
  'plan_reopened',
  'commitment_status_changed',
]);

export type NotifyInput = {
  tenantId: string;
  /** Recipients (duplicates and nulls ignored). */
  userIds: Array<string | null | undefined>;
  kind: NotificationKind;
  record: { type: NotificationRecordType; id: string; workspaceId: string; title: string };
  data?: Record<string, unknown>;
  /**
   * Same key, same user = one notification, ever (the scheduled checks run again; a retried request
   * too): `overdue:action:<id>:<dueDate>`, `<kind>:<recordType>:<id>:<event time or history id>`.
   */
  dedupeKey: string;
  /** Who caused it (event kinds skip them); null for the scheduled checks. */
  actorId?: string | null;
};

/**
 * The one way any area tells users about something (issue 12). Call it with the transaction of the
 * change that causes it, so the notice exists exactly when the change does; one row per recipient,
 * `on conflict do nothing` on (tenant, user, dedupe key). Returns the rows written (e-mail goes from them).
 */
export const notify = async (db: Database, input: NotifyInput): Promise<NotificationRow[]> =>
  notifyAll(db, [input]);

/**
 * Of these users of one tenant, by id, the workspaces where each may open a commitments-area record
 * (every record type notified is one): active, in the area (`customModules.view`), and the record's
 * workspace within their reach as their session would have it (every workspace, or their assignments'
 * subtrees). An owner can be someone who cannot open the record (assigned only below it, moved off
 * the site since): a notice would give them its code and title all the same, so they get none.
 */
const openingReach = async (
  db: Database,
  tenantId: string,
  userIds: string[],
): Promise<Map<string, ReadonlySet<string>>> => {
  const reach = new Map<string, ReadonlySet<string>>();
  if (userIds.length === 0) return reach;
  const [people, assigned, flags, tree] = await Promise.all([
    db
      .select({ id: users.id, active: users.active, allWorkspaces: users.allWorkspaces })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds))),
    db
      .select({ userId: userWorkspaces.userId, workspaceId: userWorkspaces.workspaceId })
      .from(userWorkspaces)
      .where(and(eq(userWorkspaces.tenantId, tenantId), inArray(userWorkspaces.userId, userIds))),
    db
      .select()
      .from(userPermissions)
      .where(
        and(
          eq(userPermissions.tenantId, tenantId),
          eq(userPermissions.area, 'customModules'),
          inArray(userPermissions.userId, userIds),
        ),
      ),
    db.select().from(workspaces).where(eq(workspaces.tenantId, tenantId)),
  ]);
  const workspaceTree = buildTree(tree);
  const everywhere: ReadonlySet<string> = new Set(tree.map((w) => w.id));
  for (const person of people) {
    const permission = rowsToPermission(flags.filter((f) => f.userId === person.id));
    if (!person.active || !hasPermission(permission, 'customModules', 'view')) continue;
    reach.set(
      person.id,
      person.allWorkspaces
        ? everywhere
        : subtreeIds(
            workspaceTree,
            assigned.filter((a) => a.userId === person.id).map((a) => a.workspaceId),
          ),
    );
  }
  return reach;
};

/**
 * Many notices in one statement (the daily scan writes a page of records at once). E-mail goes later
 * from the rows themselves (notification-email.ts), so a rolled-back change never sends one. A
 * recipient who may not open the record is left out (openingReach).
 */
export const notifyAll = async (db: Database, inputs: NotifyInput[]): Promise<NotificationRow[]> => {
  const reachByTenant = new Map<string, Map<string, ReadonlySet<string>>>();
  for (const tenantId of new Set(inputs.map((i) => i.tenantId))) {
    const ids = inputs
      .filter((i) => i.tenantId === tenantId)
      .flatMap((i) => i.userIds)
      .filter((id): id is string => typeof id === 'string');
    reachByTenant.set(tenantId, await openingReach(db, tenantId, [...new Set(ids)]));
  }
  const rows = inputs.flatMap((input) => {
    const skip = eventKinds.has(input.kind) ? input.actorId : undefined;
    const reach = reachByTenant.get(input.tenantId);
    const recipients = [
      ...new Set(
        input.userIds.filter(
          (id): id is string =>
            typeof id === 'string' && id !== skip && Boolean(reach?.get(id)?.has(input.record.workspaceId)),
        ),
      ),
    ];
    return recipients.map((userId) => ({
      tenantId: input.tenantId,
      userId,
      kind: input.kind,
      recordType: input.record.type,
      recordId: input.record.id,
      workspaceId: input.record.workspaceId,
      title: input.record.title,
      data: input.data ?? {},
      dedupeKey: input.dedupeKey,
    }));
  });
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.tenantId, notifications.userId, notifications.dedupeKey] })
    .returning();
};
