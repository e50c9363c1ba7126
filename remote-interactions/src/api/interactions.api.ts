import {
  api,
  type GrievanceInput,
  type Interaction,
  type InteractionDetails,
  type InteractionInput,
  type InteractionPage,
  type InteractionSettings,
  type InteractionSettingsResponse,
  type OptionItem,
  type QueryValue,
  type SearchCount,
  type StakeholderKind,
  type TopicGroup,
  type UserOption,
} from '@conexoes/shared';

const path = (id: string) => `social-interactions/${encodeURIComponent(id)}`;

export type StakeholderOption = OptionItem & { kind: StakeholderKind };

/** SPEC §7 "Social interactions" (shared/src/contract/interactions.ts). */
export const interactionsApi = {
  search: (params: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<InteractionPage>('social-interactions/search', { params, signal }),
  /** Every match of the same search, past the page's capped total ("Count all"). */
  count: (params: Record<string, QueryValue>) =>
    api.get<SearchCount>('social-interactions/search/count', { params }),
  get: (id: string, signal?: AbortSignal) => api.get<Interaction>(path(id), { signal }),
  details: (id: string, signal?: AbortSignal) =>
    api.get<InteractionDetails>(`${path(id)}/details`, { signal }),
  create: (body: InteractionInput) => api.post<Interaction>('social-interactions', body),
  /** The whole record (decision 0027). */
  update: (id: string, body: InteractionInput) => api.put<Interaction>(path(id), body),
  remove: (id: string) => api.delete(path(id)),
  /**
   * A grievance's steps, all of them (null clears one): answers the interaction as `get` does
   * (shared/src/contract/interaction-grievance.ts).
   */
  saveGrievance: (id: string, body: GrievanceInput) => api.put<Interaction>(`${path(id)}/grievance`, body),
  /** The grievance targets, one pair per tenant (only a tenant administrator saves them). */
  settings: (signal?: AbortSignal) =>
    api.get<InteractionSettingsResponse>('social-interactions/settings', { signal }),
  saveSettings: (body: InteractionSettings) =>
    api.put<InteractionSettingsResponse>('social-interactions/settings', body),
  /** Its files, through the shared attachments card (docs/decisions/0030-file-storage.md). */
  attachmentsPath: (id: string) => `${path(id)}/attachments`,
  /** The search's result set as a PDF (cover, figures, each interaction) and the server's name for it. */
  report: (params: Record<string, QueryValue>, onProgress?: (percent: number) => void) =>
    api.downloadGet('social-interactions/report', { params, onProgress }),
  /** The stakeholders picker: searched by name, and the chosen ones by id (so their names show). */
  stakeholderOptions: (body: { q?: string; ids?: string[] }) =>
    api.post<StakeholderOption[]>('stakeholders/options', body),
  /** Company participants and follow-up owners (SPEC §7 `users/options`). */
  userOptions: (signal?: AbortSignal) => api.get<UserOption[]>('users/options', { signal }),
  /** Active topics by category. */
  topicsGrouped: () => api.get<TopicGroup[]>('topics/options/grouped', { params: { active: true } }),
};
