import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Progress, Typography } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from './kanban.i18n';
import type { Checklist, Task } from './kanban.model';
import { useKanbanStore } from './kanban.store';

/** A text field with an add button, cleared after each addition; blank text adds nothing. */
function AddField({
  label,
  placeholder,
  onAdd,
}: {
  label: string;
  placeholder: string;
  onAdd: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text.trim());
    setText('');
  };
  return (
    <Flex gap={8}>
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={add}
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
      />
      <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
        {placeholder}
      </Button>
    </Flex>
  );
}

function ChecklistView({ taskId, checklist }: { taskId: string; checklist: Checklist }) {
  const { t } = useTranslation(KANBAN_NS);
  const { updateChecklist, deleteChecklist, addCheckItem, updateCheckItem, deleteCheckItem } =
    useKanbanStore.getState();
  const total = checklist.checkItems.length;
  const done = checklist.checkItems.filter((i) => i.done).length;
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title
          level={4}
          style={{ margin: 0, fontSize: 15 }}
          editable={{
            text: checklist.name,
            triggerType: ['icon', 'text'],
            tooltip: t('checklist.rename'),
            onChange: (name) => {
              if (!name.trim() || name.trim() === checklist.name) return;
              updateChecklist(taskId, checklist.id, { name: name.trim() });
              notify.success(t('checklist.renamed'));
            },
          }}
        >
          {checklist.name}
        </Typography.Title>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('checklist.delete', { name: checklist.name })}
          onClick={() => {
            deleteChecklist(taskId, checklist.id);
            notify.success(t('checklist.deleted', { name: checklist.name }));
          }}
        />
      </Flex>
      <Progress
        percent={total === 0 ? 0 : Math.round((done / total) * 100)}
        size="small"
        aria-label={t('task.checklistsProgress', { done, total })}
      />
      <ul className="kanban-checklist">
        {checklist.checkItems.map((item) => (
          <li key={item.id}>
            <Flex align="center" gap={8}>
              <Checkbox
                checked={item.done}
                aria-label={item.name}
                onChange={(e) => {
                  updateCheckItem(taskId, checklist.id, item.id, { done: e.target.checked });
                  notify.success(
                    t(e.target.checked ? 'checklist.itemDone' : 'checklist.itemUndone', { name: item.name }),
                  );
                }}
              />
              <Typography.Text
                delete={item.done}
                style={{ flex: 1 }}
                editable={{
                  text: item.name,
                  tooltip: t('checklist.itemName'),
                  onChange: (name) => {
                    if (!name.trim() || name.trim() === item.name) return;
                    updateCheckItem(taskId, checklist.id, item.id, { name: name.trim() });
                    notify.success(t('checklist.itemRenamed'));
                  },
                }}
              >
                {item.name}
              </Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('checklist.deleteItem', { name: item.name })}
                onClick={() => {
                  deleteCheckItem(taskId, checklist.id, item.id);
                  notify.success(t('checklist.itemDeleted', { name: item.name }));
                }}
              />
            </Flex>
          </li>
        ))}
      </ul>
      <AddField
        label={t('checklist.newItem', { name: checklist.name })}
        placeholder={t('checklist.addItem')}
        onAdd={(name) => {
          addCheckItem(taskId, checklist.id, name);
          notify.success(t('checklist.itemAdded', { name }));
        }}
      />
    </div>
  );
}

/** The task's checklists: add, rename, delete; their items: add, rename, tick, delete. */
export function TaskChecklists({ task }: { task: Task }) {
  const { t } = useTranslation(KANBAN_NS);
  const { checklists } = task;
  return (
    <section aria-labelledby="task-checklists">
      <Typography.Title level={3} id="task-checklists" style={{ fontSize: 16 }}>
        {t('checklist.title')}
      </Typography.Title>
      {checklists.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('checklist.none')}</Typography.Paragraph>
      ) : null}
      {checklists.map((checklist) => (
        <ChecklistView key={checklist.id} taskId={task.id} checklist={checklist} />
      ))}
      <AddField
        label={t('checklist.newName')}
        placeholder={t('checklist.add')}
        onAdd={(name) => {
          useKanbanStore.getState().addChecklist(task.id, name);
          notify.success(t('checklist.created', { name }));
        }}
      />
    </section>
  );
}
