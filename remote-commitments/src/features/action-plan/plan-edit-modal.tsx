import { useEffect, useRef } from 'react';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useApiMutation, type ActionPlan, type ActionPlanInput } from '@conexoes/shared';
import { ProblemAlert, UserSelect, useDateInput, useServerForm } from '@conexoes/shared/ui';
import { actionPlansApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';

type Values = {
  goal?: string | null;
  ownerId?: string | null;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
};
const ISO = 'YYYY-MM-DD';

/** The plan's own body (SPEC §7 PUT action-plans/{id}), as finish and reopen send it too. */
export const planBody = (plan: ActionPlan): ActionPlanInput => ({
  goal: plan.goal,
  ownerId: plan.owner?.id ?? null,
  startDate: plan.startDate,
  endDate: plan.endDate,
  // Finish and reopen apply over the version shown: a change saved meanwhile is not undone (0043).
  expectedUpdatedAt: plan.updatedAt,
});

/** Goal, owner and dates of an action plan. */
export function PlanEditModal({
  plan,
  open,
  onClose,
  onSaved,
  onStale,
}: {
  plan: ActionPlan;
  open: boolean;
  onClose: () => void;
  onSaved: (plan: ActionPlan) => void;
  /** The plan was changed or removed meanwhile: the card reads it again (the dialog keeps what was typed). */
  onStale: () => void;
}) {
  const { t } = useTranslation(NS);
  const dates = useDateInput();
  const [form] = Form.useForm<Values>();
  const server = useServerForm(form, { fields: ['goal', 'ownerId', 'startDate', 'endDate'] });
  const saving = useApiMutation((body: ActionPlanInput) => actionPlansApi.save(plan.id, body));
  // The version the dialog was opened on: the server refuses the save if someone changed it since.
  const openedOn = useRef(plan.updatedAt);
  useEffect(() => {
    if (!open) return;
    server.clear();
    openedOn.current = plan.updatedAt;
    form.setFieldsValue({
      goal: plan.goal,
      ownerId: plan.owner?.id ?? null,
      startDate: plan.startDate ? dayjs(plan.startDate, ISO) : null,
      endDate: plan.endDate ? dayjs(plan.endDate, ISO) : null,
    });
    // Only when the dialog opens: the plan's values at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const submit = async (v: Values) => {
    const outcome = await saving.run({
      goal: v.goal?.trim() ? v.goal.trim() : null,
      ownerId: v.ownerId ?? null,
      startDate: v.startDate ? v.startDate.format(ISO) : null,
      endDate: v.endDate ? v.endDate.format(ISO) : null,
      expectedUpdatedAt: openedOn.current,
    });
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      if (outcome.problem.status === 404 || outcome.problem.status === 409) onStale();
      return;
    }
    server.confirm(t('plan.planSaved'));
    onSaved(outcome.data);
  };
  return (
    <Modal
      open={open}
      title={t('plan.editPlan')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving.pending}
      forceRender
    >
      <ProblemAlert problem={server.problem} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinishFailed={server.showInvalid}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item label={t('plan.goal')} name="goal">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={4000} />
        </Form.Item>
        <Form.Item label={t('fields.owner')} name="ownerId">
          <UserSelect
            openingIn={{ area: 'customModules', workspaceId: plan.workspaceId }}
            held={[plan.owner]}
          />
        </Form.Item>
        <Form.Item label={t('fields.startDate')} name="startDate">
          <DatePicker {...dates.day} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('fields.endDate')} name="endDate">
          <DatePicker {...dates.day} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
