import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { selectCanUseApp, useAuthStore } from '@conexoes/shared';
import { decideRoute, LOGIN_PATH } from './route-access';
import { forgetReturnPath, readReturnPath, rememberReturnPath } from './return-path';

export type ReturnState = { from?: string };

/** Marks the sign-in page the guard sent someone to, so their wanted page is kept. */
export const REDIRECT_PARAM = 'redirect';

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

  // The guard's own redirect to sign-in is marked in the URL (history state would not do: Chromium
  // turns a navigation to the current URL into a reload, which keeps it); opening the sign-in page
  // any other way (a link, the address bar, after signing out or a 403) starts afresh.
  const freshSignIn = pathname === LOGIN_PATH && !new URLSearchParams(search).has(REDIRECT_PARAM);
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
    // Only a marker and a hint for the reader: the path itself is taken from storage, never from the
    // URL, so a crafted link cannot send anyone elsewhere after sign-in.
    const to =
      decision.remember && decision.to === LOGIN_PATH
        ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`
        : decision.to;
    return <Navigate to={to} replace state={state} />;
  }
  if (returning) return null;
  // A new workspace choice remounts the area, so it loads again for the new scope.
  return <Outlet key={canUseApp ? selectedWorkspaces.join(',') : 'flow'} />;
}
