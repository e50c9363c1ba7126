import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type {
  Commitment,
  CommitmentOverview,
  FirstTreatment,
  UntreatedDemandPage,
} from '@conexoes/shared/contract';
import { actions, commitments } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  commitmentUpdateOf,
  createAction,
  createCommitment,
} from '../../../testing/commitment-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { API, openSiteTestbed, permissionWith, userWith } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { syncFirstTreated, todayInSaoPaulo } from '../commitment.fields';

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Issue 12: the two dashboards (docs/dashboards.md) on a small dataset whose figures are worked out
 * by hand: registration and completion dates are set in the database, everything else through the API.
 */
describe('social commitments: dashboards', () => {
  let ctx: TestContext;
  let token: string;
  let me: string;
  let colleague: string;
  const c: Record<'c1' | 'c2' | 'c3' | 'c4', Commitment> = {} as never;

  const call = async (url: string) =>
    ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) });
  const registeredOn = (id: string, day: string) =>
    ctx.database.db
      .update(commitments)
      .set({ createdAt: new Date(`${day}T12:00:00-03:00`) })
      .where(eq(commitments.id, id));
  /** An action of the commitment completed on `day` (through the API, then dated). */
  const completedOn = async (record: Commitment, day: string, thenDelete = false) => {
    const action = await createAction(ctx.app, token, record.actionPlanId, { title: `Ação ${day}` });
    const done = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/actions/${action.id}/complete`,
      headers: bearer(token),
      payload: { completionNote: 'Feito' },
    });
    if (done.statusCode !== 200) throw new Error(done.body);
    const [dated] = await ctx.database.db
      .update(actions)
      .set({ completedAt: new Date(`${day}T15:00:00-03:00`) })
      .where(eq(actions.id, action.id))
      .returning({ tenantId: actions.tenantId });
    // Dated behind the API's back: the commitment's first treatment follows, as a completion's would.
    await syncFirstTreated(ctx.database.db, dated?.tenantId as string, record.actionPlanId);
    if (thenDelete)
      await ctx.app.inject({ method: 'DELETE', url: `${API}/actions/${action.id}`, headers: bearer(token) });
  };

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    const site = testbed.site;
    me = await adminId(ctx);
    colleague = (
      await userWith(ctx, testbed.admin, [site], permissionWith({ customModules: { view: true } }))
    ).id;
    const make = (title: string, overrides: Parameters<typeof commitment>[1] = {}) =>
      createCommitment(ctx.app, token, commitment(me, { workspaceId: site, title, ...overrides }));
    c.c1 = await make('Um', { dueDate: '2026-01-31' });
    c.c2 = await make('Dois', { dueDate: '2026-02-15' });
    c.c3 = await make('Três', { dueDate: '2026-02-20' });
    const met = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-02-10T10:00:00-03:00',
        endsAt: null,
        followUpRequired: true,
        followUpDue: '2026-02-20',
        followUpOwnerId: me,
      }),
    );
    // Without a follow-up an interaction is not a demand.
    await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, startsAt: '2026-02-12T10:00:00-03:00', endsAt: null }),
    );
    c.c4 = await make('Quatro', {
      sourceCode: 'interaction',
      sourceInteractionId: met.id,
      ownerId: colleague,
      dueDate: null,
    });
    await registeredOn(c.c1.id, '2026-01-10');
    await registeredOn(c.c2.id, '2026-01-20');
    await registeredOn(c.c3.id, '2026-02-05');
    await registeredOn(c.c4.id, '2026-02-11');
    await completedOn(c.c1, '2026-01-12'); // 2 days
    await completedOn(c.c2, '2026-02-09'); // 20 days
    await completedOn(c.c3, '2026-02-06', true); // deleted: C3 stays untreated
    await completedOn(c.c4, '2026-02-15'); // 4 days; the interaction's first treatment too: 5 days
    for (const status of ['in_progress', 'fulfilled'] as const) {
      const current = (await call(`/commitments/management/${c.c2.id}`)).json<Commitment>();
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/commitments/management/${c.c2.id}`,
        headers: bearer(token),
        payload: commitmentUpdateOf(current, { status }),
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('first treatment: median, share within the 15-day target, by month, and the untreated past it', async () => {
    const res = await call('/actions/dashboards/first-treatment?period=year&from=2026-01-01&to=2026-02-28');
    expect(res.statusCode).toBe(200);
    const figures = res.json<FirstTreatment>();
    expect(figures.period).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(figures).toEqual(
      expect.objectContaining({
        targetDays: 15,
        demands: 5,
        treated: 4,
        medianDays: 4.5,
        withinTarget: 3,
        withinTargetShare: 60,
      }),
    );
    expect(figures.months).toEqual([
      { month: '2026-01', demands: 2, treated: 2, medianDays: 11, withinTarget: 1, withinTargetShare: 50 },
      { month: '2026-02', demands: 3, treated: 2, medianDays: 4.5, withinTarget: 2, withinTargetShare: 66.7 },
    ]);
    expect(figures.untreatedPastTargetCount).toBe(1);
    expect(figures.untreatedPastTarget).toEqual([
      expect.objectContaining({
        type: 'commitment',
        id: c.c3.id,
        code: c.c3.code,
        registeredOn: '2026-02-05',
        ageDays: days('2026-02-05', todayInSaoPaulo()),
        owner: expect.objectContaining({ id: me }),
      }),
    ]);
  });

  it('first treatment: a period without demands answers zeros, and from after to is a 422', async () => {
    const empty = (
      await call('/actions/dashboards/first-treatment?from=2019-01-01&to=2019-01-31')
    ).json<FirstTreatment>();
    expect(empty).toEqual(
      expect.objectContaining({ demands: 0, treated: 0, medianDays: null, withinTargetShare: 0 }),
    );
    expect((await call('/actions/dashboards/first-treatment?from=2026-02-01&to=2026-01-01')).statusCode).toBe(
      422,
    );
  });

  it('first treatment: the untreated list past the 50 the dashboard shows is read page by page', async () => {
    // 55 untreated commitments registered in June 2025, cloned in the database (the API is slow for so many).
    const [model] = await ctx.database.db.select().from(commitments).where(eq(commitments.id, c.c3.id));
    const base = model as typeof commitments.$inferSelect;
    await ctx.database.db.insert(commitments).values(
      Array.from({ length: 55 }, (_, i) => ({
        ...base,
        id: randomUUID(),
        code: `CMT-2025-${String(i + 1).padStart(5, '0')}`,
        title: `Pendente ${i + 1}`,
        createdAt: new Date(`2025-06-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00-03:00`),
        firstTreatedAt: null,
      })),
    );
    const query = 'from=2025-06-01&to=2025-06-30';
    const dashboard = (await call(`/actions/dashboards/first-treatment?${query}`)).json<FirstTreatment>();
    expect(dashboard.untreatedPastTargetCount).toBe(55);
    expect(dashboard.untreatedPastTarget).toHaveLength(50);

    const first = await call(`/actions/dashboards/first-treatment/untreated?${query}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<UntreatedDemandPage>()).toEqual(
      expect.objectContaining({ total: 55, page: 1, size: 50 }),
    );
    expect(first.json<UntreatedDemandPage>().items.map((d) => d.id)).toEqual(
      dashboard.untreatedPastTarget.map((d) => d.id),
    );
    const second = (
      await call(`/actions/dashboards/first-treatment/untreated?${query}&page=2`)
    ).json<UntreatedDemandPage>();
    expect(second.items).toHaveLength(5);
    const seen = new Set([...first.json<UntreatedDemandPage>().items, ...second.items].map((d) => d.code));
    expect(seen.size).toBe(55);
    expect(second.items.at(-1)).toEqual(
      expect.objectContaining({
        type: 'commitment',
        registeredOn: '2025-06-28',
        owner: expect.objectContaining({ id: me }),
      }),
    );
    expect((await call(`/actions/dashboards/first-treatment/untreated?${query}&page=0`)).statusCode).toBe(
      422,
    );
    await ctx.database.db.delete(commitments).where(like(commitments.code, 'CMT-2025-%'));
  });

  it('overview: by status, source, due month and owner', async () => {
    const res = await call('/commitments/dashboards/overview?from=2026-01-01&to=2026-02-28');
    expect(res.statusCode).toBe(200);
    const o = res.json<CommitmentOverview>();
    expect(o.total).toBe(4);
    expect(o.overdue).toBe(2);
    expect(Object.fromEntries(o.byStatus.map((s) => [s.status, s.count]))).toEqual({
      open: 3,
      in_progress: 0,
      fulfilled: 1,
      partially_fulfilled: 0,
      not_fulfilled: 0,
      cancelled: 0,
    });
    expect(o.bySource).toEqual([
      { key: 'voluntary', label: 'Voluntary', count: 3 },
      { key: 'interaction', label: 'Social interaction', count: 1 },
    ]);
    expect(o.months).toEqual([
      { month: '2026-01', due: 1, overdue: 1 },
      { month: '2026-02', due: 2, overdue: 1 },
    ]);
    expect(o.byOwner.map(({ id, total, open, overdue }) => ({ id, total, open, overdue }))).toEqual([
      { id: me, total: 3, open: 2, overdue: 2 },
      { id: colleague, total: 1, open: 1, overdue: 0 },
    ]);
  });

  it('the register filters by registration day (the overview click-through)', async () => {
    const page = (
      await call('/commitments/management/search?createdFrom=2026-01-15&createdTo=2026-02-05&sort=code,asc')
    ).json<{
      items: Array<{ id: string }>;
    }>();
    expect(page.items.map((i) => i.id)).toEqual([c.c2.id, c.c3.id]);
  });

  it('follows the tenant target', async () => {
    const { tenantTree, signIn } = await import('../../../testing/auth-helpers');
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const rootAdmin = await signIn(ctx.app, [root.id]);
    await ctx.app.inject({
      method: 'PUT',
      url: `${API}/commitments/settings`,
      headers: bearer(rootAdmin),
      payload: { firstTreatmentTargetDays: 30, dueSoonDays: 7 },
    });
    const figures = (
      await call('/actions/dashboards/first-treatment?from=2026-01-01&to=2026-02-28')
    ).json<FirstTreatment>();
    expect(figures).toEqual(
      expect.objectContaining({ targetDays: 30, withinTarget: 4, withinTargetShare: 80 }),
    );
  });
});
