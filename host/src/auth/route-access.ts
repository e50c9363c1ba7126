// Which paths need a session, and which flag each product route needs: one pure function, so the
// guard, the tests and the navigation agree (ant-design-pro style `access`, ARCHITECTURE).
import { can, type Permission, type PermissionArea } from '@conexoes/shared';
import { findRemote } from '../remotes/remote-map';

export type RouteViewer = {
  isAuthenticated: boolean;
  /** 'login' = signed in, workspaces not chosen yet; 'app' = token for the product. */
  stage: 'login' | 'app' | null;
  documentPending: boolean;
  permission: Permission | null | undefined;
};

export type RouteDecision =
  | { kind: 'allow' }
  /** `remember`: the user wanted this path; bring them back once the sign-in flow is through. */
  | { kind: 'redirect'; to: string; remember: boolean };

type Need = 'view' | 'add' | 'edit';
type Rule = { prefix: string; exact?: boolean; area: PermissionArea | null };

/**
 * Public (ARCHITECTURE route map): the sign-in flow (/auth/*), the template's demo sign-in
 * (/auth-demo/*), its marketing and showcase pages (/, /checkout, /contact, /pricing, /components/*,
 * /docs/*) and the error pages (routed by the host outside this guard). /dashboard/* is the product's
 * overview in the navigation (area `dashboard`), so it is protected like the other areas.
 */
const PUBLIC_EXACT = ['/', '/checkout', '/contact', '/pricing', '/401', '/404', '/500'];
const PUBLIC_PREFIXES = ['/auth', '/auth-demo', '/components', '/docs'];

/** The sign-in flow pages someone with a pending data-protection document may still open. */
const FLOW_ALLOWED_WITH_PENDING_DOCUMENT = [
  '/auth/lgpd',
  '/auth/login',
  '/auth/forgot_password',
  '/auth/reset_password',
];

/** Product routes → the area whose flags open them; null = any signed-in member (own account). Longest prefix wins. */
const PRODUCT_RULES: readonly Rule[] = [
  { prefix: '/dashboard', area: 'dashboard' },
  { prefix: '/stakeholders', area: 'stakeholders' },
  { prefix: '/configurations/stakeholders', exact: true, area: 'configurations' },
  { prefix: '/interactions', area: 'socialInteractions' },
  { prefix: '/topics', area: 'socialInteractions' },
  { prefix: '/configurations/interactions', exact: true, area: 'configurations' },
  { prefix: '/commitments', area: 'customModules' },
  { prefix: '/users', area: 'users' },
  { prefix: '/workspaces', area: 'configurations' },
  { prefix: '/configurations', exact: true, area: 'configurations' },
  { prefix: '/account', exact: true, area: null },
  { prefix: '/notifications', exact: true, area: null },
];

export const LOGIN_PATH = '/auth/login';
export const LGPD_PATH = '/auth/lgpd';
export const WORKSPACES_PATH = '/auth/workspaces';
export const FORBIDDEN_PATH = '/401';

const normalise = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

export const isPublicPath = (pathname: string): boolean => {
  const path = normalise(pathname);
  return PUBLIC_EXACT.includes(path) || PUBLIC_PREFIXES.some((prefix) => under(path, prefix));
};

const productRule = (path: string): Rule | undefined => {
  let best: Rule | undefined;
  for (const rule of PRODUCT_RULES) {
    const hit = rule.exact ? path === rule.prefix : under(path, rule.prefix);
    if (hit && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best;
};

/** `…/new` creates, `…/{id}/edit` edits, anything else reads. */
const needOf = (path: string): Need => {
  if (path.endsWith('/new')) return 'add';
  if (path.endsWith('/edit')) return 'edit';
  return 'view';
};

const allowed = (permission: RouteViewer['permission'], area: PermissionArea, need: Need): boolean =>
  need === 'edit'
    ? can(permission, area, 'edit') || can(permission, area, 'editConditionally')
    : can(permission, area, need);

/** Where the viewer may go: the path itself, or the step of the sign-in flow that comes first. */
export function decideRoute(pathname: string, viewer: RouteViewer): RouteDecision {
  const path = normalise(pathname);
  const pendingDocument = viewer.isAuthenticated && viewer.documentPending;

  if (isPublicPath(path)) {
    // Nothing else is reachable before the document is accepted (SPEC §2, issue 3).
    if (pendingDocument && !FLOW_ALLOWED_WITH_PENDING_DOCUMENT.includes(path)) {
      return { kind: 'redirect', to: LGPD_PATH, remember: false };
    }
    return { kind: 'allow' };
  }
  // A path nobody owns is the host's 404, not a sign-in question.
  if (!findRemote(path)) return { kind: 'allow' };

  if (!viewer.isAuthenticated) return { kind: 'redirect', to: LOGIN_PATH, remember: true };
  if (pendingDocument) return { kind: 'redirect', to: LGPD_PATH, remember: true };
  if (viewer.stage !== 'app') return { kind: 'redirect', to: WORKSPACES_PATH, remember: true };

  const rule = productRule(path);
  if (rule?.area && !allowed(viewer.permission, rule.area, needOf(path))) {
    return { kind: 'redirect', to: FORBIDDEN_PATH, remember: false };
  }
  return { kind: 'allow' };
}
