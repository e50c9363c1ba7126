import { useMemo } from 'react';
import { inTreeOrder, useAuthStore, type OptionItem } from '@conexoes/shared';

/** The names of the workspaces the session knows: those offered, chosen, and their levels. */
export const useWorkspaceNames = (): Map<string, string> => {
  const levels = useAuthStore((s) => s.workspaceLevel);
  const choices = useAuthStore((s) => s.workspace.options);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const w of [...choices, ...levels.root, ...levels.secondLevel, ...levels.thirdLevel])
      names.set(w.id, w.name);
    return names;
  }, [levels, choices]);
};

/** A workspace a new record may go to, with its depth under the other choices (a picker indents it). */
export type WorkspaceChoiceOption = OptionItem & { depth: number };

/**
 * The workspaces a new record may go to when several are chosen (none: no question), each parent
 * right above its own children (`WorkspaceSelect` indents them).
 */
export const useWorkspaceChoices = (): WorkspaceChoiceOption[] => {
  const selected = useAuthStore((s) => s.selectedWorkspaces);
  const options = useAuthStore((s) => s.workspace.options);
  const names = useWorkspaceNames();
  return useMemo(() => {
    if (selected.length < 2) return [];
    const parents = new Map(options.map((w) => [w.id, w.parentId]));
    const known = selected.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, name, parentId: parents.get(id) ?? null }] : [];
    });
    return inTreeOrder(known).map(({ item, depth }) => ({ value: item.id, label: item.name, depth }));
  }, [selected, options, names]);
};

/** A record's workspace by name ('' while the session does not know it). */
export const useWorkspaceName = (id: string | null | undefined): string => {
  const names = useWorkspaceNames();
  return (id && names.get(id)) || '';
};

/**
 * The workspace a record lives in, or will: the stored one, else the one picked in the form, else the
 * only workspace chosen (no question asked). Undefined while a new record's workspace is still open.
 */
export const useRecordWorkspace = (
  stored: string | null | undefined,
  picked: string | null | undefined,
): string | undefined => {
  const selected = useAuthStore((s) => s.selectedWorkspaces);
  return stored ?? picked ?? (selected.length === 1 ? selected[0] : undefined);
};

/**
 * Of the workspaces that hold records the caller may read but not change (configuration of a
 * workspace above the chosen ones: a company's entries seen from a site), those the caller may choose
 * in the switcher, by name — choosing one there lets them change its records — and whether any is
 * not (then only its administrators can). The screens say which, instead of "read-only" alone.
 */
export const useReadOnlyOwners = (
  ownerIds: readonly string[],
): { choosable: { id: string; name: string }[]; others: boolean } => {
  const options = useAuthStore((s) => s.workspace.options);
  // The ids by value: callers build the array on every render.
  const key = [...new Set(ownerIds)].join(',');
  return useMemo(() => {
    const byId = new Map(options.map((w) => [w.id, w.name]));
    const distinct = key ? key.split(',') : [];
    return {
      choosable: distinct.flatMap((id) => {
        const name = byId.get(id);
        return name ? [{ id, name }] : [];
      }),
      others: distinct.some((id) => !byId.has(id)),
    };
  }, [options, key]);
};
