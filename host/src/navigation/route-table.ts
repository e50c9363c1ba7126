// The host's one route table: every path the product answers, its owning remote, who may open it,
// the page title, and (for the entries that have one) its place in the navigation. The navigation,
// the sign-in guard, the browser tab's title and the remote map are all derived from it.
//
// Plain data without imports at run time, so the browser walk (e2e) can read it with tsx as it is:
// `import { ROUTES, examplePath } from '../../host/src/navigation/route-table'`.
import type { PermissionArea } from '@conexoes/shared';

export type RemoteName =
  | 'remote_auth'
  | 'remote_stakeholders'
  | 'remote_interactions'
  | 'remote_commitments'
  | 'remote_admin'
  | 'remote_templates';

/**
 * The one list of remotes is scripts/lib/remotes.json (name, port, path prefixes), which the host's
 * run time cannot import; navigation/__tests__/remotes-list.test.ts keeps these names, their order
 * and every route's owner equal to it.
 */
export const REMOTE_NAMES: readonly RemoteName[] = [
  'remote_auth',
  'remote_stakeholders',
  'remote_interactions',
  'remote_commitments',
  'remote_admin',
  'remote_templates',
];

/** What a route does with its area's data: the flag it needs (edit = edit or editConditionally). */
export type RouteAction = 'view' | 'add' | 'edit';

/**
 * public: anyone at any stage (template pages); signIn: the sign-in flow, drawn standalone without
 * the shell; member: signed in with workspaces chosen (own account); area: a member with the flag.
 */
export type RouteAccess = 'public' | 'signIn' | 'member' | { area: PermissionArea; action: RouteAction };

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
  | 'docs'
  | 'templateDashboards'
  | 'kanban'
  | 'calendar'
  | 'chat'
  | 'mail'
  | 'academy'
  | 'templateAccount'
  | 'analytics'
  | 'blog'
  | 'crypto'
  | 'customers'
  | 'influencers'
  | 'ecommerce'
  | 'fileManager'
  | 'invoices'
  | 'jobs'
  | 'logistics'
  | 'orders'
  | 'products'
  | 'social';

export type NavGroupKey =
  | 'general'
  | 'account'
  | 'dashboards'
  | 'stakeholders'
  | 'interactions'
  | 'commitments'
  | 'administration'
  | 'personal'
  | 'apps'
  | 'templates'
  | 'showcase';

/** The navigation's groups, in menu order (labels: shell `nav.groups.<key>`). */
export const NAV_GROUP_ORDER: readonly NavGroupKey[] = [
  'general',
  'account',
  'dashboards',
  'stakeholders',
  'interactions',
  'commitments',
  'administration',
  'personal',
  'apps',
  'templates',
  'showcase',
];

/**
 * Groups the side menu draws folded, with their icon: a submenu, closed unless the current page is
 * in it, so a long list keeps the menu short. The top menu draws every group as a popup anyway.
 */
export const NAV_FOLDED_GROUPS: Readonly<Partial<Record<NavGroupKey, NavIcon>>> = {
  templates: 'templateDashboards',
};

export type RouteNav = {
  key: string;
  group: NavGroupKey;
  icon: NavIcon;
  /** Shown only while signed out (the marketing pages, "Sign in"). */
  guestOnly?: boolean;
};

/** A page below a `/*` route with its own menu entry, e.g. `analytics` below `/dashboard/*`. */
export type RouteNavPage = RouteNav & {
  page: string;
  /** Shell namespace key of the entry's label. */
  titleKey: string;
  /** Further pages below the route that belong to this entry (highlight it), e.g. those opened from it. */
  alsoFor?: readonly string[];
};

export type AppRoute = {
  /** Absolute react-router pattern; a trailing `/*` owns everything below. */
  path: string;
  remote: RemoteName;
  /** Shell namespace key of the page's name: the tab title and, with `nav`, the menu label. */
  titleKey: string;
  access: RouteAccess;
  nav?: RouteNav;
  /** For a `/*` route: the pages below it that have a menu entry (entries, not routes of their own). */
  navPages?: readonly RouteNavPage[];
  /** Values for the path's parameters, for walks and tests (real ids come from the demo data). */
  example?: Readonly<Record<string, string>>;
};

const EXAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const view = (area: PermissionArea): RouteAccess => ({ area, action: 'view' });
const add = (area: PermissionArea): RouteAccess => ({ area, action: 'add' });
const edit = (area: PermissionArea): RouteAccess => ({ area, action: 'edit' });
/** A template page's menu entry (labels: shell `nav.templates.<page>`, remote-templates' wording). */
const templatePage = (
  page: string,
  group: 'apps' | 'templates',
  icon: NavIcon,
  alsoFor?: readonly string[],
): RouteNavPage => ({
  page,
  group,
  icon,
  key: `template-${page}`,
  titleKey: `nav.templates.${page}`,
  alsoFor,
});

export const ROUTES: readonly AppRoute[] = [
  // The product's overview (remote-admin) and the template's dashboard pages below it.
  {
    path: '/dashboard',
    remote: 'remote_admin',
    titleKey: 'nav.items.dashboard',
    access: view('dashboard'),
    nav: { key: 'dashboard', group: 'dashboards', icon: 'dashboard' },
  },
  {
    path: '/dashboard/*',
    remote: 'remote_templates',
    titleKey: 'titles.template',
    access: view('dashboard'),
    // Menu entries on the one `/*` route, not 19 routes: the guard and the route walk (which opens
    // these pages once already, e2e/support/walk-routes.ts) keep seeing one route, and the menu this table.
    navPages: [
      templatePage('kanban', 'apps', 'kanban'),
      templatePage('calendar', 'apps', 'calendar'),
      templatePage('chat', 'apps', 'chat'),
      templatePage('mail', 'apps', 'mail'),
      templatePage('academy', 'templates', 'academy'),
      templatePage('account', 'templates', 'templateAccount'),
      templatePage('analytics', 'templates', 'analytics'),
      templatePage('blog', 'templates', 'blog'),
      templatePage('crypto', 'templates', 'crypto'),
      templatePage('customers', 'templates', 'customers'),
      templatePage('influencers', 'templates', 'influencers'),
      templatePage('ecommerce', 'templates', 'ecommerce'),
      templatePage('file-manager', 'templates', 'fileManager'),
      templatePage('invoices', 'templates', 'invoices'),
      templatePage('jobs', 'templates', 'jobs'),
      templatePage('logistics', 'templates', 'logistics'),
      templatePage('orders', 'templates', 'orders'),
      templatePage('products', 'templates', 'products'),
      // An engagement's page is opened from the social dashboard's list.
      templatePage('social', 'templates', 'social', ['engagements']),
    ],
  },

  // Stakeholders
  {
    path: '/stakeholders',
    remote: 'remote_stakeholders',
    titleKey: 'nav.items.stakeholders',
    access: view('stakeholders'),
    nav: { key: 'stakeholders', group: 'stakeholders', icon: 'stakeholders' },
  },
  {
    path: '/stakeholders/list',
    remote: 'remote_stakeholders',
    titleKey: 'titles.stakeholderList',
    access: view('stakeholders'),
  },
  {
    path: '/stakeholders/new',
    remote: 'remote_stakeholders',
    titleKey: 'titles.stakeholderNew',
    access: add('stakeholders'),
  },
  {
    path: '/stakeholders/:stakeholderId',
    remote: 'remote_stakeholders',
    titleKey: 'titles.stakeholder',
    access: view('stakeholders'),
    example: { stakeholderId: EXAMPLE_ID },
  },
  {
    path: '/stakeholders/:stakeholderId/edit',
    remote: 'remote_stakeholders',
    titleKey: 'titles.stakeholderEdit',
    access: edit('stakeholders'),
    example: { stakeholderId: EXAMPLE_ID },
  },
  {
    path: '/configurations/stakeholders',
    remote: 'remote_stakeholders',
    titleKey: 'nav.items.stakeholderSettings',
    access: view('configurations'),
    nav: { key: 'stakeholderSettings', group: 'stakeholders', icon: 'settings' },
  },

  // Social interactions and topics
  {
    path: '/interactions',
    remote: 'remote_interactions',
    titleKey: 'nav.items.interactions',
    access: view('socialInteractions'),
    nav: { key: 'interactions', group: 'interactions', icon: 'interactions' },
  },
  {
    path: '/interactions/list',
    remote: 'remote_interactions',
    titleKey: 'titles.interactionList',
    access: view('socialInteractions'),
  },
  {
    path: '/interactions/new',
    remote: 'remote_interactions',
    titleKey: 'titles.interactionNew',
    access: add('socialInteractions'),
  },
  {
    path: '/interactions/:interactionId',
    remote: 'remote_interactions',
    titleKey: 'titles.interaction',
    access: view('socialInteractions'),
    example: { interactionId: EXAMPLE_ID },
  },
  {
    path: '/interactions/:interactionId/edit',
    remote: 'remote_interactions',
    titleKey: 'titles.interactionEdit',
    access: edit('socialInteractions'),
    example: { interactionId: EXAMPLE_ID },
  },
  {
    path: '/topics',
    remote: 'remote_interactions',
    titleKey: 'nav.items.topics',
    access: view('socialInteractions'),
    nav: { key: 'topics', group: 'interactions', icon: 'topics' },
  },
  {
    path: '/topics/list',
    remote: 'remote_interactions',
    titleKey: 'titles.topicList',
    access: view('socialInteractions'),
  },
  {
    path: '/topics/new',
    remote: 'remote_interactions',
    titleKey: 'titles.topicNew',
    access: add('socialInteractions'),
  },
  {
    path: '/topics/:topicId',
    remote: 'remote_interactions',
    titleKey: 'titles.topic',
    access: view('socialInteractions'),
    example: { topicId: EXAMPLE_ID },
  },
  {
    path: '/topics/:topicId/edit',
    remote: 'remote_interactions',
    titleKey: 'titles.topicEdit',
    access: edit('socialInteractions'),
    example: { topicId: EXAMPLE_ID },
  },
  {
    path: '/configurations/interactions',
    remote: 'remote_interactions',
    titleKey: 'nav.items.interactionSettings',
    access: view('configurations'),
    nav: { key: 'interactionSettings', group: 'interactions', icon: 'settings' },
  },

  // Social commitments
  {
    path: '/commitments',
    remote: 'remote_commitments',
    titleKey: 'nav.items.commitmentsDashboard',
    access: view('customModules'),
    nav: { key: 'commitmentsDashboard', group: 'commitments', icon: 'dashboard' },
  },
  {
    path: '/commitments/negotiation_plan',
    remote: 'remote_commitments',
    titleKey: 'nav.items.negotiationPlans',
    access: view('customModules'),
    nav: { key: 'negotiationPlans', group: 'commitments', icon: 'negotiation' },
  },
  {
    path: '/commitments/negotiation_plan/new',
    remote: 'remote_commitments',
    titleKey: 'titles.negotiationPlanNew',
    access: add('customModules'),
  },
  {
    path: '/commitments/negotiation_plan/:negotiationPlanId',
    remote: 'remote_commitments',
    titleKey: 'titles.negotiationPlan',
    access: view('customModules'),
    example: { negotiationPlanId: EXAMPLE_ID },
  },
  {
    path: '/commitments/negotiation_plan/:negotiationPlanId/edit',
    remote: 'remote_commitments',
    titleKey: 'titles.negotiationPlanEdit',
    access: edit('customModules'),
    example: { negotiationPlanId: EXAMPLE_ID },
  },
  {
    path: '/commitments/management',
    remote: 'remote_commitments',
    titleKey: 'nav.items.management',
    access: view('customModules'),
    nav: { key: 'management', group: 'commitments', icon: 'management' },
  },
  {
    path: '/commitments/management/new',
    remote: 'remote_commitments',
    titleKey: 'titles.managementNew',
    access: add('customModules'),
  },
  {
    path: '/commitments/management/:managementId',
    remote: 'remote_commitments',
    titleKey: 'titles.management',
    access: view('customModules'),
    example: { managementId: EXAMPLE_ID },
  },
  {
    path: '/commitments/management/:managementId/edit',
    remote: 'remote_commitments',
    titleKey: 'titles.managementEdit',
    access: edit('customModules'),
    example: { managementId: EXAMPLE_ID },
  },
  {
    path: '/configurations/commitments',
    remote: 'remote_commitments',
    titleKey: 'nav.items.commitmentSettings',
    access: view('configurations'),
    nav: { key: 'commitmentSettings', group: 'commitments', icon: 'settings' },
  },

  // Administration
  {
    path: '/users',
    remote: 'remote_admin',
    titleKey: 'nav.items.users',
    access: view('users'),
    nav: { key: 'users', group: 'administration', icon: 'users' },
  },
  { path: '/users/list', remote: 'remote_admin', titleKey: 'titles.userList', access: view('users') },
  { path: '/users/new', remote: 'remote_admin', titleKey: 'titles.userNew', access: add('users') },
  {
    path: '/users/:userId',
    remote: 'remote_admin',
    titleKey: 'titles.user',
    access: view('users'),
    example: { userId: EXAMPLE_ID },
  },
  {
    path: '/users/:userId/edit',
    remote: 'remote_admin',
    titleKey: 'titles.userEdit',
    access: edit('users'),
    example: { userId: EXAMPLE_ID },
  },
  {
    path: '/workspaces',
    remote: 'remote_admin',
    titleKey: 'nav.items.workspaces',
    access: view('configurations'),
    nav: { key: 'workspaces', group: 'administration', icon: 'workspaces' },
  },
  {
    path: '/workspaces/list',
    remote: 'remote_admin',
    titleKey: 'titles.workspaceList',
    access: view('configurations'),
  },
  {
    path: '/workspaces/new',
    remote: 'remote_admin',
    titleKey: 'titles.workspaceNew',
    access: add('configurations'),
  },
  {
    path: '/workspaces/:workspaceId',
    remote: 'remote_admin',
    titleKey: 'titles.workspace',
    access: view('configurations'),
    example: { workspaceId: EXAMPLE_ID },
  },
  {
    path: '/workspaces/:workspaceId/edit',
    remote: 'remote_admin',
    titleKey: 'titles.workspaceEdit',
    access: edit('configurations'),
    example: { workspaceId: EXAMPLE_ID },
  },
  {
    path: '/configurations',
    remote: 'remote_admin',
    titleKey: 'nav.items.configurations',
    access: view('configurations'),
    nav: { key: 'configurations', group: 'administration', icon: 'settings' },
  },
  {
    path: '/account',
    remote: 'remote_admin',
    titleKey: 'nav.items.account',
    access: 'member',
    nav: { key: 'account', group: 'personal', icon: 'account' },
  },
  {
    path: '/notifications',
    remote: 'remote_admin',
    titleKey: 'nav.items.notifications',
    access: 'member',
    nav: { key: 'notifications', group: 'personal', icon: 'notifications' },
  },

  // The sign-in flow (remote-auth), drawn standalone.
  { path: '/auth', remote: 'remote_auth', titleKey: 'titles.signIn', access: 'signIn' },
  {
    path: '/auth/login',
    remote: 'remote_auth',
    titleKey: 'titles.signIn',
    access: 'signIn',
    nav: { key: 'signIn', group: 'account', icon: 'signIn', guestOnly: true },
  },
  { path: '/auth/workspaces', remote: 'remote_auth', titleKey: 'titles.workspaceChoice', access: 'signIn' },
  { path: '/auth/lgpd', remote: 'remote_auth', titleKey: 'titles.lgpd', access: 'signIn' },
  {
    path: '/auth/forgot_password',
    remote: 'remote_auth',
    titleKey: 'titles.forgotPassword',
    access: 'signIn',
  },
  {
    path: '/auth/reset_password',
    remote: 'remote_auth',
    titleKey: 'titles.resetPassword',
    access: 'signIn',
  },

  // The template's public pages (remote-templates).
  {
    path: '/',
    remote: 'remote_templates',
    titleKey: 'nav.items.home',
    access: 'public',
    nav: { key: 'home', group: 'general', icon: 'home', guestOnly: true },
  },
  {
    path: '/pricing',
    remote: 'remote_templates',
    titleKey: 'nav.items.pricing',
    access: 'public',
    nav: { key: 'pricing', group: 'general', icon: 'pricing', guestOnly: true },
  },
  {
    path: '/contact',
    remote: 'remote_templates',
    titleKey: 'nav.items.contact',
    access: 'public',
    nav: { key: 'contact', group: 'general', icon: 'contact', guestOnly: true },
  },
  { path: '/checkout', remote: 'remote_templates', titleKey: 'titles.template', access: 'public' },
  { path: '/auth-demo/*', remote: 'remote_templates', titleKey: 'titles.template', access: 'public' },
  {
    path: '/components/*',
    remote: 'remote_templates',
    titleKey: 'nav.items.components',
    access: 'public',
    nav: { key: 'components', group: 'showcase', icon: 'components' },
  },
  {
    path: '/docs/*',
    remote: 'remote_templates',
    titleKey: 'nav.items.docs',
    access: 'public',
    nav: { key: 'docs', group: 'showcase', icon: 'docs' },
  },
];

/** The path a navigation entry links to: its pattern without the trailing `/*`. */
export const linkPath = (route: AppRoute): string => route.path.replace(/\/\*$/, '') || '/';

/** A concrete URL for a route: its parameters filled from `example` (or `params`), `/*` dropped. */
export function examplePath(route: AppRoute, params: Readonly<Record<string, string>> = {}): string {
  return linkPath(route).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name] ?? route.example?.[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${route.path}`);
    return encodeURIComponent(value);
  });
}
