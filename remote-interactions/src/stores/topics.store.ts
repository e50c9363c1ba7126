import { create } from 'zustand';
import type { OdsOption } from '@conexoes/shared';
import { topicsApi, type CategoryOption, type TopicsApi } from '../api/topics.api';

export type TopicsState = {
  /** Active topic categories as select options; reloaded after a category is saved. */
  categories: CategoryOption[] | null;
  ods: OdsOption[] | null;
  loadCategories: (force?: boolean) => Promise<CategoryOption[]>;
  loadOds: () => Promise<OdsOption[]>;
};

/** The topics slice (SPEC §3): reference lists the topic screens pick from. */
export const createTopicsStore = (client: TopicsApi = topicsApi) =>
  create<TopicsState>()((set, get) => ({
    categories: null,
    ods: null,
    loadCategories: async (force = false) => {
      const known = get().categories;
      if (known && !force) return known;
      const categories = await client.categories.options();
      set({ categories });
      return categories;
    },
    loadOds: async () => {
      const known = get().ods;
      if (known) return known;
      const ods = await client.categories.ods();
      set({ ods });
      return ods;
    },
  }));

export const useTopicsStore = createTopicsStore();
