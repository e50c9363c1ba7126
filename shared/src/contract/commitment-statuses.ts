// Zod-free: the statuses of negotiation plans and commitments, the moves between them and the lists'
// sort fields. The commitments app reads them at runtime (a plan's or commitment's status choices, the
// lists' filters) through @conexoes/shared, so its bundle does not take zod with them
// (docs/decisions/0010-front-end-weight.md); commitments.ts builds its schemas on them.

export const negotiationPlanStatuses = [
  'draft',
  'in_negotiation',
  'agreed',
  'not_agreed',
  'closed',
  'cancelled',
] as const;
export type NegotiationPlanStatus = (typeof negotiationPlanStatuses)[number];
/**
 * The moves a PUT may make (staying put is always allowed): draft → in negotiation → agreed / not
 * agreed → closed; anything not closed may be cancelled; a failed negotiation may be taken up again.
 * Any other jump is a 422 (`params.code = 'statusTransition'`).
 */
export const negotiationPlanTransitions: Record<NegotiationPlanStatus, readonly NegotiationPlanStatus[]> = {
  draft: ['in_negotiation', 'cancelled'],
  in_negotiation: ['draft', 'agreed', 'not_agreed', 'cancelled'],
  agreed: ['in_negotiation', 'closed', 'cancelled'],
  not_agreed: ['in_negotiation', 'closed', 'cancelled'],
  closed: [],
  cancelled: [],
};
/** Ended plans: final, and their action plan is closed with them (no action or plan change). */
export const endedNegotiationPlanStatuses: readonly NegotiationPlanStatus[] = ['closed', 'cancelled'];
export const negotiationPlanSortFields = [
  'code',
  'title',
  'startDate',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const commitmentStatuses = [
  'open',
  'in_progress',
  'fulfilled',
  'partially_fulfilled',
  'not_fulfilled',
  'cancelled',
] as const;
export type CommitmentStatus = (typeof commitmentStatuses)[number];
/** Closed statuses: never overdue, and the end of the owner's work. */
export const closedCommitmentStatuses: readonly CommitmentStatus[] = [
  'fulfilled',
  'partially_fulfilled',
  'not_fulfilled',
  'cancelled',
];
/**
 * The moves a PUT may make (staying put is allowed): open → in progress → fulfilled / partially /
 * not fulfilled; open or in progress may be cancelled; a closed commitment may be taken back to in
 * progress (a verdict revised). Any other jump is a 422 (`params.code = 'statusTransition'`).
 */
export const commitmentTransitions: Record<CommitmentStatus, readonly CommitmentStatus[]> = {
  open: ['in_progress', 'cancelled'],
  in_progress: ['open', 'fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled'],
  fulfilled: ['in_progress'],
  partially_fulfilled: ['in_progress'],
  not_fulfilled: ['in_progress'],
  cancelled: [],
};
/** The status filter also takes `overdue`: due before today (São Paulo) and not closed. */
export const commitmentStatusFilters = [...commitmentStatuses, 'overdue'] as const;
export const commitmentSortFields = [
  'code',
  'title',
  'dueDate',
  'status',
  'priority',
  'createdAt',
  'updatedAt',
] as const;
