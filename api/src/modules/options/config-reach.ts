import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workspaces } from '../../db/schema';
import type { RequestScope } from '../../lib/scope';
import { buildTree } from '../workspaces/workspace-tree';

/**
 * Workspaces whose configuration (option lists, topics, topic categories) applies to the scope: the
 * chosen workspaces and their ancestors, since lists seeded on the root serve every site below it.
 * `only` narrows the scope first (a `workspaceIds` filter), ignoring ids outside it.
 */
export const configReach = async (db: Database, scope: RequestScope, only?: string[]): Promise<string[]> => {
  const tree = buildTree(await db.select().from(workspaces).where(eq(workspaces.tenantId, scope.tenantId)));
  const inScope =
    only && only.length > 0 ? only.filter((id) => scope.workspaceIds.includes(id)) : scope.workspaceIds;
  const out = new Set<string>();
  for (const id of inScope) {
    let current = tree.byId.get(id);
    while (current && !out.has(current.id)) {
      out.add(current.id);
      current = current.parentId ? tree.byId.get(current.parentId) : undefined;
    }
  }
  return [...out];
};

/** Where new configuration goes: the asked workspace when in scope, else the tenant root when in scope. */
export const configTarget = (scope: RequestScope, asked?: string): string | undefined => {
  if (asked) return scope.workspaceIds.includes(asked) ? asked : undefined;
  return scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : scope.workspaceIds[0];
};
