import { and, eq } from 'drizzle-orm';
import type { Workspace, WorkspaceInput, WorkspaceUpdateInput } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { users, userWorkspaces, workspaces, type WorkspaceRow } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/problem';
import { canWriteIn, type RequestScope } from '../../lib/scope';
import { buildTree, byName, subtreeIds, type WorkspaceTree } from './workspace-tree';

export const OWN_WORKSPACE_OFF =
  'You work in this workspace: only an administrator of a workspace above it can deactivate it';

export const toWorkspace = (row: WorkspaceRow): Workspace => ({
  id: row.id,
  tenantId: row.tenantId,
  parentId: row.parentId,
  level: row.level as Workspace['level'],
  name: row.name,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Workspace administration. Every function takes the request scope first. */
export const createWorkspaceRepository = (db: Database) => {
  const tree = async (scope: RequestScope): Promise<WorkspaceTree> =>
    buildTree(await db.select().from(workspaces).where(eq(workspaces.tenantId, scope.tenantId)));

  /**
   * What an administrator sees: the scope's workspaces and everything beneath them, including
   * deactivated ones (so they can be reactivated).
   */
  const visible = async (scope: RequestScope) => {
    const t = await tree(scope);
    const ids = subtreeIds(t, scope.workspaceIds);
    return { tree: t, ids };
  };

  const get = async (scope: RequestScope, id: string): Promise<WorkspaceRow> => {
    const { tree: t, ids } = await visible(scope);
    const row = t.byId.get(id);
    if (!row || !ids.has(id)) throw notFound('Workspace');
    return row;
  };

  const save = async (
    scope: RequestScope,
    id: string,
    changes: Partial<WorkspaceRow>,
  ): Promise<Workspace> => {
    const [row] = await db
      .update(workspaces)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(workspaces.tenantId, scope.tenantId), eq(workspaces.id, id)))
      .returning();
    if (!row) throw notFound('Workspace');
    return toWorkspace(row);
  };

  /**
   * A caller may not deactivate a workspace they are assigned to, nor one above it: they would lose it
   * and could never reactivate it (the administration reaches only active workspaces), locking
   * themselves and their site out. Someone assigned higher up does it. (All-workspaces users hold the
   * root, which is never deactivated.)
   */
  const refuseOwnLockOut = async (scope: RequestScope, id: string, path: string) => {
    const [caller] = await db
      .select({ allWorkspaces: users.allWorkspaces })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, scope.userId)));
    if (!caller || caller.allWorkspaces) return;
    const assigned = await db
      .select({ id: userWorkspaces.workspaceId })
      .from(userWorkspaces)
      .where(and(eq(userWorkspaces.tenantId, scope.tenantId), eq(userWorkspaces.userId, scope.userId)));
    const below = subtreeIds(await tree(scope), [id]);
    if (assigned.some((a) => below.has(a.id)))
      throw unprocessable([{ path, message: OWN_WORKSPACE_OFF, code: 'cannotDeactivateOwnWorkspace' }]);
  };

  return {
    list: async (scope: RequestScope): Promise<Workspace[]> => {
      const { tree: t, ids } = await visible(scope);
      return t.rows
        .filter((r) => ids.has(r.id))
        .sort(byName)
        .map(toWorkspace);
    },

    get: async (scope: RequestScope, id: string): Promise<Workspace> => toWorkspace(await get(scope, id)),

    /** Active workspaces of the scope, for pickers. */
    options: async (scope: RequestScope): Promise<WorkspaceRow[]> => {
      const t = await tree(scope);
      return t.rows.filter((r) => canWriteIn(scope, r.id)).sort(byName);
    },

    create: async (scope: RequestScope, input: WorkspaceInput): Promise<Workspace> => {
      if (!input.parentId) {
        throw unprocessable([{ path: 'body.workspace.parentId', message: 'A new workspace needs a parent' }]);
      }
      const parent = await get(scope, input.parentId).catch(() => {
        throw unprocessable([{ path: 'body.workspace.parentId', message: 'Unknown parent workspace' }]);
      });
      if (parent.level >= 3) {
        throw unprocessable([
          { path: 'body.workspace.parentId', message: 'Third-level workspaces have no children' },
        ]);
      }
      const [row] = await db
        .insert(workspaces)
        .values({
          tenantId: scope.tenantId,
          parentId: parent.id,
          level: parent.level + 1,
          name: input.name,
          active: input.active ?? true,
        })
        .returning();
      return toWorkspace(row as WorkspaceRow);
    },

    /** The whole record (docs/decisions/0027): name and active; the parent stays where it is. */
    update: async (scope: RequestScope, id: string, input: WorkspaceUpdateInput): Promise<Workspace> => {
      const current = await get(scope, id);
      if (input.parentId !== undefined && input.parentId !== current.parentId) {
        throw unprocessable([{ path: 'body.workspace.parentId', message: 'A workspace cannot be moved' }]);
      }
      if (input.active === false && current.level === 1) {
        throw unprocessable([
          { path: 'body.workspace.active', message: 'The root workspace cannot be deactivated' },
        ]);
      }
      if (input.active === false && current.active)
        await refuseOwnLockOut(scope, id, 'body.workspace.active');
      return save(scope, id, { name: input.name, active: input.active });
    },

    setActive: async (scope: RequestScope, id: string, active: boolean): Promise<Workspace> => {
      const current = await get(scope, id);
      if (!active && current.level === 1) {
        throw unprocessable([{ path: 'params.active', message: 'The root workspace cannot be deactivated' }]);
      }
      if (!active && current.active) await refuseOwnLockOut(scope, id, 'params.active');
      return save(scope, id, { active });
    },
  };
};

export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
