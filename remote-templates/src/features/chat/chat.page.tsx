import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Typography, theme } from 'antd';
import { PageHeader, CLEARABLE } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/initials';
import { ResetDemoButton } from '../../components/reset-demo-button';
import { CHAT_NS } from './chat.i18n';
import { searchKey, type Contact } from './chat.model';
import { useChatStore } from './chat.store';
import { NewThread } from './new-thread';
import { ThreadList, namesOf } from './thread-list';
import { ThreadView } from './thread-view';
import './chat.css';

type Pane = { kind: 'thread' } | { kind: 'new'; contactIds: string[] } | { kind: 'none' };

/** /dashboard/chat: conversations with the demo contacts, kept in the browser (SPEC §4 "Chat"). */
export function ChatPage() {
  const { t } = useTranslation(CHAT_NS);
  const { token } = theme.useToken();
  const contacts = useChatStore((s) => s.contacts);
  const threads = useChatStore((s) => s.threads);
  const currentThreadId = useChatStore((s) => s.currentThreadId);
  const [pane, setPane] = useState<Pane>(() => ({ kind: currentThreadId ? 'thread' : 'none' }));
  const [query, setQuery] = useState('');
  const key = searchKey(query.trim());

  const shown = useMemo(() => {
    const latest = (id: string) => threads.find((th) => th.id === id)?.messages.at(-1)?.createdAt ?? 0;
    return threads
      .filter(
        (thread) =>
          !key ||
          searchKey(namesOf(thread, contacts)).includes(key) ||
          thread.messages.some((m) => searchKey(m.body).includes(key)),
      )
      .sort((a, b) => latest(b.id) - latest(a.id));
  }, [threads, contacts, key]);
  const matchingContacts = key ? contacts.filter((c) => searchKey(c.name).includes(key)) : [];
  const current = pane.kind === 'thread' ? threads.find((th) => th.id === currentThreadId) : undefined;

  const open = (threadId: string) => {
    useChatStore.getState().openThread(threadId);
    setPane({ kind: 'thread' });
  };
  const talkTo = (contact: Contact) => {
    const existing = threads.find((th) => th.contactIds.length === 1 && th.contactIds[0] === contact.id);
    if (existing) open(existing.id);
    else setPane({ kind: 'new', contactIds: [contact.id] });
  };
  const back = () => {
    useChatStore.getState().closeThread();
    setPane({ kind: 'none' });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setPane({ kind: 'new', contactIds: [] })}
            >
              {t('newThread')}
            </Button>
            <ResetDemoButton
              label={t('resetDemo')}
              confirm={t('resetConfirm')}
              done={t('resetDone')}
              onReset={() => {
                useChatStore.getState().reset();
                setPane({ kind: 'none' });
              }}
            />
          </>
        }
      />
      <div
        className={pane.kind === 'none' ? 'chat-layout' : 'chat-layout chat-has-pane'}
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          borderColor: token.colorBorderSecondary,
        }}
      >
        <nav className="chat-side" aria-label={t('threads')}>
          <Input.Search
            allowClear={CLEARABLE}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={t('search')}
            placeholder={t('search')}
            style={{ padding: 12 }}
          />
          {matchingContacts.length > 0 ? (
            <>
              <Typography.Title level={2} className="chat-side-title">
                {t('contacts')}
              </Typography.Title>
              <ul className="chat-list">
                {matchingContacts.map((contact) => (
                  <li key={contact.id}>
                    <button type="button" className="chat-thread" onClick={() => talkTo(contact)}>
                      <Avatar style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden>
                        {initials(contact.name)}
                      </Avatar>
                      <span className="chat-thread-text">
                        <Typography.Text strong>{contact.name}</Typography.Text>
                        <br />
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {contact.role} · {contact.isActive ? t('online') : t('offline')}
                        </Typography.Text>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Typography.Title level={2} className="chat-side-title">
            {t('threads')}
          </Typography.Title>
          {shown.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ padding: '0 16px' }}>
              {t('noResults', { q: query.trim() })}
            </Typography.Paragraph>
          ) : (
            <ThreadList
              threads={shown}
              contacts={contacts}
              currentThreadId={current?.id ?? null}
              onOpen={open}
            />
          )}
        </nav>
        <div className="chat-pane">
          {current ? (
            <ThreadView key={current.id} thread={current} contacts={contacts} onBack={back} />
          ) : null}
          {pane.kind === 'new' ? (
            <NewThread
              key={pane.contactIds.join()}
              contacts={contacts}
              initialContactIds={pane.contactIds}
              onSent={() => setPane({ kind: 'thread' })}
            />
          ) : null}
          {pane.kind === 'none' || (pane.kind === 'thread' && !current) ? (
            <div className="chat-empty">
              <Typography.Text type="secondary">{t('pickThread')}</Typography.Text>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

export default ChatPage;
