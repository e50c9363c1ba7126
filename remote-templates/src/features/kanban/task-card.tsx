import type { CSSProperties, PointerEventHandler } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarOutlined, CheckSquareOutlined, HolderOutlined, MessageOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tooltip, Typography, theme } from 'antd';
import { formatDate } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from './kanban.i18n';
import type { Member, Task } from './kanban.model';
import { initials } from '../../components/initials';

export type TaskCardViewProps = {
  task: Task;
  members: Member[];
  onOpen?: () => void;
  /** The drag handle's props (absent on the copy that follows the pointer). */
  handle?: Record<string, unknown>;
  dragging?: boolean;
};

/** What a task shows on the board: name, members, checklist progress, comments, due date. */
export function TaskCardView({ task, members, onOpen, handle, dragging }: TaskCardViewProps) {
  const { t } = useTranslation(KANBAN_NS);
  const { token } = theme.useToken();
  const items = task.checklists.flatMap((c) => c.checkItems);
  const done = items.filter((i) => i.done).length;
  const assigned = members.filter((m) => task.memberIds.includes(m.id));
  return (
    <Card size="small" style={{ boxShadow: dragging ? token.boxShadowSecondary : undefined }}>
      <Flex gap={4} align="flex-start">
        <button
          type="button"
          className="kanban-handle"
          aria-label={t('task.move', { name: task.name })}
          {...handle}
        >
          <HolderOutlined aria-hidden />
        </button>
        <button
          type="button"
          className="kanban-open"
          onClick={onOpen}
          aria-label={t('task.open', { name: task.name })}
        >
          {task.name}
        </button>
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginTop: 8, paddingInlineStart: 28 }}>
        {assigned.length > 0 ? (
          <Flex gap={2}>
            {assigned.map((m) => (
              <Tooltip key={m.id} title={m.name}>
                <Avatar size="small" style={{ background: token.colorPrimary }} aria-label={m.name}>
                  {initials(m.name)}
                </Avatar>
              </Tooltip>
            ))}
          </Flex>
        ) : null}
        {items.length > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <CheckSquareOutlined aria-hidden /> {t('task.checklistsProgress', { done, total: items.length })}
          </Typography.Text>
        ) : null}
        {task.comments.length > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <MessageOutlined aria-hidden /> {t('task.comments', { count: task.comments.length })}
          </Typography.Text>
        ) : null}
        {task.dueDate !== null ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <CalendarOutlined aria-hidden /> {formatDate(task.dueDate)}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}

export type TaskCardProps = { task: Task; members: Member[]; onOpen: () => void };

/**
 * A task on the board, sortable: dragged with the mouse from anywhere on the card, or with the
 * keyboard from its move button (space or enter picks it up, arrows move it, space drops it).
 */
export function TaskCard({ task, members, onOpen }: TaskCardProps) {
  const { t } = useTranslation(KANBAN_NS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      attributes: { roleDescription: t('dnd.roleDescription') },
    });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : 1,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined}
      className="kanban-task"
    >
      <TaskCardView
        task={task}
        members={members}
        onOpen={onOpen}
        handle={{ ...attributes, ref: setActivatorNodeRef, onKeyDown: listeners?.onKeyDown }}
      />
    </li>
  );
}
