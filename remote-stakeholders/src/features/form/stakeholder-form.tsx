import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Flex, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useApiMutation,
  useApiQuery,
  useOnlyBasicInfo,
  type AdditionalValues,
  type OptionItem,
} from '@conexoes/shared';
import {
  FIELD_ROW_GAP,
  CitySelect,
  isValidPhone,
  isValidPostalCode,
  maskPhone,
  maskPostalCode,
  onlyDigits,
  OptionSelect,
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  StakeholderPicker,
  StateSelect,
  TopicSelect,
  usePickerOptions,
  UserSelect,
  useRecordWorkspace,
  useServerForm,
  useUnsavedChanges,
  useWorkspaceChoices,
  Loading,
  WorkspaceSelect,
} from '@conexoes/shared/ui';
import type { Stakeholder, StakeholderInput, StakeholderKind } from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';
import { documentChars, isValidDocument, maskDocument } from '../../lib/document';
import { STAKEHOLDER_LISTS, additionList } from '../../lib/option-lists';

export type StakeholderFormValues = {
  kind: StakeholderKind;
  name: string;
  document?: string;
  categoryCode?: string | null;
  scopeCode?: string | null;
  entityTypeCode?: string | null;
  state?: string | null;
  municipality?: string | null;
  address?: string;
  postalCode?: string;
  email?: string;
  phone?: string;
  parentId?: string | null;
  responsibleId?: string | null;
  /** Where a new record lives, asked only when several workspaces are chosen. */
  workspaceId?: string;
  /** Unset until the user chooses (a silent 3 looked like a judgement nobody made). */
  influence?: number;
  interest?: number;
  topicIds: string[];
  /** Single or multiple choices per field, kept as stored (never flattened to the first). */
  additional: Record<string, string | string[] | undefined>;
  notes?: string;
};

const FIELDS = [
  'kind',
  'name',
  'document',
  'categoryCode',
  'scopeCode',
  'entityTypeCode',
  'state',
  'municipality',
  'address',
  'postalCode',
  'email',
  'phone',
  'parentId',
  'responsibleId',
  'workspaceId',
  'influence',
  'interest',
  'topicIds',
  'additional',
  'notes',
];

const SCALE = [1, 2, 3, 4, 5];
const half = { flex: '1 1 260px', minWidth: 0 };
const third = { flex: '1 1 200px', minWidth: 0 };

const initialValues: StakeholderFormValues = {
  kind: 'person',
  name: '',
  topicIds: [],
  additional: {},
};

const toValues = (s: Stakeholder): StakeholderFormValues => ({
  kind: s.kind,
  name: s.name,
  document: s.document ? maskDocument(s.document, s.kind) : undefined,
  categoryCode: s.categoryCode,
  scopeCode: s.scopeCode,
  entityTypeCode: s.entityTypeCode,
  state: s.state,
  municipality: s.municipality,
  address: s.address ?? undefined,
  postalCode: s.postalCode ? maskPostalCode(s.postalCode) : undefined,
  email: s.email ?? undefined,
  phone: s.phone ? maskPhone(s.phone) : undefined,
  parentId: s.parent?.id ?? null,
  responsibleId: s.responsibleId ?? null,
  influence: s.influence,
  interest: s.interest,
  topicIds: s.topics.map((topic) => topic.id),
  additional: { ...s.additional },
  notes: s.notes ?? undefined,
});

const text = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);

/**
 * Every field of the form, as the API takes it (PUT needs the whole record: decision 0027), and when
 * editing the version it was opened on (`stored`): the server refuses the save if someone changed it
 * since (decision 0043).
 */
export const toInput = (
  v: StakeholderFormValues,
  restricted: boolean,
  stored: Pick<Stakeholder, 'updatedAt'> | null = null,
): StakeholderInput => {
  const additional: AdditionalValues = {};
  for (const [field, value] of Object.entries(v.additional ?? {})) {
    if (Array.isArray(value) ? value.length > 0 : value) additional[field] = value as string | string[];
  }
  const basic: StakeholderInput = {
    ...(v.workspaceId ? { workspaceId: v.workspaceId } : {}),
    kind: v.kind,
    name: v.name.trim(),
    categoryCode: v.categoryCode ?? null,
    scopeCode: v.scopeCode ?? null,
    entityTypeCode: v.entityTypeCode ?? null,
    state: v.state ?? null,
    municipality: v.municipality ?? null,
    parentId: v.parentId ?? null,
    responsibleId: v.responsibleId ?? null,
    influence: v.influence,
    interest: v.interest,
    topicIds: v.topicIds ?? [],
    ...(stored ? { expectedUpdatedAt: stored.updatedAt } : {}),
  };
  // A user who may not see personal data does not send it either (the server keeps what is stored).
  if (restricted) return basic;
  return {
    ...basic,
    document: v.document && documentChars(v.document, v.kind) ? documentChars(v.document, v.kind) : null,
    address: text(v.address),
    postalCode: onlyDigits(v.postalCode) || null,
    email: text(v.email),
    phone: onlyDigits(v.phone) || null,
    additional,
    notes: text(v.notes),
  };
};

export type StakeholderFormProps = { stakeholderId?: string };

/** New and edit stakeholder: one form, with server errors shown on their fields (the form pattern). */
export function StakeholderForm({ stakeholderId }: StakeholderFormProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<StakeholderFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'person';
  const state = Form.useWatch('state', form);
  const restricted = useOnlyBasicInfo('stakeholders');
  const stored = useApiQuery(() => stakeholdersApi.get(stakeholderId ?? ''), [stakeholderId], {
    enabled: Boolean(stakeholderId),
  });
  // The stored stakeholder becomes the form's initial values once loaded (the form mounts after loading).
  const loaded = useMemo(() => (stored.data ? toValues(stored.data) : null), [stored.data]);
  const [dirty, setDirty] = useState(false);
  const saving = useApiMutation((body: StakeholderInput) =>
    stakeholderId ? stakeholdersApi.update(stakeholderId, body) : stakeholdersApi.create(body),
  );
  const server = useServerForm(form, { fields: FIELDS, conflictField: 'document' });
  const additionFields = usePickerOptions((s) => s.lists[STAKEHOLDER_LISTS.addition]);
  const loadList = usePickerOptions((s) => s.load);
  const leave = useUnsavedChanges(dirty && !saving.pending, navigate);
  const workspaces = useWorkspaceChoices();
  // The responsible is someone who may open the stakeholders of its workspace (decision 0060).
  const recordWorkspace = useRecordWorkspace(stored.data?.workspaceId, Form.useWatch('workspaceId', form));
  const responsibleOf = { area: 'stakeholders', workspaceId: recordWorkspace } as const;

  useEffect(() => {
    if (!restricted) loadList(STAKEHOLDER_LISTS.addition).catch(() => undefined);
  }, [loadList, restricted]);

  const handleValuesChange = (changed: Partial<StakeholderFormValues>) => {
    setDirty(true);
    // A municipality belongs to its state: a new state clears it.
    if ('state' in changed) form.setFieldValue('municipality', null);
    // CPF and CNPJ have different masks; re-mask what was typed for the new kind.
    if (changed.kind) {
      const current = form.getFieldValue('document') as string | undefined;
      if (current) form.setFieldValue('document', maskDocument(current, changed.kind));
      if (form.isFieldTouched('document')) void form.validateFields(['document']);
    }
  };

  const handleFinish = async (values: StakeholderFormValues) => {
    // getFieldsValue(true) also holds values without a field on screen (an additional field no
    // longer offered, a list not loaded yet): they go back as stored instead of being erased.
    const all = form.getFieldsValue(true) as StakeholderFormValues;
    const outcome = await saving.run(
      toInput(
        { ...values, additional: { ...all.additional, ...values.additional } },
        restricted,
        stored.data ?? null,
      ),
    );
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    setDirty(false);
    server.confirm(t(stakeholderId ? 'form.saved' : 'form.created'));
    navigate(`/stakeholders/${outcome.data.id}`);
  };

  const scaleOptions = useMemo(() => SCALE.map((n) => ({ value: n, label: String(n) })), []);
  const title = stakeholderId ? t('pages.edit') : t('pages.new');

  if (stored.loading || (stakeholderId && !stored.data && !stored.problem))
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  // A record that could not be read is not offered as an empty form: saving it would erase it.
  if (stakeholderId && !stored.data && stored.problem)
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('detail.notFound')}
          backTo="/stakeholders/list"
          backLabel={t('detail.backToList')}
        />
      </>
    );

  return (
    <>
      <PageHeader title={title} />
      <ProblemAlert problem={server.problem} />
      <Form<StakeholderFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ?? initialValues}
        onFinish={handleFinish}
        onValuesChange={handleValuesChange}
        disabled={saving.pending}
        onFinishFailed={server.showInvalid}
      >
        <Card title={t('form.identity')} size="small" style={{ marginBottom: 16 }}>
          {!stakeholderId && workspaces.length > 0 ? (
            <Form.Item
              label={t('form.workspace')}
              name="workspaceId"
              extra={t('form.workspaceHelp')}
              rules={[{ required: true, message: t('form.chooseWorkspace') }]}
            >
              <WorkspaceSelect options={workspaces} placeholder={t('form.chooseWorkspace')} />
            </Form.Item>
          ) : null}
          <Form.Item label={t('fields.kind')} name="kind">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'person', label: t('kinds.person') },
                { value: 'organization', label: t('kinds.organization') },
              ]}
            />
          </Form.Item>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item
              label={t('fields.name')}
              name="name"
              style={half}
              rules={[
                { required: true, whitespace: true, message: t('common:required') },
                { min: 2, max: 200, message: t('form.nameLength') },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            {restricted ? null : (
              <Form.Item
                label={kind === 'person' ? t('fields.cpf') : t('fields.cnpj')}
                name="document"
                style={half}
                normalize={(value: string) => maskDocument(value ?? '', kind)}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      isValidDocument(value, kind)
                        ? Promise.resolve()
                        : Promise.reject(
                            new Error(kind === 'person' ? t('form.invalidCpf') : t('form.invalidCnpj')),
                          ),
                  },
                ]}
              >
                <Input
                  inputMode={kind === 'person' ? 'numeric' : 'text'}
                  autoComplete="off"
                  placeholder={kind === 'person' ? '000.000.000-00' : '00.000.000/0000-00'}
                />
              </Form.Item>
            )}
          </Flex>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item label={t('fields.category')} name="categoryCode" style={third}>
              <OptionSelect list={STAKEHOLDER_LISTS.category} />
            </Form.Item>
            <Form.Item label={t('fields.scope')} name="scopeCode" style={third}>
              <OptionSelect list={STAKEHOLDER_LISTS.scope} />
            </Form.Item>
            <Form.Item label={t('fields.entityType')} name="entityTypeCode" style={third}>
              <OptionSelect list={STAKEHOLDER_LISTS.entityType} />
            </Form.Item>
          </Flex>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item label={t('fields.parent')} name="parentId" extra={t('form.parentHelp')} style={half}>
              <StakeholderPicker kind="organization" excludeTreeOf={stakeholderId} />
            </Form.Item>
            <Form.Item label={t('fields.responsible')} name="responsibleId" style={half}>
              <UserSelect openingIn={responsibleOf} held={[stored.data?.responsible]} />
            </Form.Item>
          </Flex>
        </Card>

        <Card title={t('form.location')} size="small" style={{ marginBottom: 16 }}>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item label={t('fields.state')} name="state" style={half}>
              <StateSelect />
            </Form.Item>
            <Form.Item
              label={t('fields.municipality')}
              name="municipality"
              style={half}
              extra={state ? undefined : t('form.chooseStateFirst')}
            >
              <CitySelect state={state} />
            </Form.Item>
          </Flex>
          {restricted ? null : (
            <Flex gap={FIELD_ROW_GAP} wrap>
              <Form.Item
                label={t('fields.address')}
                name="address"
                style={{ flex: '3 1 260px', minWidth: 0 }}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item
                label={t('fields.postalCode')}
                name="postalCode"
                style={{ flex: '1 1 140px', minWidth: 0 }}
                normalize={(value: string) => maskPostalCode(value ?? '')}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      isValidPostalCode(value)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('form.invalidPostalCode'))),
                  },
                ]}
              >
                <Input inputMode="numeric" autoComplete="off" placeholder="00000-000" />
              </Form.Item>
            </Flex>
          )}
        </Card>

        {restricted ? null : (
          <Card title={t('form.contacts')} size="small" style={{ marginBottom: 16 }}>
            <Flex gap={FIELD_ROW_GAP} wrap>
              <Form.Item
                label={t('fields.email')}
                name="email"
                style={half}
                rules={[{ type: 'email', message: t('common:invalidEmail') }]}
              >
                <Input type="email" autoComplete="off" />
              </Form.Item>
              <Form.Item
                label={t('fields.phone')}
                name="phone"
                style={half}
                normalize={(value: string) => maskPhone(value)}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      isValidPhone(value)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('form.invalidPhone'))),
                  },
                ]}
              >
                <Input type="tel" inputMode="tel" autoComplete="off" placeholder="(00) 00000-0000" />
              </Form.Item>
            </Flex>
          </Card>
        )}

        <Card title={t('form.relevance')} size="small" style={{ marginBottom: 16 }}>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item
              label={t('fields.influence')}
              name="influence"
              style={half}
              extra={t('form.scaleHelp')}
              rules={[{ required: true, message: t('form.chooseLevel') }]}
            >
              <Radio.Group optionType="button" options={scaleOptions} />
            </Form.Item>
            <Form.Item
              label={t('fields.interest')}
              name="interest"
              style={half}
              extra={t('form.scaleHelp')}
              rules={[{ required: true, message: t('form.chooseLevel') }]}
            >
              <Radio.Group optionType="button" options={scaleOptions} />
            </Form.Item>
          </Flex>
          <Form.Item label={t('fields.topics')} name="topicIds">
            <TopicSelect mode="multiple" />
          </Form.Item>
        </Card>

        {restricted ? null : (
          <Card title={t('form.more')} size="small" style={{ marginBottom: 16 }}>
            {(additionFields ?? []).length > 0 ? (
              <Flex gap={FIELD_ROW_GAP} wrap>
                {(additionFields ?? []).map((field: OptionItem) => (
                  <Form.Item
                    key={field.value}
                    label={field.label}
                    name={['additional', field.value]}
                    style={third}
                  >
                    <OptionSelect
                      list={additionList(field.value)}
                      mode={Array.isArray(loaded?.additional[field.value]) ? 'multiple' : undefined}
                    />
                  </Form.Item>
                ))}
              </Flex>
            ) : null}
            <Form.Item label={t('fields.notes')} name="notes" extra={t('form.notesHelp')}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
            </Form.Item>
          </Card>
        )}

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving.pending}>
            {t('common:save')}
          </Button>
          <Button
            onClick={() => leave(stakeholderId ? `/stakeholders/${stakeholderId}` : '/stakeholders/list')}
          >
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
