import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Collapse,
  Descriptions,
  Flex,
  List,
  Progress,
  Row,
  Segmented,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  isProblem,
  notify,
  useApiQuery,
  type Action,
  type ActionPlan,
} from '@conexoes/shared';
import { ProblemAlert, problemText } from '@conexoes/shared/ui';
import { RecordHistory } from '../../components/record-history';
import { actionPlansApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';
import { ActionFormModal } from './action-form-modal';
import { ActionItem, type ActionHandlers } from './action-item';
import { BOARD_COLUMNS, byColumn } from './board-columns';
import { CompleteActionModal } from './complete-action-modal';
import { PlanEditModal, planBody } from './plan-edit-modal';

type View = 'list' | 'board';
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

export type ActionPlanCardProps = {
  actionPlanId: string;
  /** After anything changed (the page reloads its progress and history). */
  onChange?: () => void;
};

/**
 * A record's action plan (SPEC §7): its actions inline — add, edit, complete with a note and evidence,
 * reopen, delete after confirmation — the progress they make, and finishing (refused while actions are
 * open: said next to the button) or reopening the plan. The actions show as a list or by due date.
 */
export function ActionPlanCard({ actionPlanId, onChange }: ActionPlanCardProps) {
  const { t } = useTranslation(NS);
  const loaded = useApiQuery((signal) => actionPlansApi.get(actionPlanId, signal), [actionPlanId]);
  const [view, setView] = useState<View>('list');
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const [completing, setCompleting] = useState<Action | null>(null);
  const [editingPlan, setEditingPlan] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const changed = () => {
    loaded.reload();
    onChange?.();
  };
  // Finish, reopen and the actions' buttons have no form: a change saved meanwhile is shown again.
  const failed = (error: unknown) =>
    notify.error(problemText(isProblem(error) ? error : null, t, { withoutForm: true }));
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notify.success(success);
      setRefusal(null);
      changed();
    } catch (error) {
      failed(error);
      if (isProblem(error) && (error.status === 404 || error.status === 409)) loaded.reload();
    } finally {
      setBusy(false);
    }
  };

  const plan: ActionPlan | undefined = loaded.data;
  if (!plan)
    return (
      <Card title={<PlanTitle text={t('plan.title')} />} size="small" style={{ marginBottom: 16 }}>
        {loaded.problem ? <ProblemAlert problem={loaded.problem} /> : <Skeleton active />}
      </Card>
    );

  const progressText = t('plan.progress', {
    completed: plan.progress.completed,
    count: plan.progress.total,
  });
  // An ended record's plan is closed with it (the server refuses any change): nothing is offered.
  const ended = plan.parent.ended;
  const planOpen = plan.status === 'open' && !ended;
  const openActions = plan.actions.filter((a) => a.status !== 'completed').length;
  const finish = async () => {
    setBusy(true);
    try {
      const next = await actionPlansApi.finish(plan.id, planBody(plan));
      loaded.setData(next);
      setRefusal(null);
      notify.success(t('plan.finishedToast'));
      onChange?.();
    } catch (error) {
      // 422: actions are still open. Said next to the button, in our words, with the count.
      if (isProblem(error) && error.status === 422) {
        setRefusal(t('plan.finishRefused', { count: Math.max(openActions, 1) }));
        loaded.reload();
      } else {
        failed(error);
        // Changed or removed meanwhile: the card shows the stored plan again.
        if (isProblem(error) && (error.status === 404 || error.status === 409)) loaded.reload();
      }
    } finally {
      setBusy(false);
    }
  };
  const reopen = () => run(() => actionPlansApi.reopen(plan.id, planBody(plan)), t('plan.reopenedToast'));
  const handlers: ActionHandlers = {
    onEdit: (action) => setEditing(action),
    onComplete: (action) => setCompleting(action),
    onReopen: (action) => void run(() => actionPlansApi.reopenAction(action.id), t('plan.action.reopened')),
    onDelete: (action) => void run(() => actionPlansApi.removeAction(action.id), t('plan.action.deleted')),
  };

  const facts = [
    plan.owner ? { key: 'owner', label: t('fields.owner'), children: plan.owner.name } : null,
    plan.startDate || plan.endDate
      ? {
          key: 'dates',
          label: t('fields.dates'),
          children: [plan.startDate ? day(plan.startDate) : '…', plan.endDate ? day(plan.endDate) : '…'].join(
            ' – ',
          ),
        }
      : null,
  ].filter((x): x is { key: string; label: string; children: string } => Boolean(x));

  const historyValue = (field: string, value: unknown): string | undefined => {
    if (field === 'status' && typeof value === 'string')
      return t(value === 'finished' ? 'plan.finished' : `actionStatus.${value}`, { defaultValue: value });
    if (/Date$/.test(field) && typeof value === 'string') return day(value);
    return undefined;
  };
  const columns = byColumn(plan.actions);
  const item = (action: Action, compact = false) => (
    <ActionItem action={action} busy={busy} compact={compact} planOpen={planOpen} handlers={handlers} />
  );

  return (
    <Card
      title={<PlanTitle text={t('plan.title')} />}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        plan.status === 'finished' ? (
          <Tag color="success">{t('plan.finished')}</Tag>
        ) : ended ? (
          <Tag>{t('plan.closed')}</Tag>
        ) : (
          <Tag color="processing">{t('plan.open')}</Tag>
        )
      }
    >
      <Flex vertical gap={12}>
        {plan.progress.total > 0 ? (
          <div>
            <Progress
              percent={plan.progress.percent}
              aria-label={progressText}
              status={planOpen ? 'active' : plan.status === 'finished' ? 'success' : 'normal'}
            />
            <Typography.Text type="secondary">{progressText}</Typography.Text>
          </div>
        ) : null}
        <div>
          <Typography.Text strong>{t('plan.goal')}: </Typography.Text>
          {plan.goal ? (
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{plan.goal}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('plan.noGoal')}</Typography.Text>
          )}
          {facts.length ? (
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={facts} style={{ marginTop: 8 }} />
          ) : null}
          {!planOpen && plan.finishedAt ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t('plan.finishedBy', {
                user: plan.finishedBy?.name ?? t('detail.someone'),
                date: formatDateTime(plan.finishedAt),
              })}
            </Typography.Paragraph>
          ) : null}
        </div>
        {ended ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t(plan.parent.type === 'commitment' ? 'plan.endedCommitment' : 'plan.endedNegotiationPlan')}
          </Typography.Paragraph>
        ) : plan.canEdit ? (
          <Flex gap={8} wrap align="center">
            {planOpen ? (
              <>
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={busy}
                  onClick={() => setEditing('new')}
                >
                  {t('plan.addAction')}
                </Button>
                <Button disabled={busy} onClick={() => setEditingPlan(true)}>
                  {t('plan.editPlan')}
                </Button>
                <Button
                  disabled={busy}
                  onClick={() => void finish()}
                  aria-describedby={refusal ? `${plan.id}-refusal` : undefined}
                >
                  {t('plan.finish')}
                </Button>
              </>
            ) : (
              <Button disabled={busy} onClick={() => void reopen()}>
                {t('plan.reopen')}
              </Button>
            )}
            {refusal ? (
              <Typography.Text
                type="danger"
                role="alert"
                id={`${plan.id}-refusal`}
                style={{ flex: '1 1 240px' }}
              >
                {refusal}
              </Typography.Text>
            ) : null}
          </Flex>
        ) : null}

        {plan.actions.length === 0 ? (
          <Typography.Text type="secondary">
            {t(ended ? 'plan.noActionsEnded' : 'plan.noActions')}
          </Typography.Text>
        ) : (
          <>
            <Segmented<View>
              aria-label={t('plan.viewLabel')}
              value={view}
              onChange={setView}
              options={[
                { value: 'list', label: t('plan.list') },
                { value: 'board', label: t('plan.board') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {view === 'list' ? (
              <List
                size="small"
                bordered
                dataSource={plan.actions}
                renderItem={(action) => <List.Item key={action.id}>{item(action)}</List.Item>}
              />
            ) : (
              <Row gutter={[12, 12]}>
                {BOARD_COLUMNS.filter((c) => c !== 'noDate' || columns.noDate.length > 0).map((column) => (
                  <Col key={column} xs={24} md={12} xl={6} style={{ flex: '1 1 0' }}>
                    <section aria-label={t(`plan.columns.${column}`)}>
                      <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 8px' }}>
                        {t(`plan.columns.${column}`)} ({columns[column].length})
                      </Typography.Title>
                      <Flex vertical gap={8}>
                        {columns[column].map((action) => (
                          <Card
                            key={action.id}
                            size="small"
                            style={column === 'overdue' ? { borderColor: '#ff4d4f' } : undefined}
                          >
                            {item(action, true)}
                          </Card>
                        ))}
                      </Flex>
                    </section>
                  </Col>
                ))}
              </Row>
            )}
          </>
        )}
        {plan.history.length > 0 ? (
          <Collapse
            size="small"
            items={[
              {
                key: 'history',
                label: t('plan.history'),
                children: <RecordHistory entries={plan.history} formatValue={historyValue} />,
              },
            ]}
          />
        ) : null}
      </Flex>

      <ActionFormModal
        actionPlanId={plan.id}
        workspaceId={plan.workspaceId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setRefusal(null);
          changed();
        }}
      />
      <CompleteActionModal
        action={completing}
        onClose={() => setCompleting(null)}
        onCompleted={() => {
          setCompleting(null);
          setRefusal(null);
          changed();
        }}
        onConflict={() => {
          setCompleting(null);
          notify.error(t('plan.action.alreadyDone'));
          loaded.reload();
        }}
      />
      <PlanEditModal
        plan={plan}
        open={editingPlan}
        onClose={() => setEditingPlan(false)}
        onStale={loaded.reload}
        onSaved={(next) => {
          setEditingPlan(false);
          loaded.setData(next);
          onChange?.();
        }}
      />
    </Card>
  );
}

/** The card's title: a level-2 heading under the page's h1. */
function PlanTitle({ text }: { text: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
      {text}
    </Typography.Title>
  );
}
