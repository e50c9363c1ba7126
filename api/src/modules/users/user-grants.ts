import {
  hasPermission,
  mayGrant,
  permissionAreas,
  permissionFlags,
  roleTemplates,
  roles,
  type FieldError,
  type Permission,
  type PermissionFlag,
  type Role,
} from '@conexoes/shared/contract';
import type { UserRow } from '../../db/schema';
import { forbidden, unprocessable } from '../../lib/problem';
import { canWriteIn, type RequestScope } from '../../lib/scope';
import { roleOf } from '../auth/auth.service';

export type GrantRequest = {
  role: Role;
  allWorkspaces: boolean;
  workspaceIds: string[];
  permission?: Permission;
};

/**
 * Nobody hands out more than they hold: workspaces within the caller's scope, allWorkspaces only from
 * an allWorkspaces caller, a role no higher than the caller's, flags the caller has, and the caller's
 * onlyBasicInfo restriction on any area granted (adding the restriction is always allowed).
 * Returns the permission to store (the role's template when none is given).
 */
export const checkGrants = (scope: RequestScope, caller: UserRow, request: GrantRequest): Permission => {
  const errors: FieldError[] = [];
  request.workspaceIds.forEach((id, index) => {
    if (!canWriteIn(scope, id))
      errors.push({
        path: `body.workspaceIds.${index}`,
        message: 'This workspace is not available',
        code: 'workspaceUnavailable',
      });
  });
  if (request.allWorkspaces && !caller.allWorkspaces) {
    errors.push({
      path: 'body.allWorkspaces',
      message: 'Only a user with every workspace can grant every workspace',
      code: 'grantAllWorkspaces',
    });
  }
  if (!request.allWorkspaces && request.workspaceIds.length === 0) {
    errors.push({
      path: 'body.workspaceIds',
      message: 'Choose at least one workspace',
      code: 'workspacesRequired',
    });
  }
  if (outranks(request.role, roleOf(caller))) {
    errors.push({
      path: 'body.role',
      message: 'You cannot grant a role above your own',
      code: 'grantRoleAbove',
    });
  }
  const permission = request.permission ?? roleTemplates[request.role];
  for (const area of permissionAreas) {
    for (const flag of permissionFlags) {
      if (flag === 'onlyBasicInfo' || !permission[area][flag]) continue;
      if (!mayGrant(scope.permissions, area, flag)) {
        errors.push({
          path: `body.permission.${area}.${flag}`,
          message: 'You cannot grant a permission you do not have',
          code: 'grantFlagNotHeld',
        });
      }
    }
    // A caller who sees only basic information of an area cannot grant more of it (the acting rule's
    // counterpart, isWithin): any access there carries the same restriction.
    if (
      hasPermission(scope.permissions, area, 'onlyBasicInfo') &&
      permissionFlags.some((f) => f !== 'onlyBasicInfo' && hasPermission(permission, area, f)) &&
      !hasPermission(permission, area, 'onlyBasicInfo')
    ) {
      errors.push({
        path: `body.permission.${area}.onlyBasicInfo`,
        message: 'You see only basic information here, so anyone you grant access must too',
        code: 'grantBasicInfoOnly',
      });
    }
  }
  if (errors.length > 0) throw unprocessable(errors);
  return permission;
};

/** Roles from the most to the least privileged (`roles` lists admin first). */
const outranks = (a: Role, b: Role): boolean => roles.indexOf(a) < roles.indexOf(b);

/** Everything a user reaches: role, every workspace or the subtrees of their assignments, flags. */
export type UserReach = {
  role: Role;
  allWorkspaces: boolean;
  /** Subtrees of the assignments (every workspace with allWorkspaces). */
  workspaceIds: Set<string>;
  /** The assignments themselves. */
  assigned: string[];
  permission: Permission;
};

/**
 * Whether `target` lies wholly within `actor` (docs/decisions/0026): every workspace the target
 * reaches is the actor's, allWorkspaces only under allWorkspaces, a role no higher, and every flag the
 * target holds the actor holds too, with no area where the actor is restricted to basic information
 * and the target is not. Equal reach is within; anything more privileged in any respect is not.
 */
export const isWithin = (target: UserReach, actor: UserReach): boolean => {
  if (target.allWorkspaces && !actor.allWorkspaces) return false;
  if (!actor.allWorkspaces && target.assigned.some((id) => !actor.workspaceIds.has(id))) return false;
  if (outranks(target.role, actor.role)) return false;
  for (const area of permissionAreas) {
    const holds = (flag: PermissionFlag) => hasPermission(target.permission, area, flag);
    const actorHolds = (flag: PermissionFlag) => mayGrant(actor.permission, area, flag);
    for (const flag of permissionFlags) {
      if (flag !== 'onlyBasicInfo' && holds(flag) && !actorHolds(flag)) return false;
    }
    const targetSeesAnything = permissionFlags.some((f) => f !== 'onlyBasicInfo' && holds(f));
    if (
      targetSeesAnything &&
      hasPermission(actor.permission, area, 'onlyBasicInfo') &&
      !holds('onlyBasicInfo')
    )
      return false;
  }
  return true;
};

/** A user acts on another only when the other lies within them; 403 otherwise (the record is visible). */
export const assertMayActOn = (target: UserReach, actor: UserReach): void => {
  if (!isWithin(target, actor)) throw forbidden('You cannot act on a user who reaches more than you do');
};
