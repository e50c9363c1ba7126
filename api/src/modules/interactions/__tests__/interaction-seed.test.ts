import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { InteractionPage } from '@conexoes/shared/contract';
import type { SurveySummary } from '@conexoes/shared/contract';
import { demoSurveySites, seedInteractionArea } from '../../../db/seed/interactions.seed';
import {
  interactions,
  interactionStakeholders,
  interactionSurveyAnswers,
  stakeholders,
  users,
  workspaces,
} from '../../../db/schema';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import { topicIdsDrift } from '../../../testing/interaction-helpers';
import { API } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { grievanceRowSql, openGrievanceSql } from '../interaction-grievance';

/** The demo tenant's year of interactions (`npm start`): deterministic, bulk, usable by the list. */
const SEEDED_AT = new Date('2026-05-11T12:00:00Z');

describe('social interactions: the demo data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const [admin] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ctx.seed.adminEmail));
    await ctx.database.db.transaction(async (tx) =>
      seedInteractionArea(tx as never, ctx.seed.tenantId, (admin as { id: string }).id, {
        now: SEEDED_AT,
      }),
    );
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('gives the demo stakeholders phones a person can dial: a mobile has 9 digits after the area code, a landline 8', async () => {
    const rows = await ctx.database.db
      .select({ phone: stakeholders.phone })
      .from(stakeholders)
      .where(eq(stakeholders.tenantId, ctx.seed.tenantId));
    const phones = rows.flatMap((r) => (r.phone ? [r.phone.replace(/\D/g, '')] : []));
    expect(phones.length).toBeGreaterThan(10);
    const invalid = phones.filter((d) => !(d.length === 10 || (d.length === 11 && d[2] === '9')));
    expect(invalid).toEqual([]);
  });

  it('writes 3,000 interactions with stakeholders, numbered per year', async () => {
    const db = ctx.database.db;
    const [total] = await db
      .select({ n: count() })
      .from(interactions)
      .where(eq(interactions.tenantId, ctx.seed.tenantId));
    expect(total?.n).toBe(3000);
    // Each keeps its topics on the row as in its links (the topic filter reads the row).
    expect(await topicIdsDrift(db, ctx.seed.tenantId)).toEqual([]);
    const [links] = await db.select({ n: count() }).from(interactionStakeholders);
    expect(links?.n).toBeGreaterThanOrEqual(3000);
    const first = await db
      .select({ code: interactions.code })
      .from(interactions)
      .where(and(eq(interactions.tenantId, ctx.seed.tenantId), isNull(interactions.deletedAt)))
      .orderBy(interactions.startsAt, interactions.code)
      .limit(1);
    expect(first[0]?.code).toBe('INT-2025-00001');
  });

  it('writes subjects in correct Portuguese: the article agrees with the organisation ("o Sindicato", "a Associação")', async () => {
    const rows = await ctx.database.db
      .select({ subject: interactions.subject })
      .from(interactions)
      .where(eq(interactions.tenantId, ctx.seed.tenantId));
    const subjects = rows.map((r) => r.subject);
    const wrong = subjects.filter(
      (s) =>
        /\b(com a|da) (Sindicato|Instituto|Grupo|Movimento)\b/.test(s) ||
        /\b(com o|do) (Associação|Cooperativa|Comunidade|Paróquia|Fundação)\b/.test(s),
    );
    expect(wrong).toEqual([]);
    expect(subjects.some((s) => /\b(com o|do) Sindicato\b/.test(s))).toBe(true);
    expect(subjects.some((s) => /\b(com a|da) (Associação|Cooperativa)\b/.test(s))).toBe(true);
  });

  it('holds nothing in the future: every contact and its recording are before the seed ran', async () => {
    const rows = await ctx.database.db
      .select({ startsAt: interactions.startsAt, createdAt: interactions.createdAt })
      .from(interactions)
      .where(eq(interactions.tenantId, ctx.seed.tenantId));
    const now = Date.parse('2026-05-11T12:00:00Z');
    expect(rows.filter((r) => r.startsAt.getTime() > now || r.createdAt.getTime() > now)).toEqual([]);
    // Recorded after the contact began, in working hours (São Paulo, UTC−03:00): not at night.
    expect(rows.filter((r) => r.createdAt < r.startsAt)).toEqual([]);
    const hourOf = (at: Date) => (at.getUTCHours() + 21) % 24;
    const atNight = rows.filter((r) => hourOf(r.createdAt) < 8 || hourOf(r.createdAt) >= 19);
    expect(atNight.length).toBeLessThan(rows.length * 0.01);
  });

  it('keeps a grievance desk a person would believe: most complaints of past months closed, a few late', async () => {
    const old = lt(interactions.startsAt, new Date(SEEDED_AT.getTime() - 60 * 24 * 60 * 60 * 1000));
    const [received] = await ctx.database.db
      .select({ n: count() })
      .from(interactions)
      .where(and(grievanceRowSql(), old));
    const [stillOpen] = await ctx.database.db
      .select({ n: count() })
      .from(interactions)
      .where(and(openGrievanceSql(), old));
    const [closedWithAnswer] = await ctx.database.db
      .select({ n: count() })
      .from(interactions)
      .where(and(grievanceRowSql(), old, sql`${interactions.grievanceOutcome} is not null`));
    expect(received?.n).toBeGreaterThan(100);
    // Some left open past their month, for the overdue figures to show; not most of a year's.
    expect(stillOpen?.n).toBeGreaterThan(0);
    expect(stillOpen?.n).toBeLessThan((received?.n ?? 0) * 0.15);
    expect(closedWithAnswer?.n).toBeGreaterThan((received?.n ?? 0) * 0.6);
  });

  it('has open and overdue follow-ups, every perception, and finds by words', async () => {
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const token = await signIn(ctx.app, [root.id]);
    const get = async (query: string): Promise<InteractionPage> =>
      (
        await ctx.app.inject({ url: `${API}/social-interactions/search?${query}`, headers: bearer(token) })
      ).json();
    expect((await get('followUp=open')).total).toBeGreaterThan(0);
    expect((await get('followUp=overdue')).total).toBeGreaterThan(0);
    for (const perception of ['positive', 'neutral', 'negative'])
      expect((await get(`perception=${perception}`)).total).toBeGreaterThan(100);
    const dust = await get('q=poeira reclamacao');
    expect(dust.total).toBeGreaterThan(50);
    expect(dust.items[0]?.stakeholderCount).toBeGreaterThan(0);
    // The list's default: newest first.
    const page = await get('size=5');
    expect(page.items.map((i) => i.startsAt)).toEqual(
      [...page.items.map((i) => i.startsAt)].sort().reverse(),
    );
  });

  it('asks the perception survey on two sites, with answers there only, varying by month', async () => {
    const db = ctx.database.db;
    const on = await db
      .select({ id: workspaces.id, name: workspaces.name })
      .from(workspaces)
      .where(and(eq(workspaces.tenantId, ctx.seed.tenantId), eq(workspaces.socialInteractionResearch, true)));
    expect(on.map((w) => w.name).sort()).toEqual([...demoSurveySites].sort());
    const answered = await db
      .selectDistinct({ workspaceId: interactions.workspaceId, id: interactions.id })
      .from(interactionSurveyAnswers)
      .innerJoin(
        interactions,
        and(
          eq(interactions.tenantId, interactionSurveyAnswers.tenantId),
          eq(interactions.id, interactionSurveyAnswers.interactionId),
        ),
      );
    expect(answered.length).toBeGreaterThan(200);
    expect(new Set(answered.map((a) => a.workspaceId))).toEqual(new Set(on.map((w) => w.id)));

    // The dashboard sees them: every question answered, every score used, months that differ.
    const { root } = await tenantTree(db, ctx.seed.tenantId);
    const token = await signIn(ctx.app, [root.id]);
    const summary: SurveySummary = (
      await ctx.app.inject({
        url: `${API}/social-interactions/dashboards/survey?from=2025-05-01&to=2026-05-11`,
        headers: bearer(token),
      })
    ).json();
    expect(summary.answered).toBe(answered.length);
    expect(summary.questions).toHaveLength(4);
    for (const q of summary.questions) {
      expect(q.distribution.every((n) => n > 0)).toBe(true);
      expect(q.average).toBeGreaterThan(2);
      expect(q.average).toBeLessThan(4.5);
      const monthly = q.byMonth.flatMap((m) => (m.average === null ? [] : [m.average]));
      expect(Math.max(...monthly) - Math.min(...monthly)).toBeGreaterThan(0.3);
    }
  });

  it('writes the issues raised in other words than the subject, varied, on what came in and most meetings', async () => {
    const rows = await ctx.database.db
      .select({
        subject: interactions.subject,
        issues: interactions.issuesRaised,
        direction: interactions.direction,
      })
      .from(interactions)
      .where(eq(interactions.tenantId, ctx.seed.tenantId));
    expect(rows.filter((r) => r.issues !== null && r.issues === r.subject)).toEqual([]);
    expect(rows.filter((r) => r.direction === 'inbound' && !r.issues)).toEqual([]);
    const raised = rows.flatMap((r) => (r.issues ? [r.issues] : []));
    expect(raised.length).toBeGreaterThan(rows.length / 2);
    expect(new Set(raised).size).toBeGreaterThan(40);
    // No placeholder left unfilled.
    expect(raised.filter((text) => /[{}]/.test(text))).toEqual([]);
    // And the team's answers are not one sentence repeated.
    const answers = await ctx.database.db
      .selectDistinct({ response: interactions.response })
      .from(interactions)
      .where(eq(interactions.tenantId, ctx.seed.tenantId));
    expect(answers.filter((a) => a.response).length).toBeGreaterThan(3);
  });
});
