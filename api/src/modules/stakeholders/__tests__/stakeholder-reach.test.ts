import ExcelJS from 'exceljs';
import { documentCell } from '../../../lib/sheets/document-cell';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { bearer, signIn } from '../../../testing/auth-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  organisation,
  permissionWith,
  person,
  userWith,
  openSiteTestbed,
  otherTenantAdmin,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/** Issue 9 item 5: what a caller learns stays inside their workspaces and flags. */
describe('stakeholders: nothing outside the caller’s workspaces and flags leaks', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;
  let otherSite: string;
  let basic: string;

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    otherSite = await freshSite(ctx, admin);
    basic = (
      await userWith(
        ctx,
        admin,
        [site],
        permissionWith({ stakeholders: { view: true, add: true, edit: true, onlyBasicInfo: true } }),
      )
    ).token;
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, t = token) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(t), ...(payload ? { payload } : {}) });

  it('leaves a parent of another workspace out of the export, as search and detail do', async () => {
    const hidden = await createStakeholder(
      ctx.app,
      admin,
      organisation({ name: 'Holding Invisível', workspaceId: otherSite }),
    );
    const member = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Membro Exportado', workspaceId: site, parentId: hidden.id }),
    );
    const detail = (await call('GET', `/stakeholders/${member.id}`)).json();
    expect(detail.parent).toBeNull();

    const file = await call('GET', '/stakeholders/export?format=csv&q=Membro%20Exportado');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Membro Exportado');
    expect(file.body).not.toContain('Holding Invis');
    expect(file.body).not.toContain(hidden.document);
    expect(file.body).not.toContain(documentCell(hidden.document));
    // The admin, who sees both workspaces, still gets the parent.
    const adminFile = await call(
      'GET',
      '/stakeholders/export?format=csv&q=Membro%20Exportado',
      undefined,
      admin,
    );
    // Written as people write a CNPJ (lib/sheets/document-cell.ts).
    expect(adminFile.body).toContain(documentCell(hidden.document));
  });

  /** F2 (2026-12-01 probe): saving the record as shown removed a parent the caller could not see. */
  it('keeps a parent of another workspace when the record is saved as shown (decision 0062)', async () => {
    const hidden = await createStakeholder(
      ctx.app,
      admin,
      organisation({ name: 'Matriz Fora de Vista', workspaceId: otherSite }),
    );
    const member = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Filiada Guardada', workspaceId: site, parentId: hidden.id }),
    );
    const shown = (await call('GET', `/stakeholders/${member.id}`)).json();
    expect(shown.parent).toBeNull();

    const saved = await call(
      'PUT',
      `/stakeholders/${member.id}`,
      updateOf(shown, { phone: '(31) 97777-6666', expectedUpdatedAt: shown.updatedAt }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().parent).toBeNull();
    expect(saved.json().phone).toBe('(31) 97777-6666');
    // The admin still sees the link; their history records the phone, not a parent removed.
    const seenByAdmin = (await call('GET', `/stakeholders/${member.id}`, undefined, admin)).json();
    expect(seenByAdmin.parent).toEqual({ id: hidden.id, name: 'Matriz Fora de Vista' });
    const adminHistory = (await call('GET', `/stakeholders/${member.id}/history`, undefined, admin)).json();
    expect(adminHistory[0].changes.map((c: { field: string }) => c.field)).toEqual(['phone']);
    // The caller's history names the parent nowhere: not its name, not its id (nor the creation's).
    const history = await call('GET', `/stakeholders/${member.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain(hidden.id);
    expect(history.body).not.toContain('Matriz Fora');
    expect(history.json()[0].changes.map((c: { field: string }) => c.field)).toEqual(['phone']);

    // Naming a parent the caller sees replaces the hidden one, as a commitment's source is replaced.
    const visible = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Matriz Visível', workspaceId: site }),
    );
    const current = saved.json();
    const moved = await call(
      'PUT',
      `/stakeholders/${member.id}`,
      updateOf(current, { parentId: visible.id, expectedUpdatedAt: current.updatedAt }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parent).toEqual({ id: visible.id, name: 'Matriz Visível' });
    expect((await call('GET', `/stakeholders/${member.id}`, undefined, admin)).json().parent.id).toBe(
      visible.id,
    );
    const after = await call('GET', `/stakeholders/${member.id}/history`);
    expect(after.body).not.toContain(hidden.id);
    expect(after.json()[0].changes).toEqual([
      {
        field: 'parentId',
        before: null,
        after: visible.id,
        display: { before: null, after: 'Matriz Visível' },
      },
    ]);
    const adminAfter = (await call('GET', `/stakeholders/${member.id}/history`, undefined, admin)).json();
    expect(adminAfter[0].changes[0]).toMatchObject({
      field: 'parentId',
      before: hidden.id,
      after: visible.id,
    });
  });

  /** F4 (2026-12-01 probe): the parentId filter told which members a hidden organisation has. */
  it('finds nothing by the parentId of an organisation out of sight, in the search and the export', async () => {
    const hidden = await createStakeholder(
      ctx.app,
      admin,
      organisation({ name: 'Sede Sem Acesso', workspaceId: otherSite }),
    );
    await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Integrante Denunciado', workspaceId: site, parentId: hidden.id }),
    );
    const search = await call('GET', `/stakeholders/search?parentId=${hidden.id}`);
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ items: [], total: 0 });
    const csv = await call('GET', `/stakeholders/export?format=csv&parentId=${hidden.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Integrante Denunciado');
    const names = async (t: string) => {
      const file = await call('GET', `/stakeholders/export?format=xlsx&parentId=${hidden.id}`, undefined, t);
      expect(file.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[] = [];
      workbook.worksheets[0]?.eachRow((r, n) => {
        if (n > 1) rows.push((r.values as unknown[])[1]);
      });
      return rows;
    };
    expect(await names(token)).toEqual([]);
    expect(await names(admin)).toEqual(['Integrante Denunciado']);
    // The admin, who sees the organisation, finds its member.
    const adminSearch = await call('GET', `/stakeholders/search?parentId=${hidden.id}`, undefined, admin);
    expect(adminSearch.json().items.map((i: { name: string }) => i.name)).toEqual(['Integrante Denunciado']);
    const adminFile = await call(
      'GET',
      `/stakeholders/export?format=csv&parentId=${hidden.id}`,
      undefined,
      admin,
    );
    expect(adminFile.body).toContain('Integrante Denunciado');
  });

  it('neither names nor counts a parent or member out of sight on the entity dashboards', async () => {
    const hidden = await createStakeholder(
      ctx.app,
      admin,
      organisation({ name: 'Grupo do Outro Sítio', workspaceId: otherSite }),
    );
    const member = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Pessoa do Grupo', workspaceId: site, parentId: hidden.id }),
    );
    const ids = (nodes: Array<{ id: string; children: unknown[] }>): string[] =>
      nodes.flatMap((n) => [n.id, ...ids(n.children as Array<{ id: string; children: unknown[] }>)]);
    // The other site's reader: the organisation has no member they see.
    const other = await signIn(ctx.app, [otherSite]);
    const rank = (
      await call('GET', '/stakeholders/dashboards/rank?sortBy=members&limit=100', undefined, other)
    )
      .json()
      .find((r: { id: string }) => r.id === hidden.id);
    expect(rank).toMatchObject({ id: hidden.id, members: 0 });
    const otherEntity = (await call('GET', '/stakeholders/dashboards/entity', undefined, other)).json();
    expect(otherEntity).toMatchObject({ rootOrganizations: 0 });
    const otherTree = (await call('GET', '/stakeholders/dashboards/entity-tree', undefined, other)).json();
    expect(ids(otherTree)).not.toContain(hidden.id);
    // This site's reader: the person has no parent they see, so is not in the tree.
    const tree = (await call('GET', '/stakeholders/dashboards/entity-tree')).json();
    expect(ids(tree)).not.toContain(member.id);
    expect(ids(tree)).not.toContain(hidden.id);
    // The admin sees both, linked.
    const whole = (await call('GET', '/stakeholders/dashboards/entity-tree', undefined, admin)).json();
    const node = whole.find((n: { id: string }) => n.id === hidden.id);
    expect(ids(node.children)).toEqual([member.id]);
  });

  it('does not let an onlyBasicInfo user find a person by the CPF they cannot see', async () => {
    const cpf = generateCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    await createStakeholder(ctx.app, token, person({ name: 'Titular Discreto', document: cpf }));
    // A full user finds them by document, masked or not.
    for (const q of [cpf, masked, cpf.slice(2, 9)]) {
      const found = await call('GET', `/stakeholders/search?q=${encodeURIComponent(q)}`);
      expect(found.json().items.map((i: { name: string }) => i.name)).toEqual(['Titular Discreto']);
    }
    for (const q of [cpf, masked, cpf.slice(2, 9), `Titular ${cpf}`]) {
      const search = await call('GET', `/stakeholders/search?q=${encodeURIComponent(q)}`, undefined, basic);
      expect(search.statusCode).toBe(200);
      expect(search.json().total).toBe(0);
      const options = await call('POST', '/stakeholders/options', { q }, basic);
      expect(options.json()).toEqual([]);
      const file = await call(
        'GET',
        `/stakeholders/export?format=csv&q=${encodeURIComponent(q)}`,
        undefined,
        basic,
      );
      expect(file.body).not.toContain('Titular Discreto');
    }
    // By name they still find the record.
    const byName = await call('GET', '/stakeholders/search?q=titular%20discreto', undefined, basic);
    expect(byName.json().items).toHaveLength(1);
    // The picker's option tells them where and what it is, as the list does, and nothing personal.
    const option = await call('POST', '/stakeholders/options', { q: 'titular discreto' }, basic);
    expect(option.json()).toEqual([
      {
        value: byName.json().items[0].id,
        label: 'Titular Discreto',
        kind: 'person',
        municipality: byName.json().items[0].municipality,
        state: byName.json().items[0].state,
      },
    ]);
    expect(option.body).not.toContain(cpf);
  });

  it('refuses as responsible a user the caller cannot see, and accepts one they can', async () => {
    const stranger = await userWith(
      ctx,
      admin,
      [otherSite],
      permissionWith({ stakeholders: { view: true } }),
    );
    const colleague = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const refused = await call('POST', '/stakeholders', person({ responsibleId: stranger.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: 'body.responsibleId', message: 'Unknown user' }]);
    const accepted = await call('POST', '/stakeholders', person({ responsibleId: colleague.id }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().responsibleId).toBe(colleague.id);
    const moved = await call('PUT', `/stakeholders/${accepted.json().id}`, {
      ...person({ document: accepted.json().document, responsibleId: stranger.id }),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual([{ path: 'body.responsibleId', message: 'Unknown user' }]);
  });

  it('filters by the responsible user only within the caller’s reach (the home page’s “what needs me”)', async () => {
    const colleague = await userWith(
      ctx,
      admin,
      [site, otherSite],
      permissionWith({ stakeholders: { view: true } }),
    );
    await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Cuidado Aqui', workspaceId: site, responsibleId: colleague.id }),
    );
    await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Cuidado Lá', workspaceId: otherSite, responsibleId: colleague.id }),
    );
    await createStakeholder(ctx.app, admin, person({ name: 'Cuidado Sem Dono', workspaceId: site }));
    const names = async (t: string, query = `responsibleId=${colleague.id}`) => {
      const res = await call('GET', `/stakeholders/search?${query}&sort=name,asc`, undefined, t);
      expect(res.statusCode).toBe(200);
      return res.json().items.map((i: { name: string }) => i.name);
    };
    // The responsible user finds their own records in every workspace they are in…
    expect(await names(colleague.token)).toEqual(['Cuidado Aqui', 'Cuidado Lá']);
    // …a caller of one site only those of that site: naming a user widens nothing.
    expect(await names(token)).toEqual(['Cuidado Aqui']);
    expect(await names(token, `q=cuidado`)).toEqual(['Cuidado Aqui', 'Cuidado Sem Dono']);
    // Another tenant learns nothing, not even a count.
    const { token: stranger } = await otherTenantAdmin(ctx);
    const foreign = await call(
      'GET',
      `/stakeholders/search?responsibleId=${colleague.id}`,
      undefined,
      stranger,
    );
    expect(foreign.json()).toMatchObject({ items: [], total: 0 });
    // The same filter reaches the export.
    const file = await call('GET', `/stakeholders/export?format=csv&responsibleId=${colleague.id}`);
    expect(file.body).toContain('Cuidado Aqui');
    expect(file.body).not.toContain('Cuidado Lá');
    expect(file.body).not.toContain('Cuidado Sem Dono');
    expect((await call('GET', '/stakeholders/search?responsibleId=me')).statusCode).toBe(422);
  });

  it('keeps bulk export and the personal-data file from view-only users (flags add and delete)', async () => {
    const viewer = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const analyst = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ stakeholders: { view: true, add: true, editConditionally: true } }),
    );
    const someone = await createStakeholder(ctx.app, token, person({ name: 'Titular Portável' }));
    expect((await call('GET', '/stakeholders/export?format=csv', undefined, viewer.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/stakeholders/${someone.id}/personal-data`, undefined, viewer.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/stakeholders/export?format=csv', undefined, analyst.token)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `/stakeholders/${someone.id}/personal-data`, undefined, analyst.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/stakeholders/${someone.id}/personal-data`)).statusCode).toBe(200);
  });

  it('names no workspace out of reach in the history of a record moved in from it', async () => {
    const moved = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Vinda de Outra Área', workspaceId: otherSite }),
    );
    const shown = (await call('GET', `/stakeholders/${moved.id}`, undefined, admin)).json();
    const saved = await call(
      'PUT',
      `/stakeholders/${moved.id}`,
      updateOf(shown, { workspaceId: site, expectedUpdatedAt: shown.updatedAt }),
      admin,
    );
    expect(saved.statusCode).toBe(200);

    const history = await call('GET', `/stakeholders/${moved.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain(otherSite);
    const change = history.json()[0].changes.find((c: { field: string }) => c.field === 'workspaceId');
    expect(change).toMatchObject({ before: null, after: site, display: { before: null } });
    expect(change.display.after).toEqual(expect.any(String));
    // The admin, who reaches both, reads the move as it was.
    const adminHistory = (await call('GET', `/stakeholders/${moved.id}/history`, undefined, admin)).json();
    expect(adminHistory[0].changes.find((c: { field: string }) => c.field === 'workspaceId')).toMatchObject({
      before: otherSite,
      after: site,
    });
  });
});
