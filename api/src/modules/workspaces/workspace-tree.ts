import type { WorkspaceRow } from '../../db/schema';

/** Pure tree arithmetic over one tenant's workspaces (a tenant has at most a few hundred nodes). */
export type WorkspaceTree = {
  rows: WorkspaceRow[];
  byId: Map<string, WorkspaceRow>;
  children: Map<string, WorkspaceRow[]>;
};

export const buildTree = (rows: WorkspaceRow[]): WorkspaceTree => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string, WorkspaceRow[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  return { rows, byId, children };
};

/** The given nodes and all their descendants. */
export const subtreeIds = (tree: WorkspaceTree, ids: Iterable<string>): Set<string> => {
  const out = new Set<string>();
  const stack = [...ids].filter((id) => tree.byId.has(id));
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    out.add(id);
    for (const child of tree.children.get(id) ?? []) stack.push(child.id);
  }
  return out;
};

/** A node is usable only if it and all its ancestors are active. */
export const isEffectivelyActive = (tree: WorkspaceTree, id: string): boolean => {
  let current = tree.byId.get(id);
  while (current) {
    if (!current.active) return false;
    current = current.parentId ? tree.byId.get(current.parentId) : undefined;
  }
  return true;
};

/** Workspaces a user may work in: everything, or the subtrees of their assignments; active only. */
export const allowedIds = (tree: WorkspaceTree, allWorkspaces: boolean, assigned: string[]): Set<string> => {
  const base = allWorkspaces ? new Set(tree.rows.map((r) => r.id)) : subtreeIds(tree, assigned);
  return new Set([...base].filter((id) => isEffectivelyActive(tree, id)));
};

/** Chosen nodes expanded to their subtrees, kept within what the user is allowed. */
export const effectiveIds = (tree: WorkspaceTree, chosen: string[], allowed: Set<string>): string[] =>
  [...subtreeIds(tree, chosen)].filter((id) => allowed.has(id));

export const byName = <T extends { name: string }>(a: T, b: T): number =>
  a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' });
