import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Permission } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { sessions, userPermissions, users, type UserRow } from '../../db/schema';
import { rowsToPermission, type SessionRow } from './identity.repository';

/**
 * Everything a request needs to know about its caller, read in ONE round trip (docs/decisions/0021):
 * the user, their session if it is live, and for workspace routes the pending data-protection
 * document, the flags and the workspaces in effect. Nothing is cached in the process, so sign-out,
 * deactivation and password change (which revoke the session row) take effect on the next request
 * on every instance.
 */
export type RequestContext = {
  user: UserRow;
  /** Undefined when the session is revoked, expired or not the user's. */
  session: SessionRow | undefined;
  /** Present only when asked for (workspace routes with an access token). */
  workspace?: {
    /** The version in force of the named document exists and the user has not accepted it. */
    documentPending: boolean;
    permissions: Permission;
    /** Chosen nodes and their subtrees, within the user's assignments, active only; shallowest first. */
    workspaceIds: string[];
  };
};

type PermissionJson = {
  area: string;
  fullAccess: boolean;
  view: boolean;
  add: boolean;
  edit: boolean;
  editConditionally: boolean;
  delete: boolean;
  onlyBasicInfo: boolean;
};

const userId = sql.placeholder('userId');
const sessionId = sql.placeholder('sessionId');
const now = sql.placeholder('now');

const liveSession = and(
  eq(sessions.id, sql`${sessionId}::uuid`),
  eq(sessions.userId, users.id),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`${now}::timestamptz`),
);

/**
 * Workspaces in effect. `live` walks the tenant's tree from the root through active nodes only, so a
 * node is in it exactly when it and all its ancestors are active; `path` is its ancestry. A node is in
 * effect when a chosen node and (unless the user has every workspace) an assigned node are on its path.
 * Chosen ids are compared as text: they come from the token and must never make the query fail.
 */
const workspaceIds = sql<string[]>`(
  with recursive live(id, path) as (
    select w.id, array[w.id] from workspaces w
      where w.tenant_id = ${users.tenantId} and w.parent_id is null and w.active
    union all
    select w.id, live.path || w.id from workspaces w join live on w.parent_id = live.id
      where w.tenant_id = ${users.tenantId} and w.active
  )
  select coalesce(json_agg(live.id order by cardinality(live.path), live.id), '[]'::json) from live
  where live.path::text[] && array(select json_array_elements_text(${sql.placeholder('chosen')}::json))
    and (${users.allWorkspaces} or live.path && array(
      select uw.workspace_id from user_workspaces uw where uw.tenant_id = ${users.tenantId} and uw.user_id = ${users.id}))
)`;

const permissions = sql<PermissionJson[]>`(
  select coalesce(json_agg(json_build_object(
    'area', p.area, 'fullAccess', p.full_access, 'view', p.view, 'add', p.add, 'edit', p.edit,
    'editConditionally', p.edit_conditionally, 'delete', p.delete, 'onlyBasicInfo', p.only_basic_info)), '[]'::json)
  from ${userPermissions} p where p.tenant_id = ${users.tenantId} and p.user_id = ${users.id}
)`;

const documentPending = sql<boolean>`exists (
  select 1 from documents d
  where d.name = ${sql.placeholder('document')}
    and d.version = (select max(v.version) from documents v where v.name = d.name)
    and not exists (
      select 1 from document_acceptances a
      where a.tenant_id = ${users.tenantId} and a.user_id = ${users.id} and a.document_id = d.id)
)`;

export const createRequestContextRepository = (db: Database) => {
  // Prepared once: the SQL is built here, not per request, and postgres-js keeps the statement
  // prepared on each pooled connection.
  const authOnly = db
    .select({ user: users, session: sessions })
    .from(users)
    .leftJoin(sessions, liveSession)
    .where(eq(users.id, sql`${userId}::uuid`))
    .prepare('request_context_auth');
  const withWorkspace = db
    .select({ user: users, session: sessions, documentPending, permissions, workspaceIds })
    .from(users)
    .leftJoin(sessions, liveSession)
    .where(eq(users.id, sql`${userId}::uuid`))
    .prepare('request_context_workspace');

  /** Undefined when the user does not exist. */
  const resolve = async (input: {
    userId: string;
    sessionId: string;
    /** Ask for the workspace part: chosen workspaces and the document that must be accepted. */
    workspace?: { chosen: string[]; document: string };
  }): Promise<RequestContext | undefined> => {
    const params = { userId: input.userId, sessionId: input.sessionId, now: new Date().toISOString() };
    if (!input.workspace) {
      const [row] = await authOnly.execute(params);
      return row ? { user: row.user, session: row.session ?? undefined } : undefined;
    }
    const [row] = await withWorkspace.execute({
      ...params,
      chosen: JSON.stringify(input.workspace.chosen),
      document: input.workspace.document,
    });
    if (!row) return undefined;
    return {
      user: row.user,
      session: row.session ?? undefined,
      workspace: {
        documentPending: row.documentPending,
        permissions: rowsToPermission(
          row.permissions.map((p) => ({ ...p, tenantId: row.user.tenantId, userId: row.user.id })),
        ),
        workspaceIds: row.workspaceIds,
      },
    };
  };
  return { resolve };
};

export type RequestContextRepository = ReturnType<typeof createRequestContextRepository>;
