import { can, useAuthStore, type PermissionArea, type PermissionFlag } from '@conexoes/shared';

/** Whether the session's flags allow `flag` in `area`; buttons the flags forbid are not rendered. */
export const useCan = (area: PermissionArea, flag: PermissionFlag): boolean =>
  useAuthStore((s) => can(s.permission, area, flag));
