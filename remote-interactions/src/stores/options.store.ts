import { create } from 'zustand';
import { optionsApi, type OptionItem, type TopicGroup } from '@conexoes/shared';
import { interactionsApi } from '../api/interactions.api';

/** What the store reads: the active entries of a list, and the topics grouped by category. */
export type OptionsClient = {
  list: (list: string) => Promise<OptionItem[]>;
  topicsGrouped: () => Promise<TopicGroup[]>;
};

const defaultClient: OptionsClient = {
  list: (list) => optionsApi.list(list as Parameters<typeof optionsApi.list>[0]),
  topicsGrouped: interactionsApi.topicsGrouped,
};

export type OptionsState = {
  /** Select options per list code, loaded once per visit of the area. */
  lists: Record<string, OptionItem[]>;
  topics: TopicGroup[] | null;
  load: (list: string) => Promise<OptionItem[]>;
  loadTopics: () => Promise<TopicGroup[]>;
};

/** The options slice (SPEC §3): option lists and topics the interaction screens pick from. */
export const createOptionsStore = (client: OptionsClient = defaultClient) =>
  create<OptionsState>()((set, get) => {
    const inflight = new Map<string, Promise<OptionItem[]>>();
    let topicsCall: Promise<TopicGroup[]> | null = null;
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
      loadTopics: () => {
        const known = get().topics;
        if (known) return Promise.resolve(known);
        topicsCall ??= client.topicsGrouped().then(
          (groups) => {
            topicsCall = null;
            set({ topics: groups });
            return groups;
          },
          (error: unknown) => {
            topicsCall = null;
            throw error;
          },
        );
        return topicsCall;
      },
    };
  });

export const useOptionsStore = createOptionsStore();
