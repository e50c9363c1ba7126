import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { selectCanUseApp, useAuthStore } from '@conexoes/shared';
import { decideRoute, LOGIN_PATH } from './route-access';
import { forgetReturnPath, readReturnPath, rememberReturnPath } from './return-path';

export type ReturnState = { from?: string };

/** After the flow (login → document → workspaces) the auth pages land on '/' or stay on /auth/*. */
const isFlowLanding = (pathname: string): boolean => pathname === '/' || pathname.startsWith('/auth/');

/**
 * Layout route around every remote path: sends the user to the sign-in step that comes first
 * (login, the data-protection document, the workspace choice) or to /401 when the flags forbid
 * the route, and brings them back to where they wanted to go once the flow is through.
 */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const stage = useAuthStore((s) => s.stage);
  const documentPending = useAuthStore((s) => s.documentLgpd !== null);
  const permission = useAuthStore((s) => s.permission);
  const canUseApp = useAuthStore(selectCanUseApp);
  const selectedWorkspaces = useAuthStore((s) => s.selectedWorkspaces);
  const { pathname, search, hash } = location;

  const decision = decideRoute(pathname, { isAuthenticated, stage, documentPending, permission });
  const wanted = `${pathname}${search}${hash}`;
  const returning = canUseApp && isFlowLanding(pathname) && readReturnPath() !== null;

  const toRemember = decision.kind === 'redirect' && decision.remember ? wanted : null;
  const inProduct = canUseApp && decision.kind === 'allow' && !isFlowLanding(pathname);

  useEffect(() => {
    if (toRemember !== null) rememberReturnPath(toRemember);
  }, [toRemember]);

  // The guard's own redirect to sign-in carries `from` (kept by the browser across a reload too);
  // opening the sign-in page any other way (a link, the address bar, after signing out) starts afresh.
  const freshSignIn = pathname === LOGIN_PATH && !(location.state as ReturnState | null)?.from;
  useEffect(() => {
    if (freshSignIn) forgetReturnPath();
  }, [freshSignIn]);

  useEffect(() => {
    // Arrived in the product some other way (the chooser's own `from`, a link): the flow is through.
    if (inProduct) forgetReturnPath();
  }, [inProduct]);

  useEffect(() => {
    if (!returning) return;
    // Read again: under StrictMode the effect runs twice and the first run already consumed it.
    const target = readReturnPath();
    if (target === null) return;
    forgetReturnPath();
    navigate(target, { replace: true });
  }, [returning, navigate]);

  if (decision.kind === 'redirect') {
    const state: ReturnState | undefined = decision.remember ? { from: wanted } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  if (returning) return null;
  // A new workspace choice remounts the area, so it loads again for the new scope.
  return <Outlet key={canUseApp ? selectedWorkspaces.join(',') : 'flow'} />;
}
