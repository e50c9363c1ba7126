import { and, eq, sql } from 'drizzle-orm';
import { roleTemplates, type User } from '@conexoes/shared/contract';
import { auditLog, users } from '../../../db/schema';
import { bearer, createUser, signIn, tenantTree } from '../../../testing/auth-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

const api = '/manager/api/v1/users';

/**
 * docs/decisions/0056: the saves that hand another person's account over — changing their e-mail
 * (where their reset links go), making them an administrator — or give an account more than it had
 * (a new user, more flags, a higher role, more workspaces, reactivation) need the acting
 * administrator's own password, counted as a sign-in when wrong. Edits that give nothing more need none.
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

  const post = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: api, headers: bearer(admin), payload });
  /** Every flag of every area, under a role below administrator. */
  const everything = roleTemplates.admin;
  const refusedForPassword = (res: { statusCode: number; json: () => { errors: unknown } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'handoverPasswordRequired' }),
    ]);
  };

  it("creates any user only with the creator's own password, before the e-mail is looked up", async () => {
    const failuresBefore = (await failedSignIns()).length;
    // The least a new user can be: a viewer in one workspace (the root reaches everything below it).
    refusedForPassword(
      await post({ email: 'leitora@example.com', name: 'Leitora', role: 'viewer', workspaceIds: [root] }),
    );
    // A manager holding every fullAccess flag: the persistent account a stolen session would plant.
    const manager = {
      email: 'gestora.total@example.com',
      name: 'Gestora Total',
      role: 'manager',
      workspaceIds: [root],
      permission: everything,
    };
    refusedForPassword(await post(manager));
    const wrong = await post({ ...manager, currentPassword: 'chute-errado' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'currentPasswordWrong' }),
    ]);
    expect((await failedSignIns()).slice(failuresBefore)).toEqual(['user creation']);
    // A taken address is not told to an unproven session.
    refusedForPassword(await post({ ...manager, email: ADMIN_EMAIL }));
    const created = await post({ ...manager, currentPassword: ADMIN_PASSWORD });
    expect(created.statusCode).toBe(201);
    expect((created.json() as User).permission).toEqual(everything);
  });

  it("raises flags or the role under administrator only with the administrator's own password", async () => {
    const target = await createUser(ctx.app, admin, { role: 'manager', workspaceIds: [root] });
    const failuresBefore = (await failedSignIns()).length;
    refusedForPassword(await put(target.id, { ...recordOf(target), permission: everything }));
    const wrong = await put(target.id, {
      ...recordOf(target),
      permission: everything,
      currentPassword: 'chute-errado',
    });
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'currentPasswordWrong' }),
    ]);
    expect((await failedSignIns()).slice(failuresBefore)).toEqual(['access grant']);
    // One flag is enough: delete on users, which the manager template lacks.
    const oneMore = {
      ...recordOf(target),
      permission: { ...target.permission, users: { ...target.permission.users, delete: true } },
    };
    refusedForPassword(await put(target.id, oneMore));
    // Conditional edit made a full edit.
    const analyst = await createUser(ctx.app, admin, { role: 'analyst', workspaceIds: [root] });
    const fullEdit = {
      ...analyst.permission,
      stakeholders: { ...analyst.permission.stakeholders, editConditionally: false, edit: true },
    };
    refusedForPassword(await put(analyst.id, { ...recordOf(analyst), permission: fullEdit }));
    // A higher role with no more flags than before is still more reach (the acting rule ranks roles).
    refusedForPassword(await put(analyst.id, { ...recordOf(analyst), role: 'manager' }));
    // Lifting the basic-information restriction shows what was hidden.
    const basic = await createUser(ctx.app, admin, {
      workspaceIds: [root],
      permission: {
        ...roleTemplates.viewer,
        stakeholders: { ...roleTemplates.viewer.stakeholders, onlyBasicInfo: true },
      },
    });
    refusedForPassword(await put(basic.id, { ...recordOf(basic), permission: roleTemplates.viewer }));
    expect((await stored(target.id)).permission).toEqual(target.permission);
    expect((await put(target.id, { ...oneMore, currentPassword: ADMIN_PASSWORD })).statusCode).toBe(200);
    expect((await stored(target.id)).permission.users.delete).toBe(true);
  });

  it("widens a user's workspaces only with the administrator's own password", async () => {
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const [unitA, unitB] = tree.units as [(typeof tree.units)[0], (typeof tree.units)[0]];
    const target = await createUser(ctx.app, admin, { workspaceIds: [unitA.id] });
    const failuresBefore = (await failedSignIns()).length;
    refusedForPassword(await put(target.id, { ...recordOf(target), workspaceIds: [unitA.id, unitB.id] }));
    // Swapping one workspace for another adds one too.
    refusedForPassword(await put(target.id, { ...recordOf(target), workspaceIds: [unitB.id] }));
    refusedForPassword(await put(target.id, { ...recordOf(target), allWorkspaces: true }));
    const wrong = await put(target.id, {
      ...recordOf(target),
      allWorkspaces: true,
      currentPassword: 'chute-errado',
    });
    expect(wrong.statusCode).toBe(422);
    expect((await failedSignIns()).slice(failuresBefore)).toEqual(['access grant']);
    expect((await stored(target.id)).workspaceIds).toEqual([unitA.id]);
    const widened = await put(target.id, {
      ...recordOf(target),
      workspaceIds: [unitA.id, unitB.id],
      currentPassword: ADMIN_PASSWORD,
    });
    expect(widened.statusCode).toBe(200);
    expect((await stored(target.id)).workspaceIds.sort()).toEqual([unitA.id, unitB.id].sort());
  });

  it("reactivates a user only with the administrator's own password; deactivating asks nothing", async () => {
    const target = await createUser(ctx.app, admin, { workspaceIds: [root] });
    const off = await put(target.id, { ...recordOf(target), active: false });
    expect(off.statusCode).toBe(200);
    const inactive = off.json() as User;
    const failuresBefore = (await failedSignIns()).length;
    refusedForPassword(await put(target.id, { ...recordOf(inactive), active: true }));
    const wrong = await put(target.id, { ...recordOf(inactive), active: true, currentPassword: 'chute' });
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'currentPasswordWrong' }),
    ]);
    expect((await failedSignIns()).slice(failuresBefore)).toEqual(['reactivation']);
    expect((await stored(target.id)).active).toBe(false);
    // Kept inactive while renamed: nothing more given.
    expect((await put(target.id, { ...recordOf(inactive), name: 'Ainda Inativa' })).statusCode).toBe(200);
    const back = await put(target.id, {
      ...recordOf(inactive),
      name: 'Ainda Inativa',
      active: true,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
    expect((await stored(target.id)).active).toBe(true);
  });

  it('asks nothing for edits that give nothing more: a name, a lower role, fewer flags or workspaces, deactivation', async () => {
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const [unitA, unitB] = tree.units as [(typeof tree.units)[0], (typeof tree.units)[0]];
    const target = await createUser(ctx.app, admin, {
      role: 'manager',
      workspaceIds: [unitA.id, unitB.id],
    });
    const failuresBefore = (await failedSignIns()).length;
    expect((await put(target.id, { ...recordOf(target), name: 'Outro Nome' })).statusCode).toBe(200);
    // The same address in other capitals is no change.
    expect(
      (await put(target.id, { ...recordOf(target), email: target.email.toUpperCase() })).statusCode,
    ).toBe(200);
    // Full edit narrowed to conditional edit, a flag removed, the basic-information restriction added.
    const narrower = {
      ...target.permission,
      stakeholders: {
        ...target.permission.stakeholders,
        edit: false,
        editConditionally: true,
        onlyBasicInfo: true,
      },
      users: { ...target.permission.users, add: false },
    };
    expect((await put(target.id, { ...recordOf(target), permission: narrower })).statusCode).toBe(200);
    expect(
      (await put(target.id, { ...recordOf(target), permission: narrower, workspaceIds: [unitA.id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await put(target.id, {
          ...recordOf(target),
          role: 'viewer',
          // The restriction stays: lifting it would show more.
          permission: {
            ...roleTemplates.viewer,
            stakeholders: { ...roleTemplates.viewer.stakeholders, onlyBasicInfo: true },
          },
          workspaceIds: [unitA.id],
        })
      ).statusCode,
    ).toBe(200);
    // Every workspace narrowed to one.
    const everywhere = await createUser(ctx.app, admin, { allWorkspaces: true, workspaceIds: [] });
    expect(
      (await put(everywhere.id, { ...recordOf(everywhere), allWorkspaces: false, workspaceIds: [unitB.id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(everywhere.id, { ...recordOf(await stored(everywhere.id)), active: false })).statusCode,
    ).toBe(200);
    // One who already is an administrator stays one without a password.
    const already = await createUser(ctx.app, admin, {
      role: 'admin',
      allWorkspaces: true,
      workspaceIds: [],
    });
    expect(
      (await put(already.id, { ...recordOf(already), name: 'Já Administradora Souza' })).statusCode,
    ).toBe(200);
    expect((await failedSignIns()).length).toBe(failuresBefore);
  });
});
