import { sql } from 'drizzle-orm';
import type { InteractionPage } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { fewMatches } from '../interaction-search.query';

/**
 * Decisions 0033 and 0037: a search with more matches than the cap walks the sort's index; one with
 * fewer finds its matches first and sorts them; words alone past the total's cap look for their page
 * among the first rows of the sort's order. A person paging through any of them must see the same
 * order — every sort, both directions.
 */
describe('interaction search: the index walk, the sort after filtering and the probe agree', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;
  const rows = fewMatches + 400;

  const search = async (query: string): Promise<InteractionPage> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/social-interactions/search?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<InteractionPage>();
  };
  const codes = (pages: InteractionPage[]) => pages.flatMap((page) => page.items.map((item) => item.code));

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    site = testbed.site;
    // Straight into the table (the API would take minutes): subjects, start, creation and change times
    // that do not follow the codes, and a perception independent of them all; every row holds one word.
    await ctx.database.db.execute(sql`
      insert into interactions (tenant_id, workspace_id, code, starts_at, subject, direction, type_code,
        perception, search_text, created_at, updated_at)
      select ${ctx.seed.tenantId}::uuid, ${site}::uuid, 'INT-1999-' || lpad(i::text, 5, '0'),
        timestamptz '2026-01-01 12:00-03' + ((i * 37) % 400) * interval '1 day' + (i % 7) * interval '1 hour',
        'Reunião ' || lpad(((i * 7919) % ${rows})::text, 5, '0'), 'inbound', 'meeting',
        (array['positive', 'negative'])[1 + (i / 7) % 2],
        'int-1999-' || i || ' zqxpasso reuniao', now() - ((i * 13) % 997) * interval '1 hour',
        now() - ((i * 29) % 991) * interval '1 minute'
      from generate_series(1, ${rows}) as i`);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const sorts = ['startsAt', 'code', 'subject', 'createdAt', 'updatedAt'];
  it.each(sorts.flatMap((key) => [`${key},asc`, `${key},desc`]))(
    'sorted by %s, a broad search, a narrow one and words alone page alike',
    async (sort) => {
      // Broad: the site's rows, more than the cap past each page's start — read along the sort's index.
      const broad = await Promise.all(
        [1, 2].map((page) => search(`workspaceId=${site}&sort=${sort}&size=100&page=${page}`)),
      );
      expect(broad.every((page) => page.totalCapped)).toBe(true);
      // Narrow: half of them by perception, fewer than the walk's threshold — found first, then sorted.
      const narrow = await search(`workspaceId=${site}&perception=negative&sort=${sort}&size=50`);
      const broadNegative = broad
        .flatMap((page) => page.items)
        .filter((item) => item.perception === 'negative')
        .map((item) => item.code);
      expect(broadNegative.length).toBeGreaterThanOrEqual(50);
      expect(narrow.items.map((item) => item.code)).toEqual(broadNegative.slice(0, 50));
      expect(narrow.total).toBe(rows / 2);
      // A word every row holds and nothing else: past the total's cap, the page comes from the first
      // rows of the sort's order (20 for each row of the pages so far: fewer than the site holds).
      const worded = await Promise.all(
        [1, 2, 3].map((page) => search(`q=zqxpasso&sort=${sort}&size=20&page=${page}`)),
      );
      expect(worded.every((page) => page.totalCapped)).toBe(true);
      expect(codes(worded)).toEqual(codes(broad).slice(0, 60));
    },
  );

  // The start's own sort reads a range on its index, whatever its size; the other keys choose a path.
  const otherSorts = sorts.filter((key) => key !== 'startsAt');
  it.each(otherSorts.flatMap((key) => [`${key},asc`, `${key},desc`]))(
    'sorted by %s, a date range of most rows pages as the broad list read within the range',
    async (sort) => {
      // Rows start on days 0–399 from 2026-01-01 (12:00–18:00 in Brasília, the same day in UTC):
      // about 83 % fall up to 30/11 — more than the walk's threshold, whatever path the sort takes.
      const broad = await Promise.all(
        [1, 2].map((page) => search(`workspaceId=${site}&sort=${sort}&size=100&page=${page}`)),
      );
      const inRange = broad
        .flatMap((page) => page.items)
        .filter((item) => item.startsAt.slice(0, 10) <= '2026-11-30')
        .map((item) => item.code);
      expect(inRange.length).toBeGreaterThanOrEqual(60);
      const ranged = await Promise.all(
        [1, 2, 3].map((page) =>
          search(`workspaceId=${site}&from=2025-12-01&to=2026-11-30&sort=${sort}&size=20&page=${page}`),
        ),
      );
      expect(ranged.every((page) => page.totalCapped)).toBe(true);
      expect(codes(ranged)).toEqual(inRange.slice(0, 60));
    },
  );
});
