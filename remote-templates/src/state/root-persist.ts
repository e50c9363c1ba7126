// The template stores persist inside the host's one `root` state (SPEC §3/§4/§9), each under its own
// entry of `root.templates`: the host rehydrates `root` before any page shows, so a template store
// finds its saved value already there when its page's chunk loads.
import { useRootStore } from '@conexoes/shared';
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import type { ZodType } from 'zod';

const isStorageValue = (value: unknown): value is StorageValue<unknown> =>
  typeof value === 'object' && value !== null && 'state' in value && 'version' in value;

/** Reads and writes one entry of `root.templates`; anything that is not a saved value reads as nothing. */
const rootEntryStorage = <S>(): PersistStorage<S> => ({
  getItem: (name) => {
    const templates: unknown = useRootStore.getState().templates;
    if (typeof templates !== 'object' || templates === null) return null;
    const value = (templates as Record<string, unknown>)[name];
    return isStorageValue(value) ? (value as StorageValue<S>) : null;
  },
  setItem: (name, value) => useRootStore.getState().setTemplateState(name, value),
  removeItem: (name) => useRootStore.getState().setTemplateState(name, undefined),
});

/**
 * zustand `persist` options for a template store saved as `root.templates[name]`. The saved data is
 * checked against `schema`: a value someone edited by hand, or left by an older build, is ignored and
 * the store keeps its demo defaults instead of crashing the page.
 */
export const persistInRoot = <S, P>(
  name: string,
  schema: ZodType<P>,
  partialize: (state: S) => P,
): PersistOptions<S, P> => ({
  name,
  version: 1,
  storage: rootEntryStorage<P>(),
  partialize,
  merge: (persisted, current) => {
    const parsed = schema.safeParse(persisted);
    return parsed.success ? { ...current, ...parsed.data } : current;
  },
});
