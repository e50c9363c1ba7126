import { useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Typography, theme } from 'antd';
import { notify } from '@conexoes/shared';
import { MenuDropdown, MountedDialog, CONFIRM_DIALOG } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from './kanban.i18n';
import type { Column, Member, Task } from './kanban.model';
import { useKanbanStore } from './kanban.store';
import { ColumnNameDialog } from './column-name-dialog';
import { TaskCard } from './task-card';

export type KanbanColumnProps = {
  column: Column;
  tasks: Task[];
  members: Member[];
  onOpenTask: (taskId: string) => void;
};

/** One column: its name and actions (rename, clear, delete), its sortable tasks, a field to add one. */
export function KanbanColumn({ column, tasks, members, onOpenTask }: KanbanColumnProps) {
  const { t } = useTranslation(KANBAN_NS);
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const { setNodeRef } = useDroppable({ id: column.id });
  const [renaming, setRenaming] = useState(false);
  const [newTask, setNewTask] = useState('');
  const { updateColumn, clearColumn, deleteColumn, createTask } = useKanbanStore.getState();
  const count = tasks.length;
  const headingId = `${column.id}-heading`;

  const addTask = () => {
    const name = newTask.trim();
    if (!name) return;
    createTask(column.id, name);
    setNewTask('');
    notify.success(t('task.created', { name }));
  };

  const menu = [
    { key: 'rename', label: t('column.rename'), onClick: () => setRenaming(true) },
    {
      key: 'clear',
      label: t('column.clear'),
      disabled: count === 0,
      onClick: () =>
        modal.confirm({
          ...CONFIRM_DIALOG,
          title: t('column.clearConfirm', { name: column.name, count }),
          onOk: () => {
            clearColumn(column.id);
            notify.success(t('column.cleared', { name: column.name }));
          },
        }),
    },
    {
      key: 'delete',
      label: t('column.delete'),
      danger: true,
      onClick: () =>
        modal.confirm({
          ...CONFIRM_DIALOG,
          title: t('column.deleteConfirm', { name: column.name, count }),
          okButtonProps: { danger: true },
          onOk: () => {
            deleteColumn(column.id);
            notify.success(t('column.deleted', { name: column.name }));
          },
        }),
    },
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="kanban-column"
      style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ padding: '12px 12px 4px' }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }} ellipsis>
            {column.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('column.taskCount', { count })}
          </Typography.Text>
        </div>
        <MenuDropdown menu={{ items: menu }}>
          <Button
            type="text"
            icon={<MoreOutlined aria-hidden />}
            aria-label={t('column.actions', { name: column.name })}
          />
        </MenuDropdown>
      </Flex>
      <SortableContext id={column.id} items={column.taskIds} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="kanban-tasks" aria-labelledby={headingId}>
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} members={members} onOpen={() => onOpenTask(task.id)} />
          ))}
          {count === 0 ? (
            <li className="kanban-empty">
              <Typography.Text type="secondary">{t('column.empty')}</Typography.Text>
            </li>
          ) : null}
        </ul>
      </SortableContext>
      <Flex gap={8} style={{ padding: 12 }}>
        <Input
          value={newTask}
          onChange={(e) => setNewTask(e.target.value)}
          onPressEnter={addTask}
          aria-label={t('task.newName', { column: column.name })}
          placeholder={t('task.add')}
          maxLength={200}
        />
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={addTask}
          aria-label={t('task.newName', { column: column.name })}
        />
      </Flex>
      {renaming ? (
        <MountedDialog>
          <ColumnNameDialog
            title={t('column.rename')}
            initialName={column.name}
            onCancel={() => setRenaming(false)}
            onSubmit={(name) => {
              updateColumn(column.id, { name });
              setRenaming(false);
              notify.success(t('column.renamed', { name }));
            }}
          />
        </MountedDialog>
      ) : null}
    </section>
  );
}
