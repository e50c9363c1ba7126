import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemoteConfig } from '../../remotes/remote-loader';
import { forgetLoadedRemotes } from '../../remotes/remote-mount';
import { AppRoutes } from '../app-routes';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { signInToApp } from '../../test/session';

// The edge: the federation runtime. Each "remote" is a component naming itself and the path it got.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const REMOTES_JSON = {
  remote_auth: 'http://localhost:3001/mf-manifest.json',
  remote_stakeholders: 'http://localhost:3002/mf-manifest.json',
  remote_interactions: 'http://localhost:3003/mf-manifest.json',
  remote_commitments: 'http://localhost:3004/mf-manifest.json',
  remote_admin: 'http://localhost:3005/mf-manifest.json',
  remote_templates: 'http://localhost:3006/mf-manifest.json',
};

beforeAll(async () => {
  await setupI18n();
  // Signed in as an admin, so the route guard lets every product path through to its remote.
  signInToApp();
});

beforeEach(() => {
  forgetRemoteConfig();
  forgetLoadedRemotes();
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(REMOTES_JSON) } as Response),
  );
  mockedLoadRemote.mockImplementation(async (id: string) => {
    const remote = id.replace(/\/routes$/, '');
    return { default: () => <h2>{`mounted ${remote}`}</h2> };
  });
});

describe('AppRoutes', () => {
  it.each([
    ['/stakeholders/list', 'remote_stakeholders'],
    ['/configurations/stakeholders', 'remote_stakeholders'],
    ['/topics/1', 'remote_interactions'],
    ['/auth/workspaces', 'remote_auth'],
    ['/commitments/management', 'remote_commitments'],
    ['/account', 'remote_admin'],
    ['/pricing', 'remote_templates'],
  ])('mounts the owner of %s (%s) and fetches no other remote', async (path, remote) => {
    renderWithShell(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: `mounted ${remote}` })).toBeInTheDocument();
    const loaded = mockedLoadRemote.mock.calls.map(([id]) => id);
    expect(loaded).toEqual([`${remote}/routes`]);
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: remote, entry: REMOTES_JSON[remote as keyof typeof REMOTES_JSON] }]),
    );
  });

  it('shows the host 404 page for an unknown path without fetching any remote', async () => {
    renderWithShell(<AppRoutes />, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it.each([
    // Signed in (see beforeAll): the 401 page says access is denied rather than asking to sign in.
    ['/401', 'Access denied'],
    ['/500', 'Something went wrong'],
  ])('serves %s from the host itself', async (path, title) => {
    renderWithShell(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('keeps the navigation usable before any remote has answered', async () => {
    mockedLoadRemote.mockImplementation(() => new Promise(() => undefined));
    renderWithShell(<AppRoutes />, '/stakeholders');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('switches remote when the user follows a link into another area', async () => {
    renderWithShell(<AppRoutes />, '/pricing');
    await screen.findByRole('heading', { name: 'mounted remote_templates' });
    // The shell's navigation is a lazy chunk of its own: it may arrive after the page.
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Stakeholders' }));
    expect(await screen.findByRole('heading', { name: 'mounted remote_stakeholders' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/stakeholders');
  });
});
