import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, useApiMutation, type Problem, type Workspace } from '@conexoes/shared';
import { NS } from '../../i18n/register';
import { useWorkspacesStore } from './workspaces.store';

export type ToggleActive = {
  /** Activates or deactivates, says so in a toast, then reloads the list so every view shows the new state. */
  toggle: (workspace: Workspace) => Promise<void>;
  /** Why the last change was refused (null while none was); the store keeps it too, for the list page. */
  problem: Problem | null;
};

export const useToggleActive = (afterChange?: () => void): ToggleActive => {
  const { t } = useTranslation(NS);
  const change = useApiMutation((id: string, active: boolean) =>
    useWorkspacesStore.getState().setWorkspaceActive(id, active),
  );
  const { run } = change;
  const toggle = useCallback(
    async (workspace: Workspace) => {
      const outcome = await run(workspace.id, !workspace.active);
      if (!outcome.ok) return;
      notify.success(
        t(workspace.active ? 'workspaces.deactivated' : 'workspaces.activated', { name: workspace.name }),
      );
      try {
        await useWorkspacesStore.getState().fetchWorkspaces();
        afterChange?.();
      } catch {
        // The store holds the failure; the list page shows it.
      }
    },
    [run, afterChange, t],
  );
  return { toggle, problem: change.problem };
};
