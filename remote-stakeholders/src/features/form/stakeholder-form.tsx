import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isProblem, type OptionItem, type Problem, useOnlyBasicInfo, toFieldErrors } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import type { Stakeholder, StakeholderInput, StakeholderKind } from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { CitySelect, StateSelect } from '../../components/location-select';
import { OptionSelect } from '../../components/option-select';
import { StakeholderPicker } from '../../components/stakeholder-picker';
import { TopicSelect } from '../../components/topic-select';
import { useUnsavedChanges } from '../../components/use-unsaved-changes';
import { NS } from '../../i18n/register';
import { digits, documentChars, isValidDocument, maskDocument, maskPostalCode } from '../../lib/document';
import { STAKEHOLDER_LISTS, additionList } from '../../lib/option-lists';
import { useOptionsStore } from '../../stores/options.store';

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
  influence: number;
  interest: number;
  topicIds: string[];
  additional: Record<string, string | undefined>;
  notes?: string;
};

const FIELDS = new Set([
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
  'influence',
  'interest',
  'topicIds',
  'additional',
  'notes',
]);

const SCALE = [1, 2, 3, 4, 5];
const half = { flex: '1 1 260px', minWidth: 0 };
const third = { flex: '1 1 200px', minWidth: 0 };

const initialValues: StakeholderFormValues = {
  kind: 'person',
  name: '',
  influence: 3,
  interest: 3,
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
  phone: s.phone ?? undefined,
  parentId: s.parent?.id ?? null,
  influence: s.influence,
  interest: s.interest,
  topicIds: s.topics.map((topic) => topic.id),
  additional: Object.fromEntries(
    Object.entries(s.additional ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  ),
  notes: s.notes ?? undefined,
});

const text = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);

const toInput = (v: StakeholderFormValues, restricted: boolean): StakeholderInput => {
  const additional = Object.fromEntries(
    Object.entries(v.additional ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const basic: StakeholderInput = {
    kind: v.kind,
    name: v.name.trim(),
    categoryCode: v.categoryCode ?? null,
    scopeCode: v.scopeCode ?? null,
    entityTypeCode: v.entityTypeCode ?? null,
    state: v.state ?? null,
    municipality: v.municipality ?? null,
    parentId: v.parentId ?? null,
    influence: v.influence,
    interest: v.interest,
    topicIds: v.topicIds ?? [],
  };
  // A user who may not see personal data does not send it either (the server keeps what is stored).
  if (restricted) return basic;
  return {
    ...basic,
    document: v.document && documentChars(v.document, v.kind) ? documentChars(v.document, v.kind) : null,
    address: text(v.address),
    postalCode: v.postalCode && digits(v.postalCode) ? digits(v.postalCode) : null,
    email: text(v.email),
    phone: text(v.phone),
    additional,
    notes: text(v.notes),
  };
};

export type StakeholderFormProps = { stakeholderId?: string };

/** New and edit stakeholder: one form, with server field errors shown on their fields. */
export function StakeholderForm({ stakeholderId }: StakeholderFormProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<StakeholderFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'person';
  const state = Form.useWatch('state', form);
  const restricted = useOnlyBasicInfo('stakeholders');
  // The stored stakeholder becomes the form's initial values once loaded (the form mounts after loading).
  const [loaded, setLoaded] = useState<StakeholderFormValues | null>(null);
  const [loading, setLoading] = useState(Boolean(stakeholderId));
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const additionFields = useOptionsStore((s) => s.lists[STAKEHOLDER_LISTS.addition]);
  const loadList = useOptionsStore((s) => s.load);
  const leave = useUnsavedChanges(dirty && !saving);

  useEffect(() => {
    if (!restricted) loadList(STAKEHOLDER_LISTS.addition).catch(() => undefined);
  }, [loadList, restricted]);

  useEffect(() => {
    if (!stakeholderId) return;
    stakeholdersApi
      .get(stakeholderId)
      .then((s) => setLoaded(toValues(s)))
      .catch((error: unknown) => setProblem(isProblem(error) ? error : null))
      .finally(() => setLoading(false));
  }, [stakeholderId]);

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
    setSaving(true);
    setProblem(null);
    setOtherErrors([]);
    try {
      const body = toInput(values, restricted);
      const saved = stakeholderId
        ? await stakeholdersApi.update(stakeholderId, body)
        : await stakeholdersApi.create(body);
      setDirty(false);
      navigate(`/stakeholders/${saved.id}`);
    } catch (error) {
      const p = isProblem(error) ? error : null;
      setProblem(p);
      if (p?.errors?.length) {
        const { fields, other } = toFieldErrors<typeof form>(p, FIELDS);
        form.setFields(fields);
        setOtherErrors(other);
      }
      setSaving(false);
    }
  };

  const scaleOptions = useMemo(() => SCALE.map((n) => ({ value: n, label: String(n) })), []);
  const title = stakeholderId ? t('pages.edit') : t('pages.new');

  if (loading)
    return (
      <>
        <PageHeader title={title} />
        <Spin aria-label={t('common:loading')} />
      </>
    );

  return (
    <>
      <PageHeader title={title} />
      <ProblemAlert problem={problem} />
      {otherErrors.length > 0 ? (
        <Alert type="error" showIcon title={otherErrors.join('; ')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<StakeholderFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ?? initialValues}
        onFinish={handleFinish}
        onValuesChange={handleValuesChange}
        disabled={saving}
        scrollToFirstError
      >
        <Card title={t('form.identity')} size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={t('fields.kind')} name="kind">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'person', label: t('kinds.person') },
                { value: 'organization', label: t('kinds.organization') },
              ]}
            />
          </Form.Item>
          <Flex gap={16} wrap>
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
          <Flex gap={16} wrap>
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
          <Form.Item label={t('fields.parent')} name="parentId" extra={t('form.parentHelp')}>
            <StakeholderPicker kind="organization" excludeTreeOf={stakeholderId} />
          </Form.Item>
        </Card>

        <Card title={t('form.location')} size="small" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
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
            <Flex gap={16} wrap>
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
                      !value || digits(value).length === 8
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
            <Flex gap={16} wrap>
              <Form.Item
                label={t('fields.email')}
                name="email"
                style={half}
                rules={[{ type: 'email', message: t('common:invalidEmail') }]}
              >
                <Input type="email" autoComplete="off" />
              </Form.Item>
              <Form.Item label={t('fields.phone')} name="phone" style={half}>
                <Input type="tel" autoComplete="off" />
              </Form.Item>
            </Flex>
          </Card>
        )}

        <Card title={t('form.relevance')} size="small" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item
              label={t('fields.influence')}
              name="influence"
              style={half}
              extra={t('form.scaleHelp')}
            >
              <Radio.Group optionType="button" options={scaleOptions} />
            </Form.Item>
            <Form.Item label={t('fields.interest')} name="interest" style={half} extra={t('form.scaleHelp')}>
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
              <Flex gap={16} wrap>
                {(additionFields ?? []).map((field: OptionItem) => (
                  <Form.Item
                    key={field.value}
                    label={field.label}
                    name={['additional', field.value]}
                    style={third}
                  >
                    <OptionSelect list={additionList(field.value)} />
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
          <Button type="primary" htmlType="submit" loading={saving}>
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
