import { useCallback, useMemo } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useApiMutation,
  useApiQuery,
  useCan,
  type NegotiationPlanDetails,
  type NegotiationPlanInput,
  type NegotiationPlanStatus,
  negotiationPlanTransitions,
} from '@conexoes/shared';
import {
  FIELD_ROW_GAP,
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  TopicSelect,
  UserSelect,
  useRecordWorkspace,
  useDateInput,
  useRowFocus,
  useServerForm,
  useUnsavedChanges,
  useWorkspaceChoices,
  WorkspaceSelect,
} from '@conexoes/shared/ui';
import { plansApi } from '../../api/commitments.api';
import { InteractionPicker } from '../../components/interaction-picker';
import {
  StakeholderListField,
  fromRows,
  toRows,
  type StakeholderRow,
} from '../../components/stakeholder-list-field';
import { NS } from '../../i18n/register';
import { useFormDraft } from '../../lib/use-form-draft';

type AgreementRow = { id?: string; text?: string; date?: Dayjs | null; commitmentCode?: string | null };
export type PlanFormValues = {
  workspaceId?: string;
  title: string;
  objective?: string | null;
  status: NegotiationPlanStatus;
  responsibleId?: string | null;
  startDate: Dayjs | null;
  endDate?: Dayjs | null;
  stakeholders: StakeholderRow[];
  topicIds: string[];
  interactionIds: string[];
  agreements: AgreementRow[];
};
type StoredAgreement = Omit<AgreementRow, 'date'> & { date: string | null };
type StoredValues = Omit<PlanFormValues, 'startDate' | 'endDate' | 'agreements'> & {
  startDate: string | null;
  endDate: string | null;
  agreements: StoredAgreement[];
};

const FIELDS = [
  'workspaceId',
  'title',
  'objective',
  'status',
  'responsibleId',
  'startDate',
  'endDate',
  'stakeholderIds',
  'stakeholders',
  'topicIds',
  'interactionIds',
  'agreements',
];
// A refused stakeholder of the list (`stakeholderIds.2`) shows on the list's own field.
const ALIASES = { stakeholderIds: 'stakeholders', 'stakeholderIds.*': 'stakeholders' };
const ISO = 'YYYY-MM-DD';
const half = { flex: '1 1 240px', minWidth: 0 };
const toDay = (iso: string | null | undefined) => (iso ? dayjs(iso, ISO) : null);
const iso = (d: Dayjs | null | undefined) => (d ? d.format(ISO) : null);

const empty = (): PlanFormValues => ({
  title: '',
  objective: null,
  status: 'draft',
  responsibleId: null,
  startDate: dayjs(),
  endDate: null,
  stakeholders: [],
  topicIds: [],
  interactionIds: [],
  agreements: [],
});
const toValues = (r: NegotiationPlanDetails): PlanFormValues => ({
  title: r.title,
  objective: r.objective,
  status: r.status,
  responsibleId: r.responsibleId,
  startDate: toDay(r.startDate),
  endDate: toDay(r.endDate),
  stakeholders: toRows(r.stakeholderIds),
  topicIds: r.topicIds,
  interactionIds: r.interactionIds,
  agreements: r.agreements.map((a) => ({
    id: a.id,
    text: a.text,
    date: toDay(a.date),
    commitmentCode: a.commitment?.code ?? null,
  })),
});
const convert = {
  toDraft: (v: PlanFormValues): StoredValues => ({
    ...v,
    startDate: iso(v.startDate),
    endDate: iso(v.endDate),
    agreements: (v.agreements ?? []).map((a) => ({ ...a, date: iso(a.date) })),
  }),
  fromDraft: (d: StoredValues): PlanFormValues => ({
    ...d,
    startDate: toDay(d.startDate),
    endDate: toDay(d.endDate),
    agreements: (d.agreements ?? []).map((a) => ({ ...a, date: toDay(a.date) })),
  }),
};
const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The whole record as the API takes it (POST and PUT alike: decision 0027). */
export const toInput = (
  v: PlanFormValues,
  stored: Pick<NegotiationPlanDetails, 'updatedAt'> | null = null,
): NegotiationPlanInput => ({
  ...(v.workspaceId ? { workspaceId: v.workspaceId } : {}),
  title: v.title.trim(),
  objective: text(v.objective),
  status: v.status,
  responsibleId: v.responsibleId ?? '',
  startDate: iso(v.startDate) ?? '',
  endDate: iso(v.endDate),
  stakeholderIds: fromRows(v.stakeholders),
  topicIds: v.topicIds ?? [],
  interactionIds: v.interactionIds ?? [],
  agreements: (v.agreements ?? []).map((a) => ({
    ...(a.id ? { id: a.id } : {}),
    text: (a.text ?? '').trim(),
    date: iso(a.date) ?? '',
  })),
  // The version this form was opened on: the server refuses the save if someone changed it since.
  ...(stored ? { expectedUpdatedAt: stored.updatedAt } : {}),
});

/** New and edit negotiation plan: the whole record sent, server errors under their fields, a draft kept. */
export function PlanForm({ planId }: { planId?: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<PlanFormValues>();
  const dates = useDateInput();
  const workspaces = useWorkspaceChoices();
  // Only a reader of interactions finds them to link (the server refuses anyone else's and keeps the links).
  const linksInteractions = useCan('socialInteractions', 'view');
  const stored = useApiQuery((signal) => plansApi.details(planId ?? '', signal), [planId], {
    enabled: Boolean(planId),
  });
  const record = stored.data ?? null;
  // The owner: only people who may open the record where it lives (or will).
  const recordWorkspace = useRecordWorkspace(record?.workspaceId, Form.useWatch('workspaceId', form));
  const ownerOf = { area: 'customModules', workspaceId: recordWorkspace } as const;
  const initial = useMemo(() => (record ? toValues(record) : empty()), [record]);
  const draft = useFormDraft('plan', planId, form, convert, record?.updatedAt);
  const saving = useApiMutation((body: NegotiationPlanInput) =>
    planId ? plansApi.update(planId, body) : plansApi.create(body),
  );
  const server = useServerForm(form, { fields: FIELDS, aliases: ALIASES });
  const agreementFocus = useRowFocus();
  const leaveOnPurpose = useCallback(
    (to: string) => {
      draft.drop();
      navigate(to);
    },
    [draft, navigate],
  );
  const leave = useUnsavedChanges(draft.dirty && !saving.pending, leaveOnPurpose);

  const handleFinish = async () => {
    const outcome = await saving.run(toInput(form.getFieldsValue(true) as PlanFormValues, record));
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    draft.drop();
    server.confirm(t(planId ? 'form.saved' : 'form.created'));
    navigate(`/commitments/negotiation_plan/${outcome.data.id}`);
  };

  const title = planId ? t('pages.negotiationPlanEdit') : t('pages.negotiationPlanNew');
  if (planId && !record)
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('plan.notFound')}
          backTo="/commitments/negotiation_plan"
          backLabel={t('plan.backToList')}
        />
      </>
    );
  const required = { required: true, message: t('common:required') };
  const statuses: NegotiationPlanStatus[] = record
    ? [record.status, ...negotiationPlanTransitions[record.status]]
    : ['draft', 'in_negotiation'];

  return (
    <>
      <PageHeader title={record ? `${title} · ${record.code}` : title} />
      {draft.banner}
      <ProblemAlert problem={server.problem} />
      <Form<PlanFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={() => void handleFinish()}
        onValuesChange={draft.changed}
        disabled={saving.pending}
        onFinishFailed={server.showInvalid}
      >
        <Card title={t('form.what')} size="small" style={{ marginBottom: 16 }}>
          {!planId && workspaces.length > 0 ? (
            <Form.Item
              label={t('fields.workspace')}
              name="workspaceId"
              extra={t('form.workspaceHelp')}
              rules={[{ required: true, message: t('form.chooseWorkspace') }]}
            >
              <WorkspaceSelect options={workspaces} />
            </Form.Item>
          ) : null}
          <Form.Item
            label={t('fields.title')}
            name="title"
            rules={[required, { whitespace: true, message: t('common:required') }, { max: 200 }]}
          >
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
          <Form.Item label={t('fields.objective')} name="objective">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={10_000} />
          </Form.Item>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item
              label={t('fields.status')}
              name="status"
              style={half}
              extra={record ? t('form.statusHelp') : undefined}
            >
              <Select options={statuses.map((s) => ({ value: s, label: t(`planStatus.${s}`) }))} />
            </Form.Item>
            <Form.Item
              label={t('fields.responsible')}
              name="responsibleId"
              style={half}
              rules={[{ required: true, message: t('form.chooseResponsible') }]}
            >
              <UserSelect openingIn={ownerOf} held={[record?.responsible]} />
            </Form.Item>
          </Flex>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item label={t('fields.startDate')} name="startDate" style={half} rules={[required]}>
              <DatePicker {...dates.day} style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
            <Form.Item
              label={t('fields.endDate')}
              name="endDate"
              style={half}
              dependencies={['startDate']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: Dayjs | null | undefined) => {
                    const start = getFieldValue('startDate') as Dayjs | null;
                    return !value || !start || !value.isBefore(start, 'day')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('form.endBeforeStart')));
                  },
                }),
              ]}
            >
              <DatePicker {...dates.day} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
        </Card>

        <Card title={t('form.who')} size="small" style={{ marginBottom: 16 }}>
          <StakeholderListField name="stakeholders" legend={t('fields.stakeholders')} />
          <Form.Item label={t('fields.topics')} name="topicIds">
            <TopicSelect mode="multiple" />
          </Form.Item>
          {linksInteractions ? (
            <Form.Item label={t('fields.interactions')} name="interactionIds" extra={t('form.meetingsHelp')}>
              <InteractionPicker known={record?.interactions ?? []} placeholder={t('form.searchMeetings')} />
            </Form.Item>
          ) : (
            <Form.Item label={t('fields.interactions')}>
              <Typography.Text type="secondary">{t('form.meetingsNoAccess')}</Typography.Text>
            </Form.Item>
          )}
        </Card>

        <Card title={t('fields.agreements')} size="small" style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('form.agreementsHelp')}
          </Typography.Paragraph>
          <Form.List name="agreements">
            {(rows, { add, remove }) => (
              <div ref={agreementFocus.listRef}>
                {rows.map((row, index) => {
                  const locked = form.getFieldValue(['agreements', row.name, 'commitmentCode']) as
                    string | null;
                  return (
                    <Flex key={row.key} gap={8} wrap align="start" data-form-row>
                      <Form.Item
                        name={[row.name, 'text']}
                        label={t('form.agreementN', { n: index + 1 })}
                        style={{ flex: '3 1 260px', minWidth: 0 }}
                        rules={[{ required: true, whitespace: true, message: t('common:required') }]}
                        extra={locked ? t('form.agreementLocked', { code: locked }) : undefined}
                      >
                        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={4000} />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'date']}
                        label={t('form.agreementDate', { n: index + 1 })}
                        style={{ flex: '1 1 150px', minWidth: 0 }}
                        rules={[required]}
                      >
                        <DatePicker {...dates.day} style={{ width: '100%' }} />
                      </Form.Item>
                      {locked ? null : (
                        <Button
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('form.removeAgreementN', { n: index + 1 })}
                          title={t('form.removeAgreementN', { n: index + 1 })}
                          onClick={() => agreementFocus.removed(() => remove(row.name))}
                          style={{ marginTop: 30 }}
                        />
                      )}
                    </Flex>
                  );
                })}
                <Button
                  ref={agreementFocus.addRef}
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => agreementFocus.added(() => add({ text: '', date: dayjs() }))}
                >
                  {t('form.addAgreement')}
                </Button>
              </div>
            )}
          </Form.List>
        </Card>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving.pending}>
            {t('common:save')}
          </Button>
          <Button
            onClick={() =>
              leave(planId ? `/commitments/negotiation_plan/${planId}` : '/commitments/negotiation_plan')
            }
          >
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
