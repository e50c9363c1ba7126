import { sql } from 'drizzle-orm';
import { stakeholders } from '../schema';
import { tenantTree } from '../../testing/auth-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';
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
