import type { NotificationKind, NotificationRecordType, PermissionArea } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { notifications, type NotificationRow } from '../../db/schema';
import { openingReachByArea } from '../users/opening-reach';

export {
  notificationKinds,
  type NotificationKind,
  type NotificationRecordType,
} from '@conexoes/shared/contract';

/**
 * The one place that says which area each record type notified belongs to: whether a person may open
 * a notice's record is openingReach's answer for that area, when the notice is written and whenever it
 * is read or mailed. Plans, commitments, action plans and actions are the commitments area
 * (`customModules`); an interaction's follow-up is the social interactions' (decision 0067).
 */
export const NOTICE_AREA: Readonly<Record<NotificationRecordType, PermissionArea>> = {
  negotiation_plan: 'customModules',
  commitment: 'customModules',
  action_plan: 'customModules',
  action: 'customModules',
  interaction: 'socialInteractions',
};

/** The areas notified, each with its record types (a read asks openingReach once per area). */
export const noticeAreas = (): Array<{ area: PermissionArea; types: NotificationRecordType[] }> => {
  const byArea = new Map<PermissionArea, NotificationRecordType[]>();
  for (const [type, area] of Object.entries(NOTICE_AREA) as Array<[NotificationRecordType, PermissionArea]>)
    byArea.set(area, [...(byArea.get(area) ?? []), type]);
  return [...byArea].map(([area, types]) => ({ area, types }));
};

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
  /** Told instead when none of `userIds` may open the record, so a notice due reaches someone. */
  fallbackUserIds?: string[];
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
 * Many notices in one statement (the daily scan writes a page of records at once). E-mail goes later
 * from the rows themselves (notification-email.ts), so a rolled-back change never sends one. A
 * recipient who may not open the record is left out (openingReach, in the record type's NOTICE_AREA):
 * an owner can be someone who cannot open it (assigned only below it, moved off the site since) — a
 * notice would give them its code and title all the same.
 */
export const notifyAll = async (db: Database, inputs: NotifyInput[]): Promise<NotificationRow[]> => {
  // Per tenant: area → user → the workspaces where they may open that area's records.
  const reachByTenant = new Map<string, Map<PermissionArea, Map<string, ReadonlySet<string>>>>();
  for (const tenantId of new Set(inputs.map((i) => i.tenantId))) {
    const ofTenant = inputs.filter((i) => i.tenantId === tenantId);
    const ids = ofTenant
      .flatMap((i) => [...i.userIds, ...(i.fallbackUserIds ?? [])])
      .filter((id): id is string => typeof id === 'string');
    const areas = ofTenant.map((i) => NOTICE_AREA[i.record.type]);
    reachByTenant.set(tenantId, await openingReachByArea(db, tenantId, areas, ids));
  }
  const rows = inputs.flatMap((input) => {
    const skip = eventKinds.has(input.kind) ? input.actorId : undefined;
    const reach = reachByTenant.get(input.tenantId)?.get(NOTICE_AREA[input.record.type]);
    const mayOpen = (ids: Array<string | null | undefined>) => [
      ...new Set(
        ids.filter(
          (id): id is string =>
            typeof id === 'string' && id !== skip && Boolean(reach?.get(id)?.has(input.record.workspaceId)),
        ),
      ),
    ];
    const named = mayOpen(input.userIds);
    const recipients = named.length > 0 ? named : mayOpen(input.fallbackUserIds ?? []);
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
