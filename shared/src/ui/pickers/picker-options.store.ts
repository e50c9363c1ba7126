import { create } from 'zustand';
import { api, optionsApi, type OptionItem, type OptionList, type TopicGroup } from '@conexoes/shared';

/** What the store reads: the active entries of a list, and the active topics grouped by category. */
export type PickerOptionsClient = {
  list: (list: string) => Promise<OptionItem[]>;
  topicsGrouped: () => Promise<TopicGroup[]>;
};

const defaultClient: PickerOptionsClient = {
  list: (list) => optionsApi.list(list as OptionList),
  topicsGrouped: () => api.get<TopicGroup[]>('topics/options/grouped', { params: { active: true } }),
};

export type PickerOptionsState = {
  /** Select options per list code, loaded once per visit of the area. */
  lists: Record<string, OptionItem[]>;
  topics: TopicGroup[] | null;
  load: (list: string) => Promise<OptionItem[]>;
  loadTopics: () => Promise<TopicGroup[]>;
  /** Forget a list after the configuration screen changed it. */
  invalidate: (list: string) => void;
};

/**
 * The options slice (SPEC §3): the option lists and topics the pickers offer. Reference data only;
 * `@conexoes/shared/ui` is bundled per app, so each area keeps its own copy of this cache.
 */
export const createPickerOptionsStore = (client: PickerOptionsClient = defaultClient) =>
  create<PickerOptionsState>()((set, get) => {
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

export const usePickerOptions = createPickerOptionsStore();
