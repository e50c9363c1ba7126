import { act, screen } from '@testing-library/react';
import { api, i18n, initI18n } from '@conexoes/shared';
import { renderRemoteAt } from '@conexoes/shared/testing';
import { AdminRoutes } from '../routes';

const renderAt = (path: string) => renderRemoteAt(AdminRoutes, path);

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  // Pages load their data on arrival; here only routing is under test, so calls stay pending.
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('AdminRoutes', () => {
  it.each([
    ['/dashboard', 'Overview'],
    ['/users', 'Users'],
    ['/users/list', 'User list'],
    ['/users/new', 'New user'],
    ['/users/42', 'User'],
    ['/users/42/edit', 'Edit user'],
    ['/workspaces', 'Workspaces'],
    ['/workspaces/list', 'Workspace list'],
    ['/workspaces/new', 'New workspace'],
    ['/workspaces/42', 'Workspace'],
    ['/workspaces/42/edit', 'Edit workspace'],
    ['/configurations', 'Configurations'],
    ['/account', 'Account'],
    ['/notifications', 'Notifications'],
  ])('renders %s with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends an unknown path below its prefixes to /404', async () => {
    renderAt('/users/1/edit/extra');
    expect(await screen.findByText('host not-found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('shows page titles in the chosen language', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderAt('/users');
    expect(await screen.findByRole('heading', { name: 'Usu\u00e1rios' })).toBeInTheDocument();
  });
});
