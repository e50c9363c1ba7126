import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useApiMutation,
  useApiQuery,
  type CommitmentDetails,
  type CommitmentInput,
  type CommitmentStatus,
  odsLabel,
  commitmentTransitions,
} from '@conexoes/shared';
import {
  FIELD_ROW_GAP,
  OptionSelect,
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  TopicSelect,
  UserSelect,
  useRecordWorkspace,
  useDateInput,
  useServerForm,
  useUnsavedChanges,
  useWorkspaceChoices,
  wrappedOption,
  searchable,
  WorkspaceSelect,
} from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import {
  StakeholderListField,
  fromRows,
  toRows,
  type StakeholderRow,
} from '../../components/stakeholder-list-field';
import { NS } from '../../i18n/register';
import { useOds } from '../../lib/ods';
import { LISTS } from '../../lib/option-lists';
import { useFormDraft } from '../../lib/use-form-draft';
import { loadOrigin, originOf, type CommitmentOrigin } from './commitment-source';

export type CommitmentFormValues = {
  workspaceId?: string;
  title: string;
  description?: string | null;
  sourceCode?: string | null;
  status: CommitmentStatus;
  ownerId?: string | null;
  dueDate?: Dayjs | null;
  priorityCode?: string | null;
  riskCode?: string | null;
  beneficiaries: StakeholderRow[];
  topicIds: string[];
  ods: number[];
};
type StoredValues = Omit<CommitmentFormValues, 'dueDate'> & { dueDate: string | null };

const FIELDS = [
  'workspaceId',
  'title',
  'description',
  'sourceCode',
  'status',
  'ownerId',
  'dueDate',
  'priorityCode',
  'riskCode',
  'beneficiaryIds',
  'beneficiaries',
  'topicIds',
  'ods',
];
// A refused link (agreement already registered, plan out of reach) is said next to the source.
const ALIASES = {
  beneficiaryIds: 'beneficiaries',
  // One refused beneficiary (`beneficiaryIds.2`) shows under the list.
  'beneficiaryIds.*': 'beneficiaries',
  sourceNegotiationPlanId: 'sourceCode',
  sourceAgreementId: 'sourceCode',
  sourceInteractionId: 'sourceCode',
};
const ISO = 'YYYY-MM-DD';
const half = { flex: '1 1 220px', minWidth: 0 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key);
  return value && UUID.test(value) ? value : undefined;
};

const empty = (): CommitmentFormValues => ({
  title: '',
  description: null,
  sourceCode: null,
  status: 'open',
  ownerId: null,
  dueDate: null,
  priorityCode: null,
  riskCode: null,
  beneficiaries: [],
  topicIds: [],
  ods: [],
});
const toValues = (r: CommitmentDetails): CommitmentFormValues => ({
  title: r.title,
  description: r.description,
  sourceCode: r.sourceCode,
  status: r.status,
  ownerId: r.ownerId,
  dueDate: r.dueDate ? dayjs(r.dueDate, ISO) : null,
  priorityCode: r.priorityCode,
  riskCode: r.riskCode,
  beneficiaries: toRows(r.beneficiaryIds),
  topicIds: r.topicIds,
  ods: r.ods,
});
const convert = {
  toDraft: (v: CommitmentFormValues): StoredValues => ({
    ...v,
    dueDate: v.dueDate ? v.dueDate.format(ISO) : null,
  }),
  fromDraft: (d: StoredValues): CommitmentFormValues => ({
    ...d,
    dueDate: d.dueDate ? dayjs(d.dueDate, ISO) : null,
  }),
};
const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The whole record as the API takes it (POST and PUT alike: decision 0027). */
export const toInput = (
  v: CommitmentFormValues,
  origin: CommitmentOrigin | null,
  stored: Pick<
    CommitmentDetails,
    'updatedAt' | 'sourceNegotiationPlanId' | 'sourceAgreementId' | 'sourceInteractionId'
  > | null = null,
): CommitmentInput => ({
  ...(v.workspaceId ? { workspaceId: v.workspaceId } : {}),
  title: v.title.trim(),
  description: text(v.description),
  sourceCode: v.sourceCode ?? '',
  // An edit sends the stored origin back as it is: the form never changes it. One the caller cannot
  // open comes without its id (hiddenSources): null, which the server reads as "keep it".
  sourceNegotiationPlanId: stored ? stored.sourceNegotiationPlanId : (origin?.negotiationPlan?.id ?? null),
  sourceAgreementId: stored ? stored.sourceAgreementId : (origin?.agreement?.id ?? null),
  sourceInteractionId: stored ? stored.sourceInteractionId : (origin?.interaction?.id ?? null),
  status: v.status,
  ownerId: v.ownerId ?? '',
  dueDate: v.dueDate ? v.dueDate.format(ISO) : null,
  priorityCode: v.priorityCode ?? null,
  riskCode: v.riskCode ?? null,
  beneficiaryIds: fromRows(v.beneficiaries),
  topicIds: v.topicIds ?? [],
  ods: v.ods ?? [],
  // The version this form was opened on: the server refuses the save if someone changed it since.
  ...(stored ? { expectedUpdatedAt: stored.updatedAt } : {}),
});

/**
 * New and edit commitment. A new one may come from an agreement of a negotiation plan, a plan or an
 * interaction (`?agreementId=…&negotiationPlanId=…`, `?interactionId=…`): that record fills the form
 * and stays linked as its source.
 */
export function CommitmentForm({ commitmentId }: { commitmentId?: string }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CommitmentFormValues>();
  const dates = useDateInput();
  const workspaces = useWorkspaceChoices();
  const ods = useOds();
  const stored = useApiQuery((signal) => commitmentsApi.details(commitmentId ?? '', signal), [commitmentId], {
    enabled: Boolean(commitmentId),
  });
  const record = stored.data ?? null;
  // The owner: only people who may open the record where it lives (or will).
  const recordWorkspace = useRecordWorkspace(record?.workspaceId, Form.useWatch('workspaceId', form));
  const ownerOf = { area: 'customModules', workspaceId: recordWorkspace } as const;
  const originParams = {
    agreementId: uuidParam(params, 'agreementId'),
    negotiationPlanId: uuidParam(params, 'negotiationPlanId'),
    interactionId: uuidParam(params, 'interactionId'),
  };
  const asked = !commitmentId && Boolean(originParams.negotiationPlanId || originParams.interactionId);
  const source = useApiQuery((signal) => loadOrigin(originParams, signal), [JSON.stringify(originParams)], {
    enabled: asked,
  });
  // The stored link (edit) or the record asked for (new), unless the user chose not to link it.
  const [unlinked, setUnlinked] = useState(false);
  const origin: CommitmentOrigin | null = unlinked ? null : record ? originOf(record) : (source.data ?? null);
  const initial = useMemo((): CommitmentFormValues => {
    if (record) return toValues(record);
    const prefill = source.data?.prefill;
    if (!prefill) return empty();
    const { beneficiaryIds, workspaceId, ...rest } = prefill;
    return {
      ...empty(),
      ...rest,
      ...(workspaceId && workspaces.some((w) => w.value === workspaceId) ? { workspaceId } : {}),
      beneficiaries: toRows(beneficiaryIds ?? []),
    };
  }, [record, source.data, workspaces]);
  const draft = useFormDraft('commitment', commitmentId, form, convert, record?.updatedAt);
  const saving = useApiMutation((body: CommitmentInput) =>
    commitmentId ? commitmentsApi.update(commitmentId, body) : commitmentsApi.create(body),
  );
  const server = useServerForm(form, { fields: FIELDS, aliases: ALIASES });
  const leaveOnPurpose = useCallback(
    (to: string) => {
      draft.drop();
      navigate(to);
    },
    [draft, navigate],
  );
  const leave = useUnsavedChanges(draft.dirty && !saving.pending, leaveOnPurpose);

  const handleFinish = async () => {
    const outcome = await saving.run(
      toInput(form.getFieldsValue(true) as CommitmentFormValues, origin, record),
    );
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    draft.drop();
    server.confirm(t(commitmentId ? 'form.saved' : 'form.created'));
    navigate(`/commitments/management/${outcome.data.id}`);
  };

  const title = commitmentId ? t('pages.managementEdit') : t('pages.managementNew');
  const waiting = (commitmentId && !record) || (asked && !source.data && !source.problem);
  if (waiting || (commitmentId && !record))
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('detail.notFound')}
          backTo="/commitments/management"
          backLabel={t('detail.backToList')}
        />
      </>
    );

  const required = { required: true, message: t('common:required') };
  const statuses: CommitmentStatus[] = record
    ? [record.status, ...commitmentTransitions[record.status]]
    : ['open', 'in_progress'];
  const originText = origin
    ? origin.agreement && origin.negotiationPlan
      ? t('form.fromAgreement', { code: origin.negotiationPlan.code, text: origin.agreement.text })
      : origin.negotiationPlan
        ? t('form.fromPlan', origin.negotiationPlan)
        : origin.interaction
          ? t('form.fromInteraction', origin.interaction)
          : null
    : null;
  const originHref = origin?.negotiationPlan
    ? `/commitments/negotiation_plan/${origin.negotiationPlan.id}`
    : origin?.interaction
      ? `/interactions/${origin.interaction.id}`
      : null;

  return (
    <>
      <PageHeader title={record ? `${title} · ${record.code}` : title} />
      {draft.banner}
      <ProblemAlert problem={source.problem} />
      <ProblemAlert problem={server.problem} />
      {record && (record.hiddenSources.negotiationPlan || record.hiddenSources.interaction) ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.sourceFrom')}
          description={[
            record.hiddenSources.negotiationPlan ? t('detail.planHidden') : null,
            record.hiddenSources.interaction ? t('detail.interactionHidden') : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ) : null}
      {originText && originHref ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.sourceFrom')}
          description={<Link to={originHref}>{originText}</Link>}
          action={
            !commitmentId ? (
              <Button size="small" onClick={() => setUnlinked(true)}>
                {t('form.removeSource')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <Form<CommitmentFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={() => void handleFinish()}
        onValuesChange={draft.changed}
        disabled={saving.pending}
        onFinishFailed={server.showInvalid}
      >
        <Card title={t('form.what')} size="small" style={{ marginBottom: 16 }}>
          {!commitmentId && workspaces.length > 0 ? (
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
          <Form.Item label={t('fields.description')} name="description">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20_000} />
          </Form.Item>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item
              label={t('fields.source')}
              name="sourceCode"
              style={half}
              rules={[{ required: true, message: t('form.chooseSource') }]}
            >
              <OptionSelect list={LISTS.source} />
            </Form.Item>
            <Form.Item
              label={t('fields.status')}
              name="status"
              style={half}
              extra={record ? t('form.statusHelp') : undefined}
            >
              <Select options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
            </Form.Item>
          </Flex>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item
              label={t('fields.owner')}
              name="ownerId"
              style={half}
              rules={[{ required: true, message: t('form.chooseOwner') }]}
            >
              <UserSelect openingIn={ownerOf} held={[record?.owner]} />
            </Form.Item>
            <Form.Item label={t('fields.dueDate')} name="dueDate" style={half}>
              <DatePicker {...dates.day} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item label={t('fields.priority')} name="priorityCode" style={half}>
              <OptionSelect list={LISTS.priority} />
            </Form.Item>
            <Form.Item label={t('fields.risk')} name="riskCode" style={half}>
              <OptionSelect list={LISTS.risk} />
            </Form.Item>
          </Flex>
        </Card>

        <Card title={t('form.about')} size="small" style={{ marginBottom: 16 }}>
          <StakeholderListField name="beneficiaries" legend={t('fields.beneficiaries')} />
          <Form.Item label={t('fields.topics')} name="topicIds">
            <TopicSelect mode="multiple" />
          </Form.Item>
          <Form.Item label={t('fields.ods')} name="ods" extra={t('form.odsHelp')}>
            <Select<number[]>
              mode="multiple"
              allowClear
              showSearch={searchable({ optionFilterProp: 'label' })}
              optionRender={wrappedOption}
              loading={!ods.data}
              options={(ods.data ?? []).map((o) => ({ value: o.number, label: odsLabel(o, i18n.language) }))}
            />
          </Form.Item>
        </Card>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving.pending}>
            {t('common:save')}
          </Button>
          <Button
            onClick={() =>
              leave(commitmentId ? `/commitments/management/${commitmentId}` : '/commitments/management')
            }
          >
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
