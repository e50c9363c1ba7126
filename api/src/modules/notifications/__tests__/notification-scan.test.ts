import { todayInSaoPaulo } from '@conexoes/shared/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { actions, commitments, commitmentSettings, notifications } from '../../../db/schema';
import { createUser, signIn, tenantTree } from '../../../testing/auth-helpers';
import { permissionWith } from '../../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, createTestApp, type TestContext } from '../../../testing/test-app';
import { waitUntil } from '../../../testing/wait-until';
import { SCAN_JOB, TICK_JOB } from '../notification.jobs';
import { OVERDUE_NEWS_DAYS, SCAN_PAGE, scanTenant } from '../notification-scan';
import { dayFrom, makeAction, makeCommitment, makeNegotiationPlan, userIdOf } from './notification-fixtures';

const today = todayInSaoPaulo();

describe('the daily due/overdue scan', () => {
  let ctx: TestContext;
  let owner: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await userIdOf(ctx.database.db, ADMIN_EMAIL);
  }, 120_000);
  afterAll(() => ctx.close());

  const mine = async () =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, ctx.seed.tenantId), eq(notifications.userId, owner)));

  it('notifies owners of open work due within due_soon_days or past due, once however often it runs', async () => {
    const { commitment, plan } = await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Água potável para Vila Nova',
      dueDate: dayFrom(today, 3),
    });
    const late = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Perfurar o poço',
      dueDate: dayFrom(today, -2),
    });
    const soon = await makeAction(ctx, plan, { ownerId: owner, title: 'Instalar a bomba', dueDate: today });
    // Not news: far ahead, completed, deleted, without an owner or a date, a closed commitment.
    await makeAction(ctx, plan, { ownerId: owner, title: 'Longe', dueDate: dayFrom(today, 30) });
    await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Feita',
      dueDate: dayFrom(today, -5),
      status: 'completed',
    });
    await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Apagada',
      dueDate: dayFrom(today, -5),
      deleted: true,
    });
    await makeAction(ctx, plan, { ownerId: null, title: 'Sem dono', dueDate: dayFrom(today, -5) });
    await makeAction(ctx, plan, { ownerId: owner, title: 'Sem data', dueDate: null });
    await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Fechado',
      dueDate: dayFrom(today, -1),
      closed: true,
    });

    const first = await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    expect(first.notified).toBe(3);
    const rows = await mine();
    expect(rows.map((r) => [r.kind, r.recordType, r.title]).sort()).toEqual(
      [
        ['due_soon', 'action', 'Instalar a bomba'],
        ['due_soon', 'commitment', 'Água potável para Vila Nova'],
        ['overdue', 'action', 'Perfurar o poço'],
      ].sort(),
    );
    // An action names its commitment: five overdue "Apresentar o plano" are told apart.
    expect(rows.find((r) => r.recordId === late.id)?.data).toEqual({
      dueDate: dayFrom(today, -2),
      parentType: 'commitment',
      parentTitle: `${commitment.code} — Água potável para Vila Nova`,
    });
    expect(rows.find((r) => r.recordId === commitment.id)?.workspaceId).toBe(commitment.workspaceId);

    // A second run (a restart, a retry) adds nothing; tomorrow the action due today is overdue: news.
    expect((await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today })).notified).toBe(0);
    const tomorrow = await scanTenant(ctx.database.db, {
      tenantId: ctx.seed.tenantId,
      today: dayFrom(today, 1),
    });
    expect(tomorrow.notified).toBe(1);
    expect(
      (await mine())
        .filter((r) => r.recordId === soon.id)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['due_soon', 'overdue']);
  });

  it("reads the tenant's due_soon_days", async () => {
    const { plan } = await makeCommitment(ctx, { ownerId: owner, title: 'Prazo configurado', dueDate: null });
    const action = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Daqui a 10 dias',
      dueDate: dayFrom(today, 10),
    });
    await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    expect((await mine()).some((r) => r.recordId === action.id)).toBe(false);
    await ctx.database.db
      .insert(commitmentSettings)
      .values({ tenantId: ctx.seed.tenantId, dueSoonDays: 14 })
      .onConflictDoUpdate({ target: commitmentSettings.tenantId, set: { dueSoonDays: 14 } });
    await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    expect((await mine()).filter((r) => r.recordId === action.id).map((r) => r.kind)).toEqual(['due_soon']);
  });

  it('tells only owners who may open the record: in the area, active, the record within their reach', async () => {
    const { root, units, sitesOf } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const admin = await signIn(ctx.app, [root.id]);
    const unit = units[0]?.id as string;
    const [site, sibling] = sitesOf(unit).map((s) => s.id);
    if (!site || !sibling) throw new Error('the demo tenant has two sites under its first unit');
    const area = permissionWith({ customModules: { view: true, edit: true } });
    const person = (name: string, workspaceIds: string[], extra: object = {}) =>
      createUser(ctx.app, admin, { name, workspaceIds, permission: area, ...extra }).then((u) => u.id);
    const atTheUnit = await person('Dona da unidade', [unit]);
    const atASibling = await person('Dona do site vizinho', [sibling]);
    const outsideTheArea = await person('Sem a área', [site], {
      permission: permissionWith({ stakeholders: { view: true } }),
    });
    const inactive = await person('Desativada', [site], { active: false });
    const owners = { atTheUnit, atASibling, outsideTheArea, inactive };
    const made: Record<string, string> = {};
    for (const [who, ownerId] of Object.entries(owners)) {
      const { commitment } = await makeCommitment(ctx, {
        ownerId,
        title: `Prazo de ${who}`,
        dueDate: dayFrom(today, -1),
        workspaceId: site,
      });
      made[who] = commitment.id;
    }
    await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    const told = await ctx.database.db
      .select({ userId: notifications.userId, recordId: notifications.recordId })
      .from(notifications)
      .where(inArray(notifications.recordId, Object.values(made)));
    // The sibling site's owner would have read the code and title of a record they cannot open.
    expect(told).toEqual([{ userId: atTheUnit, recordId: made.atTheUnit }]);
  });

  it('tells nothing of an action whose commitment was deleted (its page is a 404; deletion leaves actions as they were)', async () => {
    const { commitment, plan } = await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Apagado',
      dueDate: null,
    });
    const orphan = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Ação de um compromisso apagado',
      dueDate: dayFrom(today, -3),
    });
    await ctx.database.db
      .update(commitments)
      .set({ deletedAt: new Date() })
      .where(eq(commitments.id, commitment.id));
    await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    expect((await mine()).some((r) => r.recordId === orphan.id)).toBe(false);
  });

  it('tells nothing of the actions of a closed commitment or an ended negotiation plan (nobody may change them)', async () => {
    const { plan: ofClosed } = await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Cumprido',
      dueDate: null,
      closed: true,
    });
    const left = await makeAction(ctx, ofClosed, {
      ownerId: owner,
      title: 'Ação que ficou aberta',
      dueDate: dayFrom(today, -3),
    });
    const ended = await makeNegotiationPlan(ctx, { responsibleId: owner, status: 'cancelled' });
    const ofEnded = await makeAction(ctx, ended, {
      ownerId: owner,
      title: 'Ação de um plano cancelado',
      dueDate: dayFrom(today, -3),
    });
    const live = await makeNegotiationPlan(ctx, { responsibleId: owner, status: 'in_negotiation' });
    const ofLive = await makeAction(ctx, live, {
      ownerId: owner,
      title: 'Ação de um plano em negociação',
      dueDate: dayFrom(today, -3),
    });
    await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    const told = new Set((await mine()).map((r) => r.recordId));
    expect([told.has(left.id), told.has(ofEnded.id), told.has(ofLive.id)]).toEqual([false, false, true]);
  });

  it('tells of work overdue for two weeks at most: the first scan after a deploy does not e-mail years of it', async () => {
    const { plan } = await makeCommitment(ctx, { ownerId: owner, title: 'Antigas', dueDate: null });
    const recent = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Vencida há duas semanas',
      dueDate: dayFrom(today, -OVERDUE_NEWS_DAYS),
    });
    const old = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Vencida há um ano',
      dueDate: dayFrom(today, -365),
    });
    await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    const told = (await mine()).map((r) => r.recordId);
    expect(told).toContain(recent.id);
    expect(told).not.toContain(old.id);
  });

  it('walks a tenant in keyset pages, every row once', async () => {
    const { plan } = await makeCommitment(ctx, { ownerId: owner, title: 'Muitas ações', dueDate: null });
    const many = SCAN_PAGE + 25;
    // Same due date for all: the page boundary falls inside one date, where the id breaks the tie.
    const rows = Array.from({ length: many }, (_, n) => ({
      tenantId: ctx.seed.tenantId,
      workspaceId: plan.workspaceId,
      actionPlanId: plan.id,
      title: `Ação ${n}`,
      ownerId: owner,
      dueDate: dayFrom(today, -10),
    }));
    for (let n = 0; n < many; n += 500) await ctx.database.db.insert(actions).values(rows.slice(n, n + 500));
    const result = await scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
    expect(result.notified).toBe(many);
  });

  it('the hourly tick queues one scan per tenant per day, and the scan job notifies', async () => {
    const { plan } = await makeCommitment(ctx, { ownerId: owner, title: 'Pelo relógio', dueDate: null });
    const action = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Atrasada pelo relógio',
      dueDate: dayFrom(today, -1),
    });
    const tick = await ctx.app.jobs.enqueue<Record<string, never>, number>(TICK_JOB, {});
    expect(await tick.done).toBeGreaterThanOrEqual(1);
    // The scan the tick queued for today is already there: asking again queues nothing.
    const again = await ctx.app.jobs.enqueue(
      SCAN_JOB,
      { tenantId: ctx.seed.tenantId, today },
      {
        dedupeKey: `${ctx.seed.tenantId}:${today}`,
      },
    );
    expect(again.queued).toBe(false);
    await waitUntil(
      async () => (await mine()).some((r) => r.recordId === action.id),
      'the scheduled scan notified the owner',
    );
  });
});

// Issue 12 proof: two API instances on one PostgreSQL running the scan at the same moment.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('two API instances on PostgreSQL', () => {
  it('scanning at the same time notifies each owner once, and the tick runs one scan per tenant', async () => {
    const a = await createTestApp();
    const b = await createTestApp({}, a);
    try {
      const owner = await userIdOf(a.database.db, ADMIN_EMAIL);
      const { plan } = await makeCommitment(a, {
        ownerId: owner,
        title: 'Dois servidores',
        dueDate: dayFrom(today, 2),
      });
      for (let i = 0; i < 50; i += 1)
        await makeAction(a, plan, {
          ownerId: owner,
          title: `Atrasada ${i}`,
          dueDate: dayFrom(today, -1 - (i % 5)),
        });

      const [ra, rb] = await Promise.all([
        scanTenant(a.database.db, { tenantId: a.seed.tenantId, today }),
        scanTenant(b.database.db, { tenantId: b.seed.tenantId, today }),
      ]);
      expect(ra.notified + rb.notified).toBe(51);
      const rows = await a.database.db.select().from(notifications).where(eq(notifications.userId, owner));
      expect(rows).toHaveLength(51);
      expect(new Set(rows.map((r) => r.dedupeKey)).size).toBe(51);

      // Both instances tick: one scan job per tenant and day exists in the queue.
      await a.app.ready();
      await b.app.ready();
      await Promise.all([a.app.jobs.enqueue(TICK_JOB, {}), b.app.jobs.enqueue(TICK_JOB, {})]);
      const scans = async () => {
        const result: unknown = await a.database.db.execute(
          sql`select state from pgboss.job where name = ${SCAN_JOB}`,
        );
        return result as Array<{ state: string }>;
      };
      await waitUntil(
        async () => (await scans()).some((s) => s.state === 'completed'),
        'a scan job completed',
      );
      // Two ticks (one per instance), one scan for the one tenant of this database.
      expect(await scans()).toHaveLength(1);
      expect(
        await a.database.db.select().from(notifications).where(eq(notifications.userId, owner)),
      ).toHaveLength(51);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
