import { create } from 'zustand';
import { optionsApi, type OptionItem } from '@conexoes/shared';
import type { TopicGroup } from '../api/stakeholder.types';
import { stakeholdersApi } from '../api/stakeholders.api';

/** What the store reads: the active entries of a list, and the topics grouped by category. */
export type OptionsClient = {
  list: (list: string) => Promise<OptionItem[]>;
  topicsGrouped: () => Promise<TopicGroup[]>;
};

const defaultClient: OptionsClient = {
  list: (list) => optionsApi.list(list as Parameters<typeof optionsApi.list>[0]),
  topicsGrouped: stakeholdersApi.topicsGrouped,
};

export type OptionsState = {
  /** Select options per list code, loaded once per visit of the area. */
  lists: Record<string, OptionItem[]>;
  topics: TopicGroup[] | null;
  load: (list: string) => Promise<OptionItem[]>;
  loadTopics: () => Promise<TopicGroup[]>;
  /** Forget a list after the configuration screen changed it. */
  invalidate: (list: string) => void;
};

/** The options slice (SPEC §3): option lists the stakeholder screens pick from. */
export const createOptionsStore = (client: OptionsClient = defaultClient) =>
  create<OptionsState>()((set, get) => {
    const inflight = new Map<string, Promise<OptionItem[]>>();
    return {
      lists: {},
      topics: null,
      load: (list) => {
        const known = get().lists[list];
        if (known) return Promise.resolve(known);
        let call = inflight.get(list);
        if (!call) {
          call = client.list(list).then(
            (items) => {
              inflight.delete(list);
              set((s) => ({ lists: { ...s.lists, [list]: items } }));
              return items;
            },
            (error: unknown) => {
              inflight.delete(list);
              throw error;
            },
          );
          inflight.set(list, call);
        }
        return call;
      },
      loadTopics: async () => {
        const known = get().topics;
        if (known) return known;
        const groups = await client.topicsGrouped();
        set({ topics: groups });
        return groups;
      },
      invalidate: (list) =>
        set((s) => {
          const { [list]: _gone, ...rest } = s.lists;
          return { lists: rest };
        }),
    };
  });

export const useOptionsStore = createOptionsStore();
