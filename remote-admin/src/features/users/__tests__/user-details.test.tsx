import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  roleTemplates,
  setToastHandler,
  useAuthStore,
  type ToastRequest,
  type User,
} from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { UserDetails } from '../user-details';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

const SITE = '00000000-0000-4000-8000-000000000003';
const user = {
  id: '00000000-0000-4000-8000-000000000007',
  tenantId: '00000000-0000-4000-8000-000000000000',
  email: 'bruno@acme.com',
  name: 'Bruno Costa',
  role: 'analyst',
  active: true,
  allWorkspaces: false,
  workspaceIds: [SITE],
  permission: roleTemplates.analyst,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as User;

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

beforeEach(() => {
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana Lima' });
  useAuthStore.getState().permissionLoaded(roleTemplates.admin);
  jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === `users/${user.id}`) return Promise.resolve(user);
    if (url === 'workspaces/options') return Promise.resolve([{ value: SITE, label: 'Mina Serra Norte' }]);
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

const resetPassword = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
};

describe('user details', () => {
  it('shows the user with their workspaces by name', async () => {
    await renderAt(<UserDetails userId={user.id} />, `/users/${user.id}`);
    expect(await screen.findByText('bruno@acme.com')).toBeInTheDocument();
    expect(await screen.findByText('Mina Serra Norte')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SITE);
  });

  it('says of a deactivated user who never chose a password what reactivating them takes', async () => {
    jest.spyOn(api, 'get').mockImplementation((url: string) => {
      if (url === `users/${user.id}`) return Promise.resolve({ ...user, active: false, passwordSet: false });
      if (url === 'workspaces/options') return Promise.resolve([{ value: SITE, label: 'Mina Serra Norte' }]);
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    await renderAt(<UserDetails userId={user.id} />, `/users/${user.id}`);
    expect(await screen.findByText('Invitation never accepted')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText(/^Deactivated before choosing a password/)).toBeInTheDocument();
  });

  it('confirms a password reset with a toast', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
    await renderAt(<UserDetails userId={user.id} />, `/users/${user.id}`);

    await resetPassword();

    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'A reset link has been sent.' }),
      ),
    );
    expect(post).toHaveBeenCalledWith('users/reset/password', { id: user.id });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused reset in the alert, with no success toast', async () => {
    jest.spyOn(api, 'post').mockRejectedValue({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many reset requests for this user',
    });
    await renderAt(<UserDetails userId={user.id} />, `/users/${user.id}`);

    await resetPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(toasts.filter((toast) => toast.type === 'success')).toEqual([]);
  });

  it('says a user gone or out of reach is not there, in words, with a way back to the list', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'User not found',
    });
    await renderAt(<UserDetails userId={user.id} />, `/users/${user.id}`);
    expect(
      await screen.findByText(
        'This user does not exist, or they work only in workspaces you do not administer.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Back to the user list'));
    expect(currentLocation()).toBe('/users/list');
  });
});
