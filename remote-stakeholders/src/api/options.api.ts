import { api, type OptionItem, type Page } from '@conexoes/shared';
import type { Option, OptionInput, TopicGroup } from './stakeholder.types';

/** SPEC §7 "Options" and the topic options a stakeholder refers to. */
export const optionsApi = {
  /** The active entries of one list, as select options (value = code). */
  list: (list: string) => api.get<OptionItem[]>(`options/${encodeURIComponent(list)}/options`),
  /** Full records of some lists (configuration screens), active or not. */
  search: (codes: string[], active?: boolean) =>
    api.get<Page<Option>>('options/search', { params: { codes: codes.join(','), active, size: 100 } }),
  /** Create when `id` is absent, update when present (SPEC §3). */
  save: (body: OptionInput) => api.post<Option>('options', body),
  remove: (id: string) => api.delete(`options/${encodeURIComponent(id)}`),
  topicsGrouped: () => api.get<TopicGroup[]>('topics/options/grouped', { params: { active: true } }),
};

export type OptionsApi = typeof optionsApi;
