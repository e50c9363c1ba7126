import { eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { IP_SLOWDOWN_MAX_MS, ipSlowdownMs } from '../login-attempts.repository';
import { bearer, signIn as signInTo, tenantTree } from '../../../testing/auth-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

const loginUrl = '/manager/api/v1/auth/login';
const window = '15 minutes';

const signIn = (ctx: TestContext, email: string, password: string, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: loginUrl,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('login limits (failed attempts only: per account and address, slowdown per address)', () => {
  it('never limits successful sign-ins, however many come from one account and one address', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 3, maxPerIp: 3, timeWindow: window } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1) codes.push((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode);
      expect(codes).toEqual(Array(8).fill(200));
    } finally {
      await ctx.close();
    }
  });

  it('limits failures per account and address (429 + Retry-After), refusing even the right password there, and audits it', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 3, maxPerIp: 100, timeWindow: window } });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await signIn(ctx, ADMIN_EMAIL, `wrong-${i}`);
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const retryAfter = Number(last?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(last?.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
      const right = await signIn(ctx, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not affected by this account's limit.
      expect((await signIn(ctx, 'x@example.com', 'y')).statusCode).toBe(401);
      const audited = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.event, 'login.rate_limited'));
      expect(audited.length).toBe(2);
      // The account's owner on another device or network still signs in with the right password.
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD, '10.9.8.7')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('counts wrong current passwords of a password change as failed sign-ins: a stolen session cannot guess it unlimited', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 3, maxPerIp: 100, timeWindow: window } });
    try {
      const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
      const token = await signInTo(ctx.app, [root.id]);
      const me = (
        await ctx.app.inject({ url: '/manager/api/v1/users/detail', headers: bearer(token) })
      ).json();
      const change = (currentPassword: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/manager/api/v1/users/${me.id}/password`,
          headers: bearer(token),
          payload: { currentPassword, newPassword: 'Tomada@123456' },
        });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await change(`wrong-${i}`)).statusCode);
      expect(codes).toEqual([422, 422, 422]);
      // At the limit even the right one is refused, here and at the sign-in from this address.
      const limited = await change(ADMIN_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
      // The password did not change.
      expect((await signIn(ctx, ADMIN_EMAIL, 'Tomada@123456', '10.9.9.9')).statusCode).toBe(401);
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('counts wrong current passwords of an own e-mail change as failed sign-ins, as the password change does', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 3, maxPerIp: 100, timeWindow: window } });
    try {
      const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
      const token = await signInTo(ctx.app, [root.id]);
      const me = (
        await ctx.app.inject({ url: '/manager/api/v1/users/detail', headers: bearer(token) })
      ).json();
      const change = (currentPassword: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/manager/api/v1/users/${me.id}/profile`,
          headers: bearer(token),
          payload: { name: me.name, email: 'tomada@example.com', currentPassword },
        });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await change(`wrong-${i}`)).statusCode);
      expect(codes).toEqual([422, 422, 422]);
      const failures = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.event, 'login.failed'));
      expect(failures.map((row) => row.detail)).toEqual(
        Array(3).fill(expect.objectContaining({ email: ADMIN_EMAIL, via: 'e-mail change' })),
      );
      // At the limit even the right one is refused, here and at the sign-in from this address.
      const limited = await change(ADMIN_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
      // The e-mail did not change.
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('a successful sign-in before the limit resets the account count', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 3, maxPerIp: 100, timeWindow: window } });
    try {
      const codes: number[] = [];
      for (const password of ['bad-1', 'bad-2', ADMIN_PASSWORD, 'bad-3', 'bad-4', 'bad-5', ADMIN_PASSWORD]) {
        codes.push((await signIn(ctx, ADMIN_EMAIL, password)).statusCode);
      }
      // Two failures, a success, then three fresh failures before the limit bites again.
      expect(codes).toEqual([401, 401, 200, 401, 401, 401, 429]);
    } finally {
      await ctx.close();
    }
  });

  it('junk e-mails from one address slow it down but never lock out a right password from it', async () => {
    const waits: number[] = [];
    const slowdown = async (ms: number) => void waits.push(ms);
    const ctx = await createTestApp({
      login: { maxPerAccount: 3, maxPerIp: 3, timeWindow: window, slowdown },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1)
        codes.push((await signIn(ctx, `junk-${i}@example.com`, 'whatever')).statusCode);
      // Wrong credentials stay a plain 401: no account is refused for what other e-mails did.
      expect(codes).toEqual(Array(12).fill(401));
      // From the 4th attempt on (3 failures already), each waits longer than the one before.
      expect(waits).toEqual([250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250]);

      // Another person behind the same address, signing in for the first time from it, gets in (slowly).
      waits.length = 0;
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
      expect(waits).toEqual([2500]);
      // A success does not reset the address's count; another address is not slowed at all.
      await signIn(ctx, 'next@example.com', 'x');
      expect(waits).toEqual([2500, 2500]);
      await signIn(ctx, 'next@example.com', 'x', '10.1.2.3');
      expect(waits).toEqual([2500, 2500]);
    } finally {
      await ctx.close();
    }
  });

  it('caps the slowdown of one address', () => {
    expect(ipSlowdownMs(0)).toBe(0);
    expect(ipSlowdownMs(1)).toBe(250);
    expect(ipSlowdownMs(1000)).toBe(IP_SLOWDOWN_MAX_MS);
  });

  it('shares the counts between API instances on one database', async () => {
    const limits = { maxPerAccount: 3, maxPerIp: 100, timeWindow: window };
    const a = await createTestApp({ login: limits });
    const b = await createTestApp({ login: limits }, a);
    try {
      const codes: number[] = [];
      for (const ctx of [a, b, a, b])
        codes.push((await signIn(ctx, 'shared@example.com', 'nope')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
