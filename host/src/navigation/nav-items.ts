// Static navigation derived from the route table: i18n key, icon, permission area. Kept in the host
// so the menu never waits for a remote (ARCHITECTURE, ant-design-pro style `access` as a pure function).
import type { PermissionArea, Permission } from '@conexoes/shared';
import { can } from '@conexoes/shared';
import { linkPath, NAV_GROUP_ORDER, ROUTES, type AppRoute, type NavIcon } from './route-table';

export type { NavIcon } from './route-table';

/**
 * public: always; guest: only while signed out; member: in the product (signed in, workspaces
 * chosen); area: in the product with `view` on that area.
 */
export type NavAccess = 'public' | 'guest' | 'member' | { area: PermissionArea };

export type NavItem = { key: string; labelKey: string; path: string; icon: NavIcon; access: NavAccess };
export type NavGroup = { key: string; labelKey: string; items: readonly NavItem[] };

const navAccess = (route: AppRoute): NavAccess => {
  if (route.nav?.guestOnly) return 'guest';
  const { access } = route;
  if (access === 'public' || access === 'signIn') return 'public';
  if (access === 'member') return 'member';
  return { area: access.area };
};

/** The menu, derived from the route table's entries that have a `nav` place. */
export const NAV_GROUPS: readonly NavGroup[] = NAV_GROUP_ORDER.map((group) => ({
  key: group,
  labelKey: `nav.groups.${group}`,
  items: ROUTES.flatMap((route) =>
    route.nav?.group === group
      ? [
          {
            key: route.nav.key,
            labelKey: route.titleKey,
            path: linkPath(route),
            icon: route.nav.icon,
            access: navAccess(route),
          },
        ]
      : [],
  ),
})).filter((group) => group.items.length > 0);

export type NavViewer = {
  /** Signed in, possibly still choosing workspaces or accepting the data-protection document. */
  authenticated: boolean;
  /** Signed in with workspaces chosen and nothing pending: the product's areas are usable. */
  signedIn: boolean;
  permission: Permission | null | undefined;
};

export function canSee(item: NavItem, viewer: NavViewer): boolean {
  const { access } = item;
  if (access === 'public') return true;
  if (access === 'guest') return !viewer.authenticated;
  if (access === 'member') return viewer.signedIn;
  return viewer.signedIn && can(viewer.permission, access.area, 'view');
}

/** Groups with only the entries the viewer may see; empty groups are dropped. */
export function visibleNavGroups(groups: readonly NavGroup[], viewer: NavViewer): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => canSee(item, viewer)) }))
    .filter((group) => group.items.length > 0);
}

/** The entry to highlight for a path: the longest matching entry path. */
export function activeNavKey(groups: readonly NavGroup[], pathname: string): string | undefined {
  let best: NavItem | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    const hit =
      item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (hit && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.key;
}
