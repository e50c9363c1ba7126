import { Avatar, Badge, Flex, Typography, theme } from 'antd';
import { formatDateTime } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/initials';
import { CHAT_NS } from './chat.i18n';
import { ME, type Contact, type Thread } from './chat.model';

export type ThreadListProps = {
  threads: Thread[];
  contacts: Contact[];
  currentThreadId: string | null;
  onOpen: (threadId: string) => void;
};

export const namesOf = (thread: Thread, contacts: readonly Contact[]) =>
  thread.contactIds.map((id) => contacts.find((c) => c.id === id)?.name ?? '').join(', ');

/** The conversations, latest first: who, the last message, when, and how many are unread. */
export function ThreadList({ threads, contacts, currentThreadId, onOpen }: ThreadListProps) {
  const { t } = useTranslation(CHAT_NS);
  const { token } = theme.useToken();
  return (
    <ul className="chat-list">
      {threads.map((thread) => {
        const names = namesOf(thread, contacts);
        const last = thread.messages.at(-1);
        const preview = last ? (last.authorId === ME ? t('youSaid', { body: last.body }) : last.body) : '';
        const unread = thread.unreadCount > 0 ? t('unread', { count: thread.unreadCount }) : '';
        return (
          <li key={thread.id}>
            <button
              type="button"
              className="chat-thread"
              aria-current={thread.id === currentThreadId ? 'true' : undefined}
              onClick={() => onOpen(thread.id)}
              style={{ background: thread.id === currentThreadId ? token.colorPrimaryBg : undefined }}
            >
              <Avatar style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden>
                {thread.contactIds.length > 1 ? thread.contactIds.length : initials(names)}
              </Avatar>
              <span className="chat-thread-text">
                <Flex justify="space-between" gap={8}>
                  <Typography.Text strong ellipsis>
                    {names}
                  </Typography.Text>
                  {last ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                      {formatDateTime(last.createdAt)}
                    </Typography.Text>
                  ) : null}
                </Flex>
                <Flex justify="space-between" gap={8} align="center">
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                    {preview}
                  </Typography.Text>
                  {thread.unreadCount > 0 ? (
                    <>
                      <Badge count={thread.unreadCount} aria-hidden />
                      <span className="chat-sr-only">{unread}</span>
                    </>
                  ) : null}
                </Flex>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
