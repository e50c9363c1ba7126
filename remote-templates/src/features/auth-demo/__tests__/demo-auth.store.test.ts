import { webcrypto } from 'node:crypto';
import { useAuthStore, useRootStore } from '@conexoes/shared';
import { DEMO_ACCOUNT } from '../demo-auth.model';
import { useDemoAuthStore } from '../demo-auth.store';
import { DEMO_TOKEN_LIFETIME_S } from '../demo-token';

// jsdom has no SubtleCrypto; the browser's Web Crypto is stood in for by Node's (the same API).
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

const state = () => useDemoAuthStore.getState();
const initial = useDemoAuthStore.getState();

/** Runs a delayed demo call, advancing fake time by `ms`; returns its settled outcome. */
const settle = async <T>(call: () => Promise<T>, ms: number) => {
  const outcome = call().then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') });
  useDemoAuthStore.setState({ users: initial.users, accessToken: null, secret: initial.secret });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('demo sign-in (SPEC §5/§8/§9)', () => {
  it('signs the demo account in after 500 ms, not before', async () => {
    const done = jest.fn();
    const call = state().signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    void call.then(done, done);
    await jest.advanceTimersByTimeAsync(499);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    // Signing is Web Crypto's own asynchronous work, awaited once the delay is over.
    await expect(call).resolves.toMatchObject({ email: DEMO_ACCOUNT.email, plan: 'Premium' });
    expect(state().accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a wrong password or an unknown address with 'Please check your email and password'", async () => {
    expect(await settle(() => state().signIn(DEMO_ACCOUNT.email, 'wrong'), 500)).toEqual({
      error: 'Please check your email and password',
    });
    expect(await settle(() => state().signIn('nobody@x.com', DEMO_ACCOUNT.password), 500)).toEqual({
      error: 'Please check your email and password',
    });
    expect(state().accessToken).toBeNull();
  });

  it("signs up a Standard user after 1000 ms; the same address again is 'User already exists'", async () => {
    const done = jest.fn();
    const call = state().signUp({ email: 'Lia@Example.com', name: 'Lia Torres', password: 'Segredo#1' });
    void call.then(done, done);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ name: 'Lia Torres', plan: 'Standard' });
    expect(await settle(() => state().me(), 0)).toMatchObject({ value: { name: 'Lia Torres' } });

    expect(
      await settle(() => state().signUp({ email: 'lia@example.com', name: 'L', password: 'x' }), 1000),
    ).toEqual({
      error: 'User already exists',
    });
    expect(await settle(() => state().signIn('lia@example.com', 'Segredo#1'), 500)).toMatchObject({
      value: { name: 'Lia Torres' },
    });
  });

  it("accepts the token for 172800 s, then rejects it with 'Expired token'", async () => {
    await settle(() => state().signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password), 500);
    jest.setSystemTime(Date.now() + (DEMO_TOKEN_LIFETIME_S - 1) * 1000);
    expect(await settle(() => state().me(), 0)).toMatchObject({ value: { email: DEMO_ACCOUNT.email } });
    jest.setSystemTime(Date.now() + 1000);
    expect(await settle(() => state().me(), 0)).toEqual({ error: 'Expired token' });
  });

  it("rejects a tampered token with 'Invalid signature' and a malformed one with 'Invalid authorization token'", async () => {
    await settle(() => state().signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password), 500);
    const [header, , signature] = (state().accessToken ?? '').split('.');
    const forged = btoa(JSON.stringify({ userId: 'demo-user', iat: 0, exp: 9_999_999_999 })).replace(
      /=+$/,
      '',
    );
    useDemoAuthStore.setState({ accessToken: `${header}.${forged}.${signature}` });
    expect(await settle(() => state().me(), 0)).toEqual({ error: 'Invalid signature' });

    useDemoAuthStore.setState({ accessToken: 'not-a-token' });
    expect(await settle(() => state().me(), 0)).toEqual({ error: 'Invalid authorization token' });
    state().signOut();
    expect(await settle(() => state().me(), 0)).toEqual({ error: 'Invalid authorization token' });
  });

  it("answers 'Internal server error' when the check itself fails", async () => {
    await settle(() => state().signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password), 500);
    useDemoAuthStore.setState({ secret: '' });
    expect(await settle(() => state().me(), 0)).toEqual({ error: 'Internal server error' });
  });

  it('changes a password by address, and never touches the product session', async () => {
    useAuthStore.setState({ token: 'product-token' });
    state().resetPassword('DEMO@conexoes.demo', 'Nova@2026');
    expect(await settle(() => state().signIn(DEMO_ACCOUNT.email, 'Nova@2026'), 500)).toMatchObject({
      value: { email: DEMO_ACCOUNT.email },
    });
    expect(useAuthStore.getState().token).toBe('product-token');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(useRootStore.getState().templates.demoAuth).toBeDefined();
  });
});
