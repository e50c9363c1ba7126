import {
  noAccess,
  permissionAreas,
  type AreaPermission,
  type Permission,
  type PermissionArea,
  type PermissionFlag,
} from '../contract/permission-flags';

/** Every flag of every area false (SPEC §3 default). */
export const emptyPermission = (): Permission =>
  Object.fromEntries(permissionAreas.map((area) => [area, { ...noAccess }])) as Record<
    PermissionArea,
    AreaPermission
  >;

/**
 * Pure access check used to hide what the flags forbid; fullAccess implies every flag.
 * Tolerates a missing permission (signed out, or areas unknown to an older token).
 */
export const can = (
  permission: Permission | null | undefined,
  area: PermissionArea,
  flag: PermissionFlag,
): boolean => {
  const areaPermission = permission?.[area];
  if (!areaPermission) return false;
  return areaPermission.fullAccess || areaPermission[flag];
};
