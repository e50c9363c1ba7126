import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/**
 * A remote's `./routes` mounted at the root inside antd's App, as the host mounts it, at `path`.
 * The host's /404 is stood in for by "host not-found page"; the path is readable from the
 * `location` test id. One harness for every remote's routes.test.tsx.
 */
export function renderRemoteAt(RemoteRoutes: ComponentType, path: string) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path="404" element={<p>{'host not-found page'}</p>} />
          <Route path="*" element={<RemoteRoutes />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}
