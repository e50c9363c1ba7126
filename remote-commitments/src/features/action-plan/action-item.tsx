import { ConfirmPopover } from '@conexoes/shared/ui';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, type Action } from '@conexoes/shared';
import { ActionStatusTag, OverdueTag } from '../../components/status-tags';
import { NS } from '../../i18n/register';

export type ActionHandlers = {
  onEdit: (action: Action) => void;
  onComplete: (action: Action) => void;
  onReopen: (action: Action) => void;
  onDelete: (action: Action) => void;
};

const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** One action: what, who, when, its state in words, and what the caller may do with it. */
export function ActionItem({
  action,
  busy,
  compact = false,
  planOpen,
  handlers,
}: {
  action: Action;
  busy: boolean;
  compact?: boolean;
  /** A finished plan's actions are read only until it is reopened. */
  planOpen: boolean;
  handlers: ActionHandlers;
}) {
  const { t } = useTranslation(NS);
  const done = action.status === 'completed';
  const editable = action.canEdit && planOpen;
  return (
    <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }} delete={false}>
          {action.title}
        </Typography.Text>
        <Flex gap={4} wrap>
          <ActionStatusTag status={action.status} />
          {action.overdue ? <OverdueTag label={t('plan.action.overdue')} /> : null}
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        {[action.owner?.name, action.dueDate ? t('plan.action.due', { date: day(action.dueDate) }) : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      {!compact && action.description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {action.description}
        </Typography.Paragraph>
      ) : null}
      {done ? (
        <Typography.Text type="secondary">
          {t('plan.action.completedBy', {
            user: action.completedBy?.name ?? t('detail.someone'),
            date: action.completedAt ? formatDateTime(action.completedAt) : '',
          })}
          {action.completionNote ? ` — ${action.completionNote}` : ''}
        </Typography.Text>
      ) : null}
      {editable ? (
        <Flex gap={4} wrap>
          {done ? (
            <Button
              size="small"
              disabled={busy}
              onClick={() => handlers.onReopen(action)}
              aria-label={t('plan.action.reopenNamed', { title: action.title })}
            >
              {t('plan.action.reopen')}
            </Button>
          ) : (
            <>
              <Button
                size="small"
                type="primary"
                disabled={busy}
                onClick={() => handlers.onComplete(action)}
                aria-label={t('plan.action.completeNamed', { title: action.title })}
              >
                {t('plan.action.complete')}
              </Button>
              <Button
                size="small"
                disabled={busy}
                onClick={() => handlers.onEdit(action)}
                aria-label={t('plan.action.editNamed', { title: action.title })}
              >
                {t('common:edit')}
              </Button>
            </>
          )}
          {action.canDelete ? (
            <ConfirmPopover
              title={t('plan.action.deleteTitle')}
              description={t('plan.action.deleteBody', { title: action.title })}
              okText={t('common:delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common:cancel')}
              onConfirm={() => handlers.onDelete(action)}
            >
              <Button
                size="small"
                danger
                disabled={busy}
                aria-label={t('plan.action.deleteNamed', { title: action.title })}
              >
                {t('plan.action.delete')}
              </Button>
            </ConfirmPopover>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
