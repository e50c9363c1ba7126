import { useCallback, useState } from 'react';
import { DatePicker, Form, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  notify,
  todayInSaoPaulo,
  useApiMutation,
  type Grievance,
  type GrievanceInput,
  type GrievanceOutcome,
  type Interaction,
  type Problem,
} from '@conexoes/shared';
import { ProblemAlert, placeServerErrors, problemText, useDateInput } from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { NS } from '../../i18n/register';
import { GRIEVANCE_OUTCOMES } from '../../lib/grievance';

const ISO = 'YYYY-MM-DD';

export type GrievanceStep = 'acknowledge' | 'respond' | 'close';

/** The field of the PUT each step fills (the server's 422 names it: `body.acknowledgedOn`). */
const STEP_FIELD = {
  acknowledge: 'acknowledgedOn',
  respond: 'respondedOn',
  close: 'closedOn',
} as const satisfies Record<GrievanceStep, keyof GrievanceInput>;

type Values = { day: Dayjs | null; outcome?: GrievanceOutcome };

/** The day the step cannot come before: the step before it (the receipt for the first). */
const earliestDay = (grievance: Grievance, step: GrievanceStep): string =>
  step === 'acknowledge'
    ? grievance.receivedOn
    : step === 'respond'
      ? (grievance.acknowledgedOn ?? grievance.receivedOn)
      : (grievance.respondedOn ?? grievance.acknowledgedOn ?? grievance.receivedOn);

/** The whole set of steps the PUT takes (the contract's GrievanceInput), with `changes` over the stored. */
export const grievanceBody = (
  record: Pick<Interaction, 'updatedAt'>,
  grievance: Grievance,
  changes: Partial<Omit<GrievanceInput, 'expectedUpdatedAt'>>,
): GrievanceInput => ({
  acknowledgedOn: grievance.acknowledgedOn,
  respondedOn: grievance.respondedOn,
  closedOn: grievance.closedOn,
  outcome: grievance.outcome,
  ...changes,
  // The version the page shows: someone's change since is refused (409), never silently undone.
  expectedUpdatedAt: record.updatedAt,
});

export type GrievanceStepModalProps = {
  record: Interaction & { grievance: Grievance };
  step: GrievanceStep;
  onClose: () => void;
  /** Saved, or refused because the record changed meanwhile: the page reads the record again. */
  onSaved: () => void;
};

/**
 * Records one step of a grievance: its day (today unless chosen; never in the future nor before the
 * step before it) and, to close it, what the complainant said of the outcome. The server's refusals
 * are shown next to their field.
 */
export function GrievanceStepModal({ record, step, onClose, onSaved }: GrievanceStepModalProps) {
  const { t, i18n } = useTranslation(NS);
  const dates = useDateInput();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const saving = useApiMutation((body: GrievanceInput) => interactionsApi.saveGrievance(record.id, body));
  const grievance = record.grievance;
  const earliest = dayjs(earliestDay(grievance, step), ISO);
  // São Paulo's today, as the server counts (a user abroad after midnight is still on its yesterday).
  const today = dayjs(todayInSaoPaulo(), ISO);
  const field = STEP_FIELD[step];
  // Only this step's day and the outcome are on the form: a refusal of another step goes above it.
  const fields = new Set<string>([field, 'outcome']);

  // The grievance's own refusals in this remote's words; every other through the forms' (by code or text).
  const translate = useCallback(
    (key: string, options?: Record<string, unknown>): string => {
      const code = key.startsWith('forms:server.') ? key.slice('forms:server.'.length) : null;
      if (code && i18n.exists(`grievance.errors.${code}`, { ns: NS }))
        return t(`grievance.errors.${code}`, options);
      return t(key, options);
    },
    [t, i18n],
  );

  const showProblem = (failure: Problem) => {
    const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
    const placed = placeServerErrors(failure, { fields }, translate, language);
    // The step's day is the form's `day`: the server names it by the field it fills.
    form.setFields(
      placed.fields.map((f) => ({
        name: f.name[0] === field ? 'day' : f.name[0] === 'outcome' ? 'outcome' : f.name,
        errors: f.errors,
      })) as Parameters<typeof form.setFields>[0],
    );
    setProblem(placed.rest);
  };

  const submit = async (values: Values) => {
    if (!values.day) return;
    const day = values.day.format(ISO);
    const changes =
      step === 'acknowledge'
        ? { acknowledgedOn: day }
        : step === 'respond'
          ? { respondedOn: day }
          : { closedOn: day, outcome: values.outcome ?? null };
    setProblem(null);
    const outcome = await saving.run(grievanceBody(record, grievance, changes));
    if (outcome.ok) {
      notify.success(t(`grievance.saved.${step}`));
      onSaved();
      return;
    }
    if (outcome.problem.status === 409) {
      // Someone changed the record meanwhile: nothing was saved, the page shows their version.
      notify.error(problemText(outcome.problem, t, { withoutForm: true }));
      onSaved();
      return;
    }
    showProblem(outcome.problem);
  };

  const dayRule = {
    validator: (_: unknown, value: Dayjs | null) => {
      if (!value) return Promise.reject(new Error(t('grievance.dayRequired')));
      if (value.isAfter(today, 'day')) return Promise.reject(new Error(t('grievance.dayInFuture')));
      if (value.isBefore(earliest, 'day'))
        return Promise.reject(
          new Error(t('grievance.dayTooEarly', { date: formatDate(earliest.format(ISO)) })),
        );
      return Promise.resolve();
    },
  };

  return (
    <Modal
      open
      title={t(`grievance.actions.${step}`)}
      okText={t(`grievance.confirm.${step}`)}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving.pending}
      destroyOnHidden
    >
      <ProblemAlert problem={problem} />
      <Form<Values>
        form={form}
        layout="vertical"
        name={`grievance-${step}`}
        initialValues={{ day: today }}
        onFinish={(v) => void submit(v)}
        disabled={saving.pending}
      >
        <Form.Item
          label={t(`grievance.dayLabel.${step}`)}
          name="day"
          required
          rules={[dayRule]}
          extra={t('grievance.dayHelp', { date: formatDate(earliest.format(ISO)) })}
        >
          <DatePicker
            {...dates.day}
            autoFocus
            allowClear={false}
            style={{ width: '100%', maxWidth: 220 }}
            disabledDate={(d) => d.isAfter(today, 'day') || d.isBefore(earliest, 'day')}
          />
        </Form.Item>
        {step === 'close' ? (
          <Form.Item
            label={t('grievance.outcomeLabel')}
            name="outcome"
            required
            rules={[{ required: true, message: t('grievance.outcomeRequired') }]}
          >
            <Radio.Group aria-label={t('grievance.outcomeLabel')}>
              {GRIEVANCE_OUTCOMES.map((o) => (
                <Radio key={o} value={o} style={{ display: 'flex', marginBottom: 4 }}>
                  {t(`grievance.outcomes.${o}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        ) : null}
        {step === 'close' ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('grievance.closeHelp')}
          </Typography.Paragraph>
        ) : null}
      </Form>
    </Modal>
  );
}
