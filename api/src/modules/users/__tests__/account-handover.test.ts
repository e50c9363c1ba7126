import { and, eq, sql } from 'drizzle-orm';
import { roleTemplates, type User } from '@conexoes/shared/contract';
import { auditLog, users } from '../../../db/schema';
import { bearer, createUser, signIn, tenantTree } from '../../../testing/auth-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

const api = '/manager/api/v1/users';

/**
 * docs/decisions/0056: the two saves that hand another person's account over — changing their e-mail
 * (where their reset links go) and making them an administrator — need the acting administrator's own
 * password, counted as a sign-in when wrong. Every other edit needs none.
 */
describe('handing an account over needs the administrator’s password', () => {
  let ctx: TestContext;
  let admin: string;
  let adminId: string;
  let root: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    root = (await tenantTree(ctx.database.db, ctx.seed.tenantId)).root.id;
    admin = await signIn(ctx.app, [root]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    adminId = (row as { id: string }).id;
  });
  afterAll(() => ctx.close());

  const recordOf = (user: User) => ({
    email: user.email,
    name: user.name,
    role: user.role,
    active: user.active,
    allWorkspaces: user.allWorkspaces,
    workspaceIds: user.workspaceIds,
    permission: user.permission,
  });
  const put = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${api}/${id}`, headers: bearer(admin), payload });
  const stored = async (id: string) =>
    (await ctx.app.inject({ url: `${api}/${id}`, headers: bearer(admin) })).json() as User;
  const failedSignIns = async () =>
    (
      await ctx.database.db
        .select({ via: sql<string>`${auditLog.detail}->>'via'` })
        .from(auditLog)
        .where(and(eq(auditLog.event, 'login.failed'), eq(auditLog.userId, adminId)))
    ).map((row) => row.via);

  it("changes another user's e-mail only with the administrator's own password, and counts a wrong one", async () => {
    const target = await createUser(ctx.app, admin, { email: 'ana@example.com', workspaceIds: [root] });
    const failuresBefore = (await failedSignIns()).length;

    const without = await put(target.id, { ...recordOf(target), email: 'ana.nova@example.com' });
    expect(without.statusCode).toBe(422);
    expect(without.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(without.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'handoverPasswordRequired' }),
    ]);

    const wrong = await put(target.id, {
      ...recordOf(target),
      email: 'ana.nova@example.com',
      currentPassword: 'chute-errado',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'currentPasswordWrong' }),
    ]);
    // Counted against the administrator's sign-in limits, as a failed sign-in of theirs.
    expect((await failedSignIns()).slice(failuresBefore)).toEqual(['e-mail change of another user']);
    // The profile route is held to the same.
    const viaProfile = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${target.id}/profile`,
      headers: bearer(admin),
      payload: { name: target.name, email: 'ana.nova@example.com', currentPassword: 'outro-chute' },
    });
    expect(viaProfile.statusCode).toBe(422);
    expect((await failedSignIns()).length).toBe(failuresBefore + 2);
    expect((await stored(target.id)).email).toBe('ana@example.com');

    const right = await put(target.id, {
      ...recordOf(target),
      email: 'ana.nova@example.com',
      currentPassword: ADMIN_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect((await stored(target.id)).email).toBe('ana.nova@example.com');
  });

  it('does not tell an unproven session which addresses are taken', async () => {
    const target = await createUser(ctx.app, admin, { workspaceIds: [root] });
    const taken = await put(target.id, { ...recordOf(target), email: ADMIN_EMAIL.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([expect.objectContaining({ path: 'body.currentPassword' })]);
    const proven = await put(target.id, {
      ...recordOf(target),
      email: ADMIN_EMAIL,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(proven.statusCode).toBe(409);
  });

  it("makes someone an administrator only with the administrator's own password, on edit and on create", async () => {
    const target = await createUser(ctx.app, admin, { role: 'manager', workspaceIds: [root] });
    const promotion = { ...recordOf(target), role: 'admin', permission: roleTemplates.admin };
    const without = await put(target.id, promotion);
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'handoverPasswordRequired' }),
    ]);
    const failuresBefore = (await failedSignIns()).length;
    const wrong = await put(target.id, { ...promotion, currentPassword: 'chute-errado' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'currentPasswordWrong' }),
    ]);
    expect((await failedSignIns()).slice(failuresBefore)).toEqual(['administrator grant']);
    expect((await stored(target.id)).role).toBe('manager');
    expect((await put(target.id, { ...promotion, currentPassword: ADMIN_PASSWORD })).statusCode).toBe(200);
    expect((await stored(target.id)).role).toBe('admin');

    const create = (extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: api,
        headers: bearer(admin),
        payload: {
          email: 'nova.admin@example.com',
          name: 'Nova Administradora',
          role: 'admin',
          allWorkspaces: true,
          ...extra,
        },
      });
    const refused = await create({});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'handoverPasswordRequired' }),
    ]);
    expect((await create({ currentPassword: 'chute-errado' })).statusCode).toBe(422);
    expect((await create({ currentPassword: ADMIN_PASSWORD })).statusCode).toBe(201);
  });

  it('asks nothing for other edits: a name, a role below administrator, an administrator kept one', async () => {
    const target = await createUser(ctx.app, admin, { workspaceIds: [root] });
    const failuresBefore = (await failedSignIns()).length;
    expect((await put(target.id, { ...recordOf(target), name: 'Outro Nome' })).statusCode).toBe(200);
    // The same address in other capitals is no change.
    expect(
      (await put(target.id, { ...recordOf(target), email: target.email.toUpperCase() })).statusCode,
    ).toBe(200);
    const manager = { ...recordOf(target), role: 'manager', permission: roleTemplates.manager };
    expect((await put(target.id, manager)).statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: {
        email: 'gestor.novo@example.com',
        name: 'Gestor Novo',
        role: 'manager',
        workspaceIds: [root],
      },
    });
    expect(created.statusCode).toBe(201);
    // One who already is an administrator stays one without a password.
    const already = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: {
        email: 'ja.admin@example.com',
        name: 'Já Administradora',
        role: 'admin',
        allWorkspaces: true,
        currentPassword: ADMIN_PASSWORD,
      },
    });
    const kept = already.json() as User;
    expect((await put(kept.id, { ...recordOf(kept), name: 'Já Administradora Souza' })).statusCode).toBe(200);
    expect((await failedSignIns()).length).toBe(failuresBefore);
  });
});
