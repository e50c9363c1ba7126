import { noAccess, roleTemplates, type Permission } from '@conexoes/shared/contract';
import {
  bearer,
  createOtherTenant,
  createUser,
  login,
  signIn,
  tenantTree,
} from '../../../testing/auth-helpers';
import { ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

const api = '/manager/api/v1/users';

const usersFlags = (flags: Partial<Permission['users']>): Permission => ({
  ...roleTemplates.viewer,
  users: { ...noAccess, ...flags },
});

describe('users', () => {
  let ctx: TestContext;
  let admin: string;
  let tree: Awaited<ReturnType<typeof tenantTree>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [tree.root.id]);
  });
  afterAll(() => ctx.close());

  it('creates a user with the role template, answers it, and refuses a duplicate e-mail in any case', async () => {
    const site = tree.sites[0]!;
    const user = await createUser(ctx.app, admin, {
      email: 'Joao.Pereira@Example.com',
      name: 'João Pereira',
      role: 'analyst',
      workspaceIds: [site.id],
    });
    expect(user).toMatchObject({
      email: 'joao.pereira@example.com',
      name: 'João Pereira',
      role: 'analyst',
      active: true,
      allWorkspaces: false,
      workspaceIds: [site.id],
      permission: roleTemplates.analyst,
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: {
        email: 'JOAO.PEREIRA@example.com',
        name: 'Outro João',
        role: 'viewer',
        workspaceIds: [site.id],
        currentPassword: ADMIN_PASSWORD,
      },
    });
    expect(again.statusCode).toBe(409);
    const got = await ctx.app.inject({ url: `${api}/${user.id}`, headers: bearer(admin) });
    expect(got.json()).toEqual(user);
  });

  it('searches ignoring case and accents, paged, sorted', async () => {
    for (const name of ['Ângela Conceição', 'Angelo Souza', 'Beatriz Araújo']) {
      await createUser(ctx.app, admin, { name, workspaceIds: [tree.root.id] });
    }
    const res = await ctx.app.inject({
      url: `${api}/search?q=ANGEL&size=1&page=1&sort=name,asc`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(res.json().items.map((u: { name: string }) => u.name)).toEqual(['Ângela Conceição']);
    const page2 = await ctx.app.inject({
      url: `${api}/search?q=angel&size=1&page=2&sort=name,asc`,
      headers: bearer(admin),
    });
    expect(page2.json().items.map((u: { name: string }) => u.name)).toEqual(['Angelo Souza']);
    const accents = await ctx.app.inject({ url: `${api}/search?q=araujo`, headers: bearer(admin) });
    expect(accents.json().items.map((u: { name: string }) => u.name)).toEqual(['Beatriz Araújo']);
    const bad = await ctx.app.inject({ url: `${api}/search?size=1000`, headers: bearer(admin) });
    expect(bad.statusCode).toBe(422);
  });

  it('orders by name a search whose sort names no column, never a 500 (constructor, toString…)', async () => {
    const byName = await ctx.app.inject({
      url: `${api}/search?sort=name,desc&size=100`,
      headers: bearer(admin),
    });
    for (const field of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const res = await ctx.app.inject({
        url: `${api}/search?sort=${field},desc&size=100`,
        headers: bearer(admin),
      });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 200 });
      expect(res.json().items.map((u: { id: string }) => u.id)).toEqual(
        byName.json().items.map((u: { id: string }) => u.id),
      );
    }
  });

  it('answers the caller in detail, the assignable workspaces and user options', async () => {
    const detail = await ctx.app.inject({ url: `${api}/detail`, headers: bearer(admin) });
    expect(detail.json()).toMatchObject({ name: 'Administrador', role: 'admin', allWorkspaces: true });
    const workspaces = await ctx.app.inject({ url: `${api}/new/workspaces`, headers: bearer(admin) });
    expect(workspaces.json()).toHaveLength(tree.rows.length);
    const options = await ctx.app.inject({
      url: `${api}/options?roles=admin&allWorkspaces=true`,
      headers: bearer(admin),
    });
    expect(options.json()).toEqual([
      { value: expect.any(String), label: 'Administrador', email: expect.any(String), role: 'admin' },
    ]);
  });

  it('shows only users who work in the chosen workspaces', async () => {
    const [unitA, unitB] = tree.units as [(typeof tree.units)[0], (typeof tree.units)[0]];
    const inA = await createUser(ctx.app, admin, { name: 'Pessoa da Unidade A', workspaceIds: [unitA.id] });
    const inB = await createUser(ctx.app, admin, {
      name: 'Pessoa do Site B',
      workspaceIds: [tree.sitesOf(unitB.id)[0]!.id],
    });
    // Working in a site of A: the person assigned to A (which grants the site) is visible, B's is not.
    const onSite = await signIn(ctx.app, [tree.sitesOf(unitA.id)[0]!.id]);
    expect((await ctx.app.inject({ url: `${api}/${inA.id}`, headers: bearer(onSite) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `${api}/${inB.id}`, headers: bearer(onSite) })).statusCode).toBe(404);
    const search = await ctx.app.inject({ url: `${api}/search?q=pessoa`, headers: bearer(onSite) });
    expect(search.json().items.map((u: { id: string }) => u.id)).toEqual([inA.id]);
  });

  it('updates a user, keeps assignments outside the editor scope, and deactivation revokes sessions', async () => {
    const [unitA, unitB] = tree.units as [(typeof tree.units)[0], (typeof tree.units)[0]];
    const user = await createUser(ctx.app, admin, {
      workspaceIds: [unitA.id, unitB.id],
      password: 'Target@12345',
    });
    const session = await signIn(ctx.app, [unitA.id], user.email, 'Target@12345');
    expect((await ctx.app.inject({ url: `${api}/detail`, headers: bearer(session) })).statusCode).toBe(200);

    const editorOnA = await signIn(ctx.app, [unitA.id]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}`,
      headers: bearer(editorOnA),
      payload: {
        email: user.email,
        name: 'Nome Atualizado',
        role: 'manager',
        active: true,
        allWorkspaces: false,
        workspaceIds: [tree.sitesOf(unitA.id)[0]!.id],
        permission: roleTemplates.manager,
        // Viewer to manager gives more: the editor's own password (docs/decisions/0056).
        currentPassword: ADMIN_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nome Atualizado',
      role: 'manager',
      permission: roleTemplates.manager,
    });
    // The editor sees only the assignments in their scope; unitB is kept, as the root shows.
    expect(res.json().workspaceIds).toEqual([tree.sitesOf(unitA.id)[0]!.id]);
    const whole = await ctx.app.inject({ url: `${api}/${user.id}`, headers: bearer(admin) });
    expect(whole.json().workspaceIds.sort()).toEqual([unitB.id, tree.sitesOf(unitA.id)[0]!.id].sort());

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}`,
      headers: bearer(admin),
      payload: {
        email: user.email,
        name: 'Nome Atualizado',
        role: 'manager',
        active: false,
        allWorkspaces: false,
        workspaceIds: [unitB.id],
        permission: roleTemplates.manager,
      },
    });
    expect(off.json().active).toBe(false);
    const revoked = await ctx.app.inject({ url: `${api}/detail`, headers: bearer(session) });
    expect(revoked.statusCode).toBe(401);
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/auth/login',
      payload: { email: user.email, password: 'Target@12345' },
    });
    expect(relogin.statusCode).toBe(401);
  });

  it('PUT takes the whole record: an omitted field is a 422 naming it, never a silent default', async () => {
    const site = tree.sites[0]!;
    const user = await createUser(ctx.app, admin, {
      role: 'analyst',
      active: false,
      workspaceIds: [site.id],
      permission: usersFlags({ view: true }),
    });
    const put = (payload: object, url = `${api}/${user.id}`) =>
      ctx.app.inject({ method: 'PUT', url, headers: bearer(admin), payload });
    const stored = async () =>
      (await ctx.app.inject({ url: `${api}/${user.id}`, headers: bearer(admin) })).json();
    const record = {
      email: user.email,
      name: user.name,
      role: user.role,
      active: user.active,
      allWorkspaces: user.allWorkspaces,
      workspaceIds: user.workspaceIds,
      permission: user.permission,
    };

    // Each field left out in turn: an omitted `active` used to re-activate the user, an omitted
    // `permission` to reset it to the role's template, omitted workspaces to remove them.
    for (const field of Object.keys(record) as Array<keyof typeof record>) {
      const { [field]: _omitted, ...rest } = record;
      const refused = await put(rest);
      const paths = refused.json().errors?.map((e: { path: string }) => e.path);
      expect({ field, status: refused.statusCode, paths }).toEqual({
        field,
        status: 422,
        paths: [`body.${field}`],
      });
    }
    const { active: _active, ...withoutActive } = record;
    expect((await put({ ...withoutActive, name: 'Nome Editado' })).json().errors).toEqual([
      { path: 'body.active', message: 'This field is required', code: 'required' },
    ]);
    // Nothing changed: the user is still inactive, with their own flags and workspaces.
    expect(await stored()).toEqual(user);
    expect(user.active).toBe(false);

    // The whole record sent back keeps every stored value.
    const saved = await put({ ...record, name: 'Nome Editado' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...user, name: 'Nome Editado', updatedAt: expect.any(String) });
    expect(await stored()).toEqual(saved.json());

    // The profile is a whole record too: both of its fields.
    const profile = await put({ name: 'Só o Nome' }, `${api}/${user.id}/profile`);
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors).toEqual([
      { path: 'body.email', message: 'This field is required', code: 'required' },
    ]);
    expect(await stored()).toEqual(saved.json());
  });

  it('refuses grants beyond what the editor holds', async () => {
    const manager = await createUser(ctx.app, admin, {
      role: 'manager',
      workspaceIds: [tree.units[0]!.id],
      password: 'Manager@12345',
    });
    const token = await signIn(ctx.app, [tree.units[0]!.id], manager.email, 'Manager@12345');
    const res = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(token),
      payload: {
        email: 'escalada@example.com',
        name: 'Tentativa de Escalada',
        role: 'admin',
        allWorkspaces: true,
        workspaceIds: [tree.units[1]!.id],
      },
    });
    expect(res.statusCode).toBe(422);
    // Each with the code the screens translate (forms:server), never only an English sentence.
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.allWorkspaces', code: 'grantAllWorkspaces' }),
        expect.objectContaining({ path: 'body.workspaceIds.0', code: 'workspaceUnavailable' }),
        expect.objectContaining({ path: 'body.role', code: 'grantRoleAbove' }),
        expect.objectContaining({ path: 'body.permission.users.fullAccess', code: 'grantFlagNotHeld' }),
      ]),
    );
    const none = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(token),
      payload: { email: 'sem.espaco@example.com', name: 'Sem Espaço', role: 'viewer', workspaceIds: [] },
    });
    expect(none.json().errors).toEqual([
      expect.objectContaining({ path: 'body.workspaceIds', code: 'workspacesRequired' }),
    ]);
  });

  it('lets users edit their profile and change their own password (other sessions end)', async () => {
    const user = await createUser(ctx.app, admin, { workspaceIds: [tree.root.id], password: 'Own@123456' });
    const current = await signIn(ctx.app, [tree.root.id], user.email, 'Own@123456');
    const other = await signIn(ctx.app, [tree.root.id], user.email, 'Own@123456');

    const profile = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}/profile`,
      headers: bearer(current),
      payload: { name: 'Nome Próprio', email: user.email },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().name).toBe('Nome Próprio');

    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}/password`,
      headers: bearer(current),
      payload: { currentPassword: 'not-it', newPassword: 'Changed@123456' },
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}/password`,
      headers: bearer(current),
      payload: { currentPassword: 'Own@123456', newPassword: 'Changed@123456' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `${api}/detail`, headers: bearer(current) })).statusCode).toBe(200);
    const ended = await ctx.app.inject({ url: `${api}/detail`, headers: bearer(other) });
    expect(ended.statusCode).toBe(401);
    await login(ctx.app, user.email, 'Changed@123456');

    const someoneElse = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}/password`,
      headers: bearer(admin),
      payload: { currentPassword: 'Changed@123456', newPassword: 'Admin@Set123' },
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('sends a reset link when an administrator resets a password', async () => {
    const user = await createUser(ctx.app, admin, { workspaceIds: [tree.root.id] });
    const mail = ctx.nextMail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${api}/reset/password`,
      headers: bearer(admin),
      payload: { id: user.id },
    });
    expect(res.statusCode).toBe(202);
    const message = await mail;
    expect(message.to).toBe(user.email);
    expect(message.text).toMatch(/http:\/\/localhost:8080\/auth\/reset_password\?token=[A-Za-z0-9_-]{20,}/);

    const inactive = await createUser(ctx.app, admin, { workspaceIds: [tree.root.id], active: false });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${api}/reset/password`,
      headers: bearer(admin),
      payload: { id: inactive.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'body.id', code: 'userInactive' }),
    ]);
  });

  it('lets a reset link work only for the address it went to, and only until a password is set', async () => {
    const linkOf = async (mail: Promise<{ text?: string }>) =>
      /reset_password\?token=([A-Za-z0-9_-]+)/.exec((await mail).text ?? '')?.[1] as string;
    const resetWith = (token: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/manager/api/v1/auth/reset-password',
        payload: { token, password },
      });
    const sendReset = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${api}/reset/password`,
        headers: bearer(admin),
        payload: { id },
      });

    // An invitation goes to a mistyped address; the administrator corrects it and sends a new link.
    const invited = ctx.nextMail();
    const created = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: {
        email: 'ana.typo@example.com',
        name: 'Ana Souza',
        role: 'viewer',
        workspaceIds: [tree.root.id],
        currentPassword: ADMIN_PASSWORD,
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    const toTypo = await linkOf(invited);
    const notice = ctx.nextMail();
    const corrected = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${user.id}/profile`,
      headers: bearer(admin),
      // Correcting someone's address is an account handover: the administrator's password confirms it.
      payload: { name: 'Ana Souza', email: 'ana.souza@example.com', currentPassword: ADMIN_PASSWORD },
    });
    expect(corrected.statusCode).toBe(200);
    // The mistyped address hears that the account left it (email-changed.mail.ts).
    expect((await notice).to).toBe('ana.typo@example.com');
    // Whoever reads the mistyped mailbox cannot choose the password of the account.
    expect((await resetWith(toTypo, 'Tomada@123456')).statusCode).toBe(422);

    const first = await linkOf(Promise.all([ctx.nextMail(), sendReset(user.id)]).then(([m]) => m));
    const second = await linkOf(Promise.all([ctx.nextMail(), sendReset(user.id)]).then(([m]) => m));
    expect((await resetWith(first, 'Escolhida@123456')).statusCode).toBe(204);
    // The password is chosen: the other link sent before cannot replace it.
    expect((await resetWith(second, 'Outra@123456')).statusCode).toBe(422);
    await login(ctx.app, 'ana.souza@example.com', 'Escolhida@123456');

    // A deactivated user's pending link does not come back to life with a reactivation.
    const pending = await linkOf(Promise.all([ctx.nextMail(), sendReset(user.id)]).then(([m]) => m));
    const record = {
      email: 'ana.souza@example.com',
      name: 'Ana Souza',
      role: 'viewer',
      allWorkspaces: false,
      workspaceIds: [tree.root.id],
      permission: roleTemplates.viewer,
    };
    for (const active of [false, true]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${api}/${user.id}`,
        headers: bearer(admin),
        // Reactivating asks the administrator's own password (docs/decisions/0056).
        payload: { ...record, active, ...(active ? { currentPassword: ADMIN_PASSWORD } : {}) },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await resetWith(pending, 'Depois@123456')).statusCode).toBe(422);
  });

  it('answers 403 for each missing flag', async () => {
    const make = async (flags: Partial<Permission['users']>) => {
      const u = await createUser(ctx.app, admin, {
        workspaceIds: [tree.root.id],
        permission: usersFlags(flags),
        password: 'Flags@12345',
      });
      return signIn(ctx.app, [tree.root.id], u.email, 'Flags@12345');
    };
    const none = await make({});
    const viewer = await make({ view: true });
    const target = await createUser(ctx.app, admin, { workspaceIds: [tree.root.id] });
    const body = { email: target.email, name: target.name, role: 'viewer', workspaceIds: [tree.root.id] };
    const calls = [
      { token: none, method: 'GET' as const, url: `${api}/search` },
      { token: none, method: 'GET' as const, url: `${api}/${target.id}` },
      { token: none, method: 'GET' as const, url: `${api}/new/workspaces` },
      { token: viewer, method: 'POST' as const, url: api, payload: { ...body, email: 'novo@example.com' } },
      { token: viewer, method: 'PUT' as const, url: `${api}/${target.id}`, payload: body },
      {
        token: viewer,
        method: 'PUT' as const,
        url: `${api}/${target.id}/profile`,
        payload: { name: 'X Y', email: target.email },
      },
      { token: viewer, method: 'POST' as const, url: `${api}/reset/password`, payload: { id: target.id } },
    ];
    for (const { token, ...request } of calls) {
      const res = await ctx.app.inject({ ...request, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
    // Without any users flag a member still reads their own detail and the options.
    expect((await ctx.app.inject({ url: `${api}/detail`, headers: bearer(none) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `${api}/options`, headers: bearer(none) })).statusCode).toBe(200);
  });

  it('lets editConditionally edit only the users one created', async () => {
    const creator = await createUser(ctx.app, admin, {
      workspaceIds: [tree.root.id],
      permission: usersFlags({ view: true, add: true, editConditionally: true }),
      password: 'Creator@12345',
    });
    const token = await signIn(ctx.app, [tree.root.id], creator.email, 'Creator@12345');
    const mine = await createUser(ctx.app, token, {
      workspaceIds: [tree.root.id],
      permission: roleTemplates.viewer,
      currentPassword: 'Creator@12345',
    });
    const theirs = await createUser(ctx.app, admin, { workspaceIds: [tree.root.id] });
    const update = (id: string, email: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${api}/${id}`,
        headers: bearer(token),
        payload: {
          email,
          name: 'Editado Condicional',
          role: 'viewer',
          active: true,
          allWorkspaces: false,
          workspaceIds: [tree.root.id],
          permission: roleTemplates.viewer,
        },
      });
    expect((await update(mine.id, mine.email)).statusCode).toBe(200);
    expect((await update(theirs.id, theirs.email)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's user, for every verb", async () => {
    const other = await createOtherTenant(ctx.database.db);
    const id = other.user.id;
    const calls = [
      { method: 'GET' as const, url: `${api}/${id}` },
      {
        method: 'PUT' as const,
        url: `${api}/${id}`,
        payload: {
          email: other.user.email,
          name: 'Invasão',
          role: 'viewer',
          active: true,
          allWorkspaces: false,
          workspaceIds: [tree.root.id],
          permission: roleTemplates.viewer,
        },
      },
      {
        method: 'PUT' as const,
        url: `${api}/${id}/profile`,
        payload: { name: 'Invasão', email: other.user.email },
      },
      { method: 'POST' as const, url: `${api}/reset/password`, payload: { id } },
    ];
    for (const request of calls) {
      const res = await ctx.app.inject({ ...request, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
    }
    const search = await ctx.app.inject({ url: `${api}/search?q=outra`, headers: bearer(admin) });
    expect(search.json().total).toBe(0);
    // The other tenant's admin cannot pick our workspaces either.
    const theirLogin = await login(ctx.app, other.user.email, 'Other@12345');
    const choose = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/auth/workspaces',
      headers: bearer(theirLogin),
      payload: { workspaceIds: [tree.root.id] },
    });
    expect(choose.statusCode).toBe(422);
  });
});
