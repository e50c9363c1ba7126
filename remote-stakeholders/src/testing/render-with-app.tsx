import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { emptyPermission, i18n, initI18n, useAuthStore, type AreaPermission } from '@conexoes/shared';
import '../i18n/register';

// Answers come from a real local server and antd renders slowly in jsdom: wait up to 15 s (a ceiling: the machine is shared).
configure({ asyncUtilTimeout: 15_000 });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

/** Signs a test user in with these stakeholder and configuration flags. */
export const signInWith = (flags: Partial<AreaPermission> = { fullAccess: true }) => {
  const permission = emptyPermission();
  permission.stakeholders = { ...permission.stakeholders, ...flags };
  permission.configurations = { ...permission.configurations, ...flags };
  permission.socialInteractions = { ...permission.socialInteractions, ...flags };
  useAuthStore.setState({ token: 'test-token', isAuthenticated: true, permission });
};

/**
 * Renders `element` at `path` (which may carry a query) inside the shared i18n, antd's App (modals,
 * messages) and a router; `route` is the route pattern when it differs from the path. Other paths
 * render a stand-in, and the current location is readable from the `location` test id.
 */
export const renderAt = async (element: ReactElement, path: string, route?: string) => {
  await initI18n({ lng: 'en' });
  return render(
    <I18nextProvider i18n={i18n}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={element} />
            <Route path="*" element={<p>{'elsewhere'}</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  );
};

/** The current location (path and query) shown by the probe. */
export const currentLocation = (container: HTMLElement = document.body): string =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';
