import { eq, sql } from 'drizzle-orm';
import { stakeholderPageSchema } from '@conexoes/shared/contract';
import { users } from '../../../db/schema';
import { bearer, signIn } from '../../../testing/auth-helpers';
import { afterChanges } from '../../../testing/change-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  otherTenantAdmin,
  permissionWith,
  person,
  userWith,
  openSiteTestbed,
} from '../../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

/**
 * The request-scope and search caches (docs/decisions/0022): every answer must be what an uncached
 * API would give — writes, sign-out, permission and workspace changes take effect on the next request,
 * and no cached answer crosses tenants, workspace selections or onlyBasicInfo.
 */
describe('stakeholder search: cached answers stay exact', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const search = async (query: string, t = token, app = ctx.app) => {
    const res = await app.inject({ url: `${API}/stakeholders/search?${query}`, headers: bearer(t) });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null, raw: res };
  };
  const names = (page: { items: Array<{ name: string }> }) => page.items.map((i) => i.name);
  const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, t: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(t), ...(payload ? { payload } : {}) });

  it('answers JSON in the contract, and shows a create, an edit and a delete on the very next search', async () => {
    const first = await createStakeholder(ctx.app, token, person({ name: 'Zélia Cacheada' }));
    const query = 'q=zelia&sort=name,asc';
    const before = await search(query);
    expect(before.raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(stakeholderPageSchema.parse(before.body)).toEqual(before.body);
    expect(names(before.body)).toEqual(['Zélia Cacheada']);
    expect((await search(query)).body).toEqual(before.body);

    const second = await createStakeholder(ctx.app, token, person({ name: 'Zélia Segunda' }));
    expect(names((await search(query)).body)).toEqual(['Zélia Cacheada', 'Zélia Segunda']);

    const edit = await call('PUT', `/stakeholders/${first.id}`, token, {
      ...person({ name: 'Zélia Renomeada', document: first.document, email: first.email }),
      workspaceId: site,
    });
    expect(edit.statusCode).toBe(200);
    expect(names((await search(query)).body)).toEqual(['Zélia Renomeada', 'Zélia Segunda']);

    expect((await call('DELETE', `/stakeholders/${second.id}`, token)).statusCode).toBe(204);
    expect(names((await search(query)).body)).toEqual(['Zélia Renomeada']);
  });

  it('fills each prepared query shape with its own values, and still refuses an invalid query', async () => {
    await createStakeholder(ctx.app, token, person({ name: 'Otto Formato', influence: 1, interest: 2 }));
    await createStakeholder(ctx.app, token, person({ name: 'Olga Formato', influence: 2, interest: 2 }));
    // Same shape (q + influence + sort), different values: different rows, repeated in any order.
    for (const [influence, expected] of [
      [1, ['Otto Formato']],
      [2, ['Olga Formato']],
      [1, ['Otto Formato']],
    ] as const) {
      expect(names((await search(`q=formato&influence=${influence}&sort=name,desc`)).body)).toEqual(expected);
    }
    expect(names((await search('q=formato&interest=2&sort=name,desc')).body)).toEqual([
      'Otto Formato',
      'Olga Formato',
    ]);
    // Never cached, so always validated: the same invalid query is 422 every time.
    for (let i = 0; i < 2; i += 1) expect((await search('q=formato&size=1000')).status).toBe(422);
  });

  it('shows rows written straight into the database once its notification arrives', async () => {
    const query = 'q=direto';
    expect((await search(query)).body.total).toBe(0);
    const [me] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.tenantId, ctx.seed.tenantId))
      .limit(1);
    // As a background import or another instance would: no request of this instance is involved.
    await ctx.database.db.execute(sql`
      insert into stakeholders (tenant_id, workspace_id, created_by, updated_by, kind, name, influence, interest, search_text)
      values (${ctx.seed.tenantId}::uuid, ${site}::uuid, ${me?.id}::uuid, ${me?.id}::uuid, 'person', 'Dora Direto', 3, 3,
        'dora direto')`);
    const page = await afterChanges(ctx.app, async () => {
      const { body } = await search(query);
      return body.total > 0 ? body : undefined;
    });
    expect(names(page)).toEqual(['Dora Direto']);
  });

  // PGlite runs in this process: there is no listening connection to lose.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres(
    'reconnects a killed listener, drops what was cached before, and hears notifications again',
    async () => {
      const query = 'q=ouvinte';
      const created = await createStakeholder(ctx.app, token, person({ name: 'Olga Ouvinte' }));
      expect(names((await search(query)).body)).toEqual(['Olga Ouvinte']);
      // A change whose notification is lost, as while the listener is down (the trigger does not fire).
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update stakeholders set name = 'Olga Perdida' where id = ${created.id}::uuid`);
      });
      expect(names((await search(query)).body)).toEqual(['Olga Ouvinte']);

      const listeners = (rows: unknown) =>
        (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ pid: number }>;
      const findListener = async () =>
        listeners(
          await ctx.database.db.execute(sql`
          select pid from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`),
        );
      const [listener] = await findListener();
      expect(listener).toBeDefined();
      const reconnected = (async () => {
        while ((await ctx.app.changes.next()) !== '*');
      })();
      await ctx.database.db.execute(sql`select pg_terminate_backend(${listener?.pid})`);
      await reconnected;
      const [again] = await findListener();
      expect(again?.pid).not.toBe(listener?.pid);
      // The answer cached before the reconnection is not served any more.
      expect(names((await search(query)).body)).toEqual(['Olga Perdida']);

      // And the new connection hears the next change made outside this instance.
      await ctx.database.db.execute(
        sql`update stakeholders set name = 'Olga Ouvida' where id = ${created.id}::uuid`,
      );
      const page = await afterChanges(ctx.app, async () => {
        const { body } = await search(query);
        return names(body)[0] === 'Olga Ouvida' ? body : undefined;
      });
      expect(names(page)).toEqual(['Olga Ouvida']);
    },
  );

  it('never serves one workspace selection, tenant or onlyBasicInfo user what was cached for another', async () => {
    const otherSite = await freshSite(ctx, admin);
    const here = await createStakeholder(ctx.app, token, person({ name: 'Ana Daqui', workspaceId: site }));
    await createStakeholder(ctx.app, admin, person({ name: 'Ana Dali', workspaceId: otherSite }));
    const both = await signIn(ctx.app, [site, otherSite]);
    const onlyOther = await signIn(ctx.app, [otherSite]);
    const query = 'q=ana%20da&sort=name,asc';

    expect(names((await search(query)).body)).toEqual(['Ana Daqui']);
    expect(names((await search(query, onlyOther)).body)).toEqual(['Ana Dali']);
    expect(names((await search(query, both)).body)).toEqual(['Ana Dali', 'Ana Daqui']);

    const other = await otherTenantAdmin(ctx);
    expect((await search(query, other.token)).body.items).toEqual([]);

    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ stakeholders: { view: true, onlyBasicInfo: true } }),
    );
    const full = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    // Restricted first, then full, then restricted again: each keeps its own answer.
    for (const [t, restricted] of [
      [basic.token, true],
      [full.token, false],
      [basic.token, true],
    ] as const) {
      const [item] = (await search(query, t)).body.items;
      expect(item).toMatchObject({ id: here.id, restricted });
      if (restricted) {
        expect(item).not.toHaveProperty('email');
        expect(item).not.toHaveProperty('document');
        expect(JSON.stringify(item)).not.toContain(here.email);
      } else expect(item).toMatchObject({ email: here.email, document: here.document });
    }
  });

  it('takes permission changes, deactivation, a closed workspace and sign-out into account at once', async () => {
    const user = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    // The user's own address: changing it would be an account handover (docs/decisions/0056).
    const { email } = (
      await ctx.app.inject({ url: `${API}/users/${user.id}`, headers: bearer(admin) })
    ).json() as { email: string };
    const update = (permission: ReturnType<typeof permissionWith>, active = true) =>
      call('PUT', `/users/${user.id}`, admin, {
        email,
        name: 'Maria Cache',
        role: 'analyst',
        active,
        allWorkspaces: false,
        workspaceIds: [site],
        permission,
        // Asked when a flag is given back or the user reactivated (docs/decisions/0056).
        currentPassword: ADMIN_PASSWORD,
      });
    expect((await search('size=5', user.token)).status).toBe(200);
    expect((await search('size=5', user.token)).status).toBe(200);

    // onlyBasicInfo granted: the very next page hides personal fields.
    expect(
      (await update(permissionWith({ stakeholders: { view: true, onlyBasicInfo: true } }))).statusCode,
    ).toBe(200);
    const restricted = (await search('size=5', user.token)).body;
    expect(restricted.items.length).toBeGreaterThan(0);
    expect(restricted.items.every((i: { restricted: boolean }) => i.restricted)).toBe(true);

    // view withdrawn: 403 at once.
    expect((await update(permissionWith({ stakeholders: { add: true } }))).statusCode).toBe(200);
    expect((await search('size=5', user.token)).status).toBe(403);
    expect((await update(permissionWith({ stakeholders: { view: true } }))).statusCode).toBe(200);
    expect((await search('size=5', user.token)).status).toBe(200);

    // The only chosen workspace closed: 403; reopened: 200.
    expect((await call('PUT', `/workspaces/${site}/active/false`, admin)).statusCode).toBe(200);
    expect((await search('size=5', user.token)).status).toBe(403);
    expect((await call('PUT', `/workspaces/${site}/active/true`, admin)).statusCode).toBe(200);
    expect((await search('size=5', user.token)).status).toBe(200);

    // Deactivated: 401.
    expect((await update(permissionWith({ stakeholders: { view: true } }), false)).statusCode).toBe(200);
    expect((await search('size=5', user.token)).status).toBe(401);

    // Sign-out ends the token on the next request.
    const session = await signIn(ctx.app, [site]);
    expect((await search('size=5', session)).status).toBe(200);
    expect((await call('POST', '/auth/logout', session)).statusCode).toBe(204);
    expect((await search('size=5', session)).status).toBe(401);
  });

  it('lets no anonymous request empty every cache: sign-in, forgot-password and refused writes', async () => {
    const seen: string[] = [];
    let watching = true;
    void (async () => {
      while (watching) seen.push(await ctx.app.changes.next());
    })();
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${API}${url}`, payload });
    expect((await post('/auth/forgot-password', { email: 'nobody@example.com' })).statusCode).toBeLessThan(
      300,
    );
    expect(
      (await post('/auth/login', { email: 'nobody@example.com', password: 'Wrong@12345' })).statusCode,
    ).toBe(401);
    expect((await post('/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await post('/stakeholders', person())).statusCode).toBe(401);
    watching = false;
    // Another test's tenant notification may still arrive; "everything changed" must not.
    expect(seen).not.toContain('*');
  });

  it('carries a write on one API instance to the cache of another on the same database', async () => {
    const second = await createTestApp({}, ctx);
    try {
      const query = 'q=instancia';
      // Each instance signs its own tokens (its own secret in tests).
      const there = await signIn(second.app, [site]);
      expect((await search(query, there, second.app)).body.total).toBe(0);
      expect((await search(query, there, second.app)).body.total).toBe(0);
      await createStakeholder(ctx.app, token, person({ name: 'Ivo Instancia' }));
      // The second instance learns of it from the database's notification.
      const page = await afterChanges(second.app, async () => {
        const { body } = await search(query, there, second.app);
        return body.total > 0 ? body : undefined;
      });
      expect(names(page)).toEqual(['Ivo Instancia']);
    } finally {
      await second.close();
    }
  });
});
