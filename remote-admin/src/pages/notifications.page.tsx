import { NotificationInbox } from '../features/notifications/notification-inbox';

export function NotificationsPage() {
  return <NotificationInbox />;
}
