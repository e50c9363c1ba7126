import { useState } from 'react';
import { Avatar, Button, Flex, Form, Input, Typography, theme } from 'antd';
import { formatDateTime, notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/initials';
import { KANBAN_NS } from './kanban.i18n';
import type { Member, Task } from './kanban.model';
import { useKanbanStore } from './kanban.store';

/** The task's comments, oldest first, and a field to add one as the signed-in member. */
export function TaskComments({ task, members }: { task: Task; members: Member[] }) {
  const { t } = useTranslation(KANBAN_NS);
  const { t: tc } = useTranslation('common');
  const { token } = theme.useToken();
  const { comments } = task;
  const [message, setMessage] = useState('');
  const [error, setError] = useState(false);
  const nameOf = (id: string) => members.find((m) => m.id === id)?.name ?? '';

  const send = () => {
    if (!message.trim()) {
      setError(true);
      return;
    }
    useKanbanStore.getState().addComment(task.id, message.trim());
    setMessage('');
    setError(false);
    notify.success(t('comment.added'));
  };

  return (
    <section aria-labelledby="task-comments">
      <Typography.Title level={3} id="task-comments" style={{ fontSize: 16 }}>
        {t('comment.title')}
      </Typography.Title>
      {comments.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('comment.none')}</Typography.Paragraph>
      ) : null}
      <ul className="kanban-comments">
        {comments.map((c) => (
          <li key={c.id}>
            <Flex gap={8} align="flex-start">
              <Avatar size="small" style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden>
                {initials(nameOf(c.authorId))}
              </Avatar>
              <div>
                <Typography.Text strong>{nameOf(c.authorId)}</Typography.Text>{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(c.createdAt)}
                </Typography.Text>
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                  {c.message}
                </Typography.Paragraph>
              </div>
            </Flex>
          </li>
        ))}
      </ul>
      <Form layout="vertical" onFinish={send}>
        <Form.Item
          label={t('comment.label')}
          htmlFor="task-comment"
          validateStatus={error ? 'error' : undefined}
          help={error ? tc('required') : undefined}
        >
          <Input.TextArea
            id="task-comment"
            rows={2}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={2000}
          />
        </Form.Item>
        <Button htmlType="submit">{t('comment.send')}</Button>
      </Form>
    </section>
  );
}
