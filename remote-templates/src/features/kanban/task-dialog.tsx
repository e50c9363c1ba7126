import { App, Button, DatePicker, Divider, Flex, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { notify } from '@conexoes/shared';
import { FIELD_ROW_GAP, useDateInput, CONFIRM_DIALOG } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from './kanban.i18n';
import type { Task } from './kanban.model';
import { useKanbanStore } from './kanban.store';
import { TaskChecklists } from './task-checklists';
import { TaskComments } from './task-comments';

type TaskForm = {
  name: string;
  description: string;
  memberIds: string[];
  dueDate: Dayjs | null;
  columnId: string;
};

export type TaskDialogProps = { task: Task; onClose: () => void };

/** A task in full: its fields (saved together), its checklists and its comments (each saved at once). */
export function TaskDialog({ task, onClose }: TaskDialogProps) {
  const { t } = useTranslation(KANBAN_NS);
  const { t: tc } = useTranslation('common');
  const { modal } = App.useApp();
  const dates = useDateInput();
  const [form] = Form.useForm<TaskForm>();
  const members = useKanbanStore((s) => s.members);
  const columns = useKanbanStore((s) => s.columns);

  const save = (values: TaskForm) => {
    const { updateTask, moveTask, columns: current } = useKanbanStore.getState();
    updateTask(task.id, {
      name: values.name.trim(),
      description: values.description.trim(),
      memberIds: values.memberIds,
      dueDate: values.dueDate ? values.dueDate.startOf('day').valueOf() : null,
    });
    if (values.columnId !== task.columnId) {
      const target = current.find((c) => c.id === values.columnId);
      moveTask(task.id, values.columnId, target?.taskIds.length ?? 0);
    }
    notify.success(t('task.saved'));
  };

  const remove = () =>
    modal.confirm({
      ...CONFIRM_DIALOG,
      title: t('task.deleteConfirm', { name: task.name }),
      okButtonProps: { danger: true },
      onOk: () => {
        useKanbanStore.getState().deleteTask(task.id);
        notify.success(t('task.deleted', { name: task.name }));
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('task.dialog', { name: task.name })}
      onCancel={onClose}
      width={720}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Button danger onClick={remove}>
            {t('task.delete')}
          </Button>
          <Button onClick={onClose}>{tc('close')}</Button>
        </Flex>
      }
    >
      <Form<TaskForm>
        form={form}
        layout="vertical"
        initialValues={{
          name: task.name,
          description: task.description,
          memberIds: task.memberIds,
          dueDate: task.dueDate === null ? null : dayjs(task.dueDate),
          columnId: task.columnId,
        }}
        onFinish={save}
      >
        <Form.Item
          name="name"
          label={t('task.name')}
          rules={[{ required: true, whitespace: true, message: tc('required') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t('task.description')}>
          <Input.TextArea rows={3} placeholder={t('task.descriptionPlaceholder')} maxLength={2000} />
        </Form.Item>
        <Form.Item name="memberIds" label={t('task.members')}>
          <Select
            mode="multiple"
            options={members.map((m) => ({ value: m.id, label: m.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Flex gap={FIELD_ROW_GAP} wrap>
          <Form.Item name="dueDate" label={t('task.dueDate')} style={{ flex: '1 1 200px' }}>
            <DatePicker {...dates.day} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="columnId" label={t('task.column')} style={{ flex: '1 1 200px' }}>
            <Select options={columns.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit">
          {tc('save')}
        </Button>
      </Form>
      <Divider />
      <TaskChecklists task={task} />
      <Divider />
      <TaskComments task={task} members={members} />
    </Modal>
  );
}
