import { eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
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

describe('login rate limits (failed attempts only)', () => {
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

  it('limits failures per account (429 + Retry-After), then refuses even the right password, and audits it', async () => {
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

  it('limits failures per address across accounts; a success from it does not reset that count', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 100, maxPerIp: 3, timeWindow: window } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await signIn(ctx, `someone-${i}@example.com`, 'whatever')).statusCode);
      codes.push((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(Number((await signIn(ctx, 'next@example.com', 'x')).headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(ctx, ADMIN_EMAIL, ADMIN_PASSWORD, '10.1.2.3')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
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
