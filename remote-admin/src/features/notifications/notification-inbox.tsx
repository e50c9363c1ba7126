import { useState } from 'react';
import { Badge, Button, Card, Empty, Flex, Pagination, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDateTime,
  notify,
  useApiMutation,
  useApiQuery,
  useNotificationsStore,
  type Notification,
} from '@conexoes/shared';
import { Loading, PageHeader, PAGE_ITEMS, ProblemAlert } from '@conexoes/shared/ui';
import { notificationsApi, type NotificationsApi } from '../../api/notifications.api';
import { NS } from '../../i18n/register';
import { notificationSentence } from './notification-sentence';

export const INBOX_PAGE_SIZE = 20;

export type NotificationInboxProps = { client?: NotificationsApi };

/**
 * /notifications: the signed-in user's inbox, unread first then newest. Each notice is a sentence
 * linking to its record (opening it marks it read); one or all can be marked read. Every new count the
 * API answers goes to the shared store, so the top bar's bell follows without a reload.
 */
export function NotificationInbox({ client = notificationsApi }: NotificationInboxProps) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const setUnread = useNotificationsStore((s) => s.setUnread);
  const [page, setPage] = useState(1);
  const inbox = useApiQuery(
    async (signal) => {
      const answer = await client.page(page, INBOX_PAGE_SIZE, signal);
      setUnread(answer.unread);
      return answer;
    },
    [client, page, setUnread],
  );
  const markOne = useApiMutation(client.markRead);
  const markAll = useApiMutation(client.markAllRead);
  const problem = inbox.problem ?? markOne.problem ?? markAll.problem;

  const markedRead = (id: string, unread: number) => {
    setUnread(unread);
    const current = inbox.data;
    if (!current) return;
    inbox.setData({
      ...current,
      unread,
      items: current.items.map((n) =>
        n.id === id && !n.readAt ? { ...n, readAt: new Date().toISOString() } : n,
      ),
    });
  };

  const handleMarkOne = async (notice: Notification) => {
    const outcome = await markOne.run(notice.id);
    if (!outcome.ok) return;
    markedRead(notice.id, outcome.data.unread);
    notify.success(t('notifications.marked'));
  };

  const handleOpen = async (notice: Notification) => {
    if (!notice.link) return;
    // Opening it is reading it; the record opens whatever the answer.
    if (!notice.readAt) {
      const outcome = await markOne.run(notice.id);
      if (outcome.ok) setUnread(outcome.data.unread);
    }
    navigate(notice.link);
  };

  const handleMarkAll = async () => {
    const outcome = await markAll.run();
    if (!outcome.ok) return;
    setUnread(outcome.data.unread);
    notify.success(t('notifications.allRead'));
    inbox.reload();
  };

  const data = inbox.data;
  const unread = data?.unread ?? 0;
  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        extra={
          <Button
            icon={<CheckOutlined aria-hidden />}
            onClick={handleMarkAll}
            loading={markAll.pending}
            disabled={!data || unread === 0}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <ProblemAlert problem={problem} />
      {!data ? (
        inbox.loading && <Loading />
      ) : data.total === 0 ? (
        <Card>
          <Empty description={t('notifications.empty')} />
        </Card>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary" aria-live="polite">
            {t('notifications.unreadCount', { count: unread })}
          </Typography.Text>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {data.items.map((notice) => {
              const sentence = notificationSentence(t, notice);
              const isUnread = !notice.readAt;
              return (
                <li key={notice.id}>
                  <Card
                    size="small"
                    style={{
                      borderInlineStart: `4px solid ${isUnread ? token.colorPrimary : token.colorBorderSecondary}`,
                      background: isUnread ? token.colorPrimaryBg : undefined,
                    }}
                  >
                    <Flex justify="space-between" align="start" gap={12} wrap>
                      <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Flex align="center" gap={8}>
                          {isUnread && <Badge status="processing" aria-hidden />}
                          {notice.link ? (
                            <Link
                              to={notice.link}
                              onClick={(event) => {
                                event.preventDefault();
                                void handleOpen(notice);
                              }}
                              style={{ fontWeight: isUnread ? 600 : 400, overflowWrap: 'anywhere' }}
                            >
                              {sentence}
                            </Link>
                          ) : (
                            <Typography.Text strong={isUnread} style={{ overflowWrap: 'anywhere' }}>
                              {sentence}
                            </Typography.Text>
                          )}
                        </Flex>
                        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                          {isUnread && (
                            <Typography.Text
                              strong
                              style={{ fontSize: token.fontSizeSM, color: token.colorPrimaryText }}
                            >
                              {t('notifications.unread')} ·{' '}
                            </Typography.Text>
                          )}
                          {formatDateTime(notice.createdAt)}
                        </Typography.Text>
                      </Flex>
                      {isUnread && (
                        <Button
                          size="small"
                          onClick={() => void handleMarkOne(notice)}
                          aria-label={`${t('notifications.markRead')}: ${sentence}`}
                        >
                          {t('notifications.markRead')}
                        </Button>
                      )}
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
          {data.total > INBOX_PAGE_SIZE && (
            <Pagination
              {...PAGE_ITEMS}
              current={page}
              pageSize={INBOX_PAGE_SIZE}
              total={data.total}
              onChange={setPage}
              showSizeChanger={false}
              size="small"
            />
          )}
        </Flex>
      )}
    </>
  );
}
