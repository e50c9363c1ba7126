import { api, type Option, type OptionInput, type Page } from '@conexoes/shared';

/** SPEC §7 "Options": the interaction option lists this remote configures. */
export const optionsApi = {
  search: (codes: string[], active?: boolean) =>
    api.get<Page<Option>>('options/search', { params: { codes: codes.join(','), active, size: 100 } }),
  /** Create when `id` is absent, update when present (SPEC §3). */
  save: (body: OptionInput) => api.post<Option>('options', body),
};
