import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionStatus, CommitmentStatus, NegotiationPlanStatus } from '@conexoes/shared';
import { COMMITMENT_STATUS_COLORS, PLAN_STATUS_COLORS } from '@conexoes/shared/ui';
import { NS } from '../i18n/register';

// The plan and commitment colours are shared with the stakeholder's profile (@conexoes/shared/ui).
const ACTION_COLORS: Record<ActionStatus, string> = {
  open: 'default',
  in_progress: 'processing',
  completed: 'success',
};

export function PlanStatusTag({ status }: { status: NegotiationPlanStatus }) {
  const { t } = useTranslation(NS);
  return <Tag color={PLAN_STATUS_COLORS[status]}>{t(`planStatus.${status}`)}</Tag>;
}

export function CommitmentStatusTag({ status }: { status: CommitmentStatus }) {
  const { t } = useTranslation(NS);
  return <Tag color={COMMITMENT_STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

export function ActionStatusTag({ status }: { status: ActionStatus }) {
  const { t } = useTranslation(NS);
  return <Tag color={ACTION_COLORS[status]}>{t(`actionStatus.${status}`)}</Tag>;
}

/** Due before today and not closed: said in words and colour (never by colour alone). */
export function OverdueTag({ label }: { label: string }) {
  // Wraps in a narrow column ("Overdue since 09/02/2026" is wider than a date).
  return (
    <Tag color="error" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
