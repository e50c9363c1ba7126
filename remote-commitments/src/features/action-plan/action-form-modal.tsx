import { useEffect } from 'react';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useApiMutation, type Action, type ActionInput } from '@conexoes/shared';
import { ProblemAlert, UserSelect, useDateInput, useServerForm } from '@conexoes/shared/ui';
import { actionPlansApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';

type Values = {
  title: string;
  description?: string | null;
  ownerId?: string | null;
  dueDate?: Dayjs | null;
  status: 'open' | 'in_progress';
};
const FIELDS = ['title', 'description', 'ownerId', 'dueDate', 'status'];
const ISO = 'YYYY-MM-DD';

export type ActionFormModalProps = {
  actionPlanId: string;
  /** The plan's workspace: the owner is chosen among those who may open the plan there. */
  workspaceId: string;
  /** The action edited; `'new'` adds one; null = closed. */
  editing: Action | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Add or edit an action: title, description, owner, due date, status (completion has its own dialog). */
export function ActionFormModal({
  actionPlanId,
  workspaceId,
  editing,
  onClose,
  onSaved,
}: ActionFormModalProps) {
  const { t } = useTranslation(NS);
  const dates = useDateInput();
  const [form] = Form.useForm<Values>();
  const server = useServerForm(form, { fields: FIELDS });
  const action = editing && editing !== 'new' ? editing : null;
  const saving = useApiMutation((body: ActionInput) =>
    action ? actionPlansApi.updateAction(action.id, body) : actionPlansApi.createAction(body),
  );
  useEffect(() => {
    if (!editing) return;
    server.clear();
    form.resetFields();
    form.setFieldsValue(
      action
        ? {
            title: action.title,
            description: action.description,
            ownerId: action.owner?.id ?? null,
            dueDate: action.dueDate ? dayjs(action.dueDate, ISO) : null,
            status: action.status === 'in_progress' ? 'in_progress' : 'open',
          }
        : { title: '', description: null, ownerId: null, dueDate: null, status: 'open' },
    );
    // Only when the dialog opens on another action.
    // Only when the dialog opens on another action (the form and helpers are stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  const submit = async (values: Values) => {
    const body: ActionInput = {
      ...(action ? {} : { actionPlanId }),
      title: values.title.trim(),
      description: values.description?.trim() ? values.description.trim() : null,
      ownerId: values.ownerId ?? null,
      dueDate: values.dueDate ? values.dueDate.format(ISO) : null,
      status: values.status,
    };
    const outcome = await saving.run(body);
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    server.confirm(t(action ? 'plan.action.saved' : 'plan.action.created'));
    onSaved();
  };

  return (
    <Modal
      open={Boolean(editing)}
      title={t(action ? 'plan.action.edit' : 'plan.action.new')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving.pending}
      destroyOnHidden
    >
      <ProblemAlert problem={server.problem} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinishFailed={server.showInvalid}
        onFinish={(v) => void submit(v)}
        disabled={saving.pending}
      >
        <Form.Item
          label={t('plan.action.title')}
          name="title"
          rules={[{ required: true, whitespace: true, message: t('common:required') }, { max: 200 }]}
        >
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item label={t('plan.action.description')} name="description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={10_000} />
        </Form.Item>
        <Form.Item label={t('plan.action.owner')} name="ownerId">
          <UserSelect openingIn={{ area: 'customModules', workspaceId }} held={[action?.owner]} />
        </Form.Item>
        <Form.Item label={t('plan.action.dueDate')} name="dueDate">
          <DatePicker {...dates.day} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('plan.action.status')} name="status">
          <Select
            options={(['open', 'in_progress'] as const).map((s) => ({
              value: s,
              label: t(`actionStatus.${s}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
