import { hasPermission, type PermissionFlag } from '@conexoes/shared/contract';
import type { RequestScope } from '../../lib/scope';

/*
 * Who may change what in the social-commitments area (`customModules`): `edit` everything in reach;
 * `editConditionally` only what the caller registered or is responsible for (a plan's responsible, a
 * commitment's owner, an action plan's or an action's owner). `delete` removes plans, commitments and
 * actions. fullAccess implies every flag (hasPermission).
 */

export const can = (scope: RequestScope, flag: PermissionFlag): boolean =>
  hasPermission(scope.permissions, 'customModules', flag);

/** edit, or editConditionally as one of `people` (author, responsible, owner). */
export const mayEdit = (scope: RequestScope, people: Array<string | null | undefined>): boolean =>
  can(scope, 'edit') || (can(scope, 'editConditionally') && people.includes(scope.userId));

/**
 * onlyBasicInfo in this area (decision 0059): the files of plans, commitments and actions are not read
 * — the area's only personal and contact data (signed lists, receipts, photos) — as decision 0058
 * does for interactions.
 */
export const filesHidden = (scope: RequestScope): boolean => can(scope, 'onlyBasicInfo');

export const view: Array<['customModules', 'view']> = [['customModules', 'view']];
export const editFlags: Array<['customModules', 'edit' | 'editConditionally']> = [
  ['customModules', 'edit'],
  ['customModules', 'editConditionally'],
];
export const tags = ['social-commitments'];
