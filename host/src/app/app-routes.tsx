import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../auth/route-guard';
import { PageSpinner } from '../components/page-spinner';
import { findRoute } from '../navigation/route-match';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { AuthLayout } from './auth-layout';
import { loadShellLayout } from './shell-layout-loader';

// The error pages (antd's Result) are fetched when one is shown, not on every first visit.
const ErrorPage = lazy(() => import('../pages/error-page').then((m) => ({ default: m.ErrorPage })));
const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
// The app's shell (header, navigation, settings button and their icons) is not drawn by the sign-in
// flow, the first page most visitors download: it is fetched for the other pages (and ahead of time,
// see ShellPreload) (docs/decisions/0010-front-end-weight.md).
const ShellLayout = lazy(() => loadShellLayout().then((m) => ({ default: m.ShellLayout })));

/** The sign-in flow stands alone (brand, language, card); every other page is in the app's shell. */
function PageLayout() {
  const { pathname } = useLocation();
  if (findRoute(pathname)?.access === 'signIn') return <AuthLayout />;
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <ShellLayout />
    </Suspense>
  );
}

/** The host's routing: its error pages, then every other path to its owning remote (route table). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageLayout />}>
        <Route path="401" element={page(<ErrorPage code={401} />)} />
        <Route path="404" element={page(<ErrorPage code={404} />)} />
        <Route path="500" element={page(<ErrorPage code={500} />)} />
        {/* Every remote path passes the sign-in guards; the error pages above never do. */}
        <Route element={<RouteGuard />}>
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Route>
    </Routes>
  );
}
