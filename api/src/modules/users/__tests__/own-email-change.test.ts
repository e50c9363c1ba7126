import { roleTemplates } from '@conexoes/shared/contract';
import { bearer, createUser, login, signIn, tenantTree } from '../../../testing/auth-helpers';
import { ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

const api = '/manager/api/v1/users';

/**
 * A stolen session must not be able to move an account to the thief's address (whose reset link
 * would then take it over): one's own e-mail changes only with the current password, and the old
 * address hears of every change.
 */
describe('changing an e-mail', () => {
  let ctx: TestContext;
  let admin: string;
  let tree: Awaited<ReturnType<typeof tenantTree>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [tree.root.id]);
  });
  afterAll(() => ctx.close());

  const person = async (email: string) => {
    const user = await createUser(ctx.app, admin, {
      email,
      name: 'Beatriz Lima',
      workspaceIds: [tree.root.id],
      password: 'Propria@123456',
    });
    const token = await signIn(ctx.app, [tree.root.id], email, 'Propria@123456');
    return { user, token };
  };
  const profile = (
    token: string,
    id: string,
    body: { name: string; email: string; currentPassword?: string },
    language = 'en',
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${api}/${id}/profile`,
      headers: { ...bearer(token), 'accept-language': language },
      payload: body,
    });
  const emailOf = async (id: string) =>
    ((await ctx.app.inject({ url: `${api}/${id}`, headers: bearer(admin) })).json() as { email: string })
      .email;

  it('asks for the current password before one changes their own e-mail, and tells the old address', async () => {
    const { user, token } = await person('beatriz@example.com');
    const outboxBefore = ctx.outbox.length;

    const without = await profile(token, user.id, { name: user.name, email: 'ladrao@example.com' });
    expect(without.statusCode).toBe(422);
    expect(without.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(without.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'required' }),
    ]);
    const wrong = await profile(token, user.id, {
      name: user.name,
      email: 'ladrao@example.com',
      currentPassword: 'chute-errado',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.currentPassword', code: 'currentPasswordWrong' }),
    ]);
    expect(await emailOf(user.id)).toBe('beatriz@example.com');
    expect(ctx.outbox.length).toBe(outboxBefore);

    // The name, or the same address in other capitals, needs no password.
    const renamed = await profile(token, user.id, {
      name: 'Beatriz Lima Souza',
      email: 'Beatriz@Example.com',
    });
    expect(renamed.statusCode).toBe(200);
    expect(ctx.outbox.length).toBe(outboxBefore);

    // A reset link sent to the old address before the change.
    const resetMail = ctx.nextMail();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/auth/forgot-password',
      payload: { email: 'beatriz@example.com' },
    });
    expect(reset.statusCode).toBe(202);
    const link = /reset_password\?token=([A-Za-z0-9_-]+)/.exec((await resetMail).text)?.[1] as string;

    const notice = ctx.nextMail();
    const changed = await profile(
      token,
      user.id,
      { name: 'Beatriz Lima Souza', email: 'beatriz.souza@example.com', currentPassword: 'Propria@123456' },
      'pt-BR,pt;q=0.9',
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('beatriz.souza@example.com');
    const message = await notice;
    expect(message.to).toBe('beatriz@example.com');
    // The screen's language first, then English; the new address is not written to the old mailbox.
    expect(message.text.startsWith('Olá, Beatriz Lima Souza.')).toBe(true);
    expect(message.text).toContain('deixou de ser beatriz@example.com');
    expect(message.text).toContain('no longer signs in with beatriz@example.com');
    expect(message.text).toContain('My account');
    expect(message.text).not.toContain('beatriz.souza@example.com');
    expect(message.subject).toBe('Conexões — e-mail da conta alterado / account e-mail changed');

    // The link sent to the old address no longer chooses a password.
    const used = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/auth/reset-password',
      payload: { token: link, password: 'Tomada@123456' },
    });
    expect(used.statusCode).toBe(422);
    await login(ctx.app, 'beatriz.souza@example.com', 'Propria@123456');
  });

  it('does not tell a stolen session which addresses are taken before the password is proven', async () => {
    const { user, token } = await person('caio@example.com');
    const taken = await profile(token, user.id, { name: user.name, email: 'admin@conexoes.test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([expect.objectContaining({ path: 'body.currentPassword' })]);
    const proven = await profile(token, user.id, {
      name: user.name,
      email: 'admin@conexoes.test',
      currentPassword: 'Propria@123456',
    });
    expect(proven.statusCode).toBe(409);
  });

  it("keeps one's own e-mail out of the users form: it changes on My account", async () => {
    const me = (await ctx.app.inject({ url: `${api}/detail`, headers: bearer(admin) })).json();
    const record = {
      name: me.name,
      role: me.role,
      active: true,
      allWorkspaces: me.allWorkspaces,
      workspaceIds: me.workspaceIds,
      permission: me.permission,
    };
    const put = (email: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${api}/${me.id}`,
        headers: bearer(admin),
        payload: { ...record, email },
      });
    const moved = await put('outro.admin@example.com');
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual([
      expect.objectContaining({ path: 'body.email', code: 'ownEmailOnAccount' }),
    ]);
    expect(await emailOf(me.id)).toBe(me.email);
    expect((await put(me.email.toUpperCase())).statusCode).toBe(200);
  });

  it("lets an administrator change someone else's e-mail with their own password, and tells the old address who did", async () => {
    const target = await createUser(ctx.app, admin, {
      email: 'davi@example.com',
      workspaceIds: [tree.root.id],
    });
    const first = ctx.nextMail();
    const viaProfile = await profile(admin, target.id, {
      name: target.name,
      email: 'davi.novo@example.com',
      currentPassword: ADMIN_PASSWORD,
    });
    expect(viaProfile.statusCode).toBe(200);
    const notice = await first;
    expect(notice.to).toBe('davi@example.com');
    expect(notice.text.startsWith(`Hello, ${target.name}.`)).toBe(true);
    expect(notice.text).toMatch(/The change was made by [^\n]+, a user administrator\./);

    const second = ctx.nextMail();
    const viaRecord = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${target.id}`,
      headers: bearer(admin),
      payload: {
        email: 'davi.terceiro@example.com',
        name: target.name,
        role: 'viewer',
        active: true,
        allWorkspaces: false,
        workspaceIds: [tree.root.id],
        permission: roleTemplates.viewer,
        currentPassword: ADMIN_PASSWORD,
      },
    });
    expect(viaRecord.statusCode).toBe(200);
    expect((await second).to).toBe('davi.novo@example.com');
  });
});
