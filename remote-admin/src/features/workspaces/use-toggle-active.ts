import { useCallback } from 'react';
import type { Workspace } from '@conexoes/shared';
import { useWorkspacesStore } from './workspaces.store';

/** Activates or deactivates, then reloads the list so every view shows the new state. */
export const useToggleActive = (afterChange?: () => void) =>
  useCallback(
    async (workspace: Workspace) => {
      const store = useWorkspacesStore.getState();
      try {
        await store.setWorkspaceActive(workspace.id, !workspace.active);
        await store.fetchWorkspaces();
        afterChange?.();
      } catch {
        // The store holds the failure; the page shows it.
      }
    },
    [afterChange],
  );
