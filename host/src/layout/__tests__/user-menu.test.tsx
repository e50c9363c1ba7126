import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY, api, useAuthStore } from '@conexoes/shared';
import { giveEnterItsKeyCode } from '@conexoes/shared/testing';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { signInToApp } from '../../test/session';
import { UserMenu } from '../user-menu';

jest.setTimeout(20_000);

let post: jest.SpyInstance;

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  signInToApp();
  // The edge: the API client.
  post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('user menu', () => {
  it('has a name that contains the text it shows (WCAG 2.5.3, label in name)', () => {
    renderWithShell(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Account menu of Ana Lima' });
    // What a sighted user reads on the button: the name alone (no initials beside it).
    expect(button.textContent?.trim()).toBe('Ana Lima');
    expect(button.getAttribute('aria-label')).toContain('Ana Lima');
  });

  it('on a phone shows no text its name lacks, initials included (WCAG 2.5.3)', () => {
    renderWithShell(<UserMenu compact />);
    const button = screen.getByRole('button', { name: 'Account menu of Ana Lima' });
    expect(button.textContent?.trim()).toBe('');
  });

  it('shows who is signed in and links to their account', async () => {
    const user = userEvent.setup();
    renderWithShell(<UserMenu />, '/stakeholders');
    await user.click(screen.getByRole('button', { name: 'Account menu of Ana Lima' }));
    expect(await screen.findByText('ana@acme.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithShell(<UserMenu />, '/stakeholders');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Account menu of Ana Lima' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Sign out/ })).toBeInTheDocument();
  });

  it('opens the account page when "My account" is picked with Enter', async () => {
    const user = userEvent.setup();
    const stopEnterKeyCode = giveEnterItsKeyCode();
    try {
      renderWithShell(<UserMenu />, '/stakeholders');
      await user.click(screen.getByRole('button', { name: 'Account menu of Ana Lima' }));
      // The item, as the arrows reach it in a browser (jsdom lays out no menu for them).
      (await screen.findByRole('menuitem', { name: /My account/ })).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    } finally {
      stopEnterKeyCode();
    }
  });

  it('opens the account page when "My account" is picked with Space', async () => {
    const user = userEvent.setup();
    renderWithShell(<UserMenu />, '/stakeholders');
    await user.click(screen.getByRole('button', { name: 'Account menu of Ana Lima' }));
    // The item itself has the focus (the menu's first one), not the link inside it.
    (await screen.findByRole('menuitem', { name: /My account/ })).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it('signs out on the server, forgets the token and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    renderWithShell(<UserMenu />, '/stakeholders');
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Account menu of Ana Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sign out/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(post).toHaveBeenCalledWith('auth/logout');
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });

  it('still signs out here when the server cannot be reached', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue({ type: 'about:blank', title: 'Network Error', status: 0 });
    renderWithShell(<UserMenu />, '/stakeholders');
    await user.click(screen.getByRole('button', { name: 'Account menu of Ana Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
