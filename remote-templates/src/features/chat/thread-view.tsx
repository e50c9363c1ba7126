import { useEffect, useRef, useState } from 'react';
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form, Input, Typography, theme } from 'antd';
import { formatDateTime, notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/initials';
import { CHAT_NS } from './chat.i18n';
import { ME, type Contact, type Thread } from './chat.model';
import { useChatStore } from './chat.store';
import { namesOf } from './thread-list';

export type ThreadViewProps = { thread: Thread; contacts: Contact[]; onBack: () => void };

/** One conversation: who is in it, its messages (newest at the bottom) and the composer. */
export function ThreadView({ thread, contacts, onBack }: ThreadViewProps) {
  const { t } = useTranslation(CHAT_NS);
  const { token } = theme.useToken();
  const [body, setBody] = useState('');
  const [error, setError] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const names = namesOf(thread, contacts);
  const people = thread.contactIds.flatMap((id) => contacts.filter((c) => c.id === id));
  const authorName = (id: string) => (id === ME ? t('you') : (contacts.find((c) => c.id === id)?.name ?? ''));

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.messages.length]);

  const send = () => {
    if (!body.trim()) {
      setError(true);
      return;
    }
    useChatStore.getState().sendMessage(thread.id, body.trim());
    setBody('');
    setError(false);
    notify.success(t('sent'));
  };

  return (
    <section className="chat-thread-view" aria-labelledby="chat-thread-title">
      <Flex align="center" gap={8} className="chat-thread-header">
        <Button
          type="text"
          className="chat-back"
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label={t('back')}
          onClick={onBack}
        />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} id="chat-thread-title" style={{ fontSize: 16, margin: 0 }} ellipsis>
            {names}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {people.map((p) => `${p.role} · ${p.isActive ? t('online') : t('offline')}`).join(' — ')}
          </Typography.Text>
        </div>
      </Flex>
      {/* The log wraps the list: a role on the <ol> itself would take the list's meaning away. */}
      <div className="chat-messages" role="log" aria-label={t('messages')} tabIndex={0}>
        <ol className="chat-message-list">
          {thread.messages.map((m) => {
            const mine = m.authorId === ME;
            return (
              <li key={m.id} className={mine ? 'chat-message chat-message-mine' : 'chat-message'}>
                {!mine ? (
                  <Avatar size="small" style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden>
                    {initials(authorName(m.authorId))}
                  </Avatar>
                ) : null}
                <div
                  className="chat-bubble"
                  style={{
                    background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
                    borderRadius: token.borderRadiusLG,
                  }}
                >
                  <Typography.Text strong style={{ fontSize: 12 }}>
                    {authorName(m.authorId)}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(m.createdAt)}
                  </Typography.Text>
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                    {m.body}
                  </Typography.Paragraph>
                </div>
              </li>
            );
          })}
          <li ref={end} aria-hidden />
        </ol>
      </div>
      <Form layout="vertical" onFinish={send} className="chat-composer">
        <Form.Item
          label={t('message')}
          htmlFor="chat-message"
          validateStatus={error ? 'error' : undefined}
          help={error ? t('emptyMessage') : undefined}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea
            id="chat-message"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t('messagePlaceholder')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                send();
              }
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />}>
          {t('send')}
        </Button>
      </Form>
    </section>
  );
}
