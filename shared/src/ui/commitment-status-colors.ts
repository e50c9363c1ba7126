import type { CommitmentStatus, NegotiationPlanStatus } from '@conexoes/shared';

// One colour per status, the same on every screen that shows one (the commitments area, a
// stakeholder's profile); the word is always written beside it. Status colours (success, warning,
// error, processing) are the theme's, measured for contrast; antd's preset colours (gold, orange…)
// are not and fail WCAG AA on their tint.
export const PLAN_STATUS_COLORS: Record<NegotiationPlanStatus, string> = {
  draft: 'default',
  in_negotiation: 'processing',
  agreed: 'success',
  not_agreed: 'warning',
  closed: 'default',
  cancelled: 'default',
};

export const COMMITMENT_STATUS_COLORS: Record<CommitmentStatus, string> = {
  open: 'blue',
  in_progress: 'processing',
  fulfilled: 'success',
  partially_fulfilled: 'warning',
  not_fulfilled: 'error',
  cancelled: 'default',
};
