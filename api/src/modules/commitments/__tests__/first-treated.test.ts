import { eq } from 'drizzle-orm';
import type { Action, Commitment } from '@conexoes/shared/contract';
import { commitments } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import { adminId, commitment, createAction, createCommitment } from '../../../testing/commitment-helpers';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * Issue 12, decision 0037: the first-treatment dashboard reads a commitment's first treatment from
 * `commitments.first_treated_at`, so every action write that changes it must keep it: the earliest
 * completion among the action plan's actions that are not deleted.
 */
describe('social commitments: the first treatment kept on the commitment', () => {
  let ctx: TestContext;
  let token: string;
  let record: Commitment;

  const put = async (url: string, payload?: object) => {
    const res = await ctx.app.inject({ method: 'PUT', url: `${API}${url}`, headers: bearer(token), payload });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<Action>();
  };
  const firstTreatedAt = async () => {
    const [row] = await ctx.database.db
      .select({ at: commitments.firstTreatedAt })
      .from(commitments)
      .where(eq(commitments.id, record.id));
    return row?.at?.toISOString() ?? null;
  };

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    record = await createCommitment(
      ctx.app,
      token,
      commitment(await adminId(ctx), { workspaceId: testbed.site, title: 'Poço' }),
    );
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('follows completing, reopening and deleting the actions of its plan', async () => {
    const a = await createAction(ctx.app, token, record.actionPlanId, { title: 'Primeira' });
    const b = await createAction(ctx.app, token, record.actionPlanId, { title: 'Segunda' });
    expect(await firstTreatedAt()).toBeNull();

    const doneA = await put(`/actions/${a.id}/complete`, { completionNote: 'Feito' });
    expect(await firstTreatedAt()).toBe(doneA.completedAt);
    const doneB = await put(`/actions/${b.id}/complete`, { completionNote: 'Feito' });
    // A later completion does not move the first one.
    expect(await firstTreatedAt()).toBe(doneA.completedAt);

    await put(`/actions/${a.id}/reopen`);
    expect(await firstTreatedAt()).toBe(doneB.completedAt);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/actions/${b.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await firstTreatedAt()).toBeNull();
  });
});
