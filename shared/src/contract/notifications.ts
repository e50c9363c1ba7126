import { z } from 'zod';
import { pageOf } from './common';

/*
 * Notifications (issue 12): a user's in-app inbox and which kinds also arrive by e-mail. The server
 * sends the parts of a sentence (kind, the record's type and title, data); the front end words it in
 * the reader's language and links to `link`.
 */

export const notificationKinds = [
  'owner_assigned',
  'due_soon',
  'overdue',
  'plan_finished',
  'plan_reopened',
  'commitment_status_changed',
  'grievance_overdue',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * `interaction`: a social interaction's follow-up (its owner, its due date; decision 0067), or a
 * grievance past its target (`grievance_overdue`, data `target` acknowledgement | resolution, decision 0074).
 */
export const notificationRecordTypes = [
  'negotiation_plan',
  'commitment',
  'action_plan',
  'action',
  'interaction',
] as const;
export const notificationRecordTypeSchema = z.enum(notificationRecordTypes);
export type NotificationRecordType = (typeof notificationRecordTypes)[number];

/** E-mail is on by default for these kinds only (a user changes it in /account). */
export const notificationEmailDefaults: Record<NotificationKind, boolean> = {
  owner_assigned: true,
  due_soon: false,
  overdue: true,
  plan_finished: false,
  plan_reopened: false,
  commitment_status_changed: false,
  grievance_overdue: true,
};

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  record: z.object({
    type: notificationRecordTypeSchema,
    id: z.uuid(),
    /** The record's readable title (or code) when the notification was written. */
    title: z.string(),
  }),
  /**
   * What the sentence needs beyond the record: `dueDate` (YYYY-MM-DD) for due_soon/overdue, `from`/`to`
   * status codes for commitment_status_changed, `actorName` for events.
   */
  data: z.record(z.string(), z.unknown()),
  /**
   * The app path of the record's page (an action or action plan opens its commitment or plan, an
   * interaction `/interactions/{id}`).
   */
  link: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications: unread first, then newest. */
export const notificationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET/PUT account/notification-preferences: every kind, e-mail on or off. */
export const notificationPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
