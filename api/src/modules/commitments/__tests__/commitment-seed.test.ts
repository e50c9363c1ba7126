import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { CommitmentPage, FirstTreatment, NegotiationPlanPage } from '@conexoes/shared/contract';
import { seedCommitmentArea } from '../../../db/seed/commitments.seed';
import { seedInteractionArea } from '../../../db/seed/interactions.seed';
import { rowsOf } from '../../../db/rows-of';
import {
  actionPlans,
  actions,
  commitments,
  negotiationPlans,
  notifications,
  stakeholders,
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

  it("holds each negotiation's meetings in its place, with its counterparts or in their municipality", async () => {
    const rows = rowsOf<{ code: string; municipality: string | null; withThem: boolean; near: boolean }>(
      await ctx.database.db.execute(sql`
        select p.code, i.municipality,
          exists (select 1 from negotiation_plan_stakeholders l join interaction_stakeholders s
            on s.tenant_id = l.tenant_id and s.stakeholder_id = l.stakeholder_id
            where l.plan_id = p.id and s.interaction_id = i.id) as "withThem",
          exists (select 1 from negotiation_plan_stakeholders l join stakeholders s on s.id = l.stakeholder_id
            where l.plan_id = p.id and s.municipality = i.municipality) as "near"
        from negotiation_plans p
        join negotiation_plan_interactions m on m.plan_id = p.id
        join interactions i on i.id = m.interaction_id`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.withThem && !r.near)).toEqual([]);
    // And they took place during it: never before the plan started.
    const early = rowsOf<{ code: string }>(
      await ctx.database.db.execute(sql`
        select p.code from negotiation_plans p
        join negotiation_plan_interactions m on m.plan_id = p.id
        join interactions i on i.id = m.interaction_id
        where i.starts_at < p.created_at`),
    );
    expect(early).toEqual([]);
  });

  it("keeps every action within its record's span: due by the commitment's due date, the plan's end", async () => {
    const late = rowsOf<{ code: string; due: string; actionDue: string }>(
      await ctx.database.db.execute(sql`
        select c.code, c.due_date::text as due, a.due_date::text as "actionDue"
        from actions a join action_plans p on p.id = a.action_plan_id
        join commitments c on c.id = p.parent_id and p.parent_type = 'commitment'
        where a.due_date > c.due_date or a.due_date < p.start_date
        union all
        select n.code, n.end_date::text, a.due_date::text
        from actions a join action_plans p on p.id = a.action_plan_id
        join negotiation_plans n on n.id = p.parent_id and p.parent_type = 'negotiation_plan'
        where a.due_date > n.end_date`),
    );
    expect(late).toEqual([]);
    // Nothing completed in the future or before its record was registered.
    const odd = rowsOf<{ id: string }>(
      await ctx.database.db.execute(sql`
        select a.id from actions a join action_plans p on p.id = a.action_plan_id
        where a.completed_at > now() or a.completed_at < p.created_at`),
    );
    expect(odd).toEqual([]);
  });

  it('treats most demands within the target and some late, as a working team would', async () => {
    const first = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/actions/dashboards/first-treatment?period=year`,
        headers: bearer(token),
      })
    ).json<FirstTreatment>();
    expect(first.demands).toBeGreaterThan(60);
    expect(first.withinTargetShare).toBeGreaterThan(55);
    expect(first.withinTarget).toBeLessThan(first.treated);
    expect(first.untreatedPastTargetCount).toBeGreaterThan(0);
  });

  it('spreads when the register was created and changed, each before its first contact and as its history says', async () => {
    const db = ctx.database.db;
    const rows = await db
      .select({ id: stakeholders.id, createdAt: stakeholders.createdAt, updatedAt: stakeholders.updatedAt })
      .from(stakeholders)
      .where(eq(stakeholders.tenantId, ctx.seed.tenantId));
    const minutes = new Set(rows.map((r) => Math.floor(r.createdAt.getTime() / 60_000)));
    expect(minutes.size).toBeGreaterThan(rows.length / 2);
    // So were the commitments and plans, in working hours (São Paulo, UTC−03:00), not at the seed's minute.
    const registered = [
      ...(await db.select({ at: commitments.createdAt }).from(commitments)),
      ...(await db.select({ at: negotiationPlans.createdAt }).from(negotiationPlans)),
    ].map((r) => r.at);
    expect(new Set(registered.map((at) => Math.floor(at.getTime() / 60_000))).size).toBeGreaterThan(
      registered.length * 0.8,
    );
    expect(
      registered.filter((at) => (at.getUTCHours() + 21) % 24 < 8 || (at.getUTCHours() + 21) % 24 >= 18),
    ).toEqual([]);
    const lastSix = rows
      .map((r) => r.updatedAt.getTime())
      .sort((a, b) => b - a)
      .slice(0, 6);
    expect(new Set(lastSix).size).toBe(6);
    expect(rows.filter((r) => r.updatedAt < r.createdAt)).toEqual([]);
    // Registered before anyone recorded a contact with them.
    const contactedFirst = rowsOf<{ id: string }>(
      await db.execute(sql`
        select s.id from stakeholders s join interaction_stakeholders l on l.stakeholder_id = s.id
        join interactions i on i.id = l.interaction_id
        where s.tenant_id = ${ctx.seed.tenantId} and i.starts_at < s.created_at limit 5`),
    );
    expect(contactedFirst).toEqual([]);
    // The history's first line is the registration, its last the latest change.
    const drift = rowsOf<{ id: string }>(
      await db.execute(sql`
        select s.id from stakeholders s
        where s.tenant_id = ${ctx.seed.tenantId} and (
          s.created_at <> (select min(h.created_at) from stakeholder_history h where h.stakeholder_id = s.id)
          or s.updated_at <> (select max(h.created_at) from stakeholder_history h where h.stakeholder_id = s.id))
        limit 5`),
    );
    expect(drift).toEqual([]);
  });
});
