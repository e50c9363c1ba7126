import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@conexoes/shared';
import { findRoute } from '../navigation/route-match';
import { preloadFailureParts } from '../feedback/preload-failure-parts';
import { loadShellLayout } from './shell-layout-loader';

/**
 * Fetches the app's shell ahead of time when it will be drawn next: on any page outside the sign-in
 * flow (while the startup gate waits for the session), and once signed in (the workspace choice,
 * the data-protection document). A visitor of the sign-in page does not download it. Once signed in,
 * what a failure draws too: a save that fails without a connection must still be able to say so.
 */
export function ShellPreload() {
  const { pathname } = useLocation();
  const authenticated = useAuthStore((s) => s.isAuthenticated);
  const needed = authenticated || findRoute(pathname)?.access !== 'signIn';
  useEffect(() => {
    if (needed) loadShellLayout().catch(() => undefined); // the route's own render reports a failure
  }, [needed]);
  useEffect(() => {
    if (authenticated) preloadFailureParts().catch(() => undefined); // each fetches again when drawn
  }, [authenticated]);
  return null;
}
