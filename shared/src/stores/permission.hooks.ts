import { hasPermission, type PermissionArea, type PermissionFlag } from '../contract/permission-flags';
import { useAuthStore } from './auth.store';
import { can } from './permission';

/** Whether the session's flags allow `flag` in `area`; buttons the flags forbid are not rendered. */
export const useCan = (area: PermissionArea, flag: PermissionFlag): boolean =>
  useAuthStore((s) => can(s.permission, area, flag));

/** onlyBasicInfo is a restriction, not a grant: true hides personal and contact fields. */
export const useOnlyBasicInfo = (area: PermissionArea): boolean =>
  useAuthStore((s) => (s.permission ? hasPermission(s.permission, area, 'onlyBasicInfo') : false));
