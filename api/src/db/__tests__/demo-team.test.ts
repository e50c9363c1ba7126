import { eq, inArray, sql } from 'drizzle-orm';
import type { CommitmentOverview, Page, User, UserSummary } from '@conexoes/shared/contract';
import {
  actions,
  commitmentHistory,
  commitments,
  interactionHistory,
  interactionParticipants,
  interactions,
  users,
} from '../schema';
import { demoTeam } from '../seed/team.seed';
import { bearer, login, signIn, tenantTree } from '../../testing/auth-helpers';
import { API } from '../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestContext } from '../../testing/test-app';
import type { DatabaseHandle } from '../database';
import { rowsOf } from '../rows-of';

const today = () => new Date().toISOString().slice(0, 10);
const yearAgo = () => new Date(Date.now() - 366 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The demo (`npm start`'s seed): a community-relations team who own the demo's work, none able to sign in. */
describe('the demo team', () => {
  let database: DatabaseHandle;
  let ctx: TestContext;
  let admin: string;
  let tree: Awaited<ReturnType<typeof tenantTree>>;
  const byEmail = new Map<string, string>();

  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, { demoInteractions: true });
    database = ctx.database;
    tree = await tenantTree(database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [tree.root.id]);
    for (const u of await database.db.select({ id: users.id, email: users.email }).from(users))
      byEmail.set(u.email, u.id);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const userDetail = async (email: string): Promise<User> =>
    (await ctx.app.inject({ url: `${API}/users/${byEmail.get(email)}`, headers: bearer(admin) })).json();

  it('leaves the planner statistics of its year of work, so the first stakeholder profile opens at once', async () => {
    // PGlite never analyzes by itself: without them the search by stakeholder (the profile's timeline)
    // took the demo's interactions for a handful of rows and spent 4-5 s on a nested loop.
    const result = await database.db.execute(
      sql`select relname, reltuples from pg_class where relname in ('interactions', 'interaction_stakeholders')`,
    );
    const rows = rowsOf<{ relname: string; reltuples: number }>(result);
    const count = await database.db.select({ n: sql<number>`count(*)::int` }).from(interactions);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect([row.relname, Number(row.reltuples) > 0]).toEqual([row.relname, true]);
    expect(Number(rows.find((r) => r.relname === 'interactions')?.reltuples)).toBe(count[0]?.n);
  });

  it('lists a coordinator, analysts of each unit and site and a view-only auditor beside the admin', async () => {
    const page: Page<UserSummary> = (
      await ctx.app.inject({ url: `${API}/users/search?size=50`, headers: bearer(admin) })
    ).json();
    expect(page.items.map((u) => u.name).sort()).toEqual(
      ['Administrador', ...demoTeam.map((m) => m.name)].sort(),
    );
    expect(page.items.every((u) => u.active)).toBe(true);
    // The users list marks who has not chosen a password yet: the team, not the admin.
    expect(
      page.items
        .filter((u) => !u.passwordSet)
        .map((u) => u.name)
        .sort(),
    ).toEqual(demoTeam.map((m) => m.name).sort());
    expect(demoTeam.every((m) => m.email.endsWith('@conexoes.local'))).toBe(true);

    const coordinator = await userDetail('mariana.ribeiro@conexoes.local');
    expect(coordinator).toMatchObject({ role: 'manager', allWorkspaces: true });
    const auditor = await userDetail('fernanda.rocha@conexoes.local');
    expect(auditor).toMatchObject({ role: 'viewer', allWorkspaces: true });
    expect(auditor.permission.stakeholders).toMatchObject({
      view: true,
      add: false,
      edit: false,
      delete: false,
    });
    expect(auditor.permission.users.view).toBe(false);
    const site = (name: string) => tree.rows.find((w) => w.name === name)?.id;
    const juliana = await userDetail('juliana.ferreira@conexoes.local');
    expect(juliana).toMatchObject({ role: 'analyst', allWorkspaces: false });
    expect(juliana.workspaceIds).toEqual(
      [site('Mina Córrego do Feijão'), site('Barragem Serra Azul')].sort(),
    );
    expect((await userDetail('anapaula.nascimento@conexoes.local')).workspaceIds).toEqual([
      site('Unidade Carajás'),
    ]);
  });

  it('gives nobody of the team a password: sign-in refuses them, whatever is tried, until the admin sends a link', async () => {
    const rows = await database.db
      .select({ email: users.email, passwordHash: users.passwordHash, changed: users.passwordChangedAt })
      .from(users)
      .where(
        inArray(
          users.email,
          demoTeam.map((m) => m.email),
        ),
      );
    expect(rows).toHaveLength(demoTeam.length);
    expect(rows.every((r) => r.passwordHash === null && r.changed === null)).toBe(true);
    for (const { email } of demoTeam)
      for (const password of [ADMIN_PASSWORD, email.split('@')[0] as string, 'Conexoes@2025'])
        expect(
          (
            await ctx.app.inject({
              method: 'POST',
              url: `${API}/auth/login`,
              payload: { email, password },
            })
          ).statusCode,
        ).toBe(401);

    // The invitation the product sends: the link sets a password, and then she signs in.
    const email = 'juliana.ferreira@conexoes.local';
    const mail = ctx.nextMail();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users/reset/password`,
      headers: bearer(admin),
      payload: { id: byEmail.get(email) },
    });
    expect(sent.statusCode).toBe(202);
    const message = await mail;
    expect(message.to).toBe(email);
    const token = /reset_password\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `${API}/auth/reset-password`,
      payload: { token, password: 'Juliana-chose-this-1' },
    });
    expect(reset.statusCode).toBe(204);
    await expect(login(ctx.app, email, 'Juliana-chose-this-1')).resolves.toEqual(expect.any(String));
  });

  it('spreads the interactions over the team, each person on the sites they work in', async () => {
    const db = database.db;
    const links = await db
      .select({ userId: interactionParticipants.userId, workspaceId: interactions.workspaceId })
      .from(interactionParticipants)
      .innerJoin(interactions, eq(interactions.id, interactionParticipants.interactionId));
    const count = new Map<string, number>();
    for (const l of links) count.set(l.userId, (count.get(l.userId) ?? 0) + 1);
    // The six who record contacts (not the auditor) and the admin now and then; nobody holds most.
    const auditor = byEmail.get('fernanda.rocha@conexoes.local');
    expect(count.size).toBe(7);
    expect(count.has(auditor as string)).toBe(false);
    expect(Math.max(...count.values()) / links.length).toBeLessThan(0.35);
    expect((count.get(byEmail.get(ADMIN_EMAIL) as string) ?? 0) / links.length).toBeLessThan(0.1);
    // An analyst takes part only where they work: Thiago at the Itabirito plant, Lucas at Serra Norte.
    for (const [email, siteName] of [
      ['thiago.martins@conexoes.local', 'Usina de Beneficiamento Itabirito'],
      ['lucas.barbosa@conexoes.local', 'Mina Serra Norte'],
    ] as const) {
      const where = new Set(links.filter((l) => l.userId === byEmail.get(email)).map((l) => l.workspaceId));
      expect([...where].map((id) => tree.rows.find((w) => w.id === id)?.name)).toEqual([siteName]);
    }
    // Who recorded it follows up and authored its history.
    const recorded = await db
      .select({ createdBy: interactions.createdBy, owner: interactions.followUpOwnerId })
      .from(interactions);
    expect(new Set(recorded.map((r) => r.createdBy)).size).toBe(7);
    expect(new Set(recorded.flatMap((r) => (r.owner ? [r.owner] : []))).size).toBe(7);
    const authors = await db.selectDistinct({ userId: interactionHistory.userId }).from(interactionHistory);
    expect(authors).toHaveLength(7);
  });

  it('hands commitments and actions to several owners, so the dashboard by owner names the team', async () => {
    const overview: CommitmentOverview = (
      await ctx.app.inject({
        url: `${API}/commitments/dashboards/overview?from=${yearAgo()}&to=${today()}`,
        headers: bearer(admin),
      })
    ).json();
    const owners = overview.byOwner.map((o) => o.name);
    // The demo is seeded relative to the clock, so the smallest shares may vary: the big ones do not.
    expect(owners.length).toBeGreaterThanOrEqual(5);
    expect(owners).toEqual(expect.arrayContaining(['Mariana Ribeiro', 'Rafael Almeida', 'Juliana Ferreira']));
    expect(owners).not.toContain('Fernanda Rocha');
    expect(Math.max(...overview.byOwner.map((o) => o.total)) / overview.total).toBeLessThan(0.4);

    const db = database.db;
    const actionOwners = await db.selectDistinct({ ownerId: actions.ownerId }).from(actions);
    expect(actionOwners.length).toBeGreaterThanOrEqual(5);
    // The coordinator registers them; their owners move them on.
    const created = await db.selectDistinct({ createdBy: commitments.createdBy }).from(commitments);
    expect(created).toEqual([{ createdBy: byEmail.get('mariana.ribeiro@conexoes.local') }]);
    const changers = await db
      .selectDistinct({ userId: commitmentHistory.userId })
      .from(commitmentHistory)
      .where(eq(commitmentHistory.action, 'status_changed'));
    expect(changers.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the bare seed (tests, benches)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('has the admin alone: no demo team', async () => {
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const page: Page<UserSummary> = (
      await ctx.app.inject({
        url: `${API}/users/search?size=50`,
        headers: bearer(await signIn(ctx.app, [root.id])),
      })
    ).json();
    expect(page.items.map((u) => u.name)).toEqual(['Administrador']);
  });
});
