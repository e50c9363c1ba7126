import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@conexoes/shared';
import { findRoute } from '../navigation/route-match';
import { loadShellLayout } from './shell-layout-loader';

/**
 * Fetches the app's shell ahead of time when it will be drawn next: on any page outside the sign-in
 * flow (while the startup gate waits for the session), and once signed in (the workspace choice,
 * the data-protection document). A visitor of the sign-in page does not download it.
 */
export function ShellPreload() {
  const { pathname } = useLocation();
  const authenticated = useAuthStore((s) => s.isAuthenticated);
  const needed = authenticated || findRoute(pathname)?.access !== 'signIn';
  useEffect(() => {
    if (needed) loadShellLayout().catch(() => undefined); // the route's own render reports a failure
  }, [needed]);
  return null;
}
