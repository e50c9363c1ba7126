import { create } from 'zustand';
import {
  isProblem,
  sortByName,
  toProblem,
  type Problem,
  type Workspace,
  type WorkspaceInput,
} from '@conexoes/shared';
import { workspacesApi } from '../../api/workspaces.api';

/** What the store calls: the workspace routes of SPEC §7 it needs. */
export type WorkspacesClient = {
  list: () => Promise<Workspace[]>;
  get: (id: string) => Promise<Workspace>;
  create: (input: WorkspaceInput) => Promise<Workspace>;
  update: (id: string, input: WorkspaceInput) => Promise<Workspace>;
  setActive: (id: string, active: boolean) => Promise<void>;
};

export type WorkspacesStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type WorkspacesState = {
  /** The workspaces the user may see, always sorted by name (SPEC §3): reference data for every screen. */
  workspaces: Workspace[];
  selectedWorkspaces: string[];
  /** The last call's state (SPEC §4): loading while it runs, failed with its problem when it fails. */
  status: WorkspacesStatus;
  /** What the last failed call answered, as the API's problem object (null while none failed). */
  problem: Problem | null;
  /** Replaces the whole list. */
  fetchWorkspaces: () => Promise<Workspace[]>;
  /** One workspace; the list is left alone. */
  fetchWorkspace: (id: string) => Promise<Workspace>;
  /** Adds the created workspace to the list, in name order. */
  createWorkspace: (input: WorkspaceInput) => Promise<Workspace>;
  /** Replaces the entry with the same id, then re-sorts. */
  updateWorkspace: (id: string, input: WorkspaceInput) => Promise<Workspace>;
  /** Activates or deactivates; the list is left alone (the screens refetch what they show). */
  setWorkspaceActive: (id: string, active: boolean) => Promise<void>;
  setWorkspaces: (workspaces: Workspace[]) => void;
  setSelectedWorkspaces: (ids: string[]) => void;
};

/** Whatever was thrown, as the problem the screens show (as useApiQuery/useApiMutation do). */
const asProblem = async (error: unknown): Promise<Problem> => (isProblem(error) ? error : toProblem(error));

/**
 * The workspaces slice (SPEC §4), reference data in zustand as the options store: every call moves to
 * loading; a failure moves to failed and keeps the problem object (and still rejects with it, so the
 * screen's useApiQuery/useApiMutation or form shows it too); create adds, update replaces by id, and
 * the list is re-sorted by name; fetching the list replaces it. Fetch-by-id and activate/deactivate
 * leave the list alone.
 */
export const createWorkspacesStore = (client: WorkspacesClient = workspacesApi) =>
  create<WorkspacesState>()((set) => {
    const run = async <T>(call: () => Promise<T>, onSuccess?: (value: T) => void): Promise<T> => {
      set({ status: 'loading', problem: null });
      let value: T;
      try {
        value = await call();
      } catch (error) {
        const problem = await asProblem(error);
        set({ status: 'failed', problem });
        throw problem;
      }
      onSuccess?.(value);
      set({ status: 'succeeded' });
      return value;
    };

    return {
      workspaces: [],
      selectedWorkspaces: [],
      status: 'idle',
      problem: null,
      fetchWorkspaces: () =>
        run(
          () => client.list(),
          (list) => set({ workspaces: sortByName(list) }),
        ),
      fetchWorkspace: (id) => run(() => client.get(id)),
      createWorkspace: (input) =>
        run(
          () => client.create(input),
          (created) => set((s) => ({ workspaces: sortByName([...s.workspaces, created]) })),
        ),
      updateWorkspace: (id, input) =>
        run(
          () => client.update(id, input),
          (updated) =>
            set((s) => ({
              workspaces: sortByName(s.workspaces.map((w) => (w.id === updated.id ? updated : w))),
            })),
        ),
      setWorkspaceActive: (id, active) => run(() => client.setActive(id, active)),
      setWorkspaces: (workspaces) => set({ workspaces: sortByName(workspaces) }),
      setSelectedWorkspaces: (ids) => set({ selectedWorkspaces: ids }),
    };
  });

export const useWorkspacesStore = createWorkspacesStore();
