import { webcrypto } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { AuthDemoPage } from '../auth-demo.page';
import { DEMO_ACCOUNT } from '../demo-auth.model';
import { useDemoAuthStore } from '../demo-auth.store';
import { signDemoToken } from '../demo-token';

// jsdom has no SubtleCrypto; the browser's Web Crypto is stood in for by Node's (the same API).
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const initial = useDemoAuthStore.getState();
const form = () => within(document.querySelector<HTMLElement>('form')!);

const fill = async (user: ReturnType<typeof setup>, label: string, text: string) => {
  await user.click(form().getByLabelText(label));
  await user.paste(text);
};

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  act(() => useDemoAuthStore.setState({ users: initial.users, accessToken: null, secret: initial.secret }));
});

describe('the demo sign-in pages', () => {
  it('signs the demo account in and shows whose the checked token is', async () => {
    const user = setup();
    await renderAt(<AuthDemoPage page="login" variant="classic" />, '/auth-demo/login/classic');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await fill(user, 'E-mail', DEMO_ACCOUNT.email);
    await fill(user, 'Password', DEMO_ACCOUNT.password);
    await user.click(form().getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Signed in as Camila Rocha', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plan: Premium')).toBeInTheDocument();
  });

  it("says 'Please check your email and password' for a wrong password", async () => {
    const user = setup();
    await renderAt(<AuthDemoPage page="login" variant="modern" />, '/auth-demo/login/modern');
    await fill(user, 'E-mail', DEMO_ACCOUNT.email);
    await fill(user, 'Password', 'not-the-password');
    await user.click(form().getByRole('button', { name: 'Sign in' }));
    expect(await form().findByText('Please check your email and password')).toBeInTheDocument();
    expect(useDemoAuthStore.getState().accessToken).toBeNull();
  });

  it("refuses an expired token with 'Expired token'", async () => {
    const twoDaysAgo = Date.now() - 172_800_000 - 1000;
    const token = await signDemoToken('demo-user', initial.secret, twoDaysAgo);
    act(() => useDemoAuthStore.setState({ accessToken: token }));
    await renderAt(<AuthDemoPage page="login" variant="classic" />, '/auth-demo/login/classic');
    expect(await screen.findByText('The demo token was refused: Expired token')).toBeInTheDocument();
  });

  it("registers a new account, and the same address again is 'User already exists' under the e-mail", async () => {
    const user = setup();
    const view = await renderAt(
      <AuthDemoPage page="register" variant="classic" />,
      '/auth-demo/register/classic',
    );
    await fill(user, 'Full name', 'Lia Torres');
    await fill(user, 'E-mail', 'lia@example.com');
    await fill(user, 'Password', 'Segredo#2026');
    await user.click(form().getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentLocation()).toBe('/auth-demo/login/classic'), { timeout: 15_000 });
    expect(useDemoAuthStore.getState().users.map((u) => u.email)).toContain('lia@example.com');
    view.unmount();

    await renderAt(<AuthDemoPage page="register" variant="classic" />, '/auth-demo/register/classic');
    await fill(user, 'Full name', 'Lia T.');
    await fill(user, 'E-mail', 'LIA@example.com');
    await fill(user, 'Password', 'Segredo#2026');
    await user.click(form().getByRole('button', { name: 'Create account' }));
    expect(
      await form().findByText('User already exists', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('takes only a 6-digit code, then goes on to reset the password', async () => {
    const user = setup();
    await renderAt(
      <AuthDemoPage page="verify-code" variant="classic" />,
      '/auth-demo/verify-code/classic?email=demo%40conexoes.demo',
      '/auth-demo/verify-code/classic',
    );
    expect(screen.getByText('Enter the 6-digit code sent to demo@conexoes.demo.')).toBeInTheDocument();
    await fill(user, 'Verification code', '12a45');
    await user.click(form().getByRole('button', { name: 'Verify' }));
    expect(await form().findByText('Enter the 6 digits of the code')).toBeInTheDocument();
    await user.clear(form().getByLabelText('Verification code'));
    await fill(user, 'Verification code', '123456');
    await user.click(form().getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/auth-demo/reset-password/classic?email=demo%40conexoes.demo'),
    );
  });
});
