import { create } from 'zustand';
import { isProblem, sortByName, type Problem, type Workspace, type WorkspaceInput } from '@conexoes/shared';
import { workspacesApi, type WorkspacesApi } from '../../api/workspaces.api';

export type WorkspacesStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type WorkspacesState = {
  /** Always sorted by name (SPEC §3). */
  workspaces: Workspace[];
  selectedWorkspaces: string[];
  status: WorkspacesStatus;
  error: string | null;
  fetchWorkspaces: () => Promise<Workspace[]>;
  fetchWorkspace: (id: string) => Promise<Workspace>;
  createWorkspace: (input: WorkspaceInput) => Promise<Workspace>;
  updateWorkspace: (id: string, input: WorkspaceInput) => Promise<Workspace>;
  setWorkspaceActive: (id: string, active: boolean) => Promise<void>;
  setWorkspaces: (workspaces: Workspace[]) => void;
  setSelectedWorkspaces: (ids: string[]) => void;
};

const messageOf = (error: unknown): string => {
  if (isProblem(error)) return error.detail || error.title;
  return error instanceof Error ? error.message : String(error);
};

/**
 * The workspace slice of SPEC §4: every call moves to loading; a failure sets failed with the error
 * message (and still rejects, so a form can show it); create adds, update replaces by id, and the
 * list is re-sorted by name; fetching the list replaces it. Fetch-by-id and activate/deactivate leave
 * the list alone (the screens refetch what they show).
 */
export const createWorkspacesStore = (client: WorkspacesApi = workspacesApi) =>
  create<WorkspacesState>()((set) => {
    const run = async <T>(call: () => Promise<T>, onSuccess?: (value: T) => void): Promise<T> => {
      set({ status: 'loading', error: null });
      try {
        const value = await call();
        onSuccess?.(value);
        set({ status: 'succeeded' });
        return value;
      } catch (error) {
        set({ status: 'failed', error: messageOf(error) });
        throw error as Problem;
      }
    };

    return {
      workspaces: [],
      selectedWorkspaces: [],
      status: 'idle',
      error: null,
      fetchWorkspaces: () => run(client.list, (list) => set({ workspaces: sortByName(list) })),
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
