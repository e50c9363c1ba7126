import { sql } from 'drizzle-orm';
import type { CommitmentPage } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import { adminId } from '../../../testing/commitment-helpers';
import { fewMatches } from '../commitment-search.query';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * Decision 0037: a search with more matches than the cap walks the sort's index; one with fewer finds
 * its matches first and sorts them; one with words past the total's cap looks for its page among the
 * first rows of the sort's order. A person paging through any of them must see the same order — every
 * sort, both directions, no due date last either way.
 */
describe('commitment search: the index walk and the sort after filtering agree', () => {
  let ctx: TestContext;
  let token: string;
  const rows = fewMatches + 400;

  const search = async (query: string): Promise<CommitmentPage> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/commitments/management/search?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<CommitmentPage>();
  };

  let site: string;

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    site = testbed.site;
    const owner = await adminId(ctx);
    // Straight into the tables (the API would take minutes): titles, due dates, statuses, priorities and
    // times that do not follow the codes, every 40th without a due date, a risk independent of them all,
    // each with its action plan.
    await ctx.database.db.execute(sql`
      insert into commitments (tenant_id, workspace_id, code, title, source_code, status, owner_id,
        due_date, priority_code, risk_code, search_text, created_at, updated_at)
      select ${ctx.seed.tenantId}::uuid, ${site}::uuid, 'CMT-1999-' || lpad(i::text, 5, '0'),
        'Compromisso ' || lpad(((i * 7919) % ${rows})::text, 5, '0'), 'voluntary',
        (array['open', 'in_progress', 'fulfilled'])[1 + i % 3], ${owner}::uuid,
        case when i % 40 = 0 then null else date '2026-01-01' + (i * 37) % 400 end,
        (array['low', 'medium', 'high', 'critical'])[1 + i % 4],
        (array['low', 'high'])[1 + (i / 7) % 2],
        'cmt-1999-' || i || ' compromisso', now() - ((i * 13) % 997) * interval '1 hour',
        now() - ((i * 29) % 991) * interval '1 minute'
      from generate_series(1, ${rows}) as i`);
    await ctx.database.db.execute(sql`
      insert into action_plans (tenant_id, workspace_id, parent_type, parent_id)
      select tenant_id, workspace_id, 'commitment', id from commitments
      where tenant_id = ${ctx.seed.tenantId}::uuid and code like 'CMT-1999-%'`);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const sorts = ['code', 'title', 'status', 'dueDate', 'priority', 'createdAt', 'updatedAt'];
  it.each(sorts.flatMap((key) => [`${key},asc`, `${key},desc`]))(
    'sorted by %s, the broad search (index walk) and a narrow one (sorted after filtering) agree',
    async (sort) => {
      // Broad: the site's rows, more than the cap past each page's start — read along the sort's index.
      const broad = await Promise.all(
        [1, 2].map((page) => search(`workspaceId=${site}&sort=${sort}&size=100&page=${page}`)),
      );
      expect(broad.every((page) => page.totalCapped)).toBe(true);
      // Narrow: half of them by risk, fewer than the walk's threshold — found first, then sorted.
      const narrow = await search(`workspaceId=${site}&risk=low&sort=${sort}&size=50`);
      const broadLow = broad
        .flatMap((page) => page.items)
        .filter((item) => item.riskCode === 'low')
        .map((item) => item.code);
      expect(broadLow.length).toBeGreaterThanOrEqual(50);
      expect(narrow.items.map((item) => item.code)).toEqual(broadLow.slice(0, 50));
      // A word every row holds: past the total's cap, the page comes from the first rows of the order.
      const worded = await Promise.all(
        [1, 2].map((page) => search(`q=compromisso&workspaceId=${site}&sort=${sort}&size=100&page=${page}`)),
      );
      expect(worded.flatMap((page) => page.items.map((item) => item.code))).toEqual(
        broad.flatMap((page) => page.items.map((item) => item.code)),
      );
    },
  );

  it('"Count all" counts every match of a broad search, past the cap', async () => {
    const count = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/management/search/count?${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ total: number }>().total;
    };
    expect((await search(`workspaceId=${site}&size=20`)).totalCapped).toBe(true);
    expect(await count(`workspaceId=${site}`)).toBe(rows);
    expect(await count(`q=compromisso&workspaceId=${site}&status=fulfilled`)).toBe(
      // The seed's status is fulfilled where i % 3 = 2.
      Array.from({ length: rows }, (_, k) => k + 1).filter((i) => i % 3 === 2).length,
    );
  });
});
