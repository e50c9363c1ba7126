import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuthStore, type User } from '@conexoes/shared';
import { renderAt } from '../../../testing/render-with-app';
import { AccountSettings } from '../account-settings';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

const ME = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ana',
  email: 'ana@acme.com',
} as User;

beforeEach(() => {
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: ME.email, name: ME.name });
  jest.spyOn(api, 'get').mockResolvedValue(ME);
  jest
    .spyOn(api, 'put')
    .mockImplementation((_url, body) => Promise.resolve({ ...ME, ...(body as Partial<User>) }));
});
afterEach(() => jest.restoreAllMocks());

describe('account', () => {
  it('a saved name reaches the session at once, so the header shows it without signing in again', async () => {
    const user = userEvent.setup();
    await renderAt(<AccountSettings />, '/account');
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Ana'));

    await user.clear(name);
    await user.type(name, 'Ana Lima');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);

    await waitFor(() => expect(useAuthStore.getState().name).toBe('Ana Lima'));
    expect(useAuthStore.getState().user).toEqual({ name: 'Ana Lima', email: 'ana@acme.com' });
  });
});
