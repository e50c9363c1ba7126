import { sql } from 'drizzle-orm';
import { stakeholders } from '../schema';
import { bearer, tenantTree } from '../../testing/auth-helpers';
import { csvFile } from '../../testing/csv-file';
import { multipartFile } from '../../testing/file-upload';
import { API, openSiteTestbed } from '../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { waitUntil } from '../../testing/wait-until';
import { interactionColumnLabels } from '../../modules/interactions/files/interaction-columns';
import { stakeholderColumns } from '../../modules/stakeholders/import/stakeholder-columns';
import { rowsOf } from '../rows-of';
import { STATISTICS_JOB } from '../statistics.jobs';

// The embedded database has no autovacuum: without this job the planner never learns how large the
// tables have grown (a stakeholder's timeline took seconds on the demo's year of interactions).
// PostgreSQL's autovacuum keeps them there, and the job is not registered.
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;
onPglite('the planner statistics job (embedded database)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  }, 120_000);
  afterAll(() => ctx.close());

  const estimate = async () => {
    const [row] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select reltuples::int as n from pg_class where relname = 'stakeholders' and relkind = 'r'`,
      ),
    );
    return row?.n ?? 0;
  };

  it('tells the planner how many rows a table has grown to', async () => {
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const names = Array.from({ length: 2_000 }, (_, i) => `Morador ${i}`);
    await ctx.database.db.insert(stakeholders).values(
      names.map((name) => ({
        tenantId: ctx.seed.tenantId,
        workspaceId: root.id,
        kind: 'person' as const,
        name,
        searchText: name.toLowerCase(),
      })),
    );
    expect(await estimate()).toBeLessThan(2_000);
    const job = await ctx.app.jobs.enqueue(STATISTICS_JOB, {});
    await job.done;
    expect(await estimate()).toBeGreaterThanOrEqual(2_000);
  });
});

onPglite('the statistics of what an import wrote (embedded database)', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;

  beforeAll(async () => {
    ({ ctx, token, site } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close());

  /** Whether the planner's row estimate of the table is its row count (a small table is read whole). */
  const known = async (table: string) => {
    const [row] = rowsOf<{ estimate: number; rows: number }>(
      await ctx.database.db.execute(sql`
        select (select reltuples::int from pg_class where relname = ${table} and relkind = 'r') as estimate,
          (select count(*)::int from ${sql.identifier(table)}) as rows`),
    );
    return row !== undefined && row.estimate === row.rows;
  };
  const upload = async (url: string, file: Buffer) => {
    const { payload, headers } = multipartFile(file, 'import.csv');
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'applied' });
  };

  it('refreshes them right after a stakeholder import, not within the hour', async () => {
    const header = [...stakeholderColumns];
    const rows = Array.from({ length: 150 }, (_, i) =>
      header.map((h) => ({ name: `Vizinho ${i}`, kind: 'person' })[h as 'name' | 'kind'] ?? ''),
    );
    expect(await known('stakeholders')).toBe(false);
    await upload(`${API}/stakeholders/import?workspaceId=${site}`, csvFile([header, ...rows]));
    await waitUntil(() => known('stakeholders'), 'the stakeholders table analyzed');
  });

  it('refreshes them right after an interaction import: the interactions and their links', async () => {
    const labels = interactionColumnLabels.en;
    const header = [
      labels.startsAt,
      labels.subject,
      labels.direction,
      labels.type,
      labels.state,
      labels.municipality,
      labels.stakeholders,
    ];
    const rows = Array.from({ length: 120 }, (_, i) => [
      '12/05/2026 10:00',
      `Reunião ${i}`,
      'inbound',
      'Meeting',
      'MG',
      'Mariana',
      `Associação ${i % 7}`,
    ]);
    expect(await known('interactions')).toBe(false);
    await upload(
      `${API}/social-interactions/import?workspaceId=${site}&createStakeholders=true`,
      csvFile([header, ...rows]),
    );
    await waitUntil(
      async () => (await known('interactions')) && (await known('interaction_stakeholders')),
      'the interactions and their stakeholder links analyzed',
    );
  });
});
