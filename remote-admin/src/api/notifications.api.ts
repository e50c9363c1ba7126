import { api, type NotificationPage, type NotificationPreferences, type UnreadCount } from '@conexoes/shared';

/** SPEC §2 Personal: the caller's inbox and which notifications also come by e-mail. */
export const notificationsApi = {
  page: (page: number, size: number, signal?: AbortSignal) =>
    api.get<NotificationPage>('notifications', { params: { page, size }, signal }),
  markRead: (id: string) => api.put<UnreadCount>(`notifications/${encodeURIComponent(id)}/read`),
  markAllRead: () => api.put<UnreadCount>('notifications/read-all'),
  preferences: () => api.get<NotificationPreferences>('account/notification-preferences'),
  savePreferences: (body: NotificationPreferences) =>
    api.put<NotificationPreferences>('account/notification-preferences', body),
};

export type NotificationsApi = typeof notificationsApi;
