import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../auth/route-guard';
import { ShellLayout } from '../layout/shell-layout';
import { ErrorPage } from '../pages/error-page';
import { RemoteOutlet } from '../remotes/remote-outlet';

/** The host's only route table: its error pages, then every other path to its owning remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="401" element={<ErrorPage code={401} />} />
        <Route path="404" element={<ErrorPage code={404} />} />
        <Route path="500" element={<ErrorPage code={500} />} />
        {/* Every remote path passes the sign-in guards; the error pages above never do. */}
        <Route element={<RouteGuard />}>
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Route>
    </Routes>
  );
}
