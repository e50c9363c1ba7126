import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionStatus, CommitmentStatus, NegotiationPlanStatus } from '@conexoes/shared';
import { NS } from '../i18n/register';

// One colour per status, the same on every screen of the area; the word is always written beside it.
// Status colours (success, warning, error, processing) are the theme's, measured for contrast;
// antd's preset colours (gold, orange…) are not and fail WCAG AA on their tint.
const PLAN_COLORS: Record<NegotiationPlanStatus, string> = {
  draft: 'default',
  in_negotiation: 'processing',
  agreed: 'success',
  not_agreed: 'warning',
  closed: 'default',
  cancelled: 'default',
};
const COMMITMENT_COLORS: Record<CommitmentStatus, string> = {
  open: 'blue',
  in_progress: 'processing',
  fulfilled: 'success',
  partially_fulfilled: 'warning',
  not_fulfilled: 'error',
  cancelled: 'default',
};
const ACTION_COLORS: Record<ActionStatus, string> = {
  open: 'default',
  in_progress: 'processing',
  completed: 'success',
};

export function PlanStatusTag({ status }: { status: NegotiationPlanStatus }) {
  const { t } = useTranslation(NS);
  return <Tag color={PLAN_COLORS[status]}>{t(`planStatus.${status}`)}</Tag>;
}

export function CommitmentStatusTag({ status }: { status: CommitmentStatus }) {
  const { t } = useTranslation(NS);
  return <Tag color={COMMITMENT_COLORS[status]}>{t(`status.${status}`)}</Tag>;
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
