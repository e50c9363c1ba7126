import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnPathFrom, selectCanUseApp, useAuthStore, withReturnPath } from '@conexoes/shared';
import { decideRoute } from './route-access';

/**
 * Layout route around every remote path: sends the user to the sign-in step that comes first
 * (login, the data-protection document, the workspace choice) or to /401 when the flags forbid
 * the route. The wanted page travels in the URL of each step (`?redirect=`, checked to be a path
 * of this site), and each step hands it on, so the user lands there once the flow is through.
 */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const stage = useAuthStore((s) => s.stage);
  const documentPending = useAuthStore((s) => s.documentLgpd !== null);
  const permission = useAuthStore((s) => s.permission);
  const canUseApp = useAuthStore(selectCanUseApp);
  const selectedWorkspaces = useAuthStore((s) => s.selectedWorkspaces);

  const decision = decideRoute(pathname, { isAuthenticated, stage, documentPending, permission });

  if (decision.kind === 'redirect') {
    let to = decision.to;
    if (decision.remember) to = withReturnPath(decision.to, `${pathname}${search}${hash}`);
    else if (decision.resume) {
      const carried = returnPathFrom(search);
      to = decision.to.startsWith('/auth/') ? withReturnPath(decision.to, carried) : (carried ?? decision.to);
    }
    return <Navigate to={to} replace />;
  }
  // A new workspace choice remounts the area, so it loads again for the new scope.
  return <Outlet key={canUseApp ? selectedWorkspaces.join(',') : 'flow'} />;
}
