import { api, type CommitmentPage, type NegotiationPlanPage } from '@conexoes/shared';

/**
 * The negotiation plans and social commitments that name a stakeholder (as a counterpart, as a
 * beneficiary), through the commitments area's searches, called directly: a remote never imports
 * another remote's source. The server answers 403 to a caller without the area.
 */
export const stakeholderCommitmentsApi = {
  plans: (stakeholderId: string, size: number, signal?: AbortSignal) =>
    api.get<NegotiationPlanPage>('commitments/negotiation-plans/search', {
      params: { stakeholderId, sort: 'startDate,desc', size, page: 1 },
      signal,
    }),
  commitments: (stakeholderId: string, size: number, signal?: AbortSignal) =>
    api.get<CommitmentPage>('commitments/management/search', {
      params: { stakeholderId, sort: 'dueDate,asc', size, page: 1 },
      signal,
    }),
};
