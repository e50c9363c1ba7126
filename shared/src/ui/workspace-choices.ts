import { useMemo } from 'react';
import { useAuthStore, type OptionItem } from '@conexoes/shared';

/** The workspaces a new record may go to when several are chosen, by name (none: no question). */
export const useWorkspaceChoices = (): OptionItem[] => {
  const selected = useAuthStore((s) => s.selectedWorkspaces);
  const levels = useAuthStore((s) => s.workspaceLevel);
  const choices = useAuthStore((s) => s.workspace.options);
  return useMemo(() => {
    if (selected.length < 2) return [];
    const names = new Map<string, string>();
    for (const w of [...choices, ...levels.root, ...levels.secondLevel, ...levels.thirdLevel])
      names.set(w.id, w.name);
    return selected.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ value: id, label: name }] : [];
    });
  }, [selected, levels, choices]);
};
