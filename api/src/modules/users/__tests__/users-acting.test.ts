import { eq } from 'drizzle-orm';
import { roleTemplates } from '@conexoes/shared/contract';
import { users } from '../../../db/schema';
import { bearer, createUser, login, signIn, tenantTree } from '../../../testing/auth-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../../testing/test-app';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

const api = `${API}/users`;

/** Issue 9 item 1 and docs/decisions/0026: a user acts on another only within their own reach. */
describe('users: acting on another user', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let adminId: string;
  let manager: { id: string; email: string; token: string };

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    adminId = (row as { id: string }).id;
    const created = await createUser(ctx.app, admin, {
      role: 'manager',
      workspaceIds: [site],
      password: 'Manager@12345',
    });
    manager = {
      id: created.id,
      email: created.email,
      token: await signIn(ctx.app, [site], created.email, 'Manager@12345'),
    };
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("refuses a site manager's takeover of the tenant admin: profile, demotion and reset link", async () => {
    // The chain of the security probe, step by step.
    const profile = await as(manager.token, 'PUT', `${api}/${adminId}/profile`, {
      name: 'Administrador',
      email: 'attacker@example.com',
    });
    expect(profile.statusCode).toBe(403);
    const demote = await as(manager.token, 'PUT', `${api}/${adminId}`, {
      email: ADMIN_EMAIL,
      name: 'Administrador',
      role: 'viewer',
      active: false,
      allWorkspaces: false,
      workspaceIds: [site],
      permission: roleTemplates.viewer,
    });
    expect(demote.statusCode).toBe(403);
    const outboxBefore = ctx.outbox.length;
    const reset = await as(manager.token, 'POST', `${api}/reset/password`, { id: adminId });
    expect(reset.statusCode).toBe(403);

    // Nothing changed: the admin keeps their e-mail, role, access and sign-in; no link went out.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', active: true, allWorkspaces: true });
    expect(ctx.outbox.length).toBe(outboxBefore);
    await login(ctx.app);
  });

  it('refuses acting on a user of the same site who holds more flags, or a higher role', async () => {
    const siteAdmin = await createUser(ctx.app, admin, {
      role: 'admin',
      workspaceIds: [site],
      currentPassword: ADMIN_PASSWORD,
    });
    expect(
      (
        await as(manager.token, 'PUT', `${api}/${siteAdmin.id}/profile`, {
          name: 'Outro Nome',
          email: siteAdmin.email,
        })
      ).statusCode,
    ).toBe(403);
    // Flags the manager lacks (users.delete), under a role label no higher than theirs.
    const moreFlags = await createUser(ctx.app, admin, {
      role: 'manager',
      workspaceIds: [site],
      permission: { ...roleTemplates.manager, users: { ...roleTemplates.manager.users, delete: true } },
    });
    expect((await as(manager.token, 'POST', `${api}/reset/password`, { id: moreFlags.id })).statusCode).toBe(
      403,
    );
  });

  it('refuses acting on a user who also works in a workspace outside the actor', async () => {
    const { sites } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const elsewhere = sites.find((s) => s.id !== site) as { id: string };
    const shared = await createUser(ctx.app, admin, { role: 'viewer', workspaceIds: [site, elsewhere.id] });
    const res = await as(manager.token, 'PUT', `${api}/${shared.id}`, {
      email: shared.email,
      name: 'Sem Acesso',
      role: 'viewer',
      active: false,
      allWorkspaces: false,
      workspaceIds: [site],
      permission: roleTemplates.viewer,
    });
    expect(res.statusCode).toBe(403);
    // Nor does the manager learn where else that user works.
    const got = await as(manager.token, 'GET', `${api}/${shared.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().workspaceIds).toEqual([site]);
    // The tenant admin sees both.
    const full = await as(admin, 'GET', `${api}/${shared.id}`);
    expect(full.json().workspaceIds.sort()).toEqual([site, elsewhere.id].sort());
  });

  it('lets a site manager edit, reset and rename a user within their reach, but not raise their role', async () => {
    const analyst = await createUser(ctx.app, admin, { role: 'analyst', workspaceIds: [site] });
    const edited = await as(manager.token, 'PUT', `${api}/${analyst.id}`, {
      email: analyst.email,
      name: 'Analista Editada',
      role: 'manager',
      active: true,
      allWorkspaces: false,
      workspaceIds: [site],
      permission: roleTemplates.manager,
      // A higher role and more flags: the manager's own password (docs/decisions/0056).
      currentPassword: 'Manager@12345',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Analista Editada', role: 'manager' });
    const profile = await as(manager.token, 'PUT', `${api}/${analyst.id}/profile`, {
      name: 'Analista Renomeada',
      email: analyst.email,
    });
    expect(profile.statusCode).toBe(200);
    const mail = ctx.nextMail();
    expect((await as(manager.token, 'POST', `${api}/reset/password`, { id: analyst.id })).statusCode).toBe(
      202,
    );
    expect((await mail).to).toBe(analyst.email);

    const promote = await as(manager.token, 'PUT', `${api}/${analyst.id}`, {
      email: analyst.email,
      name: 'Analista Renomeada',
      role: 'admin',
      active: true,
      allWorkspaces: false,
      workspaceIds: [site],
      permission: roleTemplates.manager,
    });
    expect(promote.statusCode).toBe(422);
    expect(promote.json().errors.map((e: { path: string }) => e.path)).toContain('body.role');
  });

  it('lets a user restricted to basic information act only on users with the same restriction', async () => {
    const restricted = {
      ...roleTemplates.manager,
      stakeholders: { ...roleTemplates.manager.stakeholders, onlyBasicInfo: true },
    };
    const basic = await createUser(ctx.app, admin, {
      role: 'manager',
      workspaceIds: [site],
      permission: restricted,
      password: 'Basic@123456',
    });
    const token = await signIn(ctx.app, [site], basic.email, 'Basic@123456');
    const unrestricted = await createUser(ctx.app, admin, { role: 'viewer', workspaceIds: [site] });
    const alike = await createUser(ctx.app, admin, {
      role: 'viewer',
      workspaceIds: [site],
      permission: {
        ...roleTemplates.viewer,
        stakeholders: { ...roleTemplates.viewer.stakeholders, onlyBasicInfo: true },
      },
    });
    const rename = (id: string, email: string) =>
      as(token, 'PUT', `${api}/${id}/profile`, { name: 'Nome Novo', email });
    expect((await rename(unrestricted.id, unrestricted.email)).statusCode).toBe(403);
    expect((await rename(alike.id, alike.email)).statusCode).toBe(200);
  });

  it('refuses a user restricted to basic information handing out unrestricted access, to others or to themselves', async () => {
    const restricted = {
      ...roleTemplates.manager,
      stakeholders: { ...roleTemplates.manager.stakeholders, onlyBasicInfo: true },
    };
    const basic = await createUser(ctx.app, admin, {
      role: 'manager',
      workspaceIds: [site],
      permission: restricted,
      password: 'Basic@123456',
    });
    const token = await signIn(ctx.app, [site], basic.email, 'Basic@123456');

    // A new user holding the same flags without the restriction would read what the creator cannot.
    const created = await as(token, 'POST', api, {
      email: 'sem-restricao@example.com',
      name: 'Sem Restrição',
      role: 'viewer',
      workspaceIds: [site],
      permission: roleTemplates.viewer,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual([
      expect.objectContaining({
        path: 'body.permission.stakeholders.onlyBasicInfo',
        code: 'grantBasicInfoOnly',
      }),
    ]);
    // Nor may they lift their own restriction.
    const self = await as(token, 'PUT', `${api}/${basic.id}`, {
      email: basic.email,
      name: basic.name,
      role: 'manager',
      active: true,
      allWorkspaces: false,
      workspaceIds: [site],
      permission: roleTemplates.manager,
    });
    expect(self.statusCode).toBe(422);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, basic.id));
    expect(row?.updatedAt.toISOString()).toBe(basic.updatedAt);
    expect((await as(admin, 'GET', `${api}/${basic.id}`)).json().permission.stakeholders.onlyBasicInfo).toBe(
      true,
    );
    // With the restriction kept, or in an area with no access at all, the grant is theirs to give.
    const alike = await as(token, 'POST', api, {
      email: 'com-restricao@example.com',
      currentPassword: 'Basic@123456',
      name: 'Com Restrição',
      role: 'viewer',
      workspaceIds: [site],
      permission: {
        ...roleTemplates.viewer,
        stakeholders: { ...roleTemplates.viewer.stakeholders, onlyBasicInfo: true },
      },
    });
    expect(alike.statusCode).toBe(201);
    const none = await as(token, 'POST', api, {
      email: 'sem-partes@example.com',
      currentPassword: 'Basic@123456',
      name: 'Sem Partes',
      role: 'viewer',
      workspaceIds: [site],
      permission: { ...roleTemplates.viewer, stakeholders: roleTemplates.viewer.users },
    });
    expect(none.statusCode).toBe(201);
  });
});
