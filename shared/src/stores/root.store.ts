import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const ROOT_STORAGE_KEY = 'root';
export const REHYDRATION_TIMEOUT_MS = 5000;

export type RootPersisted = {
  /** The workspaces chosen last, offered first at the next choice. */
  selectedWorkspaces: string[];
  /**
   * remote-templates' client-only demo state (kanban, chat, calendar, mail, demo users), one entry per
   * store, kept here so it lives in the one persisted `root` (SPEC §3/§4); that remote checks its shape.
   */
  templates: Record<string, unknown>;
};

export type RootState = RootPersisted & {
  setSelectedWorkspaces: (ids: string[]) => void;
  /** Saves (or with `undefined`, forgets) one template store's persisted value. */
  setTemplateState: (name: string, value: unknown) => void;
};

export const useRootStore = create<RootState>()(
  persist(
    (set) => ({
      selectedWorkspaces: [],
      templates: {},
      setSelectedWorkspaces: (ids) => set({ selectedWorkspaces: ids }),
      setTemplateState: (name, value) =>
        set((s) => {
          const { [name]: _previous, ...rest } = s.templates;
          return { templates: value === undefined ? rest : { ...rest, [name]: value } };
        }),
    }),
    {
      name: ROOT_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (s): RootPersisted => ({
        selectedWorkspaces: s.selectedWorkspaces,
        templates: s.templates,
      }),
      // Version 1 also kept each list's last filters; every list's query now lives in its URL, and a
      // person's old searches are not kept on the device (LGPD: no data without a purpose).
      migrate: (persisted): RootPersisted => {
        const old = (persisted ?? {}) as Partial<RootPersisted>;
        return {
          selectedWorkspaces: Array.isArray(old.selectedWorkspaces) ? old.selectedWorkspaces : [],
          templates:
            old.templates && typeof old.templates === 'object' && !Array.isArray(old.templates)
              ? old.templates
              : {},
        };
      },
      // No storage read at import: the host hydrates through rehydrateRoot().
      skipHydration: true,
    },
  ),
);

/**
 * Forgets the persisted state, in memory and in localStorage: called at sign-out, so the next person
 * on the same browser finds no trace of the last one's workspaces or demo data.
 */
export const resetRoot = (): void => {
  useRootStore.setState({ selectedWorkspaces: [], templates: {} });
  try {
    useRootStore.persist.clearStorage();
  } catch {
    // Storage unavailable: nothing was kept.
  }
};

export type RehydrationResult = { timedOut: boolean };

/**
 * Loads the persisted `root` state; resolves when done or after `timeoutMs` (SPEC §4/§9), whichever
 * comes first, so a broken storage never keeps the app hidden. Never rejects.
 */
export const rehydrateRoot = ({
  timeoutMs = REHYDRATION_TIMEOUT_MS,
}: { timeoutMs?: number } = {}): Promise<RehydrationResult> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ timedOut: true }), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve({ timedOut: false });
    };
    Promise.resolve()
      .then(() => useRootStore.persist.rehydrate())
      .then(finish, finish);
  });
