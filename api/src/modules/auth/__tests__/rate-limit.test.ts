import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from '../../../testing/test-app';

const loginUrl = '/manager/api/v1/auth/login';

describe('login rate limits', () => {
  it('limits attempts per account (429 + Retry-After), whatever the password, and audits it', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 3, maxPerIp: 100, timeWindow: '15 minutes' } });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await ctx.app.inject({ method: 'POST', url: loginUrl, payload: { email: ADMIN_EMAIL, password: `wrong-${i}` } });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
      // Even the right password is refused until the window passes.
      const right = await ctx.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      // Another account from the same address is not affected by this account's limit.
      const other = await ctx.app.inject({ method: 'POST', url: loginUrl, payload: { email: 'x@example.com', password: 'y' } });
      expect(other.statusCode).toBe(401);
      const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'login.rate_limited'));
      expect(audited.length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });

  it('limits attempts per IP across accounts', async () => {
    const ctx = await createTestApp({ login: { maxPerAccount: 100, maxPerIp: 3, timeWindow: '15 minutes' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: loginUrl,
          payload: { email: `someone-${i}@example.com`, password: 'whatever' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const elsewhere = await ctx.app.inject({
        method: 'POST',
        url: loginUrl,
        remoteAddress: '10.1.2.3',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('shares the counters between API instances through Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const limits = { maxPerAccount: 3, maxPerIp: 100, timeWindow: '15 minutes' };
    const a = await createTestApp({ redisUrl, login: limits });
    const b = await createTestApp({ redisUrl, login: limits });
    // A fresh account name per run, so earlier runs' counters never interfere.
    const email = `shared-${randomUUID()}@example.com`;
    try {
      const codes: number[] = [];
      for (const app of [a.app, b.app, a.app, b.app]) {
        const res = await app.inject({ method: 'POST', url: loginUrl, payload: { email, password: 'nope' } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
