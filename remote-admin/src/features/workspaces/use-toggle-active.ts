import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, type Workspace } from '@conexoes/shared';
import { NS } from '../../i18n/register';
import { useWorkspacesStore } from './workspaces.store';

/** Activates or deactivates, says so in a toast, then reloads the list so every view shows the new state. */
export const useToggleActive = (afterChange?: () => void) => {
  const { t } = useTranslation(NS);
  return useCallback(
    async (workspace: Workspace) => {
      const store = useWorkspacesStore.getState();
      try {
        await store.setWorkspaceActive(workspace.id, !workspace.active);
        notify.success(
          t(workspace.active ? 'workspaces.deactivated' : 'workspaces.activated', { name: workspace.name }),
        );
        await store.fetchWorkspaces();
        afterChange?.();
      } catch {
        // The store holds the failure; the page shows it.
      }
    },
    [afterChange, t],
  );
};
