import type { ReactElement } from 'react';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '../i18n';
import type { AreaPermission, Permission } from '../contract/permission-flags';
import { emptyPermission } from '../stores/permission';
import { useAuthStore } from '../stores/auth.store';

// Some pages' answers come from a real local server and antd renders slowly in jsdom on a shared
// 2-core machine: findBy*/waitFor give up after 15 s (a ceiling, never a sleep).
configure({ asyncUtilTimeout: 15_000 });

/** The current location (path and query), readable from the `location` test id. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

/** Every other path: a stand-in saying where the test arrived, query included ("arrived at /x?redirect=…"). */
function Arrived() {
  const { pathname, search } = useLocation();
  return <p>{`arrived at ${pathname}${search}`}</p>;
}

/** Signs a test user in with this permission, named as a real session is (form drafts are kept per person). */
export const signInAs = (permission: Permission) => {
  useAuthStore.setState({
    token: 'test-token',
    isAuthenticated: true,
    email: 'ana.analista@conexoes.local',
    name: 'Ana Analista',
    permission,
  });
};

/** Signs a test user in with these flags on stakeholders, configurations and social interactions. */
export const signInWith = (flags: Partial<AreaPermission> = { fullAccess: true }) => {
  const permission = emptyPermission();
  permission.stakeholders = { ...permission.stakeholders, ...flags };
  permission.configurations = { ...permission.configurations, ...flags };
  permission.socialInteractions = { ...permission.socialInteractions, ...flags };
  signInAs(permission);
};

/**
 * Renders a page `element` at `path` (which may carry a query) inside the shared i18n (in English),
 * antd's App (modals, messages) and a router, as the host mounts a remote; `route` is the route
 * pattern when it differs from the path (`/topics/:topicId/edit`). Any other path renders
 * "arrived at <path and query>", and the current location is readable with `currentLocation()`.
 * Rendered inside act, so data loaded on arrival from already-resolved test doubles settles first.
 * One harness for every remote's page tests (the routes tests use `renderRemoteAt`).
 */
export const renderAt = async (
  element: ReactElement,
  path: string,
  route?: string,
): Promise<RenderResult> => {
  await initI18n({ lng: 'en' });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            <Routes>
              <Route path={route ?? path.split('?')[0]} element={element} />
              <Route path="*" element={<Arrived />} />
            </Routes>
          </MemoryRouter>
        </App>
      </I18nextProvider>,
    );
  });
  return result as RenderResult;
};

/** The current location (path and query) shown by the probe. */
export const currentLocation = (container: HTMLElement = document.body): string =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';
