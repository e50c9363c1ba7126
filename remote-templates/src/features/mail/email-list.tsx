import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Badge, Button, Tag, Typography } from 'antd';
import { formatDate, notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { MAIL_NS } from './mail.i18n';
import { MY_ADDRESS, type Email, type MailLabel } from './mail.model';
import { useMailStore } from './mail.store';

export type EmailListProps = {
  emails: Email[];
  labels: MailLabel[];
  viewName: string;
  onOpen: (id: string) => void;
};

/** A view's emails, newest first; unread ones in bold, each with its star. */
export function EmailList({ emails, labels, viewName, onOpen }: EmailListProps) {
  const { t } = useTranslation(MAIL_NS);
  if (emails.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ padding: 24 }}>
        {t('empty')}
      </Typography.Paragraph>
    );
  }
  return (
    <ul className="mail-list" aria-label={t('emailList', { view: viewName })}>
      {emails.map((email) => {
        const mine = email.from.email === MY_ADDRESS;
        const who = mine
          ? t('toNames', { names: email.to.map((a) => a.name || a.email).join(', ') })
          : email.from.name || email.from.email;
        return (
          <li key={email.id} className={email.isUnread ? 'mail-row mail-unread' : 'mail-row'}>
            <Button
              type="text"
              size="small"
              icon={
                email.isStarred ? (
                  <StarFilled aria-hidden style={{ color: '#b54708' }} />
                ) : (
                  <StarOutlined aria-hidden />
                )
              }
              aria-label={email.isStarred ? t('unstar') : t('star')}
              aria-pressed={email.isStarred}
              onClick={() => {
                useMailStore.getState().toggleStarred(email.id);
                notify.success(email.isStarred ? t('unstarred') : t('starred'));
              }}
            />
            <button type="button" className="mail-open" onClick={() => onOpen(email.id)}>
              <span className="mail-who">
                {email.isUnread ? <span className="mail-sr-only">{t('unread')}: </span> : null}
                {who}
              </span>
              <span className="mail-subject">
                {email.subject}
                <Typography.Text type="secondary">
                  {' '}
                  — {email.body.split('\n').find((l) => l.trim()) ?? ''}
                </Typography.Text>
              </span>
              <span className="mail-date">{formatDate(email.createdAt)}</span>
            </button>
            <span className="mail-tags">
              {email.labelIds.flatMap((id) => {
                const label = labels.find((l) => l.id === id);
                return label
                  ? [
                      <Tag key={id}>
                        <Badge color={label.color} aria-hidden /> {label.name}
                      </Tag>,
                    ]
                  : [];
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
