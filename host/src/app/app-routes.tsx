import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../auth/route-guard';
import { PageSpinner } from '../components/page-spinner';
import { ShellLayout } from '../layout/shell-layout';
import { findRoute } from '../navigation/route-match';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { AuthLayout } from './auth-layout';

// The error pages (antd's Result) are fetched when one is shown, not on every first visit.
const ErrorPage = lazy(() => import('../pages/error-page').then((m) => ({ default: m.ErrorPage })));
const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** The sign-in flow stands alone (brand, language, card); every other page is in the app's shell. */
function PageLayout() {
  const { pathname } = useLocation();
  return findRoute(pathname)?.access === 'signIn' ? <AuthLayout /> : <ShellLayout />;
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
