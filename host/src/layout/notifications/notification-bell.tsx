import { useEffect } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  api,
  registerTranslations,
  useApiQuery,
  useNotificationsStore,
  type UnreadCount,
} from '@conexoes/shared';

/** How often the count is asked again while the page stays open (and at once when it regains focus). */
export const BELL_POLL_MS = 60_000;
const NS = 'bell';

// The bell's own few words, registered with its lazy chunk: nothing of it weighs on the sign-in page.
registerTranslations(NS, {
  en: {
    label: 'Notifications',
    unread_one: 'Notifications, {{count}} unread',
    unread_other: 'Notifications, {{count}} unread',
  },
  'pt-BR': {
    label: 'Notificações',
    unread_one: 'Notificações, {{count}} não lida',
    unread_other: 'Notificações, {{count}} não lidas',
  },
  es: {
    label: 'Notificaciones',
    unread_one: 'Notificaciones, {{count}} sin leer',
    unread_other: 'Notificaciones, {{count}} sin leer',
  },
  de: {
    label: 'Benachrichtigungen',
    unread_one: 'Benachrichtigungen, {{count}} ungelesen',
    unread_other: 'Benachrichtigungen, {{count}} ungelesen',
  },
});

/**
 * The top bar's bell (signed in only): the unread count from the API, asked every minute and whenever
 * the window regains focus; the inbox page sets the shared count as soon as it marks something read.
 * Opens /notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const unread = useNotificationsStore((s) => s.unread);
  const setUnread = useNotificationsStore((s) => s.setUnread);
  const count = useApiQuery((signal) => api.get<UnreadCount>('notifications/unread-count', { signal }), []);
  const { reload, data } = count;

  useEffect(() => {
    if (data) setUnread(data.unread);
  }, [data, setUnread]);

  useEffect(() => {
    const timer = window.setInterval(reload, BELL_POLL_MS);
    window.addEventListener('focus', reload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', reload);
    };
  }, [reload]);

  const shown = unread ?? 0;
  return (
    <Button
      type="text"
      aria-label={shown > 0 ? t('unread', { count: shown }) : t('label')}
      onClick={() => navigate('/notifications')}
      icon={
        <Badge count={shown} size="small" overflowCount={99} aria-hidden>
          <BellOutlined aria-hidden style={{ fontSize: 18, color: 'var(--shell-header-ink, inherit)' }} />
        </Badge>
      }
    />
  );
}
