import { useEffect, useState } from 'react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Select, Typography, theme } from 'antd';
import { MountedDialog, PageHeader } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResetDemoButton } from '../../components/reset-demo-button';
import { ComposeDialog } from './compose-dialog';
import { EmailList } from './email-list';
import { EmailView } from './email-view';
import { LabelDialog } from './label-dialog';
import { MAIL_NS } from './mail.i18n';
import { emailsInView } from './mail.model';
import { useMailStore } from './mail.store';
import { viewEntries } from './mail-views';
import './mail.css';

/** /dashboard/mail: a demo mailbox kept in the browser; the view and the open email live in the URL. */
export function MailPage() {
  const { t } = useTranslation(MAIL_NS);
  const { token } = theme.useToken();
  const emails = useMailStore((s) => s.emails);
  const labels = useMailStore((s) => s.labels);
  const [params, setParams] = useSearchParams();
  const [composing, setComposing] = useState(false);
  const [labelling, setLabelling] = useState(false);
  const entries = viewEntries(emails, labels, (view) => t(`views.${view}`));
  const view = entries.some((e) => e.id === params.get('view')) ? (params.get('view') as string) : 'inbox';
  const viewName = entries.find((e) => e.id === view)?.name ?? '';
  const open = emails.find((e) => e.id === params.get('email'));

  const go = (next: { view?: string; email?: string | null }) => {
    const query = new URLSearchParams();
    query.set('view', next.view ?? view);
    if (next.email) query.set('email', next.email);
    setParams(query);
  };

  // Opening an email reads it.
  useEffect(() => {
    if (open?.isUnread) useMailStore.getState().setUnread(open.id, false);
  }, [open?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setComposing(true)}>
              {t('compose')}
            </Button>
            <ResetDemoButton
              label={t('resetDemo')}
              confirm={t('resetConfirm')}
              done={t('resetDone')}
              onReset={() => {
                useMailStore.getState().reset();
                go({ view: 'inbox' });
              }}
            />
          </>
        }
      />
      <div
        className={open ? 'mail-layout mail-has-email' : 'mail-layout'}
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          borderColor: token.colorBorderSecondary,
        }}
      >
        <nav className="mail-side" aria-label={t('mailboxes')}>
          <ul className="mail-views">
            {entries.map((entry, index) => (
              <li key={entry.id}>
                {index === 5 ? (
                  <Typography.Title level={2} className="mail-side-title">
                    {t('labels')}
                  </Typography.Title>
                ) : null}
                <button
                  type="button"
                  className="mail-view-link"
                  aria-current={entry.id === view ? 'page' : undefined}
                  onClick={() => go({ view: entry.id })}
                  style={{ background: entry.id === view ? token.colorPrimaryBg : undefined }}
                >
                  {entry.color ? <Badge color={entry.color} aria-hidden /> : null}
                  <span style={{ flex: 1 }}>{entry.name}</span>
                  {entry.unread > 0 ? (
                    <span className="mail-count">{t('unreadCount', { count: entry.unread })}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <Button type="link" icon={<PlusOutlined aria-hidden />} onClick={() => setLabelling(true)}>
            {t('newLabel')}
          </Button>
        </nav>
        <div className="mail-main">
          <div className="mail-picker">
            <Select
              aria-label={t('mailboxes')}
              value={view}
              onChange={(next) => go({ view: next })}
              options={entries.map((e) => ({
                value: e.id,
                label: e.unread > 0 ? `${e.name} (${t('unreadCount', { count: e.unread })})` : e.name,
              }))}
              style={{ width: '100%' }}
            />
          </div>
          {open ? (
            <EmailView email={open} labels={labels} viewName={viewName} onBack={() => go({ email: null })} />
          ) : (
            <>
              <Typography.Title level={2} className="mail-view-title">
                {viewName}
              </Typography.Title>
              <EmailList
                emails={emailsInView(emails, view)}
                labels={labels}
                viewName={viewName}
                onOpen={(id) => go({ email: id })}
              />
            </>
          )}
        </div>
      </div>
      {composing ? (
        <MountedDialog>
          <ComposeDialog onClose={() => setComposing(false)} onSent={() => setComposing(false)} />
        </MountedDialog>
      ) : null}
      {labelling ? (
        <MountedDialog>
          <LabelDialog onClose={() => setLabelling(false)} />
        </MountedDialog>
      ) : null}
    </>
  );
}

export default MailPage;
