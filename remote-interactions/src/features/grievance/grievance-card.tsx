import { useState } from 'react';
import { Button, Card, Flex, Grid, Steps, Tag, Typography } from 'antd';
import type { StepsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatNumber,
  isProblem,
  notify,
  type Grievance,
  type Interaction,
} from '@conexoes/shared';
import { ConfirmPopover, MountedDialog, problemText } from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { NS } from '../../i18n/register';
import { GRIEVANCE_STAGES, NEXT_STEP } from '../../lib/grievance';
import { GrievanceStepModal, grievanceBody, type GrievanceStep } from './grievance-step-modal';

const WRAPPING = {
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 32,
  paddingBlock: 4,
  maxWidth: '100%',
} as const;

export type GrievanceCardProps = {
  record: Interaction;
  /** A step was saved (or refused as changed meanwhile): the page reads the record and its history again. */
  onChange: () => void;
};

/**
 * The grievance mechanism of a complaint or grievance (IFC PS1): its steps with their days, the
 * targets and whether they are missed, how long it has been open, the outcome once closed; to who may
 * edit the record, the next step to record (or reopening a closed one). Nothing for other interactions.
 */
export function GrievanceCard({ record, onChange }: GrievanceCardProps) {
  const { t } = useTranslation(NS);
  // Four steps with their days side by side need a tablet's width; on a phone they go one under another.
  const wide = Boolean(Grid.useBreakpoint().md);
  const [step, setStep] = useState<GrievanceStep | null>(null);
  const [reopening, setReopening] = useState(false);
  const grievance = record.grievance;
  if (!grievance) return null;
  const g: Grievance = grievance;
  // Ended by its status alone (no closing day): its closing may still be recorded, with the answer.
  const next = g.closedByStatus ? 'close' : NEXT_STEP[g.stage];
  const closed = g.stage === 'closed';
  // The step being worked on is the one after the stage reached; closed, the last one is done.
  const reached = GRIEVANCE_STAGES.indexOf(g.stage);
  const current = closed ? reached : reached + 1;

  const reopen = async () => {
    setReopening(true);
    try {
      await interactionsApi.saveGrievance(
        record.id,
        grievanceBody(record, g, { closedOn: null, outcome: null }),
      );
      notify.success(t('grievance.saved.reopen'));
    } catch (error) {
      notify.error(problemText(isProblem(error) ? error : null, t, { withoutForm: true }));
    } finally {
      setReopening(false);
    }
    onChange();
  };

  const dayOf = (day: string | null) => (day ? formatDate(day) : null);
  const items: StepsProps['items'] = [
    { title: t('grievance.stages.received'), content: dayOf(g.receivedOn) },
    {
      title: t('grievance.stages.acknowledged'),
      content:
        dayOf(g.acknowledgedOn) ??
        (closed
          ? t('grievance.skipped')
          : t('grievance.acknowledgeBy', { date: formatDate(g.acknowledgeBy) })),
      status: g.acknowledgementOverdue ? 'error' : undefined,
    },
    {
      title: t('grievance.stages.responded'),
      content: dayOf(g.respondedOn) ?? (closed ? t('grievance.skipped') : null),
    },
    {
      title: t('grievance.stages.closed'),
      content: g.closedOn ? (
        <>
          <div>{formatDate(g.closedOn)}</div>
          {g.outcome ? <div>{t(`grievance.outcomes.${g.outcome}`)}</div> : null}
        </>
      ) : g.closedByStatus ? (
        t('grievance.closedByStatus')
      ) : (
        t('grievance.resolveBy', { date: formatDate(g.resolveBy) })
      ),
      status: g.resolutionOverdue ? 'error' : undefined,
    },
  ];

  const actions = record.canEdit ? (
    next ? (
      // Its words wrap on a phone ("Registrar confirmação de recebimento" is wider than 360 px allows).
      <Button type="primary" onClick={() => setStep(next)} style={WRAPPING}>
        {t(`grievance.actions.${next}`)}
      </Button>
    ) : (
      <ConfirmPopover
        title={t('grievance.reopenTitle')}
        description={t('grievance.reopenBody')}
        okText={t('grievance.actions.reopen')}
        cancelText={t('common:cancel')}
        onConfirm={reopen}
      >
        <Button loading={reopening}>{t('grievance.actions.reopen')}</Button>
      </ConfirmPopover>
    )
  ) : null;

  return (
    <Card title={t('grievance.title')} size="small" style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {g.daysOpen === null ? null : (
          <Typography.Text>
            {t(closed ? 'grievance.closedAfter' : 'grievance.daysOpen', {
              count: g.daysOpen,
              formatted: formatNumber(g.daysOpen),
            })}
          </Typography.Text>
        )}
        {g.acknowledgementOverdue ? <Tag color="error">{t('grievance.acknowledgementOverdue')}</Tag> : null}
        {g.resolutionOverdue ? <Tag color="error">{t('grievance.resolutionOverdue')}</Tag> : null}
      </Flex>
      <Steps
        size="small"
        responsive={false}
        orientation={wide ? 'horizontal' : 'vertical'}
        // Side by side, each step's day and target sit under its icon: four titles beside their icons
        // broke dates mid-number in the record's column.
        titlePlacement={wide ? 'vertical' : 'horizontal'}
        current={current}
        status={closed ? 'finish' : 'process'}
        items={items}
        style={{ marginBottom: actions ? 16 : 0 }}
      />
      {actions ? (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      ) : null}
      {step ? (
        <MountedDialog>
          <GrievanceStepModal
            record={{ ...record, grievance: g }}
            step={step}
            onClose={() => setStep(null)}
            onSaved={() => {
              setStep(null);
              onChange();
            }}
          />
        </MountedDialog>
      ) : null}
    </Card>
  );
}
