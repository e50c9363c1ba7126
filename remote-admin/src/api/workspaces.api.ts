import { api, type Workspace, type WorkspaceInput, type WorkspaceOption } from '@conexoes/shared';

/** SPEC §7 "Workspaces": create and update wrap the payload in a `workspace` field. */
export const workspacesApi = {
  list: () => api.get<Workspace[]>('workspaces'),
  get: (id: string) => api.get<Workspace>(`workspaces/${encodeURIComponent(id)}`),
  create: (input: WorkspaceInput) => api.post<Workspace>('workspaces', { workspace: input }),
  update: (id: string, input: WorkspaceInput) =>
    api.put<Workspace>(`workspaces/${encodeURIComponent(id)}`, { workspace: input }),
  setActive: (id: string, active: boolean) =>
    api.put<void>(`workspaces/${encodeURIComponent(id)}/active/${String(active)}`),
  options: () => api.get<WorkspaceOption[]>('workspaces/options'),
};

export type WorkspacesApi = typeof workspacesApi;
