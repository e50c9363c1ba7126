import { and, eq, inArray, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasPermission, type Permission, type PermissionArea } from '@conexoes/shared/contract';
import type { Database } from '../db/database';
import { stakeholders, workspaces } from '../db/schema';
import { buildTree } from '../modules/workspaces/workspace-tree';
import { notFound } from './problem';
import { foldedSql } from './text';

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

/**
 * A workspace as a history change may show it to the caller: its id where it is one of theirs, null
 * where it is not (a record moved in from, or out to, a workspace out of reach names neither, not even
 * by id — as a parent out of sight, decision 0062).
 */
export const workspaceInSight = (scope: RequestScope, value: unknown): string | null =>
  typeof value === 'string' && scope.workspaceIds.includes(value) ? value : null;

/**
 * A record a route looks up by id is out of reach (404, as if it did not exist) for a caller who may not
 * view its area, whatever else they may do there: changing, deleting or attaching files to a record one
 * cannot read is no way round the view flag. Lookups inside a repository (after a create) do not ask.
 */
export const requireView = (scope: RequestScope, area: PermissionArea, what: string): void => {
  if (!hasPermission(scope.permissions, area, 'view')) throw notFound(what);
};

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

/**
 * The read reach inside a statement: `workspaceId` (a column or value) is one of the scope's workspaces
 * or an ancestor of one (readReach without the round trip, for statements prepared once for every
 * scope). An uncorrelated subquery over the tenant's tree: PostgreSQL runs it once per statement.
 */
export const inReadReach = (scope: RequestScope, workspaceId: unknown, bind?: ScopeBind): SQL => {
  const tenantId = bind ? bind('tenantId', scope.tenantId) : scope.tenantId;
  const chosen = bind
    ? sql`${workspaces.id} = any(${bind('workspaceIds', scope.workspaceIds)}::uuid[])`
    : inArray(workspaces.id, scope.workspaceIds);
  return sql`${workspaceId} in (with recursive up (id, parent_id) as (
      select ${workspaces.id}, ${workspaces.parentId} from ${workspaces}
        where ${workspaces.tenantId} = ${tenantId} and ${chosen}
      union
      select w.id, w.parent_id from ${workspaces} w join up on w.id = up.parent_id
        where w.tenant_id = ${tenantId})
    select up.id from up)`;
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

/**
 * Whether the caller chose every workspace of the tenant (an admin's usual view): then no linked record
 * can be hidden from them. An uncorrelated subquery, which PostgreSQL runs once per statement.
 */
export const seesEveryWorkspace = (scope: RequestScope, bind?: ScopeBind): SQL => {
  const inReach = bind
    ? sql`${workspaces.id} = any(${bind('workspaceIds', scope.workspaceIds)}::uuid[])`
    : inArray(workspaces.id, scope.workspaceIds);
  return sql`not exists (select 1 from ${workspaces}
    where ${workspaces.tenantId} = ${bind ? bind('tenantId', scope.tenantId) : scope.tenantId}
    and not (${inReach}))`;
};

/** `exists` over a row's links to stakeholders, joined to them, where `where` holds for one of them. */
export type LinkedStakeholder = (where: SQL, perRow?: boolean) => SQL;

/**
 * The stakeholders linked to a record (a link table holding the tenant, the record's id and the
 * stakeholder's), for the record's search. `perRow` (`offset 0`) looks them up for each row by its key,
 * never hashed over every link of the tenant.
 */
export const linkedStakeholderOf =
  (
    record: { tenantId: AnyPgColumn; id: AnyPgColumn },
    link: { table: PgTable; tenantId: AnyPgColumn; recordId: AnyPgColumn; stakeholderId: AnyPgColumn },
  ): LinkedStakeholder =>
  (where, perRow = false) =>
    sql`exists (select 1 from ${link.table} join ${stakeholders}
      on ${stakeholders.tenantId} = ${link.tenantId}
      and ${stakeholders.id} = ${link.stakeholderId}
      where ${link.tenantId} = ${record.tenantId}
      and ${link.recordId} = ${record.id}
      and ${where}${perRow ? sql` offset 0` : sql``})`;

/**
 * A search word over a folded `search_text` that holds the names of every linked stakeholder, also
 * those linked by someone with a wider reach (decision 0029): where one of them is outside the
 * caller's reach, the word must be the record's own (`ownText`) or in a name the caller sees — a
 * hidden name finds nothing. Pair it with `like(search_text, pattern)`, which the index serves; rows
 * without a hidden link (nearly all) pass on the first two tests.
 */
export const wordInSight = (
  scope: RequestScope,
  linked: LinkedStakeholder,
  ownText: SQL,
  pattern: string,
  bind?: ScopeBind,
): SQL => {
  const seen = visibleIn(scope, stakeholders, scope.workspaceIds, bind);
  return or(
    seesEveryWorkspace(scope, bind),
    not(linked(not(seen), true)),
    like(foldedSql(ownText), pattern),
    linked(and(seen, like(foldedSql(sql`${stakeholders.name}`), pattern)) as SQL, true),
  ) as SQL;
};
