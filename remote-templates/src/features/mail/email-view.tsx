import { useState } from 'react';
import { ArrowLeftOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Form, Input, Tag, Typography, theme } from 'antd';
import { formatDateTime, notify } from '@conexoes/shared';
import { MenuDropdown } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { MAIL_NS } from './mail.i18n';
import { threadOf, type Email, type MailLabel } from './mail.model';
import { useMailStore } from './mail.store';

export type EmailViewProps = {
  email: Email;
  labels: MailLabel[];
  viewName: string;
  onBack: () => void;
};

const address = (a: { name: string; email: string }) => (a.name ? `${a.name} <${a.email}>` : a.email);

/** An email with its conversation, its actions (reply, star, importance, unread, move, labels). */
export function EmailView({ email, labels, viewName, onBack }: EmailViewProps) {
  const { t } = useTranslation(MAIL_NS);
  const { token } = theme.useToken();
  const emails = useMailStore((s) => s.emails);
  const [reply, setReply] = useState('');
  const [error, setError] = useState(false);
  const conversation = threadOf(emails, email.threadId);
  const store = useMailStore.getState();

  const sendReply = () => {
    if (!reply.trim()) {
      setError(true);
      return;
    }
    const subject = email.subject.startsWith(t('replySubject', { subject: '' }))
      ? email.subject
      : t('replySubject', { subject: email.subject });
    store.reply(email.id, reply.trim(), t('seed.me'), subject);
    setReply('');
    setError(false);
    notify.success(t('replied'));
  };

  const moveItems = [
    ...(['inbox', 'trash'] as const)
      .filter((folder) => (folder === 'trash') !== (email.folder === 'trash'))
      .map((folder) => ({
        key: folder,
        label: t(`views.${folder}`),
        onClick: () => {
          store.moveToFolder(email.id, folder);
          notify.success(t('movedTo', { place: t(`views.${folder}`) }));
          if (folder === 'trash') onBack();
        },
      })),
    { type: 'divider' as const },
    ...labels.map((label) => {
      const on = email.labelIds.includes(label.id);
      return {
        key: label.id,
        label: `${on ? '✓ ' : ''}${label.name}`,
        onClick: () => {
          store.setLabel(email.id, label.id, !on);
          notify.success(t(on ? 'labelRemoved' : 'labelAdded', { name: label.name }));
        },
      };
    }),
  ];

  return (
    <article className="mail-view" aria-labelledby="mail-subject">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('back', { view: viewName })}
        </Button>
        <Button
          icon={
            email.isStarred ? (
              <StarFilled aria-hidden style={{ color: '#b54708' }} />
            ) : (
              <StarOutlined aria-hidden />
            )
          }
          aria-pressed={email.isStarred}
          onClick={() => {
            store.toggleStarred(email.id);
            notify.success(email.isStarred ? t('unstarred') : t('starred'));
          }}
        >
          {email.isStarred ? t('unstar') : t('star')}
        </Button>
        <Button
          onClick={() => {
            store.toggleImportant(email.id);
            notify.success(email.isImportant ? t('markedNotImportant') : t('markedImportant'));
          }}
        >
          {email.isImportant ? t('markNotImportant') : t('markImportant')}
        </Button>
        <Button
          onClick={() => {
            store.setUnread(email.id, true);
            notify.success(t('markedUnread'));
            onBack();
          }}
        >
          {t('markUnread')}
        </Button>
        <MenuDropdown menu={{ items: moveItems }}>
          <Button>{t('moveTo')}</Button>
        </MenuDropdown>
      </Flex>
      <Typography.Title level={2} id="mail-subject" style={{ fontSize: 20 }}>
        {email.subject}
      </Typography.Title>
      <Flex gap={4} wrap style={{ marginBottom: 12 }}>
        {email.isImportant ? <Tag>{t('views.important')}</Tag> : null}
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
      </Flex>
      <ol className="mail-conversation">
        {conversation.map((message) => (
          <li
            key={message.id}
            style={{
              borderColor: token.colorBorderSecondary,
              background: message.id === email.id ? undefined : token.colorFillQuaternary,
            }}
          >
            <Flex justify="space-between" wrap gap={8}>
              <Typography.Text strong>{address(message.from)}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
              {t('to')}: {message.to.map(address).join(', ')}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12, marginBottom: 0 }}>
              {message.body}
            </Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Form layout="vertical" onFinish={sendReply}>
        <Form.Item
          label={t('replyTo', { name: email.from.name || email.from.email })}
          htmlFor="mail-reply"
          validateStatus={error ? 'error' : undefined}
          help={error ? t('bodyRequired') : undefined}
        >
          <Input.TextArea
            id="mail-reply"
            rows={4}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            maxLength={10000}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('reply')}
        </Button>
      </Form>
    </article>
  );
}
