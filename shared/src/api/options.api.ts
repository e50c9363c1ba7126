import type { OptionItem, Page } from '../contract/common';
import type { Option, OptionListName, OptionSave, OptionSearchQuery, OptionUsage } from '../contract/options';
import { api } from './api-client';

/** A list name: one the product ships with, or the choices of an additional field. */
export type OptionList = OptionListName | `stakeholderAddition.${string}`;

/** SPEC §7 "Options": the one client of option lists for every area. */
export const optionsApi = {
  /** The active entries of one list, as select options (value = code), labels in the app's language. */
  list: (list: OptionList, signal?: AbortSignal) =>
    api.get<OptionItem[]>(`options/${encodeURIComponent(list)}/options`, { signal }),
  /** Full records of some lists (configuration screens), active or not. */
  search: (
    codes: readonly OptionList[],
    query: Partial<Omit<OptionSearchQuery, 'codes'>> = {},
    signal?: AbortSignal,
  ) =>
    api.get<Page<Option>>('options/search', {
      params: { codes: codes.join(','), size: 100, ...query },
      signal,
    }),
  /** Create when `id` is absent, update when present (SPEC §3): then with the whole record (0027). */
  save: (body: OptionSave) => api.post<Option>('options', body),
  /** How many records of the caller's workspaces use an entry (asked before deactivating it). */
  usage: (id: string, signal?: AbortSignal) =>
    api.get<OptionUsage>(`options/${encodeURIComponent(id)}/usage`, { signal }),
  remove: (id: string) => api.delete(`options/${encodeURIComponent(id)}`),
};

export type OptionsApi = typeof optionsApi;
