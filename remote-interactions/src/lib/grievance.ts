import type { GrievanceOutcome, GrievanceStage } from '@conexoes/shared';

// The contract's grievance lists, written out: importing them from the contract would bring zod into
// the remote (a test keeps them equal, as list-query's SORTABLE).

/** The steps of a grievance, in order (shared/src/contract/interaction-grievance.ts). */
export const GRIEVANCE_STAGES: readonly GrievanceStage[] = [
  'received',
  'acknowledged',
  'responded',
  'closed',
];
/** What the complainant said of the outcome when it was closed. */
export const GRIEVANCE_OUTCOMES: readonly GrievanceOutcome[] = ['accepted', 'notAccepted', 'noReply'];
/**
 * The list's filter: grievances not closed, or past a target — either, or the one named (the dashboard's
 * "Acknowledgement overdue" and "Resolution overdue" open the list on them).
 */
export const GRIEVANCE_FILTERS = ['open', 'overdue', 'acknowledgementOverdue', 'resolutionOverdue'] as const;
export type GrievanceFilter = (typeof GRIEVANCE_FILTERS)[number];

/** The step a button records next, by the stage reached (none once closed). */
export const NEXT_STEP: Readonly<Record<GrievanceStage, 'acknowledge' | 'respond' | 'close' | null>> = {
  received: 'acknowledge',
  acknowledged: 'respond',
  responded: 'close',
  closed: null,
};
