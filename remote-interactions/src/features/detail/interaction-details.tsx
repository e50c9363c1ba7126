import { Button, Card, Col, Descriptions, Flex, Grid, Row, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDate,
  formatDateTime,
  formatTime,
  isProblem,
  notify,
  problemMessageKey,
  useApiQuery,
  useCan,
  type InteractionDetails as Details,
  placeLabel,
} from '@conexoes/shared';
import {
  PageHeader,
  RecordUnavailable,
  useRecordPartsDrawn,
  useOptionLabel,
  ConfirmPopover,
} from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { PerceptionTag } from '../../components/perception';
import { useOdsName } from '../../lib/use-ods-name';
import { NS } from '../../i18n/register';
import { LISTS } from '../../lib/option-lists';
import { InteractionHistory } from './interaction-history';

const DATE_TIME_FIELDS = new Set(['startsAt', 'endsAt']);
/** A grievance's steps as its history may name them (days, and the complainant's answer as a word). */
const GRIEVANCE_DAY_FIELDS = new Set([
  'acknowledgedOn',
  'respondedOn',
  'closedOn',
  'grievanceAcknowledgedOn',
  'grievanceRespondedOn',
  'grievanceClosedOn',
]);
const GRIEVANCE_OUTCOME_FIELDS = new Set(['outcome', 'grievanceOutcome']);
const CODE_LISTS: Record<string, string> = {
  typeCode: LISTS.type,
  channelCode: LISTS.channel,
  classificationCode: LISTS.classification,
  statusCode: LISTS.status,
};

const paragraphs = (value: string | null | undefined) =>
  value ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value}</Typography.Paragraph>
  ) : (
    ''
  );

/** One interaction: everything the details call resolves, its history, and edit/delete per the record. */
type Item = NonNullable<DescriptionsProps['items']>[number] & { empty?: boolean };
/** The filled items, without the `empty` mark (antd would pass it on to the DOM). */
const filled = (items: Item[]): DescriptionsProps['items'] =>
  items.filter((item) => !item.empty).map(({ empty: _empty, ...item }) => item);

export function InteractionDetails({
  interactionId,
  survey,
  attachments,
  grievance,
}: {
  interactionId: string;
  /**
   * The grievance card (features/grievance, composed by the page), for a complaint or grievance;
   * `onChange` reads the record and its history again after a step is recorded.
   */
  grievance?: (at: { record: Details; onChange: () => void }) => ReactNode;
  /** The perception survey's answers card (features/survey, composed by the page). */
  survey?: (answers: Details['surveyAnswers']) => ReactNode;
  /**
   * The attachments card (features/attachments, composed by the page); `onChange` reloads the history.
   * `restricted` (onlyBasicInfo): the files are only counted (`hiddenCount`), never listed.
   */
  attachments?: (at: {
    interactionId: string;
    canEdit: boolean;
    onChange: () => void;
    restricted: boolean;
    hiddenCount?: number;
    /** A confidential grievance off its desk (decision 0075): the files are counted for that reason. */
    confidential?: boolean;
  }) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // What was promised in the interaction goes to the commitments register, linked to it.
  const canRegisterCommitment = useCan('customModules', 'add');
  // The goals by their names in the reader's language.
  const odsName = useOdsName();
  // On a phone the labels go above the texts: beside them, long descriptions were one word per line.
  const textLayout = Grid.useBreakpoint().sm ? 'horizontal' : 'vertical';
  // A label above its text needs no colon (it read "Código :" on a phone).
  const colon = textLayout === 'horizontal';
  const { data, problem, reload } = useApiQuery(
    (signal) => interactionsApi.details(interactionId, signal),
    [interactionId],
    { followLanguage: true },
  );
  const typeLabel = useOptionLabel(LISTS.type);
  const channelLabel = useOptionLabel(LISTS.channel);
  const classificationLabel = useOptionLabel(LISTS.classification);
  const statusLabel = useOptionLabel(LISTS.status);
  const { drawn, warmUp } = useRecordPartsDrawn();

  if (!data || !drawn)
    return (
      <>
        <PageHeader title={t('pages.detail')} />
        {warmUp}
        <RecordUnavailable
          problem={data ? null : problem}
          notFound={t('detail.notFound')}
          backTo="/interactions/list"
          backLabel={t('detail.backToList')}
        />
      </>
    );

  const r: Details = data;
  const handleDelete = async () => {
    try {
      await interactionsApi.remove(r.id);
      notify.success(t('detail.deleted'));
      navigate('/interactions/list');
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
    }
  };

  const labelOf: Record<string, (code: string | null) => string> = {
    typeCode: typeLabel,
    channelCode: channelLabel,
    classificationCode: classificationLabel,
    statusCode: statusLabel,
  };
  const historyValue = (field: string, value: unknown): string | undefined => {
    if (field in CODE_LISTS && typeof value === 'string') return labelOf[field](value) || undefined;
    if (DATE_TIME_FIELDS.has(field) && typeof value === 'string') return formatDateTime(value);
    if (field === 'followUpDue' && typeof value === 'string') return formatDate(value);
    if (GRIEVANCE_DAY_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
    if (GRIEVANCE_OUTCOME_FIELDS.has(field) && typeof value === 'string')
      return t(`grievance.outcomes.${value}`);
    if (field === 'perception' && typeof value === 'string') return t(`perceptions.${value}`);
    if (field === 'direction' && typeof value === 'string') return t(`directions.${value}`);
    if ((field === 'followUpRequired' || field === 'confidential') && typeof value === 'boolean')
      return t(value ? 'detail.yes' : 'detail.no');
    if (field === 'ods' && Array.isArray(value))
      return value.map((n) => t('detail.odsTag', { number: n })).join(', ');
    if (field === 'stakeholders' && Array.isArray(value))
      return value
        .map((s: { name?: string; role?: string }) =>
          s.name ? (s.role ? `${s.name} (${t(`roles.${s.role}`)})` : s.name) : '',
        )
        .filter(Boolean)
        .join(', ');
    return undefined;
  };

  // A visit that ends the day it starts names that day once: "27/11/2026 15:45 a 16:15".
  const end = (endsAt: string) =>
    formatDate(endsAt) === formatDate(r.startsAt) ? formatTime(endsAt) : formatDateTime(endsAt);
  const when = r.endsAt
    ? t('detail.period', { start: formatDateTime(r.startsAt), end: end(r.endsAt) })
    : formatDateTime(r.startsAt);
  const allOds = [...new Set([...r.ods, ...r.odsDerived])].sort((a, b) => a - b);

  // onlyBasicInfo, or a confidential grievance off its desk (decision 0075): what was said is not given;
  // a sentence says so where it would be (never empty fields).
  const withheld = r.restricted || r.complainantHidden;
  const restrictedText = (
    <Typography.Text type="secondary">
      {t(r.restricted ? 'detail.restrictedText' : 'detail.confidentialText')}
    </Typography.Text>
  );
  // A field left empty is not shown at all (a bare "Channel:" reads as missing data).
  const items = filled([
    { key: 'code', label: t('fields.code'), children: r.code },
    { key: 'startsAt', label: t('fields.when'), children: when },
    { key: 'direction', label: t('fields.direction'), children: t(`directions.${r.direction}`) },
    { key: 'type', label: t('fields.type'), children: r.labels.type },
    { key: 'channel', label: t('fields.channel'), children: r.labels.channel, empty: !r.labels.channel },
    {
      key: 'classification',
      label: t('fields.classification'),
      children: r.labels.classification,
      empty: !r.labels.classification,
    },
    { key: 'status', label: t('fields.status'), children: r.labels.status, empty: !r.labels.status },
    {
      key: 'perception',
      label: t('fields.perception'),
      children: <PerceptionTag value={r.perception} />,
      empty: !r.perception,
    },
    {
      key: 'place',
      label: t('fields.place'),
      children: placeLabel(r.municipality, r.state),
      empty: !r.municipality && !r.state,
    },
    { key: 'workspace', label: t('fields.workspace'), children: r.workspace.name },
    {
      key: 'description',
      label: t('fields.description'),
      span: 'filled',
      children: withheld ? restrictedText : paragraphs(r.description),
      empty: !withheld && !r.description?.trim(),
    },
  ]);

  const outcome = filled([
    {
      key: 'restricted',
      label: t('detail.restrictedOutcome'),
      span: 'filled',
      children: restrictedText,
      empty: !withheld,
    },
    {
      key: 'issuesRaised',
      label: t('fields.issuesRaised'),
      span: 'filled',
      children: paragraphs(r.issuesRaised),
      empty: !r.issuesRaised?.trim(),
    },
    {
      key: 'response',
      label: t('fields.response'),
      span: 'filled',
      children: paragraphs(r.response),
      empty: !r.response?.trim(),
    },
    {
      key: 'followUp',
      label: t('fields.followUp'),
      span: 'filled',
      children: r.followUpRequired ? (
        <Flex gap={8} wrap align="center">
          {t('detail.followUpBy', {
            date: r.followUpDue ? formatDate(r.followUpDue) : '',
            owner: r.followUpOwner?.name ?? t('detail.someone'),
          })}
          {/* Past its day and still open: said as the list says it, so a grievance's lapse is seen here too. */}
          {r.followUpOverdue ? <Tag color="warning">{t('list.followUp.overdue')}</Tag> : null}
        </Flex>
      ) : (
        t('detail.noFollowUp')
      ),
    },
  ]);

  const record: DescriptionsProps['items'] = [
    {
      key: 'created',
      label: t('fields.createdAt'),
      children: t('detail.byOn', {
        user: r.createdBy?.name ?? t('detail.someone'),
        date: formatDateTime(r.createdAt),
      }),
    },
    {
      key: 'updated',
      label: t('fields.updatedAt'),
      children: t('detail.byOn', {
        user: r.updatedBy?.name ?? t('detail.someone'),
        date: formatDateTime(r.updatedAt),
      }),
    },
  ];

  return (
    <>
      <PageHeader
        title={r.subject}
        extra={
          <>
            {canRegisterCommitment ? (
              <Button
                onClick={() =>
                  navigate(`/commitments/management/new?interactionId=${encodeURIComponent(r.id)}`)
                }
              >
                {t('detail.registerCommitment')}
              </Button>
            ) : null}
            {r.canEdit ? (
              <Button type="primary" onClick={() => navigate(`/interactions/${r.id}/edit`)}>
                {t('common:edit')}
              </Button>
            ) : null}
            {r.canDelete ? (
              <ConfirmPopover
                title={t('detail.deleteTitle')}
                description={t('detail.deleteBody', { code: r.code })}
                okText={t('common:delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('common:cancel')}
                onConfirm={handleDelete}
              >
                <Button danger>{t('common:delete')}</Button>
              </ConfirmPopover>
            ) : null}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('detail.summary')} size="small" style={{ marginBottom: 16 }}>
            <Descriptions
              size="small"
              layout={textLayout}
              colon={colon}
              column={{ xs: 1, sm: 2 }}
              items={items}
            />
          </Card>
          {r.grievance ? grievance?.({ record: r, onChange: reload }) : null}
          <Card title={t('detail.outcome')} size="small" style={{ marginBottom: 16 }}>
            <Descriptions size="small" layout={textLayout} colon={colon} column={1} items={outcome} />
          </Card>
          {survey?.(r.surveyAnswers)}
          {/* Adding or removing a file is a change of the record: the history is read again. */}
          {attachments?.({
            interactionId: r.id,
            canEdit: r.canEdit,
            onChange: reload,
            restricted: withheld,
            hiddenCount: r.hiddenAttachments,
            confidential: r.complainantHidden && !r.restricted,
          })}
        </Col>
        <Col xs={24} lg={8}>
          <Card
            title={t('fields.stakeholders')}
            size="small"
            style={{ marginBottom: 16 }}
            // The desk reads the complainant, and that they are confidential (decision 0075).
            extra={
              r.confidential && !r.complainantHidden ? (
                <Tag color="purple">{t('detail.confidentialTag')}</Tag>
              ) : null
            }
          >
            {r.complainantHidden ? (
              <Typography.Text type="secondary">{t('detail.confidentialComplainant')}</Typography.Text>
            ) : null}
            {r.unnamedPeople > 0 ? (
              <Typography.Paragraph type="secondary" style={{ marginBottom: r.stakeholders.length ? 8 : 0 }}>
                {t('detail.unnamedPeople', { count: r.unnamedPeople })}
              </Typography.Paragraph>
            ) : null}
            {r.stakeholders.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {r.stakeholders.map((s) => (
                  <li key={s.id}>
                    <Link to={`/stakeholders/${s.id}`}>{s.name}</Link> · {t(`roles.${s.role}`)}
                  </li>
                ))}
              </ul>
            ) : r.unnamedPeople > 0 || r.complainantHidden ? null : (
              // A grievance may come in without a name (IFC PS1: anonymous intake): say so, not "none".
              <Typography.Text type="secondary">
                {t(r.grievance ? 'detail.anonymousComplainant' : 'detail.noStakeholders')}
              </Typography.Text>
            )}
          </Card>
          {/* An empty card says so in one line, as the topics do: the picture of an empty box made it
              the tallest card of the column. */}
          <Card title={t('fields.participants')} size="small" style={{ marginBottom: 16 }}>
            {r.participants.length ? (
              r.participants.map((p) => p.name).join(', ')
            ) : (
              <Typography.Text type="secondary">{t('detail.noParticipants')}</Typography.Text>
            )}
          </Card>
          <Card title={t('detail.topicsAndOds')} size="small">
            <Flex gap={4} wrap style={{ marginBottom: 8 }}>
              {r.topics.map((topic) => (
                <Tag key={topic.id}>
                  <Link to={`/topics/${topic.id}`}>{topic.name}</Link>
                </Tag>
              ))}
              {r.topics.length === 0 ? (
                <Typography.Text type="secondary">{t('detail.noTopics')}</Typography.Text>
              ) : null}
            </Flex>
            <Flex gap={4} wrap>
              {allOds.map((n) => (
                <Tag key={n} color="blue" style={{ whiteSpace: 'normal' }}>
                  {odsName(n)}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('detail.record')} size="small">
            <Descriptions size="small" column={1} items={record} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('detail.history')} size="small">
            <InteractionHistory entries={r.history} formatValue={historyValue} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
