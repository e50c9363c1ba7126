// Static navigation derived from the route table: i18n key, icon, permission area. Kept in the host
// so the menu never waits for a remote (ARCHITECTURE, ant-design-pro style `access` as a pure function).
import type { PermissionArea, Permission } from '@conexoes/shared';
import { can } from '@conexoes/shared';
import {
  linkPath,
  NAV_FOLDED_GROUPS,
  NAV_GROUP_ORDER,
  ROUTES,
  type AppRoute,
  type NavIcon,
} from './route-table';

export type { NavIcon } from './route-table';

/**
 * public: always; guest: only while signed out; member: in the product (signed in, workspaces
 * chosen); area: in the product with `view` on that area.
 */
export type NavAccess = 'public' | 'guest' | 'member' | { area: PermissionArea };

export type NavItem = {
  key: string;
  labelKey: string;
  path: string;
  icon: NavIcon;
  access: NavAccess;
  /** Further paths (and what is below them) this entry stands for. */
  alsoFor?: readonly string[];
};
/** `folded`: drawn as a submenu in the side menu, with this icon (NAV_FOLDED_GROUPS). */
export type NavGroup = { key: string; labelKey: string; items: readonly NavItem[]; folded?: NavIcon };

const navAccess = (route: AppRoute): NavAccess => {
  if (route.nav?.guestOnly) return 'guest';
  const { access } = route;
  if (access === 'public' || access === 'signIn') return 'public';
  if (access === 'member') return 'member';
  return { area: access.area };
};

/** A route's menu entries: its own `nav` place and those of the pages below it (`navPages`). */
const routeItems = (route: AppRoute): (NavItem & { group: string })[] => [
  ...(route.nav
    ? [
        {
          key: route.nav.key,
          group: route.nav.group,
          labelKey: route.titleKey,
          path: linkPath(route),
          icon: route.nav.icon,
          access: navAccess(route),
        },
      ]
    : []),
  ...(route.navPages ?? []).map((page) => ({
    key: page.key,
    group: page.group,
    labelKey: page.titleKey,
    path: `${linkPath(route)}/${page.page}`,
    icon: page.icon,
    access: navAccess(route),
    ...(page.alsoFor && { alsoFor: page.alsoFor.map((below) => `${linkPath(route)}/${below}`) }),
  })),
];

const ALL_ITEMS = ROUTES.flatMap(routeItems);

/** The menu, derived from the route table's `nav` places and `navPages` entries. */
export const NAV_GROUPS: readonly NavGroup[] = NAV_GROUP_ORDER.map((group) => ({
  key: group,
  labelKey: `nav.groups.${group}`,
  items: ALL_ITEMS.filter((item) => item.group === group).map(({ group: _, ...item }) => item),
  ...(NAV_FOLDED_GROUPS[group] && { folded: NAV_FOLDED_GROUPS[group] }),
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

const covers = (path: string, pathname: string): boolean =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The entry to highlight for a path: the longest matching entry path. */
export function activeNavKey(groups: readonly NavGroup[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    for (const path of [item.path, ...(item.alsoFor ?? [])]) {
      if (covers(path, pathname) && (!best || path.length > best.length)) {
        best = { key: item.key, length: path.length };
      }
    }
  }
  return best?.key;
}

/** The folded group holding the entry to highlight, if any: its submenu starts open. */
export function activeFoldedGroup(groups: readonly NavGroup[], pathname: string): string | undefined {
  const key = activeNavKey(groups, pathname);
  return groups.find((g) => g.folded && g.items.some((item) => item.key === key))?.key;
}
