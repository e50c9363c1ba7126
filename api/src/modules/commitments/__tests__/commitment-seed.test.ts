import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { CommitmentPage, FirstTreatment, NegotiationPlanPage } from '@conexoes/shared/contract';
import { seedCommitmentArea } from '../../../db/seed/commitments.seed';
import { seedInteractionArea } from '../../../db/seed/interactions.seed';
import {
  actionPlans,
  actions,
  commitments,
  negotiationPlans,
  notifications,
  users,
} from '../../../db/schema';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import { API } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';

/** The demo tenant's commitments (`npm start`): every status, actions in every state, some overdue. */
describe('social commitments: the demo data', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const [admin] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ctx.seed.adminEmail));
    const now = new Date();
    await ctx.database.db.transaction(async (tx) => {
      await seedInteractionArea(tx as never, ctx.seed.tenantId, (admin as { id: string }).id, {
        count: 600,
        now,
      });
      await seedCommitmentArea(tx as never, ctx.seed.tenantId, (admin as { id: string }).id, { now });
    });
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    token = await signIn(ctx.app, [root.id]);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('holds plans in every status and commitments in every status, some overdue', async () => {
    const db = ctx.database.db;
    const planStatuses = await db.selectDistinct({ s: negotiationPlans.status }).from(negotiationPlans);
    expect(planStatuses.map((r) => r.s).sort()).toEqual([
      'agreed',
      'cancelled',
      'closed',
      'draft',
      'in_negotiation',
      'not_agreed',
    ]);
    const statuses = await db.selectDistinct({ s: commitments.status }).from(commitments);
    expect(statuses.map((r) => r.s).sort()).toEqual([
      'cancelled',
      'fulfilled',
      'in_progress',
      'not_fulfilled',
      'open',
      'partially_fulfilled',
    ]);
    const [total] = await db.select({ n: count() }).from(commitments);
    expect(total?.n).toBeGreaterThanOrEqual(60);
    const overdue = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/management/search?status=overdue`,
        headers: bearer(token),
      })
    ).json<CommitmentPage>();
    expect(overdue.total).toBeGreaterThan(0);
    // Each concerns a topic, so the list's topic filter finds them.
    const [concerned] = await db.select({ topicIds: commitments.topicIds }).from(commitments).limit(1);
    const topicId = concerned?.topicIds[0];
    expect(topicId).toBeDefined();
    const byTopic = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/management/search?topicId=${topicId}`,
        headers: bearer(token),
      })
    ).json<CommitmentPage>();
    expect(byTopic.total).toBeGreaterThan(0);
    const fromAgreements = await db
      .select({ n: count() })
      .from(commitments)
      .where(sql`${commitments.sourceAgreementId} is not null`);
    const fromInteractions = await db
      .select({ n: count() })
      .from(commitments)
      .where(sql`${commitments.sourceInteractionId} is not null`);
    expect(fromAgreements[0]?.n).toBeGreaterThan(0);
    expect(fromInteractions[0]?.n).toBeGreaterThan(0);
  });

  it('gives every record its action plan, and actions in every state', async () => {
    const db = ctx.database.db;
    const [parents] = await db
      .select({
        n: sql<number>`(select count(*) from commitments) + (select count(*) from negotiation_plans)`,
      })
      .from(sql`(select 1) one`);
    const [plans] = await db.select({ n: count() }).from(actionPlans);
    expect(plans?.n).toBe(Number(parents?.n));
    const states = await db
      .selectDistinct({ s: actions.status })
      .from(actions)
      .where(isNull(actions.deletedAt));
    expect(states.map((r) => r.s).sort()).toEqual(['completed', 'in_progress', 'open']);
    const [finished] = await db
      .select({ n: count() })
      .from(actionPlans)
      .where(sql`${actionPlans.finishedAt} is not null`);
    expect(finished?.n).toBeGreaterThan(0);
  });

  it('lists through the API and fills the dashboards and the bell', async () => {
    const plans = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/negotiation-plans/search`,
        headers: bearer(token),
      })
    ).json<NegotiationPlanPage>();
    expect(plans.total).toBe(8);
    const first = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/actions/dashboards/first-treatment?period=year`,
        headers: bearer(token),
      })
    ).json<FirstTreatment>();
    expect(first.demands).toBeGreaterThan(0);
    expect(first.treated).toBeGreaterThan(0);
    const [unread] = await ctx.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(isNull(notifications.readAt)));
    expect(unread?.n).toBeGreaterThan(0);
  });
});
