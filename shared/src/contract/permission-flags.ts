// Permission areas, flags, roles and their templates: plain values the browser needs at runtime
// (menus, guards, the user form), kept apart from the zod schemas so the front end's
// @conexoes/shared bundle does not carry zod (docs/decisions/0010-front-end-weight.md).

/** Areas of SPEC §3; customModules is social commitments. */
export const permissionAreas = [
  'dashboard',
  'stakeholders',
  'socialInteractions',
  'configurations',
  'users',
  'customModules',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];

export const permissionFlags = [
  'fullAccess',
  'view',
  'add',
  'edit',
  'editConditionally',
  'delete',
  'onlyBasicInfo',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

export type AreaPermission = Record<PermissionFlag, boolean>;
export type Permission = Record<PermissionArea, AreaPermission>;

/** Roles are named templates of flags (docs/decisions/0005-roles-and-permissions.md). */
export const roles = ['admin', 'manager', 'analyst', 'viewer'] as const;
export type Role = (typeof roles)[number];

export const noAccess: AreaPermission = {
  fullAccess: false,
  view: false,
  add: false,
  edit: false,
  editConditionally: false,
  delete: false,
  onlyBasicInfo: false,
};

const flags = (...on: PermissionFlag[]): AreaPermission => ({
  ...noAccess,
  ...Object.fromEntries(on.map((f) => [f, true])),
});

const all = (p: AreaPermission): Permission => ({
  dashboard: p,
  stakeholders: p,
  socialInteractions: p,
  configurations: p,
  users: p,
  customModules: p,
});

const work = flags('view', 'add', 'edit', 'delete');

export const roleTemplates: Record<Role, Permission> = {
  admin: all(flags('fullAccess', 'view', 'add', 'edit', 'delete')),
  manager: {
    ...all(work),
    configurations: flags('view', 'add', 'edit'),
    users: flags('view', 'add', 'edit'),
  },
  analyst: {
    ...all(flags('view', 'add', 'editConditionally')),
    dashboard: flags('view'),
    configurations: flags('view'),
    users: noAccess,
  },
  viewer: {
    ...all(flags('view')),
    configurations: noAccess,
    users: noAccess,
  },
};

/**
 * fullAccess grants every flag of its area except onlyBasicInfo, which is a restriction
 * (hide personal and contact fields), not a grant.
 */
export const hasPermission = (
  permission: Permission,
  area: PermissionArea,
  flag: PermissionFlag,
): boolean => {
  const p = permission[area];
  if (flag === 'onlyBasicInfo') return !p.fullAccess && p.onlyBasicInfo;
  return p.fullAccess || p[flag];
};

/**
 * Whether `holder` may grant `flag` of `area` to someone: only a flag they hold, where `edit` covers
 * `editConditionally` (docs/decisions/0005: nobody grants more than they hold). The API refuses the
 * rest (`checkGrants`); the user form starts from what this allows.
 */
export const mayGrant = (holder: Permission, area: PermissionArea, flag: PermissionFlag): boolean =>
  hasPermission(holder, area, flag) || (flag === 'editConditionally' && hasPermission(holder, area, 'edit'));

/**
 * `permission` without the flags `holder` may not grant: a role's template as a restricted
 * administrator may hand it out. `onlyBasicInfo`, a restriction rather than a grant, stays as it is.
 */
export const grantablePart = (permission: Permission, holder: Permission): Permission => {
  const next = { ...permission };
  for (const area of permissionAreas) {
    const flagsOf = { ...permission[area] };
    for (const flag of permissionFlags)
      if (flag !== 'onlyBasicInfo' && flagsOf[flag] && !mayGrant(holder, area, flag)) flagsOf[flag] = false;
    next[area] = flagsOf;
  }
  return next;
};

/** Why a save gives an account more than it had (docs/decisions/0056); each asks the same step-up. */
export type AccessRaise = 'administrator' | 'role' | 'flags' | 'workspaces' | 'reactivation';

/** What an account holds, as the step-up compares it: `workspaceIds` are its assignments. */
export type AccessHeld = {
  role: Role;
  active: boolean;
  allWorkspaces: boolean;
  workspaceIds: readonly string[];
  permission: Permission;
};

/**
 * What `after` gives that `before` did not: the administrator role, a higher role (roles rank in the
 * acting rule), a flag not held before (`edit` covers `editConditionally`, as in mayGrant) or an area's
 * basic-information restriction lifted, every workspace or an assignment not held before, or the
 * account active again. Narrowing gives nothing. The API asks the password on it (user.routes.ts) and
 * the user form asks for it on the same answer, so both draw the line in one place.
 */
export const accessRaises = (before: AccessHeld, after: AccessHeld): AccessRaise[] => {
  const raises: AccessRaise[] = [];
  if (after.role === 'admin' && before.role !== 'admin') raises.push('administrator');
  else if (roles.indexOf(after.role) < roles.indexOf(before.role)) raises.push('role');
  const grants = (p: Permission, area: PermissionArea) =>
    permissionFlags.some((f) => f !== 'onlyBasicInfo' && hasPermission(p, area, f));
  const flagRaised = permissionAreas.some(
    (area) =>
      permissionFlags.some(
        (f) =>
          f !== 'onlyBasicInfo' &&
          hasPermission(after.permission, area, f) &&
          !mayGrant(before.permission, area, f),
      ) ||
      (grants(after.permission, area) &&
        hasPermission(before.permission, area, 'onlyBasicInfo') &&
        !hasPermission(after.permission, area, 'onlyBasicInfo')),
  );
  if (flagRaised) raises.push('flags');
  if (
    !before.allWorkspaces &&
    (after.allWorkspaces || after.workspaceIds.some((id) => !before.workspaceIds.includes(id)))
  )
    raises.push('workspaces');
  if (after.active && !before.active) raises.push('reactivation');
  return raises;
};
