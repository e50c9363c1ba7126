import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Permission } from '@conexoes/shared/contract';
import type { Database } from '../db/database';
import { workspaces } from '../db/schema';
import { buildTree } from '../modules/workspaces/workspace-tree';

/**
 * What a request may see: its tenant, the workspaces in effect (chosen nodes and their subtrees,
 * within the user's assignments, active only), the user and their flags. It is the first argument of
 * every repository function, so no query path exists without it.
 */
export type RequestScope = {
  tenantId: string;
  workspaceIds: string[];
  userId: string;
  permissions: Permission;
};

/*
 * The one place that says which workspaces a request reaches (issue 9):
 * - write reach: the scope's workspaces (chosen nodes and subtrees). Records are seen, and anything is
 *   created, changed or deleted, only there.
 * - read reach: the write reach and its ancestors. Configuration seeded on the root (option lists,
 *   topics, categories) serves every site below it, and a member assigned to a unit works in its sites.
 */

/** The scope's workspaces, narrowed to `only` when given (ids outside the scope are ignored). */
export const writeReach = (scope: RequestScope, only?: string[]): string[] =>
  only && only.length > 0 ? only.filter((id) => scope.workspaceIds.includes(id)) : scope.workspaceIds;

/** Whether the request may write in `workspaceId`. */
export const canWriteIn = (scope: RequestScope, workspaceId: string): boolean =>
  scope.workspaceIds.includes(workspaceId);

/** The write reach (narrowed to `only`) and every ancestor of it. */
export const readReach = async (db: Database, scope: RequestScope, only?: string[]): Promise<string[]> => {
  const tree = buildTree(await db.select().from(workspaces).where(eq(workspaces.tenantId, scope.tenantId)));
  const out = new Set<string>();
  for (const id of writeReach(scope, only)) {
    let current = tree.byId.get(id);
    while (current && !out.has(current.id)) {
      out.add(current.id);
      current = current.parentId ? tree.byId.get(current.parentId) : undefined;
    }
  }
  return [...out];
};

/** A table's tenant and workspace columns. */
export type ScopedColumns = { tenantId: AnyPgColumn; workspaceId: AnyPgColumn };

/**
 * How the filter takes the scope's values: inline (default), or through a binder that may turn them
 * into placeholders of a statement prepared once for every scope (the stakeholder search, 0022).
 */
export type ScopeBind = <T>(name: 'tenantId' | 'workspaceIds', value: T) => T;

/**
 * The record-visibility filter: rows of the caller's tenant whose workspace is in `reach` (by
 * default the write reach; pass `await readReach(...)` for configuration reads).
 */
export const visibleIn = (
  scope: RequestScope,
  table: ScopedColumns,
  reach = scope.workspaceIds,
  bind?: ScopeBind,
): SQL =>
  (bind
    ? and(
        eq(table.tenantId, bind('tenantId', scope.tenantId)),
        sql`${table.workspaceId} = any(${bind('workspaceIds', reach)}::uuid[])`,
      )
    : and(eq(table.tenantId, scope.tenantId), inArray(table.workspaceId, reach))) as SQL;

/** Where new configuration goes: the asked workspace when writable, else the root when writable. */
export const configTarget = (scope: RequestScope, asked?: string): string | undefined => {
  if (asked) return canWriteIn(scope, asked) ? asked : undefined;
  return canWriteIn(scope, scope.tenantId) ? scope.tenantId : scope.workspaceIds[0];
};
