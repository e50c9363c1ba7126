import {
  hasPermission,
  permissionAreas,
  permissionFlags,
  roleTemplates,
  type FieldError,
  type Permission,
  type Role,
} from '@conexoes/shared/contract';
import type { UserRow } from '../../db/schema';
import { unprocessable } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';

export type GrantRequest = {
  role: Role;
  allWorkspaces: boolean;
  workspaceIds: string[];
  permission?: Permission;
};

/**
 * Nobody hands out more than they hold: workspaces within the caller's scope, allWorkspaces only from
 * an allWorkspaces caller, and flags the caller has (onlyBasicInfo, a restriction, is always allowed).
 * Returns the permission to store (the role's template when none is given).
 */
export const checkGrants = (scope: RequestScope, caller: UserRow, request: GrantRequest): Permission => {
  const errors: FieldError[] = [];
  const inScope = new Set(scope.workspaceIds);
  request.workspaceIds.forEach((id, index) => {
    if (!inScope.has(id))
      errors.push({ path: `body.workspaceIds.${index}`, message: 'This workspace is not available' });
  });
  if (request.allWorkspaces && !caller.allWorkspaces) {
    errors.push({
      path: 'body.allWorkspaces',
      message: 'Only a user with every workspace can grant every workspace',
    });
  }
  if (!request.allWorkspaces && request.workspaceIds.length === 0) {
    errors.push({ path: 'body.workspaceIds', message: 'Choose at least one workspace' });
  }
  const permission = request.permission ?? roleTemplates[request.role];
  for (const area of permissionAreas) {
    for (const flag of permissionFlags) {
      if (flag === 'onlyBasicInfo' || !permission[area][flag]) continue;
      if (!hasPermission(scope.permissions, area, flag)) {
        errors.push({
          path: `body.permission.${area}.${flag}`,
          message: 'You cannot grant a permission you do not have',
        });
      }
    }
  }
  if (errors.length > 0) throw unprocessable(errors);
  return permission;
};
