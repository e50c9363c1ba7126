// Which paths need a session, and which flag each product route needs: one pure function over the
// host's route table, so the guard, the tests and the navigation agree (ant-design-pro style `access`).
import { can, type Permission } from '@conexoes/shared';
import { findRoute } from '../navigation/route-match';
import { ROUTES, type RouteAccess } from '../navigation/route-table';

export type RouteViewer = {
  isAuthenticated: boolean;
  /** 'login' = signed in, workspaces not chosen yet; 'app' = token for the product. */
  stage: 'login' | 'app' | null;
  documentPending: boolean;
  permission: Permission | null | undefined;
};

export type RouteDecision =
  | { kind: 'allow' }
  /**
   * `remember`: the user wanted this path; it goes along to the sign-in step (`?redirect=`).
   * `resume`: the user is through the flow; a wanted page carried by the URL comes before `to`.
   */
  | { kind: 'redirect'; to: string; remember: boolean; resume?: boolean };

export const LOGIN_PATH = '/auth/login';
export const LGPD_PATH = '/auth/lgpd';
export const WORKSPACES_PATH = '/auth/workspaces';
export const FORBIDDEN_PATH = '/401';
export const OVERVIEW_PATH = '/dashboard';

/** The sign-in flow pages someone with a pending data-protection document may still open. */
const FLOW_ALLOWED_WITH_PENDING_DOCUMENT = [
  LGPD_PATH,
  LOGIN_PATH,
  '/auth/forgot_password',
  '/auth/reset_password',
];

/** Pages for signing in: someone already in the product opening one is sent on to their home. */
const SIGN_IN_PAGES = ['/auth', LOGIN_PATH, '/auth/forgot_password', '/auth/reset_password'];

const normalise = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;

/** Open to anyone: the template's pages and the sign-in flow (error pages are routed outside the guard). */
export const isPublicPath = (pathname: string): boolean => {
  const access = findRoute(normalise(pathname))?.access;
  return access === 'public' || access === 'signIn';
};

/** Whether the viewer may open a route with this access rule, once signed in with workspaces chosen. */
export function mayOpen(access: RouteAccess, permission: Permission | null | undefined): boolean {
  if (typeof access !== 'object') return true;
  const { area, action } = access;
  return action === 'edit'
    ? can(permission, area, 'edit') || can(permission, area, 'editConditionally')
    : can(permission, area, action);
}

/**
 * A member's home: the overview when their flags open it, else the first area of the menu they may
 * view, else their own account (open to every member).
 */
export function homePath(permission: Permission | null | undefined): string {
  const overview = findRoute(OVERVIEW_PATH);
  if (overview && mayOpen(overview.access, permission)) return OVERVIEW_PATH;
  const firstArea = ROUTES.find(
    (route) => route.nav && typeof route.access === 'object' && mayOpen(route.access, permission),
  );
  return firstArea ? firstArea.path : '/account';
}

/** Where the viewer may go: the path itself, or the step of the sign-in flow that comes first. */
export function decideRoute(pathname: string, viewer: RouteViewer): RouteDecision {
  const path = normalise(pathname);
  const route = findRoute(path);
  // A path nobody owns is the host's 404, not a sign-in question.
  if (!route) return { kind: 'allow' };
  const pendingDocument = viewer.isAuthenticated && viewer.documentPending;
  const inProduct = viewer.isAuthenticated && viewer.stage === 'app' && !pendingDocument;

  if (route.access === 'public' || route.access === 'signIn') {
    // Nothing else is reachable before the document is accepted (SPEC §2, issue 3).
    if (pendingDocument && !FLOW_ALLOWED_WITH_PENDING_DOCUMENT.includes(path)) {
      return { kind: 'redirect', to: LGPD_PATH, remember: false, resume: true };
    }
    // Signed in already: the sign-in page (and the template's landing page) lead to the product.
    if (inProduct && (path === '/' || SIGN_IN_PAGES.includes(path))) {
      return { kind: 'redirect', to: homePath(viewer.permission), remember: false, resume: true };
    }
    if (
      viewer.isAuthenticated &&
      viewer.stage === 'login' &&
      !pendingDocument &&
      SIGN_IN_PAGES.includes(path)
    ) {
      return { kind: 'redirect', to: WORKSPACES_PATH, remember: false, resume: true };
    }
    return { kind: 'allow' };
  }

  if (!viewer.isAuthenticated) return { kind: 'redirect', to: LOGIN_PATH, remember: true };
  if (pendingDocument) return { kind: 'redirect', to: LGPD_PATH, remember: true };
  if (viewer.stage !== 'app') return { kind: 'redirect', to: WORKSPACES_PATH, remember: true };

  if (!mayOpen(route.access, viewer.permission)) {
    return { kind: 'redirect', to: FORBIDDEN_PATH, remember: false };
  }
  return { kind: 'allow' };
}
