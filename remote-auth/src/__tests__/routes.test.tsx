import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, i18n, initI18n } from '@conexoes/shared';
import { renderRemoteAt } from '@conexoes/shared/testing';
import { AuthRoutes } from '../routes';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

const renderAt = (path: string) => renderRemoteAt(AuthRoutes, path);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  jest.restoreAllMocks();
});

describe('AuthRoutes', () => {
  it.each([
    ['/auth/login', 'Sign in'],
    ['/auth/workspaces', 'Choose workspaces'],
    ['/auth/lgpd', 'Data protection (LGPD)'],
    ['/auth/forgot_password', 'Forgot password'],
    ['/auth/reset_password?token=abc', 'Choose a new password'],
  ])('renders %s with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends /auth to /auth/login', async () => {
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('sends an unknown path below its prefixes to /404', async () => {
    renderAt('/auth/nothing-here');
    expect(await screen.findByText('host not-found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('shows page titles in the chosen language', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderAt('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('from the sign-in page to a new password', () => {
  it('brings the address typed there, so nobody types it twice', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
    renderAt('/auth/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), ' ana@acme.com');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));

    expect(await screen.findByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('auth/forgot-password', { email: 'ana@acme.com' }, { token: null });
  });
});
