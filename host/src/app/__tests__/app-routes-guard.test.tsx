import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { api, roleTemplates, useAuthStore } from '@conexoes/shared';
import { forgetRemoteConfig } from '../../remotes/remote-loader';
import { forgetLoadedRemotes } from '../../remotes/remote-mount';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { signInToApp } from '../../test/session';
import { AppRoutes } from '../app-routes';

// The edge: the federation runtime. Each "remote" is a heading naming itself.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedLoadRemote = jest.mocked(loadRemote);

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.getState().signOut();
  forgetRemoteConfig();
  forgetLoadedRemotes();
  global.fetch = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () =>
        Promise.resolve({
          remote_auth: 'http://localhost:3001/mf-manifest.json',
          remote_admin: 'http://localhost:3005/mf-manifest.json',
        }),
    } as Response),
  );
  mockedLoadRemote.mockImplementation(async (id: string) => ({
    default: () => <h2>{`mounted ${id.replace(/\/routes$/, '')}`}</h2>,
  }));
  // The other edge: the API (the top bar's workspace switcher asks for the workspace names).
  jest
    .spyOn(api, 'get')
    .mockResolvedValue({ containsWorkspace: true, shouldSelectWorkspace: false, options: [] });
});
afterEach(() => jest.restoreAllMocks());

describe('the shell routes behind the guards', () => {
  it('sends an anonymous visitor of a product path to sign in without fetching that area', async () => {
    renderWithShell(<AppRoutes />, '/users/list');
    expect(await screen.findByRole('heading', { name: 'mounted remote_auth' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['remote_auth/routes']);
  });

  it('shows the host 401 page for a route the flags forbid, without fetching that area', async () => {
    signInToApp(roleTemplates.viewer);
    renderWithShell(<AppRoutes />, '/users/list');
    // Signed in: the page says access is denied, not "sign in".
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/401');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor of /401 to sign in', async () => {
    renderWithShell(<AppRoutes />, '/401');
    expect(await screen.findByRole('heading', { name: 'Sign-in required' })).toBeInTheDocument();
  });

  it('hides the menu entries the refreshed flags forbid', async () => {
    signInToApp(roleTemplates.viewer);
    renderWithShell(<AppRoutes />, '/account');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Stakeholders');
    expect(nav).not.toHaveTextContent('Users');
    expect(nav).not.toHaveTextContent('Workspaces');
  });
});
