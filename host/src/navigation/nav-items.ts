// Static navigation: i18n key, icon, permission area. Kept in the host so the menu never waits
// for a remote (ARCHITECTURE, ant-design-pro style `access` as a pure function).
import type { PermissionArea, Permission } from '@conexoes/shared';
import { can } from '@conexoes/shared';

export type NavIcon =
  | 'home'
  | 'pricing'
  | 'contact'
  | 'signIn'
  | 'dashboard'
  | 'stakeholders'
  | 'interactions'
  | 'topics'
  | 'settings'
  | 'negotiation'
  | 'management'
  | 'users'
  | 'workspaces'
  | 'account'
  | 'notifications'
  | 'components'
  | 'docs';

/**
 * public: always; guest: only while signed out; member: in the product (signed in, workspaces
 * chosen); area: in the product with `view` on that area.
 */
export type NavAccess = 'public' | 'guest' | 'member' | { area: PermissionArea };

export type NavItem = { key: string; labelKey: string; path: string; icon: NavIcon; access: NavAccess };
export type NavGroup = { key: string; labelKey: string; items: readonly NavItem[] };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'general',
    labelKey: 'nav.groups.general',
    items: [
      { key: 'home', labelKey: 'nav.items.home', path: '/', icon: 'home', access: 'public' },
      { key: 'pricing', labelKey: 'nav.items.pricing', path: '/pricing', icon: 'pricing', access: 'guest' },
      { key: 'contact', labelKey: 'nav.items.contact', path: '/contact', icon: 'contact', access: 'guest' },
    ],
  },
  {
    key: 'account',
    labelKey: 'nav.groups.account',
    items: [
      { key: 'signIn', labelKey: 'nav.items.signIn', path: '/auth/login', icon: 'signIn', access: 'guest' },
    ],
  },
  {
    key: 'dashboards',
    labelKey: 'nav.groups.dashboards',
    items: [
      {
        key: 'dashboard',
        labelKey: 'nav.items.dashboard',
        path: '/dashboard',
        icon: 'dashboard',
        access: { area: 'dashboard' },
      },
    ],
  },
  {
    key: 'stakeholders',
    labelKey: 'nav.groups.stakeholders',
    items: [
      {
        key: 'stakeholders',
        labelKey: 'nav.items.stakeholders',
        path: '/stakeholders',
        icon: 'stakeholders',
        access: { area: 'stakeholders' },
      },
      {
        key: 'stakeholderSettings',
        labelKey: 'nav.items.stakeholderSettings',
        path: '/configurations/stakeholders',
        icon: 'settings',
        access: { area: 'configurations' },
      },
    ],
  },
  {
    key: 'interactions',
    labelKey: 'nav.groups.interactions',
    items: [
      {
        key: 'interactions',
        labelKey: 'nav.items.interactions',
        path: '/interactions',
        icon: 'interactions',
        access: { area: 'socialInteractions' },
      },
      {
        key: 'topics',
        labelKey: 'nav.items.topics',
        path: '/topics',
        icon: 'topics',
        access: { area: 'socialInteractions' },
      },
      {
        key: 'interactionSettings',
        labelKey: 'nav.items.interactionSettings',
        path: '/configurations/interactions',
        icon: 'settings',
        access: { area: 'configurations' },
      },
    ],
  },
  {
    key: 'commitments',
    labelKey: 'nav.groups.commitments',
    items: [
      {
        key: 'negotiationPlans',
        labelKey: 'nav.items.negotiationPlans',
        path: '/commitments/negotiation_plan',
        icon: 'negotiation',
        access: { area: 'customModules' },
      },
      {
        key: 'management',
        labelKey: 'nav.items.management',
        path: '/commitments/management',
        icon: 'management',
        access: { area: 'customModules' },
      },
    ],
  },
  {
    key: 'administration',
    labelKey: 'nav.groups.administration',
    items: [
      { key: 'users', labelKey: 'nav.items.users', path: '/users', icon: 'users', access: { area: 'users' } },
      {
        key: 'workspaces',
        labelKey: 'nav.items.workspaces',
        path: '/workspaces',
        icon: 'workspaces',
        access: { area: 'configurations' },
      },
      {
        key: 'configurations',
        labelKey: 'nav.items.configurations',
        path: '/configurations',
        icon: 'settings',
        access: { area: 'configurations' },
      },
    ],
  },
  {
    key: 'personal',
    labelKey: 'nav.groups.personal',
    items: [
      { key: 'account', labelKey: 'nav.items.account', path: '/account', icon: 'account', access: 'member' },
      {
        key: 'notifications',
        labelKey: 'nav.items.notifications',
        path: '/notifications',
        icon: 'notifications',
        access: 'member',
      },
    ],
  },
  {
    key: 'showcase',
    labelKey: 'nav.groups.showcase',
    items: [
      {
        key: 'components',
        labelKey: 'nav.items.components',
        path: '/components',
        icon: 'components',
        access: 'public',
      },
      { key: 'docs', labelKey: 'nav.items.docs', path: '/docs', icon: 'docs', access: 'public' },
    ],
  },
];

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
