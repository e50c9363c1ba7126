import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../auth/route-guard';
import { PageSpinner } from '../components/page-spinner';
import { ShellLayout } from '../layout/shell-layout';
import { RemoteOutlet } from '../remotes/remote-outlet';

// The error pages (antd's Result) are fetched when one is shown, not on every first visit.
const ErrorPage = lazy(() => import('../pages/error-page').then((m) => ({ default: m.ErrorPage })));
const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** The host's only route table: its error pages, then every other path to its owning remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
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
