import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  emptyPermission,
  setToastHandler,
  useAuthStore,
  type ToastRequest,
  type UserSummary,
} from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { useNavigate } from 'react-router-dom';
import { UserList } from '../user-list';

/** The list with the browser's Back button beside it. */
function ListWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate(-1)}>Back</button>
      <UserList title="Users" />
    </>
  );
}

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(40_000);

const user = (n: number): UserSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenantId: '00000000-0000-4000-8000-000000000000',
  email: `user${n}@acme.com`,
  name: `User ${n}`,
  role: 'viewer',
  // User 4 was deactivated; user 5 too, invited and never having chosen a password.
  active: n !== 4 && n !== 5,
  // User 3 was invited and has not chosen a password yet.
  passwordSet: n !== 3 && n !== 5,
  allWorkspaces: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let get: jest.SpyInstance;

beforeEach(() => {
  useAuthStore.getState().signOut();
  get = jest.spyOn(api, 'get').mockImplementation((_url, options) => {
    const { page = 1, size = 20 } = (options?.params ?? {}) as { page?: number; size?: number };
    const items = Array.from({ length: page === 1 ? size : 5 }, (_, i) => user((page - 1) * size + i + 1));
    return Promise.resolve({ items, total: size + 5, page, size });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('user list', () => {
  it('asks the server for one page at a time and moves to the next page', async () => {
    await renderAt(<UserList title="Users" />, '/users');
    expect(await screen.findByText('User 1')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('users/search', {
      params: { q: undefined, page: 1, size: 20, sort: undefined },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByText('25 users')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));

    expect(await screen.findByText('User 21')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('users/search', {
      params: { q: undefined, page: 2, size: 20, sort: undefined },
      signal: expect.any(AbortSignal),
    });
  });

  it('marks an invited user who has not chosen a password yet, and no one else', async () => {
    await renderAt(<UserList title="Users" />, '/users');
    const invited = (await screen.findByText('User 3')).closest('tr') as HTMLElement;
    expect(within(invited).getByText('Invitation pending')).toBeInTheDocument();
    expect(screen.getAllByText('Invitation pending')).toHaveLength(1);
  });

  it('tells a deactivated user who never accepted the invitation from one who had signed in', async () => {
    await renderAt(<UserList title="Users" />, '/users');
    const neverAccepted = (await screen.findByText('User 5')).closest('tr') as HTMLElement;
    expect(within(neverAccepted).getByText('Inactive')).toBeInTheDocument();
    expect(within(neverAccepted).getByText('Invitation never accepted')).toBeInTheDocument();
    const deactivated = screen.getByText('User 4').closest('tr') as HTMLElement;
    expect(within(deactivated).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByText('Invitation never accepted')).toHaveLength(1);
  });

  it('searches from the first page and keeps the search in the address (reload, Back, a shared link)', async () => {
    await renderAt(<UserList title="Users" />, '/users');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ana{Enter}');

    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('users/search', {
        params: { q: 'ana', page: 1, size: 20, sort: undefined },
        signal: expect.any(AbortSignal),
      }),
    );
    expect(currentLocation()).toBe('/users?q=ana');
  });

  it('after Back, the search box shows the search of the page it returned to', async () => {
    await renderAt(<ListWithBack />, '/users');
    const box = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await userEvent.type(box, 'ana{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/users?q=ana'));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(currentLocation()).toBe('/users'));
    expect(box).toHaveValue('');
  });

  it('opens at the search and page the address holds', async () => {
    await renderAt(<UserList title="Users" />, '/users?q=ana&page=2');
    expect(await screen.findByText('User 21')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('users/search', {
      params: { q: 'ana', page: 2, size: 20, sort: undefined },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue('ana');
  });

  it('offers New and Edit only to users whose flags allow them', async () => {
    await renderAt(<UserList title="Users" />, '/users');
    await screen.findByText('User 1');
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows New and Edit to a user who may add and edit users', async () => {
    const permission = emptyPermission();
    permission.users = { ...permission.users, view: true, add: true, edit: true };
    useAuthStore.setState({ permission });
    await renderAt(<UserList title="Users" />, '/users');
    await screen.findByText('User 1');
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    const firstRow = screen.getByText('User 1').closest('tr') as HTMLElement;
    expect(within(firstRow).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/users/${user(1).id}/edit`,
    );
  });

  it("reactivates an inactive user only with the administrator's own password, asked in its dialog with the refusal under it", async () => {
    const permission = emptyPermission();
    permission.users = { ...permission.users, view: true, add: true, edit: true };
    useAuthStore.setState({ permission });
    const inactive = { ...user(2), active: false };
    const record = {
      ...inactive,
      workspaceIds: ['00000000-0000-4000-8000-000000000051'],
      permission: emptyPermission(),
    };
    get.mockImplementation((url: string) =>
      Promise.resolve(
        url === 'users/search' ? { items: [user(1), inactive], total: 2, page: 1, size: 20 } : record,
      ),
    );
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce({
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'The request has invalid fields',
        errors: [
          {
            path: 'body.currentPassword',
            message: 'The current password is not correct',
            code: 'currentPasswordWrong',
          },
        ],
      })
      .mockResolvedValue({ ...record, active: true });
    await renderAt(<UserList title="Users" />, '/users');
    await screen.findByText('User 2');
    // Only the inactive user offers it.
    const activeRow = screen.getByText('User 1').closest('tr') as HTMLElement;
    expect(within(activeRow).queryByRole('button', { name: /Reactivate/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate: User 2' }));

    // The test setup gives every antd id the same value, so the dialog is found by role, its title by text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reactivate User 2?')).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(
      within(dialog).getByText(
        'A reactivated account can sign in again, so confirm it with your own password.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/invitation link/)).not.toBeInTheDocument();
    // Not without it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    const required = await within(dialog).findByText('This field is required');
    expect(required.closest('.ant-form-item')).toContainElement(password);
    expect(put).not.toHaveBeenCalled();

    await userEvent.type(password, 'chute-errado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    const refusal = await within(dialog).findByText('The current password is not correct');
    expect(refusal.closest('.ant-form-item')).toContainElement(
      within(dialog).getByLabelText('Your password'),
    );

    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Gestora@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    // The whole record (docs/decisions/0027), only `active` changed.
    expect(put).toHaveBeenLastCalledWith(`users/${inactive.id}`, {
      email: record.email,
      name: record.name,
      role: record.role,
      active: true,
      allWorkspaces: record.allWorkspaces,
      workspaceIds: record.workspaceIds,
      permission: record.permission,
      currentPassword: 'Gestora@2026',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells, before and after, that an invited user reactivated still needs a new link (no password set)', async () => {
    const permission = emptyPermission();
    permission.users = { ...permission.users, view: true, add: true, edit: true };
    useAuthStore.setState({ permission });
    const invited = { ...user(3), active: false };
    const record = { ...invited, workspaceIds: [], permission: emptyPermission() };
    get.mockImplementation((url: string) =>
      Promise.resolve(url === 'users/search' ? { items: [invited], total: 1, page: 1, size: 20 } : record),
    );
    const put = jest.spyOn(api, 'put').mockResolvedValue({ ...record, active: true });
    const toasts: ToastRequest[] = [];
    const stop = setToastHandler((toast) => toasts.push(toast));
    try {
      await renderAt(<UserList title="Users" />, '/users');
      await userEvent.click(await screen.findByRole('button', { name: 'Reactivate: User 3' }));
      const dialog = await screen.findByRole('dialog');
      // Before confirming, the dialog says what the toast says after: the old link is gone, and how to send one.
      expect(
        within(dialog).getByText(
          'They have not chosen a password yet and their old invitation link no longer works: once the account is active, “Reset password” on their page sends a new one. Confirm it with your own password.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(/can sign in again/)).not.toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText('Your password'), 'Gestora@2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
      await waitFor(() => expect(put).toHaveBeenCalled());
      // The last toast is this save's (the handler may first get one an earlier test left queued).
      await waitFor(() =>
        expect(toasts[toasts.length - 1]).toEqual({
          type: 'success',
          message:
            'User 3’s account is active again, but it has no password yet and the invitation link no longer works: “Reset password” on their page sends a new one.',
        }),
      );
    } finally {
      stop();
    }
  });
});
