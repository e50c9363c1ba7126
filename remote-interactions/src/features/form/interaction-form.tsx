import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  Segmented,
  Select,
  Switch,
  Typography,
  theme,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  clearDraft,
  formatDateTime,
  isGrievance,
  readDraft,
  writeDraft,
  notify,
  useCan,
  useOnlyBasicInfo,
  useApiMutation,
  useApiQuery,
  type Interaction,
  type InteractionDirection,
  type InteractionInput,
  type InteractionRole,
  type Perception,
  type SurveyAnswer,
  odsLabel,
} from '@conexoes/shared';
import {
  FIELD_ROW_GAP,
  CitySelect,
  DateTimePicker,
  DraftAlert,
  OptionSelect,
  PageHeader,
  ProblemAlert,
  QuickStakeholderDialog,
  RecordUnavailable,
  findStakeholderOption,
  StakeholderPicker,
  StateSelect,
  TopicSelect,
  UserSelect,
  useRecordWorkspace,
  useDateInput,
  useRowFocus,
  useServerForm,
  useUnsavedChanges,
  useWorkspaceChoices,
  wrappedOption,
  Loading,
  searchable,
  WorkspaceSelect,
} from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { PERCEPTION_STYLE } from '../../components/perception';
import { NS } from '../../i18n/register';
import { DIRECTIONS, PERCEPTIONS } from '../../lib/list-query';
import { LISTS } from '../../lib/option-lists';
import { useTopicOds } from './topic-ods';
import { useTopicsStore } from '../../stores/topics.store';

export const ROLES: readonly InteractionRole[] = [
  'participant',
  'complainant',
  'representative',
  'affected',
  'mentioned',
];

export type InteractionFormValues = {
  workspaceId?: string;
  startsAt: Dayjs;
  endsAt?: Dayjs | null;
  subject: string;
  description?: string | null;
  direction: InteractionDirection;
  typeCode?: string;
  channelCode?: string | null;
  classificationCode?: string | null;
  statusCode?: string | null;
  perception?: Perception | null;
  state?: string | null;
  municipality?: string | null;
  stakeholders: Array<{ stakeholderId?: string; role: InteractionRole }>;
  participantIds: string[];
  topicIds: string[];
  ods: number[];
  issuesRaised?: string | null;
  response?: string | null;
  followUpRequired: boolean;
  followUpDue?: Dayjs | null;
  followUpOwnerId?: string | null;
  /** The perception survey's answers (features/survey): kept as loaded while the section is hidden. */
  survey?: SurveyAnswer[];
  /** A grievance's complainant known only to the grievance desk (decision 0075). */
  confidential?: boolean;
};

/** The form's values as kept in the draft (dates as ISO text). */
type DraftValues = Omit<InteractionFormValues, 'startsAt' | 'endsAt' | 'followUpDue'> & {
  startsAt: string | null;
  endsAt: string | null;
  followUpDue: string | null;
  /** Names of the files chosen but not sent yet: a draft cannot keep the files, only say which. */
  stagedFiles?: string[];
};

/** The form's drafts among the person's others (shared drafts: kept on the device, decision 0054). */
const DRAFT_KIND = 'interaction';

const FIELDS = [
  'workspaceId',
  'startsAt',
  'endsAt',
  'subject',
  'description',
  'direction',
  'typeCode',
  'channelCode',
  'classificationCode',
  'statusCode',
  'perception',
  'state',
  'municipality',
  'latitude',
  'longitude',
  'stakeholders',
  'participantIds',
  'topicIds',
  'ods',
  'issuesRaised',
  'response',
  'followUpRequired',
  'followUpDue',
  'followUpOwnerId',
  'survey',
  'confidential',
];
// Coordinates are kept as stored (no field on screen yet): their errors belong with the place.
// An answer's error (`survey.2.value`) goes under the survey section.
const ALIASES = {
  latitude: 'municipality',
  longitude: 'municipality',
  'survey.*.questionId': 'survey',
  'survey.*.value': 'survey',
  // A refused participant is said under the participants field (which has no field per person).
  'participantIds.*': 'participantIds',
};

const half = { flex: '1 1 260px', minWidth: 0 };
const quarter = { flex: '1 1 180px', minWidth: 0 };
const ISO_DAY = 'YYYY-MM-DD';

const now = () => dayjs().second(0).millisecond(0);

const emptyValues = (): InteractionFormValues => ({
  startsAt: now(),
  endsAt: null,
  subject: '',
  direction: 'outbound',
  perception: null,
  stakeholders: [],
  participantIds: [],
  topicIds: [],
  ods: [],
  followUpRequired: false,
  survey: [],
  confidential: false,
});

const toValues = (r: Interaction): InteractionFormValues => ({
  startsAt: dayjs(r.startsAt),
  endsAt: r.endsAt ? dayjs(r.endsAt) : null,
  subject: r.subject,
  description: r.description,
  direction: r.direction,
  typeCode: r.typeCode,
  channelCode: r.channelCode,
  classificationCode: r.classificationCode,
  statusCode: r.statusCode,
  perception: r.perception,
  state: r.state,
  municipality: r.municipality,
  stakeholders: r.stakeholders.map((s) => ({ stakeholderId: s.id, role: s.role })),
  participantIds: r.participants.map((p) => p.id),
  topicIds: r.topics.map((topic) => topic.id),
  ods: r.ods,
  issuesRaised: r.issuesRaised,
  response: r.response,
  followUpRequired: r.followUpRequired,
  followUpDue: r.followUpDue ? dayjs(r.followUpDue, ISO_DAY) : null,
  followUpOwnerId: r.followUpOwnerId,
  survey: r.survey,
  confidential: r.confidential,
});

const toDraft = (v: InteractionFormValues): DraftValues => ({
  ...v,
  startsAt: v.startsAt ? v.startsAt.toISOString() : null,
  endsAt: v.endsAt ? v.endsAt.toISOString() : null,
  followUpDue: v.followUpDue ? v.followUpDue.format(ISO_DAY) : null,
});

const fromDraft = ({ stagedFiles: _files, ...d }: DraftValues): InteractionFormValues => ({
  ...d,
  startsAt: d.startsAt ? dayjs(d.startsAt) : now(),
  endsAt: d.endsAt ? dayjs(d.endsAt) : null,
  followUpDue: d.followUpDue ? dayjs(d.followUpDue, ISO_DAY) : null,
});

const NO_FILES: readonly string[] = [];

const text = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);

/**
 * The whole record as the API takes it (POST and PUT alike: decision 0027). `restricted`
 * (onlyBasicInfo): the caller never saw description, issues raised and response, so they are not
 * sent, and the server keeps what is stored (as the stakeholder form does with personal data).
 */
export const toInput = (
  v: InteractionFormValues,
  stored: Pick<Interaction, 'latitude' | 'longitude' | 'updatedAt'> | null,
  restricted = false,
): InteractionInput => {
  const input: InteractionInput = {
    ...(v.workspaceId ? { workspaceId: v.workspaceId } : {}),
    startsAt: v.startsAt.toISOString(),
    endsAt: v.endsAt ? v.endsAt.toISOString() : null,
    subject: v.subject.trim(),
    description: text(v.description),
    direction: v.direction,
    typeCode: v.typeCode ?? '',
    channelCode: v.channelCode ?? null,
    classificationCode: v.classificationCode ?? null,
    statusCode: v.statusCode ?? null,
    perception: v.perception ?? null,
    state: v.state ?? null,
    municipality: v.state ? (v.municipality ?? null) : null,
    latitude: stored?.latitude ?? null,
    longitude: stored?.longitude ?? null,
    stakeholders: (v.stakeholders ?? []).flatMap((s) =>
      s.stakeholderId ? [{ stakeholderId: s.stakeholderId, role: s.role ?? 'participant' }] : [],
    ),
    participantIds: v.participantIds ?? [],
    topicIds: v.topicIds ?? [],
    ods: v.ods ?? [],
    issuesRaised: text(v.issuesRaised),
    response: text(v.response),
    followUpRequired: Boolean(v.followUpRequired),
    followUpDue: v.followUpRequired && v.followUpDue ? v.followUpDue.format(ISO_DAY) : null,
    followUpOwnerId: v.followUpRequired ? (v.followUpOwnerId ?? null) : null,
    survey: (v.survey ?? []).filter((a) => a.value >= 1 && a.value <= 5),
    // Only a grievance may keep its complainant confidential (the switch shows on grievances only).
    confidential:
      isGrievance({ typeCode: v.typeCode ?? '', classificationCode: v.classificationCode ?? null }) &&
      Boolean(v.confidential),
    // The version this form was opened on: the server refuses the save if someone changed it since.
    ...(stored ? { expectedUpdatedAt: stored.updatedAt } : {}),
  };
  if (!restricted) return input;
  const { description: _description, issuesRaised: _issuesRaised, response: _response, ...basic } = input;
  return basic;
};

export type InteractionFormProps = {
  interactionId?: string;
  /**
   * The perception survey's section (features/survey, composed by the page): given where the record
   * lives and the answers it holds, it shows the questions when that workspace's research is on.
   */
  survey?: (at: { workspaceId?: string; stored: SurveyAnswer[] }) => ReactNode;
  /**
   * The attachments section (features/attachments, composed by the page). `restricted`
   * (onlyBasicInfo): the saved files are not listed; files may still be chosen and sent.
   */
  attachments?: (at: { interactionId?: string; canEdit: boolean; restricted: boolean }) => ReactNode;
  /**
   * Runs once a new record is saved, before its page opens (the page sends the files chosen meanwhile);
   * `notSent`: how many of them are not attachments (the save's toast says so).
   */
  afterCreate?: (id: string) => Promise<{ notSent: number } | void>;
  /** Names of the files chosen and not sent yet (a new record's), for the draft to mention. */
  stagedFiles?: readonly string[];
  /** A new record's first stakeholder, as a participant (opened from that stakeholder's profile). */
  firstStakeholderId?: string;
  /** A new record's workspace when it is one of the choices (that stakeholder's, from the profile). */
  suggestedWorkspaceId?: string;
};

/** New and edit interaction: fast entry, the whole record sent, server errors under their fields. */
export function InteractionForm({
  interactionId,
  survey,
  attachments,
  afterCreate,
  stagedFiles = NO_FILES,
  firstStakeholderId,
  suggestedWorkspaceId,
}: InteractionFormProps) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<InteractionFormValues>();
  const state = Form.useWatch('state', form);
  const followUp = Form.useWatch('followUpRequired', form);
  const chosenWorkspace = Form.useWatch('workspaceId', form);
  const odsFromTopics = useTopicOds(Form.useWatch('topicIds', form));
  const dates = useDateInput();
  const stored = useApiQuery((signal) => interactionsApi.get(interactionId ?? '', signal), [interactionId], {
    enabled: Boolean(interactionId),
  });
  const record = stored.data ?? null;
  const recordWorkspace = useRecordWorkspace(record?.workspaceId, chosenWorkspace);
  // Participants and the follow-up owner: only people who may open the interaction where it lives.
  const peopleOf = { area: 'socialInteractions', workspaceId: recordWorkspace } as const;
  const loaded = useMemo(() => (record ? toValues(record) : emptyValues()), [record]);
  const [dirty, setDirty] = useState(false);
  const [draft, setDraft] = useState(() => readDraft<DraftValues>(DRAFT_KIND, interactionId));
  const saving = useApiMutation((body: InteractionInput) =>
    interactionId ? interactionsApi.update(interactionId, body) : interactionsApi.create(body),
  );
  const server = useServerForm(form, { fields: FIELDS, aliases: ALIASES });
  const stakeholderFocus = useRowFocus();
  const { token } = theme.useToken();
  const rowBox = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: '12px 12px 0',
    marginBottom: 12,
  };
  // After a new record is saved, the page's `afterCreate` runs (its staged attachments go up).
  const [finishing, setFinishing] = useState(false);
  // Leaving on purpose (a confirmed Cancel or link) drops the draft; leaving by accident keeps it.
  const leaveOnPurpose = useCallback(
    (to: string) => {
      clearDraft(DRAFT_KIND, interactionId);
      navigate(to);
    },
    [interactionId, navigate],
  );
  const leave = useUnsavedChanges(dirty && !saving.pending, leaveOnPurpose);
  const workspaces = useWorkspaceChoices();
  const ods = useTopicsStore((s) => s.ods);
  const loadOds = useTopicsStore((s) => s.loadOds);
  const draftTimer = useRef<number | undefined>(undefined);
  const canRegisterStakeholders = useCan('stakeholders', 'add');
  // onlyBasicInfo: what was said is neither shown nor sent; a sentence takes the fields' place.
  const restricted = useOnlyBasicInfo('socialInteractions') || Boolean(record?.restricted);
  // A confidential grievance off its desk (decision 0075): its stakeholders and what was said are not
  // in the form, and the server keeps them as stored.
  const complainantHidden = Boolean(record?.complainantHidden);
  const typeCode = Form.useWatch('typeCode', form);
  const classificationCode = Form.useWatch('classificationCode', form);
  const grievance = isGrievance({ typeCode: typeCode ?? '', classificationCode: classificationCode ?? null });
  // Someone the interaction names and nobody registered: the row that typed it (none: a new row).
  const [registering, setRegistering] = useState<{ row: number | null; name: string } | null>(null);

  useEffect(() => {
    loadOds().catch(() => undefined);
  }, [loadOds]);
  useEffect(() => () => window.clearTimeout(draftTimer.current), []);

  const stagedRef = useRef(stagedFiles);
  const saveDraftSoon = () => {
    window.clearTimeout(draftTimer.current);
    draftTimer.current = window.setTimeout(() => {
      writeDraft(
        DRAFT_KIND,
        interactionId,
        {
          ...toDraft(form.getFieldsValue(true) as InteractionFormValues),
          ...(stagedRef.current.length > 0 ? { stagedFiles: [...stagedRef.current] } : {}),
        },
        record?.updatedAt,
      );
    }, 300);
  };
  const handleValuesChange = (changed: Partial<InteractionFormValues>) => {
    setDirty(true);
    // A municipality belongs to its state: a new state clears it.
    if ('state' in changed) form.setFieldValue('municipality', null);
    saveDraftSoon();
  };
  // A file chosen after the last keystroke is named in the draft too.
  useEffect(() => {
    stagedRef.current = stagedFiles;
    if (stagedFiles.length > 0) saveDraftSoon();
  }, [stagedFiles]); // eslint-disable-line react-hooks/exhaustive-deps

  // Set once the API names the stakeholder: one out of reach, or gone, is left out rather than shown as
  // its id. Not a change of the person's (no draft, no question on leaving an untouched form).
  useEffect(() => {
    if (interactionId || !firstStakeholderId) return undefined;
    let current = true;
    findStakeholderOption(firstStakeholderId)
      .then((found) => {
        const rows = form.getFieldValue('stakeholders') as InteractionFormValues['stakeholders'] | undefined;
        if (current && found && !rows?.length)
          form.setFieldsValue({ stakeholders: [{ stakeholderId: found.value, role: 'participant' }] });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [interactionId, firstStakeholderId, form]);

  // The stakeholder's own workspace, when several are chosen: most visits are logged where the people are.
  useEffect(() => {
    if (interactionId || !suggestedWorkspaceId) return;
    if (!workspaces.some((w) => w.value === suggestedWorkspaceId)) return;
    if (!form.getFieldValue('workspaceId')) form.setFieldsValue({ workspaceId: suggestedWorkspaceId });
  }, [interactionId, suggestedWorkspaceId, workspaces, form]);

  const restoreDraft = () => {
    if (!draft) return;
    form.setFieldsValue(fromDraft(draft.values));
    setDraft(null);
    setDirty(true);
  };
  const discardDraft = () => {
    clearDraft(DRAFT_KIND, interactionId);
    setDraft(null);
  };

  const handleFinish = async () => {
    const values = form.getFieldsValue(true) as InteractionFormValues;
    const outcome = await saving.run(toInput(values, record, restricted || complainantHidden));
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    window.clearTimeout(draftTimer.current);
    clearDraft(DRAFT_KIND, interactionId);
    setDirty(false);
    let notSent = 0;
    if (!interactionId && afterCreate) {
      setFinishing(true);
      notSent = (await afterCreate(outcome.data.id))?.notSent ?? 0;
    }
    // Said once the files are done: "recorded" alone while a file was refused read as all went well
    // (the file then missing from the record's card, which now keeps it, marked).
    if (notSent > 0) {
      server.clear();
      notify.error(t('form.createdNotSent', { count: notSent }));
    } else server.confirm(t(interactionId ? 'form.saved' : 'form.created'));
    navigate(`/interactions/${outcome.data.id}`);
  };

  const title = interactionId ? t('pages.edit') : t('pages.new');
  if (stored.loading || (interactionId && !record && !stored.problem))
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  if (interactionId && !record && stored.problem)
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('detail.notFound')}
          backTo="/interactions/list"
          backLabel={t('detail.backToList')}
        />
      </>
    );

  const required = { required: true, message: t('common:required') };
  const odsOptions = (ods ?? []).map((o) => ({ value: o.number, label: odsLabel(o, i18n.language) }));

  return (
    <>
      <PageHeader
        title={
          record ? (
            <>
              {/* The code is one word: on a phone it broke at its hyphens ("INT-" / "2026-02718"). */}
              {title} · <span style={{ whiteSpace: 'nowrap' }}>{record.code}</span>
            </>
          ) : (
            title
          )
        }
      />
      {draft ? (
        <DraftAlert
          title={t(
            // Typed on a version someone has saved over since: restoring puts these values back over theirs.
            draft.version && record && draft.version !== record.updatedAt
              ? 'form.draftOutdated'
              : 'form.draftFound',
            { date: formatDateTime(draft.savedAt) },
          )}
          description={
            draft.values.stagedFiles?.length
              ? t('form.draftFiles', { names: draft.values.stagedFiles.join(', ') })
              : undefined
          }
          restoreLabel={t('form.draftRestore')}
          discardLabel={t('form.draftDiscard')}
          onRestore={restoreDraft}
          onDiscard={discardDraft}
        />
      ) : null}
      <ProblemAlert problem={server.problem} />
      <Form<InteractionFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded}
        onFinish={() => void handleFinish()}
        onValuesChange={handleValuesChange}
        disabled={saving.pending}
        onFinishFailed={server.showInvalid}
      >
        <Card title={t('form.what')} size="small" style={{ marginBottom: 16 }}>
          {!interactionId && workspaces.length > 0 ? (
            <Form.Item
              label={t('form.workspace')}
              name="workspaceId"
              extra={t('form.workspaceHelp')}
              rules={[{ required: true, message: t('form.chooseWorkspace') }]}
            >
              <WorkspaceSelect options={workspaces} placeholder={t('form.chooseWorkspace')} />
            </Form.Item>
          ) : null}
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item
              label={t('fields.startsAt')}
              name="startsAt"
              style={quarter}
              rules={[
                required,
                // A meeting may be logged before it happens, so this warns and lets the save go on:
                // a slipped year (2031 for 2021) would otherwise sit in the dashboards unnoticed.
                {
                  warningOnly: true,
                  validator: (_, value: Dayjs | undefined) =>
                    value && value.isAfter(dayjs().add(1, 'day'))
                      ? Promise.reject(new Error(t('form.startsInFuture')))
                      : Promise.resolve(),
                },
              ]}
            >
              <DateTimePicker label={t('fields.startsAt')} allowClear={false} />
            </Form.Item>
            <Form.Item
              label={t('fields.endsAt')}
              name="endsAt"
              style={quarter}
              dependencies={['startsAt']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: Dayjs | null | undefined) => {
                    const start = getFieldValue('startsAt') as Dayjs | undefined;
                    return !value || !start || !value.isBefore(start)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('form.endBeforeStart')));
                  },
                }),
              ]}
            >
              <DateTimePicker label={t('fields.endsAt')} />
            </Form.Item>
            <Form.Item label={t('fields.direction')} name="direction" style={quarter}>
              <Segmented
                block
                aria-label={t('fields.direction')}
                options={DIRECTIONS.map((d) => ({ value: d, label: t(`directions.${d}`) }))}
              />
            </Form.Item>
          </Flex>
          <Form.Item
            label={t('fields.subject')}
            name="subject"
            rules={[required, { whitespace: true, message: t('common:required') }, { max: 200 }]}
          >
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
          <Flex gap={FIELD_ROW_GAP} wrap>
            <Form.Item label={t('fields.type')} name="typeCode" style={quarter} rules={[required]}>
              <OptionSelect list={LISTS.type} placeholder={t('form.chooseType')} />
            </Form.Item>
            <Form.Item label={t('fields.channel')} name="channelCode" style={quarter}>
              <OptionSelect list={LISTS.channel} placeholder={t('form.chooseChannel')} />
            </Form.Item>
            <Form.Item label={t('fields.classification')} name="classificationCode" style={quarter}>
              <OptionSelect list={LISTS.classification} placeholder={t('form.chooseClassification')} />
            </Form.Item>
            <Form.Item label={t('fields.status')} name="statusCode" style={quarter}>
              <OptionSelect list={LISTS.status} placeholder={t('form.chooseStatus')} />
            </Form.Item>
          </Flex>
          <Form.Item label={t('fields.perception')} name="perception">
            <Radio.Group
              aria-label={t('fields.perception')}
              optionType="button"
              // Three equal buttons on one line, also on a phone (none left alone on a second row).
              style={{ display: 'flex', maxWidth: 420 }}
              options={PERCEPTIONS.map((p) => ({
                value: p,
                style: { flex: '1 1 0', minWidth: 0, paddingInline: 8 },
                label: (
                  <Flex gap={6} align="center" justify="center" style={{ whiteSpace: 'nowrap' }}>
                    {PERCEPTION_STYLE[p].icon}
                    {t(`perceptions.${p}`)}
                  </Flex>
                ),
              }))}
            />
          </Form.Item>
          {restricted ? (
            <Typography.Paragraph type="secondary">{t('form.restrictedText')}</Typography.Paragraph>
          ) : complainantHidden ? (
            <Typography.Paragraph type="secondary">{t('form.confidentialText')}</Typography.Paragraph>
          ) : (
            <Form.Item label={t('fields.description')} name="description">
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20_000} />
            </Form.Item>
          )}
        </Card>

        <Card title={t('form.who')} size="small" style={{ marginBottom: 16 }}>
          {grievance ? (
            <Form.Item
              label={t('form.confidential')}
              name="confidential"
              valuePropName="checked"
              extra={t('form.confidentialHelp')}
            >
              {/* Only the desk may make the complainant known: off the desk the switch stays on. */}
              <Switch disabled={complainantHidden} />
            </Form.Item>
          ) : null}
          {complainantHidden ? (
            <Typography.Paragraph type="secondary">
              {t('detail.confidentialComplainant')}
            </Typography.Paragraph>
          ) : null}
          <Form.List name="stakeholders">
            {(rows, { add, remove }) => (
              <fieldset
                ref={stakeholderFocus.listRef}
                style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
              >
                <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>
                  {t('fields.stakeholders')}
                </legend>
                {record && record.unnamedPeople > 0 ? (
                  <Typography.Paragraph type="secondary">
                    {t('form.unnamedPeople', { count: record.unnamedPeople })}
                  </Typography.Paragraph>
                ) : null}
                {rows.map((row, index) => {
                  return (
                    // Boxed and named: on a phone the role and the bin wrap under the picker, and
                    // without a box they read as the next stakeholder's.
                    <Flex
                      key={row.key}
                      gap={8}
                      wrap
                      align="start"
                      data-form-row
                      role="group"
                      aria-label={t('form.stakeholderRow', { number: index + 1 })}
                      style={rowBox}
                    >
                      <Form.Item
                        name={[row.name, 'stakeholderId']}
                        label={t('fields.stakeholder')}
                        style={{ flex: '3 1 220px', minWidth: 0 }}
                        rules={[{ required: true, message: t('form.chooseStakeholder') }]}
                      >
                        <StakeholderPicker
                          placeholder={t('form.searchStakeholder')}
                          onCreate={
                            canRegisterStakeholders
                              ? (name) => setRegistering({ row: row.name, name })
                              : undefined
                          }
                        />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'role']}
                        label={t('fields.role')}
                        style={{ flex: '1 1 150px', minWidth: 0 }}
                      >
                        <Select options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('form.removeStakeholder')}
                        title={t('form.removeStakeholder')}
                        onClick={() => stakeholderFocus.removed(() => remove(row.name))}
                        style={{ marginTop: 30 }}
                      />
                    </Flex>
                  );
                })}
                <Button
                  ref={stakeholderFocus.addRef}
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => stakeholderFocus.added(() => add({ role: 'participant' }))}
                  style={{ marginBottom: 16 }}
                >
                  {t('form.addStakeholder')}
                </Button>
                {canRegisterStakeholders ? (
                  <Button
                    type="link"
                    onClick={() => setRegistering({ row: null, name: '' })}
                    style={{ marginBottom: 16 }}
                  >
                    {t('form.registerStakeholder')}
                  </Button>
                ) : null}
              </fieldset>
            )}
          </Form.List>
          <Form.Item
            label={t('fields.participants')}
            name="participantIds"
            extra={t('form.participantsHelp')}
          >
            <UserSelect<string[]> mode="multiple" openingIn={peopleOf} held={record?.participants} />
          </Form.Item>
        </Card>

        <Card title={t('form.where')} size="small" style={{ marginBottom: 16 }}>
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
        </Card>

        <Card title={t('form.about')} size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={t('fields.topics')} name="topicIds">
            <TopicSelect mode="multiple" />
          </Form.Item>
          <Form.Item
            label={t('fields.ods')}
            name="ods"
            extra={
              odsFromTopics.length > 0 && ods
                ? t('form.odsFromTopics', {
                    list: odsFromTopics
                      .map((n) => ods.find((o) => o.number === n))
                      .flatMap((o) => (o ? [odsLabel(o, i18n.language)] : []))
                      .join('; '),
                  })
                : t('form.odsHelp')
            }
          >
            <Select<number[]>
              mode="multiple"
              allowClear
              showSearch={searchable({ optionFilterProp: 'label' })}
              options={odsOptions}
              optionRender={wrappedOption}
              loading={!ods}
            />
          </Form.Item>
          {restricted || complainantHidden ? null : (
            <>
              <Form.Item label={t('fields.issuesRaised')} name="issuesRaised">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={10_000} />
              </Form.Item>
              <Form.Item label={t('fields.response')} name="response">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={10_000} />
              </Form.Item>
            </>
          )}
        </Card>

        {attachments?.({
          interactionId,
          canEdit: record?.canEdit ?? true,
          restricted: restricted || complainantHidden,
        })}

        {survey?.({
          // A new record goes to the workspace picked, or the one chosen when there is only one.
          workspaceId: recordWorkspace,
          stored: record?.survey ?? [],
        })}

        <Card title={t('form.next')} size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={t('fields.followUpRequired')} name="followUpRequired" valuePropName="checked">
            <Switch />
          </Form.Item>
          {followUp ? (
            <Flex gap={FIELD_ROW_GAP} wrap>
              <Form.Item
                label={t('fields.followUpDue')}
                name="followUpDue"
                style={half}
                dependencies={['startsAt']}
                rules={[
                  { required: true, message: t('form.followUpDueRequired') },
                  // A follow-up is due after the interaction that asked for it: an earlier day is a slip.
                  ({ getFieldValue }) => ({
                    validator: (_, value: Dayjs | null | undefined) => {
                      const start = getFieldValue('startsAt') as Dayjs | undefined;
                      return !value || !start || !value.isBefore(start, 'day')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('form.followUpDueBeforeStart')));
                    },
                  }),
                ]}
              >
                <DatePicker {...dates.day} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                label={t('fields.followUpOwner')}
                name="followUpOwnerId"
                style={half}
                rules={[{ required: true, message: t('form.followUpOwnerRequired') }]}
              >
                <UserSelect openingIn={peopleOf} held={[record?.followUpOwner]} />
              </Form.Item>
            </Flex>
          ) : null}
        </Card>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving.pending || finishing}>
            {t('common:save')}
          </Button>
          <Button
            onClick={() => leave(interactionId ? `/interactions/${interactionId}` : '/interactions/list')}
          >
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
      <QuickStakeholderDialog
        seed={
          registering && {
            name: registering.name,
            workspaceId: chosenWorkspace,
            state: form.getFieldValue('state') as string | null,
            municipality: form.getFieldValue('municipality') as string | null,
          }
        }
        onClose={() => setRegistering(null)}
        onCreated={(stakeholder) => {
          const rows = (form.getFieldValue('stakeholders') ?? []) as InteractionFormValues['stakeholders'];
          // From "Register a new stakeholder": a row added and left empty (a search that found nobody)
          // takes them; a new row beside it left that empty row to stop the save.
          const row = registering?.row ?? rows.findIndex((r) => !r.stakeholderId);
          const stakeholders =
            row < 0
              ? [...rows, { stakeholderId: stakeholder.value, role: 'participant' as const }]
              : rows.map((r, i) => (i === row ? { ...r, stakeholderId: stakeholder.value } : r));
          form.setFieldValue('stakeholders', stakeholders);
          // Set from here, not typed: the draft and the leave guard are told as a change would.
          handleValuesChange({ stakeholders });
          setRegistering(null);
        }}
      />
    </>
  );
}
