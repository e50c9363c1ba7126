/** A flat record that knows its parent, as the API answers workspaces (the client builds the tree). */
export type TreeSource = { id: string; parentId: string | null; name: string };

export type TreeNode<T extends TreeSource> = {
  key: string;
  title: string;
  item: T;
  children: TreeNode<T>[];
};

/**
 * Builds the forest of a flat list, children sorted by name. A record whose parent is not in the list
 * (e.g. the user sees only a subtree) becomes a root, so nothing the user may see is dropped.
 */
export const buildTree = <T extends TreeSource>(items: ReadonlyArray<T>): TreeNode<T>[] => {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of items) nodes.set(item.id, { key: item.id, title: item.name, item, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId ? nodes.get(node.item.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: TreeNode<T>[]) => {
    list.sort((a, b) => a.title.localeCompare(b.title));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
};

/** Sorts by name the way people read them (accents and case folded), for lists kept by name. */
export const sortByName = <T extends { name: string }>(items: ReadonlyArray<T>): T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** The forest read top to bottom, each record with its depth (0 for a root): a picker's order. */
export const inTreeOrder = <T extends TreeSource>(
  items: ReadonlyArray<T>,
): Array<{ item: T; depth: number }> => {
  const out: Array<{ item: T; depth: number }> = [];
  const walk = (nodes: TreeNode<T>[], depth: number) => {
    for (const node of nodes) {
      out.push({ item: node.item, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(buildTree(items), 0);
  return out;
};
