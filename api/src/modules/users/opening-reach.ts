import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, type PermissionArea } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { userPermissions, users, userWorkspaces, workspaces } from '../../db/schema';
import { rowsToPermission } from '../auth/identity.repository';
import { allowedIds, buildTree } from '../workspaces/workspace-tree';

/**
 * The one rule of who may open a record of an area in a workspace (the people pickers offer only
 * them, the writes refuse anyone else as owner or participant, notifications reach only them):
 * an active user of the tenant with the area's `view` flag whose reach, as their session would have
 * it, holds the record's workspace — every workspace, or the subtrees of their assignments, active
 * ones only. Someone assigned only to a sibling site, or below the record's workspace, cannot open it.
 *
 * Answers, of these users by id, the workspaces where each may open a record of the area; a user
 * who may open none (inactive, without the flag, of another tenant) is absent.
 */
export const openingReach = async (
  db: Database,
  tenantId: string,
  area: PermissionArea,
  userIds: string[],
): Promise<Map<string, ReadonlySet<string>>> =>
  (await openingReachByArea(db, tenantId, [area], userIds)).get(area) ?? new Map();

/**
 * openingReach for several areas at once (the notices of an inbox are of more than one area): the
 * people, their assignments and the tree are read once, whatever the number of areas.
 */
export const openingReachByArea = async (
  db: Database,
  tenantId: string,
  areas: PermissionArea[],
  userIds: string[],
): Promise<Map<PermissionArea, Map<string, ReadonlySet<string>>>> => {
  const byArea = new Map<PermissionArea, Map<string, ReadonlySet<string>>>(
    [...new Set(areas)].map((area) => [area, new Map()]),
  );
  const ids = [...new Set(userIds)];
  if (ids.length === 0 || byArea.size === 0) return byArea;
  const [people, assigned, flags, tree] = await Promise.all([
    db
      .select({ id: users.id, active: users.active, allWorkspaces: users.allWorkspaces })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))),
    db
      .select({ userId: userWorkspaces.userId, workspaceId: userWorkspaces.workspaceId })
      .from(userWorkspaces)
      .where(and(eq(userWorkspaces.tenantId, tenantId), inArray(userWorkspaces.userId, ids))),
    db
      .select()
      .from(userPermissions)
      .where(
        and(
          eq(userPermissions.tenantId, tenantId),
          inArray(userPermissions.area, [...byArea.keys()]),
          inArray(userPermissions.userId, ids),
        ),
      ),
    db.select().from(workspaces).where(eq(workspaces.tenantId, tenantId)),
  ]);
  const workspaceTree = buildTree(tree);
  for (const person of people) {
    if (!person.active) continue;
    const permission = rowsToPermission(flags.filter((f) => f.userId === person.id));
    // allowedIds, as the session's: a deactivated workspace (or one below a deactivated one) opens nothing.
    const reach = allowedIds(
      workspaceTree,
      person.allWorkspaces,
      assigned.filter((a) => a.userId === person.id).map((a) => a.workspaceId),
    );
    for (const [area, ofArea] of byArea)
      if (hasPermission(permission, area, 'view')) ofArea.set(person.id, reach);
  }
  return byArea;
};

/** Of these users, those who may open a record of the area in the workspace (openingReach). */
export const mayOpenIn = async (
  db: Database,
  tenantId: string,
  area: PermissionArea,
  workspaceId: string,
  userIds: string[],
): Promise<Set<string>> => {
  const reach = await openingReach(db, tenantId, area, userIds);
  return new Set([...reach].filter(([, ids]) => ids.has(workspaceId)).map(([id]) => id));
};

/** The refusal of a newly chosen owner or participant who may not open the record (422 on the field). */
export const cannotOpenMessage = 'This person cannot open records of this workspace';
