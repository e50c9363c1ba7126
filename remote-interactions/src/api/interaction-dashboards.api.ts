import {
  api,
  type InteractionCompare,
  type InteractionGrievanceSummary,
  type InteractionOds,
  type InteractionOptionCounts,
  type InteractionOptionDimension,
  type InteractionPerception,
  type InteractionRank,
  type InteractionRankBy,
  type InteractionTopicCompare,
} from '@conexoes/shared';

const base = 'social-interactions/dashboards';
/** `period`, with `from` and `to` only when both are chosen (SPEC §5): `periodApiParams`. */
type PeriodParams = Record<string, string>;

/** SPEC §7 social-interactions/dashboards/* (shared/src/contract/interaction-dashboards.ts). */
export const interactionDashboardsApi = {
  compareMonth: (params: PeriodParams, signal?: AbortSignal) =>
    api.get<InteractionCompare>(`${base}/compare/month`, { params, signal }),
  compareTopic: (topicId: string, params: PeriodParams, signal?: AbortSignal) =>
    api.get<InteractionTopicCompare>(`${base}/compare/${encodeURIComponent(topicId)}`, { params, signal }),
  perception: (params: PeriodParams, signal?: AbortSignal) =>
    api.get<InteractionPerception>(`${base}/perception`, { params, signal }),
  rank: (params: PeriodParams & { by: InteractionRankBy }, signal?: AbortSignal) =>
    api.get<InteractionRank>(`${base}/rank`, { params, signal }),
  ods: (params: PeriodParams, signal?: AbortSignal) =>
    api.get<InteractionOds>(`${base}/ods`, { params, signal }),
  counts: (dimension: InteractionOptionDimension, params: PeriodParams, signal?: AbortSignal) =>
    api.get<InteractionOptionCounts>(`${base}/${dimension}`, { params, signal }),
  /** The grievance mechanism's figures (received, open, overdue, closed within target, outcomes). */
  grievances: (params: PeriodParams, signal?: AbortSignal) =>
    api.get<InteractionGrievanceSummary>(`${base}/grievances`, { params, signal }),
};
