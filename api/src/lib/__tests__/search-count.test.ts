import { sql } from 'drizzle-orm';
import { roleTemplates } from '@conexoes/shared/contract';
import { interactions } from '../../db/schema';
import { bearer } from '../../testing/auth-helpers';
import { API, openSiteTestbed, userWith } from '../../testing/stakeholder-helpers';
import type { TestContext } from '../../testing/test-app';
import { countsPerMinute, countTooLong, countWithin } from '../search-count';

/**
 * "Count all" (decision 0076) is kept in hand: a count that runs past its time gives up with a sentence
 * instead of holding a database core, and one person asks a few a minute, whatever the register.
 */
describe('the exact count of a search', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const count = (token: string, url: string) =>
    ctx.app.inject({ url: `${API}${url}`, headers: bearer(token) });

  it('gives up past its time with a 503 that says so (PostgreSQL)', async () => {
    // PGlite has no statement timer: the count there runs to its end.
    if (!process.env.TEST_DATABASE_URL) return;
    // Two interactions, each taking 300 ms to test: past a 100 ms timeout.
    await ctx.database.db
      .execute(sql`insert into interactions (tenant_id, workspace_id, code, starts_at, subject,
      direction, type_code, search_text) select ${ctx.seed.tenantId}::uuid, ${site}::uuid, 'INT-1998-' || i, now(), 'Lenta ' || i,
      'inbound', 'visit', 'lenta' from generate_series(1, 2) as i`);
    await expect(
      countWithin(
        ctx.database.db,
        interactions,
        sql`${interactions.subject} like 'Lenta%' and pg_sleep(0.3) is not null`,
        '100ms',
      ),
    ).rejects.toMatchObject({ status: 503, message: countTooLong });
    // Within its time, the same count answers.
    await expect(
      countWithin(ctx.database.db, interactions, sql`${interactions.subject} like 'Lenta%'`, '100ms'),
    ).resolves.toEqual({ total: 2 });
  });

  it(`answers ${countsPerMinute} counts a minute to one person, across the registers, then a 429 problem`, async () => {
    const analyst = await userWith(ctx, admin, [site], roleTemplates.manager);
    const other = await userWith(ctx, admin, [site], roleTemplates.manager);
    const urls = ['/social-interactions/search/count', '/stakeholders/search/count'];
    for (let i = 0; i < countsPerMinute; i++)
      expect((await count(analyst.token, `${urls[i % 2]}?q=lenta`)).statusCode).toBe(200);
    const refused = await count(analyst.token, '/commitments/management/search/count');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else still counts.
    expect((await count(other.token, '/commitments/negotiation-plans/search/count')).statusCode).toBe(200);
  });
});
