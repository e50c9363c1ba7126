import { Fragment, useState, type ReactNode } from 'react';
import { Button, Card, Col, Descriptions, Flex, Grid, Row, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDate,
  formatDateTime,
  isProblem,
  notify,
  problemMessageKey,
  useApiQuery,
  type CommitmentDetails as Details,
  type CommitmentInput,
  type CommitmentStatus,
  odsLabel,
  commitmentTransitions,
} from '@conexoes/shared';
import {
  AttachmentsCard,
  PageHeader,
  RecordUnavailable,
  useRecordPartsDrawn,
  problemText,
  useOptionLabel,
  ConfirmPopover,
  MenuDropdown,
} from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import { CardTitle, filesHiddenSentence, filled, paragraphs } from '../../components/detail-bits';
import { RecordHistory } from '../../components/record-history';
import { CommitmentStatusTag, OverdueTag } from '../../components/status-tags';
import { NS } from '../../i18n/register';
import { moveOverLatest } from '../../lib/move-over-latest';
import { useOds } from '../../lib/ods';
import { LISTS } from '../../lib/option-lists';

const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** The stored record as a PUT sends it back (decision 0027), with one change. */
const asInput = (r: Details, status: CommitmentStatus): CommitmentInput => ({
  title: r.title,
  description: r.description,
  sourceCode: r.sourceCode,
  sourceNegotiationPlanId: r.sourceNegotiationPlanId,
  sourceAgreementId: r.sourceAgreementId,
  sourceInteractionId: r.sourceInteractionId,
  status,
  ownerId: r.ownerId,
  dueDate: r.dueDate,
  priorityCode: r.priorityCode,
  riskCode: r.riskCode,
  beneficiaryIds: r.beneficiaryIds,
  topicIds: r.topicIds,
  ods: r.ods,
});

/** One commitment: status and its allowed moves, origin, evidence, action plan, history. */
export function CommitmentDetails({
  commitmentId,
  actionPlan,
}: {
  commitmentId: string;
  /** The record's action plan (features/action-plan, composed by the page); `onChange` reloads progress and history. */
  actionPlan: (at: { actionPlanId: string; onChange: () => void }) => ReactNode;
}) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const textLayout = Grid.useBreakpoint().sm ? 'horizontal' : 'vertical';
  const { data, problem, reload } = useApiQuery(
    (signal) => commitmentsApi.details(commitmentId, signal),
    [commitmentId],
    { followLanguage: true },
  );
  const ods = useOds();
  const sourceLabel = useOptionLabel(LISTS.source);
  const priorityLabel = useOptionLabel(LISTS.priority);
  const riskLabel = useOptionLabel(LISTS.risk);
  const [moving, setMoving] = useState(false);

  const { drawn, warmUp } = useRecordPartsDrawn();

  if (!data || !drawn)
    return (
      <>
        <PageHeader title={t('pages.managementDetail')} />
        {warmUp}
        <RecordUnavailable
          problem={data ? null : problem}
          notFound={t('detail.notFound')}
          backTo="/commitments/management"
          backLabel={t('detail.backToList')}
        />
      </>
    );
  const r: Details = data;

  const handleDelete = async () => {
    try {
      await commitmentsApi.remove(r.id);
      notify.success(t('detail.deleted'));
      navigate('/commitments/management');
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
    }
  };
  const move = async (status: CommitmentStatus) => {
    setMoving(true);
    try {
      // Over the version this page shows, or the latest when only other fields changed (decision 0043).
      await moveOverLatest(
        r,
        (over) =>
          commitmentsApi.update(r.id, { ...asInput(over, status), expectedUpdatedAt: over.updatedAt }),
        () => commitmentsApi.details(r.id),
      );
      notify.success(t('detail.statusChanged', { status: t(`status.${status}`) }));
      reload();
    } catch (error) {
      notify.error(problemText(isProblem(error) ? error : null, t, { withoutForm: true }));
      reload();
    } finally {
      setMoving(false);
    }
  };
  const moves = commitmentTransitions[r.status];

  const odsName = (n: number) => {
    const goal = ods.data?.find((g) => g.number === n);
    return goal ? odsLabel(goal, i18n.language) : t('detail.odsTag', { number: n });
  };
  const historyValue = (field: string, value: unknown): string | undefined => {
    if (field === 'status' && typeof value === 'string') return t(`status.${value}`);
    if (field === 'sourceCode' && typeof value === 'string') return sourceLabel(value);
    if (field === 'priorityCode' && typeof value === 'string') return priorityLabel(value);
    if (field === 'riskCode' && typeof value === 'string') return riskLabel(value);
    if (field === 'dueDate' && typeof value === 'string') return day(value);
    if (field === 'closedAt' && typeof value === 'string') return formatDateTime(value);
    if (field === 'ods' && Array.isArray(value)) return value.map((n) => odsName(Number(n))).join(', ');
    return undefined;
  };

  const items = filled([
    { key: 'code', label: t('fields.code'), children: r.code },
    {
      key: 'status',
      label: t('fields.status'),
      children: (
        <Flex gap={4} wrap>
          <CommitmentStatusTag status={r.status} />
          {r.overdue && r.dueDate ? (
            <OverdueTag label={t('detail.overdueSince', { date: day(r.dueDate) })} />
          ) : null}
        </Flex>
      ),
    },
    { key: 'source', label: t('fields.source'), children: r.labels.source },
    { key: 'owner', label: t('fields.owner'), children: r.owner?.name ?? t('detail.someone') },
    {
      key: 'dueDate',
      label: t('fields.dueDate'),
      children: r.dueDate ? day(r.dueDate) : '',
      empty: !r.dueDate,
    },
    {
      key: 'priority',
      label: t('fields.priority'),
      children: r.labels.priority ?? '',
      empty: !r.labels.priority,
    },
    { key: 'risk', label: t('fields.risk'), children: r.labels.risk ?? '', empty: !r.labels.risk },
    { key: 'workspace', label: t('fields.workspace'), children: r.workspace.name },
    {
      key: 'closedAt',
      label: t('fields.closedAt'),
      children: r.closedAt ? formatDateTime(r.closedAt) : '',
      empty: !r.closedAt,
    },
    {
      key: 'description',
      label: t('fields.description'),
      span: 'filled',
      children: paragraphs(r.description),
      empty: !r.description?.trim(),
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
  // An origin the caller cannot open (another workspace, or no access to interactions) is said, not named.
  const { negotiationPlan: planHidden, interaction: interactionHidden } = r.hiddenSources;
  const origin = r.sourceNegotiationPlan || r.sourceInteraction || planHidden || interactionHidden;

  return (
    <>
      <PageHeader
        title={r.title}
        extra={
          <>
            {r.canEdit && moves.length > 0 ? (
              <MenuDropdown
                menu={{
                  items: moves.map((s) => ({
                    key: s,
                    label: t('detail.moveTo', { status: t(`status.${s}`) }),
                  })),
                  onClick: ({ key }) => void move(key as CommitmentStatus),
                }}
              >
                <Button loading={moving}>{t('detail.changeStatus')}</Button>
              </MenuDropdown>
            ) : null}
            {r.canEdit ? (
              <Button type="primary" onClick={() => navigate(`/commitments/management/${r.id}/edit`)}>
                {t('common:edit')}
              </Button>
            ) : null}
            {r.canDelete ? (
              <ConfirmPopover
                title={t('detail.deleteTitle')}
                description={t('detail.deleteCommitmentBody', { code: r.code })}
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
          <Card
            title={<CardTitle>{t('detail.summary')}</CardTitle>}
            size="small"
            style={{ marginBottom: 16 }}
          >
            <Descriptions
              size="small"
              layout={textLayout}
              // A label above its text needs no colon (it read "Código :" on a phone).
              colon={textLayout === 'horizontal'}
              column={{ xs: 1, sm: 2 }}
              items={items}
            />
          </Card>
          {/* Read again when the status moves: ending the record closes its action plan. */}
          <Fragment key={r.status}>{actionPlan({ actionPlanId: r.actionPlanId, onChange: reload })}</Fragment>
          <AttachmentsCard
            path={commitmentsApi.attachmentsPath(r.id)}
            canEdit={r.canEdit}
            onChange={reload}
            title={t('detail.evidence')}
            hidden={filesHiddenSentence(t, r.hiddenAttachments)}
          />
        </Col>
        <Col xs={24} lg={8}>
          {origin ? (
            <Card
              title={<CardTitle>{t('detail.origin')}</CardTitle>}
              size="small"
              style={{ marginBottom: 16 }}
            >
              <Flex vertical gap={8}>
                {r.sourceNegotiationPlan ? (
                  <Link to={`/commitments/negotiation_plan/${r.sourceNegotiationPlan.id}`}>
                    {t('form.fromPlan', r.sourceNegotiationPlan)}
                  </Link>
                ) : null}
                {r.sourceAgreement ? (
                  <div>
                    <Typography.Text type="secondary">
                      {t('detail.agreement', { date: day(r.sourceAgreement.date) })}
                    </Typography.Text>
                    {paragraphs(r.sourceAgreement.text)}
                  </div>
                ) : null}
                {r.sourceInteraction ? (
                  <Link to={`/interactions/${r.sourceInteraction.id}`}>
                    {t('form.fromInteraction', r.sourceInteraction)}
                  </Link>
                ) : null}
                {planHidden ? (
                  <Typography.Text type="secondary">{t('detail.planHidden')}</Typography.Text>
                ) : null}
                {interactionHidden ? (
                  <Typography.Text type="secondary">{t('detail.interactionHidden')}</Typography.Text>
                ) : null}
              </Flex>
            </Card>
          ) : null}
          <Card
            title={<CardTitle>{t('fields.beneficiaries')}</CardTitle>}
            size="small"
            style={{ marginBottom: 16 }}
          >
            {r.beneficiaries.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {r.beneficiaries.map((s) => (
                  <li key={s.id}>
                    <Link to={`/stakeholders/${s.id}`}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">{t('detail.noBeneficiaries')}</Typography.Text>
            )}
          </Card>
          <Card
            title={<CardTitle>{t('detail.topicsAndOds')}</CardTitle>}
            size="small"
            style={{ marginBottom: 16 }}
          >
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
              {r.ods.map((n) => (
                <Tag key={n} color="blue" style={{ whiteSpace: 'normal' }}>
                  {odsName(n)}
                </Tag>
              ))}
            </Flex>
          </Card>
          <Card title={<CardTitle>{t('detail.record')}</CardTitle>} size="small">
            <Descriptions size="small" column={1} items={record} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={<CardTitle>{t('detail.history')}</CardTitle>} size="small">
            <RecordHistory entries={r.history} formatValue={historyValue} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
