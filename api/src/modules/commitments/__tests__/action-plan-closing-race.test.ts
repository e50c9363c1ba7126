import { sql } from 'drizzle-orm';
import type { ActionPlan } from '@conexoes/shared/contract';
import { rowsOf } from '../../../db/rows-of';
import { bearer } from '../../../testing/auth-helpers';
import { adminId, commitment, createCommitment } from '../../../testing/commitment-helpers';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { waitUntil } from '../../../testing/wait-until';

/**
 * Decision 0035: an ended commitment closes its action plan. A status move and an action added at the
 * same instant must not both pass: the action's write waits for the move, then sees the plan closed.
 * PGlite runs one statement at a time, so only PostgreSQL can show the wait.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('an action added while its commitment is being cancelled (PostgreSQL)', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;
  let me: string;

  beforeAll(async () => {
    ({ ctx, site, token } = await openSiteTestbed());
    me = await adminId(ctx);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const waitingLocks = async () =>
    Number(
      rowsOf<{ n: number }>(
        await ctx.database.db.execute(sql`select count(*)::int as n from pg_locks where not granted`),
      )[0]?.n,
    );

  it('is refused once the cancellation commits, and the plan stays empty', async () => {
    const record = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Cisterna da escola', status: 'in_progress' }),
    );
    let added: Promise<{ statusCode: number; json: () => { detail?: string } }> = Promise.resolve({
      statusCode: 0,
      json: () => ({}),
    });
    await ctx.database.db.transaction(async (tx) => {
      // The status move's write, held open: the row stays locked until this transaction commits.
      await tx.execute(sql`update commitments set status = 'cancelled' where id = ${record.id}`);
      added = ctx.app
        .inject({
          method: 'POST',
          url: `${API}/actions`,
          headers: bearer(token),
          payload: {
            actionPlanId: record.actionPlanId,
            title: 'Comprar a caixa-d’água',
            description: null,
            ownerId: null,
            dueDate: '2026-12-01',
            status: 'open',
          },
        })
        .then((res) => res);
      await waitUntil(async () => (await waitingLocks()) > 0, 'the action waits for the status move');
    });
    const res = await added;
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The commitment has ended: its action plan can no longer change');
    const plan = await ctx.app.inject({
      method: 'GET',
      url: `${API}/action-plans/${record.actionPlanId}`,
      headers: bearer(token),
    });
    expect(plan.json<ActionPlan>().progress.total).toBe(0);
  }, 60_000);
});
