import { Fragment, useState, type ReactNode } from 'react';
import { Button, Card, Col, Descriptions, Flex, Grid, List, Row, Tag, Typography } from 'antd';
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
  useCan,
  type NegotiationPlanDetails as Details,
  type NegotiationPlanInput,
  type NegotiationPlanStatus,
  negotiationPlanTransitions,
} from '@conexoes/shared';
import {
  AttachmentsCard,
  PageHeader,
  RecordUnavailable,
  useRecordPartsDrawn,
  problemText,
  ConfirmPopover,
  MenuDropdown,
} from '@conexoes/shared/ui';
import { plansApi } from '../../api/commitments.api';
import { CardTitle, filesHiddenSentence, filled, paragraphs } from '../../components/detail-bits';
import { RecordHistory } from '../../components/record-history';
import { PlanStatusTag } from '../../components/status-tags';
import { NS } from '../../i18n/register';
import { moveOverLatest } from '../../lib/move-over-latest';

const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** The stored plan as a PUT sends it back (decision 0027), with another status. */
const asInput = (r: Details, status: NegotiationPlanStatus): NegotiationPlanInput => ({
  title: r.title,
  objective: r.objective,
  status,
  responsibleId: r.responsibleId,
  startDate: r.startDate,
  endDate: r.endDate,
  stakeholderIds: r.stakeholderIds,
  topicIds: r.topicIds,
  interactionIds: r.interactionIds,
  agreements: r.agreements.map((a) => ({ id: a.id, text: a.text, date: a.date })),
});

/** One negotiation plan: counterparts, meetings, agreements (each may become a commitment), documents, action plan, history. */
export function PlanDetails({
  planId,
  actionPlan,
}: {
  planId: string;
  /** The record's action plan (features/action-plan, composed by the page); `onChange` reloads progress and history. */
  actionPlan: (at: { actionPlanId: string; onChange: () => void }) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAddCommitment = useCan('customModules', 'add');
  const textLayout = Grid.useBreakpoint().sm ? 'horizontal' : 'vertical';
  const { data, problem, reload } = useApiQuery((signal) => plansApi.details(planId, signal), [planId], {
    followLanguage: true,
  });
  const [moving, setMoving] = useState(false);

  const { drawn, warmUp } = useRecordPartsDrawn();

  if (!data || !drawn)
    return (
      <>
        <PageHeader title={t('pages.negotiationPlanDetail')} />
        {warmUp}
        <RecordUnavailable
          problem={data ? null : problem}
          notFound={t('plan.notFound')}
          backTo="/commitments/negotiation_plan"
          backLabel={t('plan.backToList')}
        />
      </>
    );
  const r: Details = data;
  const handleDelete = async () => {
    try {
      await plansApi.remove(r.id);
      notify.success(t('detail.deleted'));
      navigate('/commitments/negotiation_plan');
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
    }
  };
  const move = async (status: NegotiationPlanStatus) => {
    setMoving(true);
    try {
      // Over the version this page shows, or the latest when only other fields changed (decision 0043).
      await moveOverLatest(
        r,
        (over) => plansApi.update(r.id, { ...asInput(over, status), expectedUpdatedAt: over.updatedAt }),
        () => plansApi.details(r.id),
      );
      notify.success(t('detail.statusChanged', { status: t(`planStatus.${status}`) }));
    } catch (error) {
      notify.error(problemText(isProblem(error) ? error : null, t, { withoutForm: true }));
    } finally {
      setMoving(false);
      reload();
    }
  };
  const moves = negotiationPlanTransitions[r.status];
  const historyValue = (field: string, value: unknown): string | undefined => {
    if (field === 'status' && typeof value === 'string') return t(`planStatus.${value}`);
    if ((field === 'startDate' || field === 'endDate') && typeof value === 'string') return day(value);
    return undefined;
  };

  const items = filled([
    { key: 'code', label: t('fields.code'), children: r.code },
    { key: 'status', label: t('fields.status'), children: <PlanStatusTag status={r.status} /> },
    {
      key: 'responsible',
      label: t('fields.responsible'),
      children: r.responsible?.name ?? t('detail.someone'),
    },
    {
      key: 'dates',
      label: t('fields.dates'),
      children: r.endDate ? `${day(r.startDate)} – ${day(r.endDate)}` : day(r.startDate),
    },
    { key: 'workspace', label: t('fields.workspace'), children: r.workspace.name },
    {
      key: 'objective',
      label: t('fields.objective'),
      span: 'filled',
      children: paragraphs(r.objective),
      empty: !r.objective?.trim(),
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
  const registerHref = (agreementId: string) =>
    `/commitments/management/new?${new URLSearchParams({ negotiationPlanId: r.id, agreementId }).toString()}`;

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
                    label: t('detail.moveTo', { status: t(`planStatus.${s}`) }),
                  })),
                  onClick: ({ key }) => void move(key as NegotiationPlanStatus),
                }}
              >
                <Button loading={moving}>{t('detail.changeStatus')}</Button>
              </MenuDropdown>
            ) : null}
            {r.canEdit ? (
              <Button type="primary" onClick={() => navigate(`/commitments/negotiation_plan/${r.id}/edit`)}>
                {t('common:edit')}
              </Button>
            ) : null}
            {r.canDelete ? (
              <ConfirmPopover
                title={t('detail.deleteTitle')}
                description={t('detail.deletePlanBody', { code: r.code })}
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
          <Card
            title={<CardTitle>{t('fields.agreements')}</CardTitle>}
            size="small"
            style={{ marginBottom: 16 }}
            extra={
              <Link to={`/commitments/management?negotiationPlanId=${r.id}`}>
                {t('detail.commitmentsOfPlan')}
              </Link>
            }
          >
            {r.agreements.length ? (
              <List
                size="small"
                dataSource={r.agreements}
                renderItem={(agreement) => (
                  <List.Item key={agreement.id}>
                    <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }}>
                      <Typography.Text type="secondary">
                        {t('detail.agreement', { date: day(agreement.date) })}
                      </Typography.Text>
                      {paragraphs(agreement.text)}
                      {agreement.commitment ? (
                        <Link to={`/commitments/management/${agreement.commitment.id}`}>
                          {t('detail.registeredAs', { code: agreement.commitment.code })} ·{' '}
                          {agreement.commitment.title}
                        </Link>
                      ) : canAddCommitment ? (
                        <Button
                          size="small"
                          style={{ alignSelf: 'flex-start' }}
                          onClick={() => navigate(registerHref(agreement.id))}
                        >
                          {t('detail.registerAsCommitment')}
                        </Button>
                      ) : null}
                    </Flex>
                  </List.Item>
                )}
              />
            ) : (
              <Typography.Text type="secondary">{t('detail.noAgreements')}</Typography.Text>
            )}
          </Card>
          {/* Read again when the status moves: ending the record closes its action plan. */}
          <Fragment key={r.status}>{actionPlan({ actionPlanId: r.actionPlanId, onChange: reload })}</Fragment>
          <AttachmentsCard
            path={plansApi.attachmentsPath(r.id)}
            canEdit={r.canEdit}
            onChange={reload}
            title={t('detail.documents')}
            hidden={filesHiddenSentence(t, r.hiddenAttachments)}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card
            title={<CardTitle>{t('fields.stakeholders')}</CardTitle>}
            size="small"
            style={{ marginBottom: 16 }}
          >
            {r.stakeholders.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {r.stakeholders.map((s) => (
                  <li key={s.id}>
                    <Link to={`/stakeholders/${s.id}`}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">{t('detail.noStakeholders')}</Typography.Text>
            )}
          </Card>
          <Card
            title={<CardTitle>{t('fields.interactions')}</CardTitle>}
            size="small"
            style={{ marginBottom: 16 }}
          >
            {r.interactions.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {r.interactions.map((i) => (
                  <li key={i.id}>
                    <Link to={`/interactions/${i.id}`}>{i.subject}</Link>
                    <Typography.Text type="secondary"> · {formatDate(i.startsAt)}</Typography.Text>
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Meetings the caller cannot open (another workspace, or no access to interactions): counted. */}
            {r.hiddenInteractions ? (
              <Typography.Text
                type="secondary"
                style={{ display: 'block', marginTop: r.interactions.length ? 8 : 0 }}
              >
                {t('detail.meetingsHidden', { count: r.hiddenInteractions })}
              </Typography.Text>
            ) : null}
            {!r.interactions.length && !r.hiddenInteractions ? (
              <Typography.Text type="secondary">{t('detail.noMeetings')}</Typography.Text>
            ) : null}
          </Card>
          <Card title={<CardTitle>{t('fields.topics')}</CardTitle>} size="small" style={{ marginBottom: 16 }}>
            <Flex gap={4} wrap>
              {r.topics.map((topic) => (
                <Tag key={topic.id}>
                  <Link to={`/topics/${topic.id}`}>{topic.name}</Link>
                </Tag>
              ))}
              {r.topics.length === 0 ? (
                <Typography.Text type="secondary">{t('detail.noTopics')}</Typography.Text>
              ) : null}
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
