import { and, eq } from 'drizzle-orm';
import { auditLog, stakeholderHistory } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import {
  API,
  createStakeholder,
  organisation,
  permissionWith,
  person,
  userWith,
  openSiteTestbed,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

describe('stakeholders: history, personal-data export and anonymisation (LGPD)', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;

  // A fresh migrated and seeded database per file: a generous limit, the machine is shared.
  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, t = token) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(t), ...(payload ? { payload } : {}) });

  it('labels the history for a reader: names for references, labels for codes, no ids or JSON', async () => {
    const colleague = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const parent = await createStakeholder(ctx.app, token, organisation({ name: 'Instituto Raiz' }));
    const created = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Ana Rotulada', categoryCode: 'community' }),
    );
    const edit = await call(
      'PUT',
      `/stakeholders/${created.id}`,
      updateOf(created, {
        parentId: parent.id,
        responsibleId: colleague.id,
        categoryCode: 'association',
        additional: { vulnerableGroup: ['elderly'] },
      }),
    );
    expect(edit.statusCode).toBe(200);
    const res = await ctx.app.inject({
      url: `${API}/stakeholders/${created.id}/history`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    const [updated] = res.json();
    const byField = Object.fromEntries(
      updated.changes.map((c: { field: string; display?: unknown }) => [c.field, c.display]),
    );
    expect(byField.parentId).toEqual({ before: null, after: 'Instituto Raiz' });
    expect(byField.responsibleId.after).toEqual(expect.any(String));
    expect(byField.categoryCode.before).not.toBe('community');
    expect(byField.categoryCode.after).not.toBe('association');
    expect(byField.additional.after).toMatch(/^[^:{}]+: [^{}]+$/);
    const shown = JSON.stringify(Object.values(byField));
    expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(shown).not.toContain('elderly');
  });

  it('keeps a readable history: who, when, and each changed field before and after', async () => {
    const created = await createStakeholder(ctx.app, token, person({ name: 'Rita Histórico', influence: 2 }));
    await call(
      'PUT',
      `/stakeholders/${created.id}`,
      person({ name: 'Rita de Cássia', influence: 4, document: created.document, email: created.email }),
    );
    const topics = (await call('GET', '/topics/options/all')).json();
    await call('POST', `/stakeholders/${created.id}/sync/topics`, { topicIds: [topics[0].value] });
    // A save without changes leaves no entry.
    const current = (await call('GET', `/stakeholders/${created.id}`)).json();
    expect((await call('PUT', `/stakeholders/${created.id}`, updateOf(current))).statusCode).toBe(200);

    const res = await call('GET', `/stakeholders/${created.id}/history`);
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['topics', 'updated', 'created']);
    expect(history[1]).toMatchObject({ userName: 'Administrador', at: expect.any(String) });
    expect(history[1].changes).toEqual([
      { field: 'name', before: 'Rita Histórico', after: 'Rita de Cássia' },
      { field: 'influence', before: 2, after: 4 },
    ]);
    expect(history[0].changes).toEqual([
      { field: 'topics', before: [], after: [{ id: topics[0].value, name: topics[0].label }] },
    ]);
    expect(history[2].changes).toContainEqual({ field: 'name', before: null, after: 'Rita Histórico' });
  });

  it('hides personal fields in the history from onlyBasicInfo users', async () => {
    const created = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Caio Reservado', phone: '(31) 91111-2222' }),
    );
    await call(
      'PUT',
      `/stakeholders/${created.id}`,
      person({
        name: 'Caio Reservado',
        phone: '(31) 93333-4444',
        document: created.document,
        email: created.email,
        influence: 5,
      }),
    );
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ stakeholders: { view: true, onlyBasicInfo: true } }),
    );
    const history = (await call('GET', `/stakeholders/${created.id}/history`, undefined, basic.token)).json();
    const fields = history.flatMap((h: { changes: Array<{ field: string }> }) =>
      h.changes.map((c) => c.field),
    );
    expect(fields).toContain('influence');
    expect(fields).not.toContain('phone');
    expect(fields).not.toContain('document');
    expect(JSON.stringify(history)).not.toContain('93333');
  });

  it('exports everything held on a person as JSON and records it in the audit log', async () => {
    const created = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Joana Titular', notes: 'Prefere contato à tarde' }),
    );
    const res = await call('GET', `/stakeholders/${created.id}/personal-data`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.controller).toEqual({ tenantId: ctx.seed.tenantId, name: 'Mineração Vale Verde' });
    expect(body.personalFields).toEqual([
      'name',
      'document',
      'email',
      'phone',
      'address',
      'postalCode',
      'notes',
      'additional',
    ]);
    expect(body.stakeholder).toMatchObject({
      id: created.id,
      document: created.document,
      email: created.email,
      notes: 'Prefere contato à tarde',
    });
    expect(body.history[0].action).toBe('created');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.event, 'stakeholder.personal_data_exported'),
          eq(auditLog.tenantId, ctx.seed.tenantId),
        ),
      );
    expect(audit.some((a) => a.detail?.stakeholderId === created.id)).toBe(true);
  });

  it('anonymises a person irreversibly, in the record and its history, keeping the statistics', async () => {
    const topics = (await call('GET', '/topics/options/all')).json();
    const created = await createStakeholder(
      ctx.app,
      token,
      person({
        name: 'Pedro Anônimo',
        influence: 5,
        interest: 2,
        topicIds: [topics[1].value],
        additional: { vulnerableGroup: ['elderly'] },
      }),
    );
    await call(
      'PUT',
      `/stakeholders/${created.id}`,
      person({
        name: 'Pedro Anônimo Filho',
        influence: 5,
        interest: 2,
        document: created.document,
        topicIds: [topics[1].value],
      }),
    );

    const res = await call('POST', `/stakeholders/${created.id}/anonymise`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: expect.stringMatching(/^Titular anonimizado /),
      document: null,
      email: null,
      phone: null,
      address: null,
      postalCode: null,
      notes: null,
      additional: {},
      anonymised: true,
      influence: 5,
      interest: 2,
      state: 'MG',
      municipality: 'Brumadinho',
      categoryCode: 'community',
      topics: [{ id: topics[1].value, name: topics[1].label }],
    });

    const rows = await ctx.database.db
      .select()
      .from(stakeholderHistory)
      .where(eq(stakeholderHistory.stakeholderId, created.id));
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Pedro');
    expect(text).not.toContain(created.document);
    expect(text).not.toContain(created.email);
    expect(rows.map((r) => r.action)).toContain('anonymised');

    const found = await call('GET', '/stakeholders/search?q=pedro%20anonimo');
    expect(found.json().total).toBe(0);
    const again = await call('POST', `/stakeholders/${created.id}/anonymise`);
    expect(again.statusCode).toBe(422);
    const edit = await call('PUT', `/stakeholders/${created.id}`, person({ name: 'Pedro De Volta' }));
    expect(edit.statusCode).toBe(422);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'stakeholder.anonymised'));
    expect(audit.some((a) => a.detail?.stakeholderId === created.id)).toBe(true);
  });

  it('anonymises only people', async () => {
    const org = await createStakeholder(ctx.app, token, organisation({ name: 'Associação Não Titular' }));
    const res = await call('POST', `/stakeholders/${org.id}/anonymise`);
    expect(res.statusCode).toBe(422);
  });
});
