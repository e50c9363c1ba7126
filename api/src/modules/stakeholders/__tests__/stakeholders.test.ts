import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  recordChangedMeanwhile,
  stakeholderTotalCap,
  type Stakeholder,
  type StakeholderHistoryEntry,
} from '@conexoes/shared/contract';
import { stakeholders, users } from '../../../db/schema';
import { bearer, signIn } from '../../../testing/auth-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  organisation,
  otherTenantAdmin,
  permissionWith,
  person,
  userWith,
  openSiteTestbed,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

describe('stakeholders: records, validation, search, permissions and tenancy', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;

  // A fresh migrated and seeded database per file: a generous limit, the machine is shared.
  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, t = token) =>
    ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(t),
      ...(payload === undefined ? {} : { payload }),
    });

  it('creates a person with a formatted CPF and answers it normalised, with the IBGE municipality', async () => {
    const cpf = generateCpf();
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const res = await inject(
      'POST',
      '/stakeholders',
      person({ document: formatted, municipality: 'sao joaquim de bicas', workspaceId: site }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'person',
      document: cpf,
      state: 'MG',
      municipality: 'São Joaquim de Bicas',
      municipalityCode: '3162922',
      postalCode: '35460000',
      workspaceId: site,
      restricted: false,
      anonymised: false,
    });
    expect(body.createdBy).toBe(body.updatedBy);
    const again = await inject('GET', `/stakeholders/${body.id}`);
    expect(again.json().name).toBe('João Batista da Conceição');
  });

  it('accepts numeric and alphanumeric CNPJs for organisations and refuses a CPF there', async () => {
    const numeric = await inject('POST', '/stakeholders', organisation({ document: generateCnpj() }));
    expect(numeric.statusCode).toBe(201);
    const alnum = await inject(
      'POST',
      '/stakeholders',
      organisation({ document: generateCnpj(2).toLowerCase(), name: 'Cooperativa Nova' }),
    );
    expect(alnum.statusCode).toBe(201);
    expect(alnum.json().document).toMatch(/^[0-9A-Z]{14}$/);
    const wrong = await inject('POST', '/stakeholders', organisation({ document: generateCpf() }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { path: 'body.document', message: 'This CNPJ is not valid', code: 'invalidCnpj' },
    ]);
  });

  it('refuses an invalid CPF, a municipality outside its state, unknown codes and answers the fields at fault', async () => {
    const badCpf = await inject('POST', '/stakeholders', person({ document: '123.456.789-00' }));
    expect(badCpf.statusCode).toBe(422);
    expect(badCpf.json().errors).toContainEqual({
      path: 'body.document',
      message: 'This CPF is not valid',
      code: 'invalidCpf',
    });

    const pair = await inject('POST', '/stakeholders', person({ state: 'PA', municipality: 'Brumadinho' }));
    expect(pair.statusCode).toBe(422);
    expect(pair.json().errors).toContainEqual({
      path: 'body.municipality',
      message: 'This municipality is not in the state',
    });

    const codes = await inject(
      'POST',
      '/stakeholders',
      person({ categoryCode: 'martians', scopeCode: 'galactic', entityTypeCode: 'robot' }),
    );
    expect(codes.statusCode).toBe(422);
    expect(
      codes
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.categoryCode', 'body.entityTypeCode', 'body.scopeCode']);

    const influence = await inject('POST', '/stakeholders', person({ influence: 6 }));
    expect(influence.statusCode).toBe(422);
  });

  it('refuses a second record with the same CPF in the tenant with 409', async () => {
    const cpf = generateCpf();
    await createStakeholder(ctx.app, token, person({ document: cpf }));
    const res = await inject('POST', '/stakeholders', person({ document: cpf, name: 'Outra Pessoa' }));
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('validates additional fields against their option lists and serves their options', async () => {
    const options = await ctx.app.inject({
      url: `${API}/stakeholders/additions/options/vulnerableGroup`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toContainEqual({ value: 'elderly', label: 'Pessoas idosas' });

    const ok = await inject(
      'POST',
      '/stakeholders',
      person({ additional: { vulnerableGroup: ['elderly', 'lowIncome'], preferredChannel: 'whatsapp' } }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().additional).toEqual({
      vulnerableGroup: ['elderly', 'lowIncome'],
      preferredChannel: 'whatsapp',
    });

    const bad = await inject(
      'POST',
      '/stakeholders',
      person({ additional: { vulnerableGroup: 'aliens', shoeSize: '42' } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.additional.vulnerableGroup', message: 'Unknown option "aliens"' },
        { path: 'body.additional.shoeSize', message: 'Unknown additional field' },
      ]),
    );
  });

  it('builds the entity tree: parent must be an organisation, and no cycles', async () => {
    const association = await createStakeholder(ctx.app, token, organisation({ name: 'Associação Raiz' }));
    const branch = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Núcleo Ramo', parentId: association.id }),
    );
    const member = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Maria Membro', parentId: branch.id }),
    );
    expect(member.parent).toEqual({ id: branch.id, name: 'Núcleo Ramo' });

    const detail = (await inject('GET', `/stakeholders/${association.id}`)).json();
    expect(detail.children).toEqual([{ id: branch.id, name: 'Núcleo Ramo' }]);

    const underPerson = await inject('POST', '/stakeholders', person({ parentId: member.id }));
    expect(underPerson.json().errors).toContainEqual({
      path: 'body.parentId',
      message: 'The parent must be an organisation',
    });

    const { id: _id, ...rest } = association;
    const cycle = await inject('PUT', `/stakeholders/${association.id}`, {
      ...organisation({ name: 'Associação Raiz', document: rest.document }),
      parentId: branch.id,
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors).toContainEqual({
      path: 'body.parentId',
      message: 'This parent would create a cycle in the entity tree',
    });

    const self = await inject('PUT', `/stakeholders/${association.id}`, {
      ...organisation({ document: rest.document }),
      parentId: association.id,
    });
    expect(self.json().errors).toContainEqual({
      path: 'body.parentId',
      message: 'A stakeholder cannot be its own parent',
    });

    // A picker for the parent of "Associação Raiz" must not offer itself or its descendants.
    const picker = await inject('POST', '/stakeholders/options', {
      kind: 'organization',
      excludeTreeOf: association.id,
    });
    const offered = picker.json().map((o: { value: string }) => o.value);
    expect(offered).not.toContain(association.id);
    expect(offered).not.toContain(branch.id);
  });

  it('finds records ignoring case and accents, filters, sorts on whitelisted fields and pages', async () => {
    const searchSite = await freshSite(ctx, admin);
    const t = await signIn(ctx.app, [searchSite]);
    await createStakeholder(
      ctx.app,
      t,
      person({ name: 'São João do Rio', influence: 5, interest: 1, state: 'PA', municipality: 'Marabá' }),
    );
    await createStakeholder(ctx.app, t, person({ name: 'JOÃO PEDRO ÁVILA', influence: 2, interest: 5 }));
    await createStakeholder(
      ctx.app,
      t,
      organisation({
        name: 'Prefeitura de Mariana',
        categoryCode: 'publicAuthority',
        municipality: 'Mariana',
      }),
    );

    const search = async (query: string) => {
      const res = await inject('GET', `/stakeholders/search?${query}`, undefined, t);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const accents = await search('q=sao%20joao');
    expect(accents.items.map((i: { name: string }) => i.name)).toEqual(['São João do Rio']);
    const anyCase = await search('q=joao&sort=name,asc');
    expect(anyCase.items.map((i: { name: string }) => i.name)).toEqual([
      'JOÃO PEDRO ÁVILA',
      'São João do Rio',
    ]);
    expect(anyCase.total).toBe(2);
    expect((await search('q=maraba')).total).toBe(1);
    expect((await search('state=PA')).total).toBe(1);
    expect((await search('municipality=Mariana&category=publicAuthority')).items[0].name).toBe(
      'Prefeitura de Mariana',
    );
    expect((await search('kind=organization')).total).toBe(1);
    expect((await search('influence=5')).items[0].name).toBe('São João do Rio');
    expect((await search('interest=5')).items[0].name).toBe('JOÃO PEDRO ÁVILA');
    const sorted = await search('sort=influence,desc&size=2&page=1');
    expect(sorted).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(sorted.items[0].name).toBe('São João do Rio');
    const second = await search('sort=influence,desc&size=2&page=2');
    expect(second.items).toHaveLength(1);

    const notWhitelisted = await inject('GET', '/stakeholders/search?sort=searchText,asc', undefined, t);
    expect(notWhitelisted.statusCode).toBe(422);
  });

  it('finds a record by its masked CPF', async () => {
    const cpf = generateCpf();
    await createStakeholder(ctx.app, token, person({ document: cpf, name: 'Pessoa Por Documento' }));
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const res = await inject('GET', `/stakeholders/search?q=${encodeURIComponent(masked)}`);
    expect(res.json().items.map((i: { name: string }) => i.name)).toEqual(['Pessoa Por Documento']);
  });

  it('matches every word of the query in any order, ignoring case and accents', async () => {
    const wordsSite = await freshSite(ctx, admin);
    const t = await signIn(ctx.app, [wordsSite]);
    await createStakeholder(ctx.app, t, person({ name: 'Adriana Andrade Vieira' }));
    await createStakeholder(ctx.app, t, person({ name: 'Adriana Souza' }));
    await createStakeholder(ctx.app, t, organisation({ name: 'Vieira & Filhos Mineração' }));
    const names = async (q: string) =>
      (await inject('GET', `/stakeholders/search?q=${encodeURIComponent(q)}`, undefined, t))
        .json()
        .items.map((i: { name: string }) => i.name);
    expect(await names('adriana vieira')).toEqual(['Adriana Andrade Vieira']);
    expect(await names('VIEIRA  adriána')).toEqual(['Adriana Andrade Vieira']);
    expect(await names('adriana')).toEqual(['Adriana Andrade Vieira', 'Adriana Souza']);
    expect(await names('adriana mineracao')).toEqual([]);
    // The person/organisation filter narrows the same words.
    const orgs = await inject('GET', '/stakeholders/search?q=vieira&kind=organization', undefined, t);
    expect(orgs.json().items.map((i: { name: string }) => i.name)).toEqual(['Vieira & Filhos Mineração']);
    // The pickers and the export match the same way.
    const options = await inject('POST', '/stakeholders/options', { q: 'vieira adriana' }, t);
    expect(options.json().map((o: { label: string }) => o.label)).toEqual(['Adriana Andrade Vieira']);
    const file = await inject('GET', '/stakeholders/export?format=csv&q=andrade%20adriana', undefined, t);
    expect(file.body).toContain('Adriana Andrade Vieira');
    expect(file.body).not.toContain('Adriana Souza');
  });

  it('answers the requested ids of the options however far down the alphabet they are', async () => {
    const optionsSite = await freshSite(ctx, admin);
    const t = await signIn(ctx.app, [optionsSite]);
    for (const name of ['Aaa Primeira', 'Aab Segunda', 'Aac Terceira']) {
      await createStakeholder(ctx.app, t, organisation({ name }));
    }
    const last = await createStakeholder(ctx.app, t, organisation({ name: 'Zzz Holding' }));
    const res = await inject('POST', '/stakeholders/options', { ids: [last.id], limit: 2 }, t);
    expect(res.statusCode).toBe(200);
    const where = { kind: 'organization', municipality: 'Brumadinho', state: 'MG' };
    expect(res.json()).toEqual([
      { value: last.id, label: 'Zzz Holding', ...where },
      { value: expect.any(String), label: 'Aaa Primeira', ...where },
      { value: expect.any(String), label: 'Aab Segunda', ...where },
    ]);
    // An id of another tenant or workspace is simply not answered.
    const hidden = await inject('POST', '/stakeholders/options', { ids: [last.id], limit: 1 }, token);
    expect(hidden.json().map((o: { value: string }) => o.value)).not.toContain(last.id);
  });

  it('ranks the options whose name matches above those found by their municipality', async () => {
    const rankSite = await freshSite(ctx, admin);
    const t = await signIn(ctx.app, [rankSite]);
    const town = { state: 'MG', municipality: 'Santa Bárbara' };
    // People who live in Santa Bárbara: alphabetically they all come before the town hall.
    for (const name of ['Aline Costa Barbosa', 'Bruno Dias', 'Carla Mendes', 'Diego Rocha', 'Elisa Prado']) {
      await createStakeholder(ctx.app, t, person({ name, ...town }));
    }
    await createStakeholder(
      ctx.app,
      t,
      organisation({ name: 'Prefeitura Municipal de Santa Bárbara', ...town }),
    );
    await createStakeholder(ctx.app, t, person({ name: 'Bárbara Santana' }));
    await createStakeholder(ctx.app, t, organisation({ name: 'Santa Bárbara Mineração', ...town }));
    const res = await inject('POST', '/stakeholders/options', { q: 'santa barbara' }, t);
    expect(res.statusCode).toBe(200);
    const options = res.json() as Array<{ label: string; kind: string; municipality: string; state: string }>;
    expect(options.map((o) => o.label)).toEqual([
      // The name starts with what was typed, then holds it, then holds its words, then the rest by name.
      'Santa Bárbara Mineração',
      'Prefeitura Municipal de Santa Bárbara',
      'Bárbara Santana',
      'Aline Costa Barbosa',
      'Bruno Dias',
      'Carla Mendes',
      'Diego Rocha',
      'Elisa Prado',
    ]);
    // Each says where it is and what it is: why "Aline Costa Barbosa" matched at all.
    expect(options[3]).toMatchObject({ kind: 'person', municipality: 'Santa Bárbara', state: 'MG' });
    expect(options[2]).toMatchObject({ kind: 'person', municipality: 'Brumadinho', state: 'MG' });
    // With the limit, the names that match are the ones kept.
    const two = await inject('POST', '/stakeholders/options', { q: 'santa barbara', limit: 2 }, t);
    expect(two.json().map((o: { label: string }) => o.label)).toEqual([
      'Santa Bárbara Mineração',
      'Prefeitura Municipal de Santa Bárbara',
    ]);
  });

  it('PUT takes the whole record: an omitted field is a 422 naming it, never a silent erase', async () => {
    const colleague = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const created = await createStakeholder(ctx.app, token, person({ responsibleId: colleague.id }));
    // What the edit form used to send: everything but the responsible user.
    const { responsibleId: _omitted, ...withoutResponsible } = updateOf(created, { name: 'Nome Editado' });
    const refused = await inject('PUT', `/stakeholders/${created.id}`, withoutResponsible);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.responsibleId']);
    const { email: _noEmail, ...withoutEmail } = updateOf(created);
    const noEmail = await inject('PUT', `/stakeholders/${created.id}`, withoutEmail);
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors).toEqual([
      { path: 'body.email', message: 'This field is required', code: 'required' },
    ]);
    // The contract's own required fields answer in the same words.
    expect(refused.json().errors).toEqual([
      { path: 'body.responsibleId', message: 'This field is required', code: 'required' },
    ]);
    expect((await inject('GET', `/stakeholders/${created.id}`)).json()).toMatchObject({
      name: created.name,
      responsibleId: colleague.id,
      email: created.email,
    });

    // The whole record keeps the responsible user; null clears a field on purpose.
    const saved = await inject(
      'PUT',
      `/stakeholders/${created.id}`,
      updateOf(created, { name: 'Nome Editado' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Nome Editado', responsibleId: colleague.id });
    const cleared = await inject(
      'PUT',
      `/stakeholders/${created.id}`,
      updateOf(saved.json(), { responsibleId: null, phone: null }),
    );
    expect(cleared.json()).toMatchObject({ responsibleId: null, phone: null, name: 'Nome Editado' });
  });

  it('refuses a save over a version changed since the form opened (409), writing nothing', async () => {
    const opened: Stakeholder = await createStakeholder(ctx.app, token, person({ name: 'Versão Aberta' }));
    const historyOf = async (): Promise<StakeholderHistoryEntry[]> =>
      (await inject('GET', `/stakeholders/${opened.id}/history`)).json();
    const saved = await inject(
      'PUT',
      `/stakeholders/${opened.id}`,
      updateOf(opened, { name: 'Primeira Gravação', expectedUpdatedAt: opened.updatedAt }),
    );
    expect(saved.statusCode).toBe(200);
    const entries = await historyOf();
    // The version is no data of the record: neither stored nor in the history.
    expect(entries.flatMap((e) => e.changes.map((c) => c.field))).not.toContain('expectedUpdatedAt');

    // A second person's form was opened on the same version: their save would undo the first one's.
    const stale = await inject(
      'PUT',
      `/stakeholders/${opened.id}`,
      updateOf(opened, { name: 'Gravação Antiga', influence: 1, expectedUpdatedAt: opened.updatedAt }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(recordChangedMeanwhile);
    const malformed = await inject(
      'PUT',
      `/stakeholders/${opened.id}`,
      updateOf(opened, { expectedUpdatedAt: 'yesterday' }),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ path: 'body.expectedUpdatedAt' })]);
    const now: Stakeholder = (await inject('GET', `/stakeholders/${opened.id}`)).json();
    expect(now).toMatchObject({ name: 'Primeira Gravação', influence: opened.influence });
    expect(now.updatedAt).toBe(saved.json().updatedAt);
    expect(await historyOf()).toHaveLength(entries.length);

    // Two saves at once from the version just read: they take turns, the second is refused.
    const both = await Promise.all(
      ['Primeira Ao Mesmo Tempo', 'Segunda Ao Mesmo Tempo'].map((name) =>
        inject(
          'PUT',
          `/stakeholders/${opened.id}`,
          updateOf(now, { name, expectedUpdatedAt: now.updatedAt }),
        ),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)?.json() as Stakeholder;
    expect(((await inject('GET', `/stakeholders/${opened.id}`)).json() as Stakeholder).name).toBe(
      winner.name,
    );
    expect(await historyOf()).toHaveLength(entries.length + 1);

    // Without the field (a client that does not send it) the version read when the request began is used.
    const plain = await inject('PUT', `/stakeholders/${opened.id}`, updateOf(winner, { interest: 1 }));
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ name: winner.name, interest: 1 });
  });

  it('replaces topics with sync/topics, filters by topic and refuses unknown topics', async () => {
    const grouped = (await inject('GET', '/topics/options/grouped?active=true')).json();
    const all = grouped.flatMap((g: { options: Array<{ value: string; label: string }> }) => g.options);
    const water = all.find((o: { label: string }) => o.label === 'Qualidade da água');
    const dust = all.find((o: { label: string }) => o.label === 'Poeira');
    const created = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Ana Tópicos', topicIds: [water.value] }),
    );
    expect(created.topics).toEqual([{ id: water.value, name: 'Qualidade da água' }]);

    const synced = await inject('POST', `/stakeholders/${created.id}/sync/topics`, {
      topicIds: [dust.value],
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().topics).toEqual([{ id: dust.value, name: 'Poeira' }]);

    const byTopic = (await inject('GET', `/stakeholders/search?topic=${dust.value}`)).json();
    expect(byTopic.items.map((i: { id: string }) => i.id)).toContain(created.id);
    const notWater = (await inject('GET', `/stakeholders/search?topic=${water.value}`)).json();
    expect(notWater.items.map((i: { id: string }) => i.id)).not.toContain(created.id);

    const unknown = await inject('POST', `/stakeholders/${created.id}/sync/topics`, {
      topicIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('updates a record and deletes it, unlinking its members', async () => {
    const org = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Sindicato Temporário', categoryCode: 'union' }),
    );
    const member = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Membro Temporário', parentId: org.id }),
    );
    const updated = await inject(
      'PUT',
      `/stakeholders/${org.id}`,
      organisation({ name: 'Sindicato Renomeado', document: org.document, influence: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Sindicato Renomeado', influence: 1 });

    const removed = await inject('DELETE', `/stakeholders/${org.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await inject('GET', `/stakeholders/${org.id}`)).statusCode).toBe(404);
    expect((await inject('GET', `/stakeholders/${member.id}`)).json().parent).toBeNull();
  });

  it('answers pickers: stakeholder options and scope options as {value,label}', async () => {
    await createStakeholder(ctx.app, token, organisation({ name: 'Instituto Água Viva' }));
    const res = await inject('POST', '/stakeholders/options', { q: 'agua viva' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      value: expect.any(String),
      label: 'Instituto Água Viva',
      kind: 'organization',
      municipality: 'Brumadinho',
      state: 'MG',
    });

    const scopes = await ctx.app.inject({
      method: 'POST',
      url: `${API}/stakeholders/scopes/options`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { q: 'munic' },
    });
    expect(scopes.json()).toEqual([{ value: 'municipal', label: 'Municipal' }]);
  });

  it('keeps other tenants out: their ids answer 404 on every record route', async () => {
    const { token: otherToken } = await otherTenantAdmin(ctx);
    const mine = await createStakeholder(ctx.app, token, person({ name: 'Só Meu' }));
    const body = person();
    const attempts = [
      ctx.app.inject({ url: `${API}/stakeholders/${mine.id}`, headers: bearer(otherToken) }),
      ctx.app.inject({
        method: 'PUT',
        url: `${API}/stakeholders/${mine.id}`,
        headers: bearer(otherToken),
        payload: body,
      }),
      ctx.app.inject({
        method: 'DELETE',
        url: `${API}/stakeholders/${mine.id}`,
        headers: bearer(otherToken),
      }),
      ctx.app.inject({
        method: 'POST',
        url: `${API}/stakeholders/${mine.id}/sync/topics`,
        headers: bearer(otherToken),
        payload: { topicIds: [] },
      }),
      ctx.app.inject({ url: `${API}/stakeholders/${mine.id}/history`, headers: bearer(otherToken) }),
      ctx.app.inject({ url: `${API}/stakeholders/${mine.id}/personal-data`, headers: bearer(otherToken) }),
      ctx.app.inject({
        method: 'POST',
        url: `${API}/stakeholders/${mine.id}/anonymise`,
        headers: bearer(otherToken),
      }),
      ctx.app.inject({
        url: `${API}/stakeholders/${mine.id}/social-interaction/resume`,
        headers: bearer(otherToken),
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Só Meu');
    }
    const search = await ctx.app.inject({
      url: `${API}/stakeholders/search?q=so%20meu`,
      headers: bearer(otherToken),
    });
    expect(search.json().total).toBe(0);
    // Nor can they attach my records as parents.
    const parentAttempt = await ctx.app.inject({
      method: 'POST',
      url: `${API}/stakeholders`,
      headers: bearer(otherToken),
      payload: person({ parentId: mine.id }),
    });
    expect(parentAttempt.statusCode).toBe(422);
  });

  it('keeps other workspaces of the same tenant out with 404', async () => {
    const elsewhere = await freshSite(ctx, admin);
    const elsewhereToken = await signIn(ctx.app, [elsewhere]);
    const mine = await createStakeholder(ctx.app, token, person({ name: 'Do Outro Site' }));
    const res = await ctx.app.inject({
      url: `${API}/stakeholders/${mine.id}`,
      headers: bearer(elsewhereToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 403 for each missing flag', async () => {
    const target = await createStakeholder(ctx.app, token, person({ name: 'Alvo de Permissões' }));
    const none = await userWith(ctx, admin, [site], permissionWith({}));
    const viewOnly = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const cases: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      [none.token, 'GET', '/stakeholders/search', undefined],
      [none.token, 'GET', `/stakeholders/${target.id}`, undefined],
      [none.token, 'GET', '/stakeholders/dashboards/entity', undefined],
      [none.token, 'POST', '/stakeholders/options', {}],
      [viewOnly.token, 'POST', '/stakeholders', person()],
      [viewOnly.token, 'PUT', `/stakeholders/${target.id}`, person({ document: target.document })],
      [viewOnly.token, 'POST', `/stakeholders/${target.id}/sync/topics`, { topicIds: [] }],
      [viewOnly.token, 'DELETE', `/stakeholders/${target.id}`, undefined],
      [viewOnly.token, 'POST', `/stakeholders/${target.id}/anonymise`, undefined],
    ];
    for (const [t, method, url, payload] of cases) {
      const res = await inject(method, url, payload, t);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
    }
    expect((await inject('GET', `/stakeholders/${target.id}`, undefined, viewOnly.token)).statusCode).toBe(
      200,
    );
  });

  it('counts a broad search only up to the cap and says so; a narrow one stays exact', async () => {
    const bigSite = await freshSite(ctx, admin);
    const t = await signIn(ctx.app, [bigSite]);
    const [me] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.tenantId, ctx.seed.tenantId))
      .limit(1);
    // One more row than the cap, straight into the table: the API would take minutes for this.
    await ctx.database.db.execute(sql`
      insert into stakeholders (tenant_id, workspace_id, created_by, updated_by, kind, name, category_code, scope_code, state,
        municipality, municipality_code, influence, interest, search_text)
      select ${ctx.seed.tenantId}::uuid, ${bigSite}::uuid, ${me?.id}::uuid, ${me?.id}::uuid, 'person', 'Pessoa ' || i,
        'community', 'local', 'MG', 'Mariana', '3140001', 1 + i % 5, 1, 'pessoa ' || i || ' mariana'
      from generate_series(1, ${stakeholderTotalCap + 1}) as i`);
    const search = async (query: string) => {
      const res = await inject('GET', `/stakeholders/search?${query}`, undefined, t);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    const broad = await search('size=20');
    expect(broad).toMatchObject({ total: stakeholderTotalCap, totalCapped: true, page: 1, size: 20 });
    expect(broad.items).toHaveLength(20);
    // The bound moves with the page: near the end the count reaches every row and is exact again.
    const deep = await search(`size=20&page=${Math.floor(stakeholderTotalCap / 20)}`);
    expect(deep.total).toBe(stakeholderTotalCap + 1);
    expect(deep.totalCapped).toBeUndefined();
    // Every fifth row has influence 1: well under the cap, so exact.
    const fifth = Math.floor((stakeholderTotalCap + 1) / 5);
    const narrow = await search('influence=1&size=20&page=3');
    expect(narrow.total).toBe(fifth);
    expect(narrow.totalCapped).toBeUndefined();
    // A page past the end still tells the exact total; a short page tells it without counting.
    expect(await search('influence=1&size=100&page=30')).toMatchObject({ items: [], total: fifth });
    // "Count all" asks the exact number of the same search, on demand: every row, past the cap.
    const counted = async (query: string, token = t) => {
      const res = await inject('GET', `/stakeholders/search/count?${query}`, undefined, token);
      expect(res.statusCode).toBe(200);
      return res.json<{ total: number }>().total;
    };
    expect(await counted('size=20')).toBe(stakeholderTotalCap + 1);
    expect(await counted('q=mariana&influence=1')).toBe(fifth);
    // Another tenant's admin counts none of them.
    expect(await counted('q=mariana', (await otherTenantAdmin(ctx)).token)).toBe(0);
    // Ties on the sort key fall back to the id in the sort's direction, whether the page walks the
    // sort's index (the count reached its cap) or sorts the few matches after filtering (it did not).
    const idsBy = async (filter: SQL) =>
      (
        await ctx.database.db
          .select({ id: stakeholders.id })
          .from(stakeholders)
          .where(and(eq(stakeholders.workspaceId, bigSite), filter))
          .orderBy(desc(stakeholders.id))
      ).map((r) => r.id);
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((i) => i.id);
    const everyId = await idsBy(sql`true`);
    expect(ids(await search('sort=interest,desc&size=20&page=1'))).toEqual(everyId.slice(0, 20));
    const influenceOne = await idsBy(eq(stakeholders.influence, 1));
    const few = await search('influence=1&sort=interest,desc&size=20&page=2');
    expect(ids(few)).toEqual(influenceOne.slice(20, 40));
    // The municipality filter ignores case (and is answered through the search text's index).
    expect(await search('municipality=MARIANA&influence=1&size=100&page=3')).toMatchObject({ total: fifth });
    expect(await search(`q=pessoa%20${stakeholderTotalCap + 1}`)).toMatchObject({
      total: 1,
      items: [{ name: `Pessoa ${stakeholderTotalCap + 1}` }],
    });
    // A thousand rows on in-memory PGlite on a shared machine: a generous limit.
  }, 120_000);

  it('editConditionally edits only records the user created or is responsible for', async () => {
    const analyst = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ stakeholders: { view: true, add: true, editConditionally: true } }),
    );
    const own = await createStakeholder(ctx.app, analyst.token, person({ name: 'Criado Pelo Analista' }));
    const foreign = await createStakeholder(ctx.app, token, person({ name: 'Criado Pelo Admin' }));
    const assigned = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Sob Responsabilidade', responsibleId: analyst.id }),
    );

    const editOwn = await inject(
      'PUT',
      `/stakeholders/${own.id}`,
      person({ name: 'Editado', document: own.document }),
      analyst.token,
    );
    expect(editOwn.statusCode).toBe(200);
    const editAssigned = await inject(
      'PUT',
      `/stakeholders/${assigned.id}`,
      person({ name: 'Editado Também', document: assigned.document, responsibleId: analyst.id }),
      analyst.token,
    );
    expect(editAssigned.statusCode).toBe(200);
    const editForeign = await inject(
      'PUT',
      `/stakeholders/${foreign.id}`,
      person({ document: foreign.document }),
      analyst.token,
    );
    expect(editForeign.statusCode).toBe(403);
    const syncForeign = await inject(
      'POST',
      `/stakeholders/${foreign.id}/sync/topics`,
      { topicIds: [] },
      analyst.token,
    );
    expect(syncForeign.statusCode).toBe(403);
  });

  it('strips personal fields for onlyBasicInfo users and keeps them on their edits', async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ stakeholders: { view: true, add: true, edit: true, onlyBasicInfo: true } }),
    );
    const full = await createStakeholder(
      ctx.app,
      token,
      person({
        name: 'Pessoa Reservada',
        notes: 'Nota sensível',
        additional: { vulnerableGroup: ['elderly'] },
      }),
    );
    const seen = (await inject('GET', `/stakeholders/${full.id}`, undefined, basic.token)).json();
    expect(seen.restricted).toBe(true);
    expect(seen.name).toBe('Pessoa Reservada');
    for (const field of ['document', 'email', 'phone', 'address', 'postalCode', 'notes', 'additional']) {
      expect(seen).not.toHaveProperty(field);
    }
    const listed = (
      await inject('GET', '/stakeholders/search?q=pessoa%20reservada', undefined, basic.token)
    ).json();
    expect(listed.items[0]).not.toHaveProperty('document');
    expect(listed.items[0]).not.toHaveProperty('email');

    const edit = await inject(
      'PUT',
      `/stakeholders/${full.id}`,
      // Everything they see, nothing personal: the stored personal fields stay.
      updateOf(seen, { influence: 5, interest: 2 }),
      basic.token,
    );
    expect(edit.statusCode).toBe(200);
    const after = (await inject('GET', `/stakeholders/${full.id}`)).json();
    expect(after).toMatchObject({
      influence: 5,
      document: full.document,
      email: full.email,
      notes: 'Nota sensível',
      additional: { vulnerableGroup: ['elderly'] },
    });

    const personal = await inject('GET', `/stakeholders/${full.id}/personal-data`, undefined, basic.token);
    expect(personal.statusCode).toBe(403);
  });
});
