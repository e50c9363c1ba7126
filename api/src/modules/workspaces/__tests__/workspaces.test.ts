import { noAccess, roleTemplates, type Permission } from '@conexoes/shared/contract';
import { bearer, createOtherTenant, createUser, signIn, tenantTree } from '../../../testing/auth-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';

const api = '/manager/api/v1/workspaces';

const only = (flags: Partial<Permission['configurations']>): Permission => ({
  ...roleTemplates.viewer,
  configurations: { ...noAccess, ...flags },
});

describe('workspaces', () => {
  let ctx: TestContext;
  let admin: string;
  let tree: Awaited<ReturnType<typeof tenantTree>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [tree.root.id]);
  });
  afterAll(() => ctx.close());

  it('lists the workspaces of the scope sorted by name, and gets one', async () => {
    const res = await ctx.app.inject({ url: api, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((w: { name: string }) => w.name);
    expect(names).toHaveLength(tree.rows.length);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));

    const site = tree.sites[0]!;
    const one = await ctx.app.inject({ url: `${api}/${site.id}`, headers: bearer(admin) });
    expect(one.json()).toMatchObject({
      id: site.id,
      name: site.name,
      level: 3,
      parentId: site.parentId,
      active: true,
    });
  });

  it('limits the list to the chosen subtree', async () => {
    const unit = tree.units[0]!;
    const token = await signIn(ctx.app, [unit.id]);
    const res = await ctx.app.inject({ url: api, headers: bearer(token) });
    expect(
      res
        .json()
        .map((w: { id: string }) => w.id)
        .sort(),
    ).toEqual([unit.id, ...tree.sitesOf(unit.id).map((s) => s.id)].sort());
    const outside = tree.sitesOf(tree.units[1]!.id)[0]!;
    expect((await ctx.app.inject({ url: `${api}/${outside.id}`, headers: bearer(token) })).statusCode).toBe(
      404,
    );
  });

  it('creates a workspace under a parent and answers the saved one', async () => {
    const unit = tree.units[1]!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: { workspace: { name: 'Ponto de Apoio Canaã', parentId: unit.id } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ponto de Apoio Canaã',
      parentId: unit.id,
      level: 3,
      tenantId: tree.root.id,
      active: true,
    });

    const list = await ctx.app.inject({ url: api, headers: bearer(admin) });
    const names = list.json().map((w: { name: string }) => w.name);
    expect(names).toContain('Ponto de Apoio Canaã');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));

    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: { workspace: { name: 'PONTO DE APOIO CANAÃ', parentId: unit.id } },
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('validates the payload: name, parent, depth', async () => {
    const cases = [
      { payload: { workspace: { name: '', parentId: tree.root.id } }, path: 'body.workspace.name' },
      { payload: { name: 'Sem envelope' }, path: 'body.workspace' },
      { payload: { workspace: { name: 'Sem pai' } }, path: 'body.workspace.parentId' },
      {
        payload: { workspace: { name: 'Neto de site', parentId: tree.sites[0]!.id } },
        path: 'body.workspace.parentId',
      },
    ];
    for (const { payload, path } of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: api, headers: bearer(admin), payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('updates a workspace, and deactivates and reactivates it (the root cannot be)', async () => {
    const site = tree.sites[1]!;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${site.id}`,
      headers: bearer(admin),
      payload: { workspace: { name: `${site.name} (Norte)`, active: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: site.id, name: `${site.name} (Norte)` });

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${site.id}/active/false`,
      headers: { ...bearer(admin), 'content-type': 'application/json; charset=utf-8' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    // Still listed for administration, so it can be reactivated; gone from the pickers.
    const list = await ctx.app.inject({ url: api, headers: bearer(admin) });
    expect(list.json().find((w: { id: string }) => w.id === site.id).active).toBe(false);
    const options = await ctx.app.inject({ url: `${api}/options`, headers: bearer(admin) });
    expect(options.json().map((o: { value: string }) => o.value)).not.toContain(site.id);

    const on = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${site.id}/active/true`,
      headers: bearer(admin),
    });
    expect(on.json().active).toBe(true);

    const root = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${tree.root.id}/active/false`,
      headers: bearer(admin),
    });
    expect(root.statusCode).toBe(422);
  });

  // docs/decisions/0027: the PUT is the whole editable record; the state has its own route too.
  it('PUT takes the whole record: without `active` it is a 422 naming it and the state stays', async () => {
    const site = tree.sites[2]!;
    const put = (workspace: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${api}/${site.id}`,
        headers: bearer(admin),
        payload: { workspace },
      });
    const get = async () =>
      (await ctx.app.inject({ url: `${api}/${site.id}`, headers: bearer(admin) })).json();
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `${api}/${site.id}/active/false`,
      headers: bearer(admin),
    });
    expect(off.json().active).toBe(false);
    const before = await get();

    // An omitted `active` used to be kept silently; a default would re-activate the site.
    const refused = await put({ name: 'Sem estado', parentId: site.parentId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'body.workspace.active', code: 'required' }),
    ]);
    expect(await get()).toEqual(before);

    // The whole record sent back keeps the state; `active` in it changes the state like the form's switch.
    const renamed = await put({ name: 'Com estado', parentId: site.parentId, active: false });
    expect(renamed.json()).toMatchObject({ name: 'Com estado', active: false });
    const on = await put({ name: 'Com estado', active: true });
    expect(on.json()).toMatchObject({ name: 'Com estado', active: true, parentId: site.parentId });
  });

  it('refuses a unit administrator deactivating the unit they work in (they could never turn it back on); its sites they may', async () => {
    const unit = tree.units[0]!;
    const site = tree.sitesOf(unit.id)[0]!;
    const user = await createUser(ctx.app, admin, {
      workspaceIds: [unit.id],
      permission: only({ view: true, add: true, edit: true }),
      password: 'Unit@12345',
    });
    const manager = await signIn(ctx.app, [unit.id], user.email, 'Unit@12345');
    const put = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'PUT', url, headers: bearer(manager), ...(payload ? { payload } : {}) });

    const off = await put(`${api}/${unit.id}/active/false`);
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual([
      expect.objectContaining({ path: 'params.active', code: 'cannotDeactivateOwnWorkspace' }),
    ]);
    const form = await put(`${api}/${unit.id}`, { workspace: { name: unit.name, active: false } });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toEqual([
      expect.objectContaining({ path: 'body.workspace.active', code: 'cannotDeactivateOwnWorkspace' }),
    ]);
    const stored = await ctx.app.inject({ url: `${api}/${unit.id}`, headers: bearer(admin) });
    expect(stored.json().active).toBe(true);

    // A site below the unit: they keep the unit, and turn the site back on themselves.
    expect((await put(`${api}/${site.id}/active/false`)).statusCode).toBe(200);
    expect((await put(`${api}/${site.id}/active/true`)).statusCode).toBe(200);
  });

  it('answers options for pickers to any member, without a flag', async () => {
    const site = tree.sites[0]!;
    const member = await createUser(ctx.app, admin, {
      workspaceIds: [site.id],
      permission: only({}),
      password: 'Member@12345',
    });
    const token = await signIn(ctx.app, [site.id], member.email, 'Member@12345');
    const res = await ctx.app.inject({ url: `${api}/options`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ value: site.id, label: site.name, level: 3, parentId: site.parentId }]);
  });

  it('answers 403 for each missing flag', async () => {
    const site = tree.sites[0]!;
    const make = async (flags: Partial<Permission['configurations']>) => {
      const user = await createUser(ctx.app, admin, {
        workspaceIds: [tree.root.id],
        permission: only(flags),
        password: 'Flags@12345',
      });
      return signIn(ctx.app, [tree.root.id], user.email, 'Flags@12345');
    };
    const none = await make({});
    const viewer = await make({ view: true });
    const adder = await make({ add: true });

    const calls = [
      { token: none, method: 'GET' as const, url: api },
      { token: none, method: 'GET' as const, url: `${api}/${site.id}` },
      {
        token: viewer,
        method: 'POST' as const,
        url: api,
        payload: { workspace: { name: 'Novo', parentId: tree.root.id } },
      },
      {
        token: viewer,
        method: 'PUT' as const,
        url: `${api}/${site.id}`,
        payload: { workspace: { name: 'Renomeado', active: true } },
      },
      { token: adder, method: 'PUT' as const, url: `${api}/${site.id}/active/false` },
    ];
    for (const { token, ...request } of calls) {
      const res = await ctx.app.inject({ ...request, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You do not have permission for this action');
    }
    expect((await ctx.app.inject({ url: api, headers: bearer(viewer) })).statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(adder),
      payload: { workspace: { name: 'Unidade Criada Pelo Adder', parentId: tree.root.id } },
    });
    expect(created.statusCode).toBe(201);
  });

  it("answers 404 for another tenant's workspace, for every verb", async () => {
    const other = await createOtherTenant(ctx.database.db);
    const calls = [
      { method: 'GET' as const, url: `${api}/${other.siteId}` },
      {
        method: 'PUT' as const,
        url: `${api}/${other.siteId}`,
        payload: { workspace: { name: 'Invadido', active: true } },
      },
      { method: 'PUT' as const, url: `${api}/${other.siteId}/active/false` },
    ];
    for (const request of calls) {
      const res = await ctx.app.inject({ ...request, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
    }
    const child = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: { workspace: { name: 'Filho alheio', parentId: other.siteId } },
    });
    expect(child.statusCode).toBe(422);
    // And the other tenant's admin cannot choose our workspaces.
    const list = await ctx.app.inject({ url: api, headers: bearer(admin) });
    expect(list.json().map((w: { id: string }) => w.id)).not.toContain(other.siteId);
  });
});
