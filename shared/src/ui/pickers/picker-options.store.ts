import { create } from 'zustand';
import { api, i18n, optionsApi, type OptionItem, type OptionList, type TopicGroup } from '@conexoes/shared';

/** What the store reads: the active entries of a list, and the active topics grouped by category. */
export type PickerOptionsClient = {
  list: (list: string) => Promise<OptionItem[]>;
  topicsGrouped: () => Promise<TopicGroup[]>;
  /** Calls `onChange` whenever the app's language changes; returns how to stop. */
  onLanguageChange: (onChange: () => void) => () => void;
};

const defaultClient: PickerOptionsClient = {
  list: (list) => optionsApi.list(list as OptionList),
  topicsGrouped: () => api.get<TopicGroup[]>('topics/options/grouped', { params: { active: true } }),
  onLanguageChange: (onChange) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  },
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
 * `@conexoes/shared/ui` is bundled per app, so each area keeps its own copy of this cache. The API
 * words the labels in the caller's language, so a change of language asks again for every list and
 * the topics already known (the old labels stay shown until the new ones arrive).
 */
export const createPickerOptionsStore = (client: PickerOptionsClient = defaultClient) =>
  create<PickerOptionsState>()((set, get) => {
    const inflight = new Map<string, Promise<OptionItem[]>>();
    // Each answer is kept only if no later change of language asked again meanwhile.
    let wording = 0;
    client.onLanguageChange(() => {
      wording += 1;
      const asked = wording;
      const lists = new Set([...Object.keys(get().lists), ...inflight.keys()]);
      inflight.clear();
      for (const list of lists)
        client.list(list).then(
          (items) => {
            if (asked === wording) set((s) => ({ lists: { ...s.lists, [list]: items } }));
          },
          () => undefined,
        );
      if (get().topics)
        client.topicsGrouped().then(
          (groups) => {
            if (asked === wording) set({ topics: groups });
          },
          () => undefined,
        );
    });
    return {
      lists: {},
      topics: null,
      load: (list) => {
        const known = get().lists[list];
        if (known) return Promise.resolve(known);
        let call = inflight.get(list);
        if (!call) {
          const asked = wording;
          const settled = () => {
            if (inflight.get(list) === call) inflight.delete(list);
          };
          call = client.list(list).then(
            (items) => {
              settled();
              if (asked === wording) set((s) => ({ lists: { ...s.lists, [list]: items } }));
              return items;
            },
            (error: unknown) => {
              settled();
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
