import type { ExportFormat } from '@conexoes/shared/ui';
import {
  api,
  type Action,
  type ActionComplete,
  type ActionInput,
  type ActionPlan,
  type ActionPlanInput,
  type Commitment,
  type CommitmentDetails,
  type CommitmentInput,
  type CommitmentOverview,
  type CommitmentPage,
  type CommitmentSettings,
  type CommitmentSettingsResponse,
  type FirstTreatment,
  type NegotiationPlan,
  type NegotiationPlanDetails,
  type NegotiationPlanInput,
  type NegotiationPlanPage,
  type QueryValue,
  type SearchCount,
  type UntreatedDemandPage,
} from '@conexoes/shared';

type Params = Record<string, QueryValue>;

const id = (value: string) => encodeURIComponent(value);
const PLANS = 'commitments/negotiation-plans';
const COMMITMENTS = 'commitments/management';

/** Negotiation plans (shared/src/contract/commitments.ts). */
export const plansApi = {
  search: (params: Params, signal?: AbortSignal) =>
    api.get<NegotiationPlanPage>(`${PLANS}/search`, { params, signal }),
  /** Every match of the same search, past the page's capped total ("Count all"). */
  count: (params: Params) => api.get<SearchCount>(`${PLANS}/search/count`, { params }),
  get: (planId: string, signal?: AbortSignal) =>
    api.get<NegotiationPlan>(`${PLANS}/${id(planId)}`, { signal }),
  details: (planId: string, signal?: AbortSignal) =>
    api.get<NegotiationPlanDetails>(`${PLANS}/${id(planId)}/details`, { signal }),
  create: (body: NegotiationPlanInput) => api.post<NegotiationPlan>(PLANS, body),
  /** The whole record (decision 0027). */
  update: (planId: string, body: NegotiationPlanInput) =>
    api.put<NegotiationPlan>(`${PLANS}/${id(planId)}`, body),
  remove: (planId: string) => api.delete(`${PLANS}/${id(planId)}`),
  export: (params: Params, format: ExportFormat, onProgress?: (percent: number) => void) =>
    api.downloadGet(`${PLANS}/export`, { params: { ...params, format }, onProgress }),
  attachmentsPath: (planId: string) => `${PLANS}/${id(planId)}/attachments`,
};

/** The commitments register. */
export const commitmentsApi = {
  search: (params: Params, signal?: AbortSignal) =>
    api.get<CommitmentPage>(`${COMMITMENTS}/search`, { params, signal }),
  /** Every match of the same search, past the page's capped total ("Count all"). */
  count: (params: Params) => api.get<SearchCount>(`${COMMITMENTS}/search/count`, { params }),
  get: (commitmentId: string, signal?: AbortSignal) =>
    api.get<Commitment>(`${COMMITMENTS}/${id(commitmentId)}`, { signal }),
  details: (commitmentId: string, signal?: AbortSignal) =>
    api.get<CommitmentDetails>(`${COMMITMENTS}/${id(commitmentId)}/details`, { signal }),
  create: (body: CommitmentInput) => api.post<Commitment>(COMMITMENTS, body),
  update: (commitmentId: string, body: CommitmentInput) =>
    api.put<Commitment>(`${COMMITMENTS}/${id(commitmentId)}`, body),
  remove: (commitmentId: string) => api.delete(`${COMMITMENTS}/${id(commitmentId)}`),
  export: (params: Params, format: ExportFormat, onProgress?: (percent: number) => void) =>
    api.downloadGet(`${COMMITMENTS}/export`, { params: { ...params, format }, onProgress }),
  attachmentsPath: (commitmentId: string) => `${COMMITMENTS}/${id(commitmentId)}/attachments`,
  overview: (params: Params, signal?: AbortSignal) =>
    api.get<CommitmentOverview>('commitments/dashboards/overview', { params, signal }),
  firstTreatment: (params: Params, signal?: AbortSignal) =>
    api.get<FirstTreatment>('actions/dashboards/first-treatment', { params, signal }),
  /** The untreated demands past the target of the same period, 50 to a page. */
  untreated: (params: Params, signal?: AbortSignal) =>
    api.get<UntreatedDemandPage>('actions/dashboards/first-treatment/untreated', { params, signal }),
  settings: (signal?: AbortSignal) => api.get<CommitmentSettingsResponse>('commitments/settings', { signal }),
  saveSettings: (body: CommitmentSettings) =>
    api.put<CommitmentSettingsResponse>('commitments/settings', body),
};

/** SPEC §7 "Action plans and actions". */
export const actionPlansApi = {
  get: (planId: string, signal?: AbortSignal) =>
    api.get<ActionPlan>(`action-plans/${id(planId)}`, { signal }),
  save: (planId: string, body: ActionPlanInput) => api.put<ActionPlan>(`action-plans/${id(planId)}`, body),
  finish: (planId: string, body?: ActionPlanInput) =>
    api.put<ActionPlan>(`action-plans/${id(planId)}/finish`, body),
  reopen: (planId: string, body?: ActionPlanInput) =>
    api.put<ActionPlan>(`action-plans/${id(planId)}/reopen`, body),
  createAction: (body: ActionInput) => api.post<Action>('actions', body),
  updateAction: (actionId: string, body: ActionInput) => api.put<Action>(`actions/${id(actionId)}`, body),
  complete: (actionId: string, body: ActionComplete) =>
    api.put<Action>(`actions/${id(actionId)}/complete`, body),
  reopenAction: (actionId: string) => api.put<Action>(`actions/${id(actionId)}/reopen`),
  removeAction: (actionId: string) => api.delete(`actions/${id(actionId)}`),
  actionAttachmentsPath: (actionId: string) => `actions/${id(actionId)}/attachments`,
};
