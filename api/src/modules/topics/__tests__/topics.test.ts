import { bearer, signIn } from '../../../testing/auth-helpers';
import {
  API,
  createStakeholder,
  otherTenantAdmin,
  permissionWith,
  person,
  userWith,
  openSiteTestbed,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

describe('topics and topic categories', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;

  // A fresh migrated and seeded database per file: a generous limit, the machine is shared.
  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lists the 17 ODS in the four languages', async () => {
    const pt = await ctx.app.inject({
      url: `${API}/topic/categories/ods/options`,
      headers: { ...bearer(admin), 'accept-language': 'pt-BR' },
    });
    expect(pt.statusCode).toBe(200);
    const goals = pt.json();
    expect(goals).toHaveLength(17);
    expect(goals[5]).toEqual({
      value: '6',
      label: '6. Água Potável e Saneamento',
      number: 6,
      labelPtBr: 'Água Potável e Saneamento',
      labelEn: 'Clean Water and Sanitation',
      labelEs: 'Agua Limpia y Saneamiento',
      labelDe: 'Sauberes Wasser und Sanitäreinrichtungen',
    });
    const en = await call('GET', '/topic/categories/ods/options', admin);
    expect(en.json()[16].label).toBe('17. Partnerships for the Goals');
    const de = await ctx.app.inject({
      url: `${API}/topic/categories/ods/options`,
      headers: { ...bearer(admin), 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(de.json()[16].label).toBe('17. Partnerschaften zur Erreichung der Ziele');
  });

  it('creates, reads, updates and searches a topic category with its ODS', async () => {
    const created = await call('POST', '/topic/categories', admin, {
      name: 'Biodiversidade',
      ods: [15, 14, 15],
    });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Biodiversidade', ods: [14, 15], topicCount: 0, active: true });

    const duplicate = await call('POST', '/topic/categories', admin, { name: 'BIODIVERSIDADE', ods: [] });
    expect(duplicate.statusCode).toBe(409);

    const updated = await call('PUT', `/topic/categories/${category.id}`, admin, {
      name: 'Biodiversidade e flora',
      description: null,
      ods: [15],
      active: true,
    });
    expect(updated.json()).toMatchObject({ name: 'Biodiversidade e flora', ods: [15] });
    expect((await call('GET', `/topic/categories/${category.id}`, admin)).json().name).toBe(
      'Biodiversidade e flora',
    );

    const search = await call('GET', '/topic/categories/search?q=biodiversidade&ods=15', admin);
    expect(search.json()).toMatchObject({ total: 1, page: 1 });
    const seeded = await call('GET', '/topic/categories/search?q=recursos%20hidricos', admin);
    expect(seeded.json().items[0]).toMatchObject({
      name: 'Recursos hídricos',
      ods: [6, 14, 15],
      topicCount: 4,
    });

    const options = await call('GET', `/topic/categories/options?workspaceIds=${site}`, admin);
    expect(options.json()).toContainEqual({ value: category.id, label: 'Biodiversidade e flora', ods: [15] });
  });

  it('creates a topic with POST, updates it with POST and an id, groups and lists options', async () => {
    const category = (
      await call('POST', '/topic/categories', admin, { name: 'Patrimônio cultural', ods: [11] })
    ).json();
    const created = await call('POST', '/topics', admin, {
      name: 'Sítios arqueológicos',
      categoryId: category.id,
    });
    expect(created.statusCode).toBe(201);
    const topic = created.json();
    expect(topic).toMatchObject({
      categoryId: category.id,
      categoryName: 'Patrimônio cultural',
      stakeholderCount: 0,
    });

    const updated = await call('POST', '/topics', admin, {
      id: topic.id,
      name: 'Sítios arqueológicos e históricos',
      description: null,
      categoryId: category.id,
      active: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Sítios arqueológicos e históricos');

    const byCategory = await call('GET', `/topics/options/${category.id}`, admin);
    expect(byCategory.json()).toEqual([{ value: topic.id, label: 'Sítios arqueológicos e históricos' }]);
    const grouped = await call(
      'GET',
      `/topics/options/grouped?active=true&topicCategories=${category.id}`,
      admin,
    );
    expect(grouped.json()).toEqual([
      {
        value: category.id,
        label: 'Patrimônio cultural',
        options: [{ value: topic.id, label: 'Sítios arqueológicos e históricos' }],
      },
    ]);
    const all = await call('GET', '/topics/options/grouped', admin);
    expect(all.json().length).toBeGreaterThanOrEqual(9);

    const search = await call('GET', '/topics/search?q=sitios%20arqueologicos', admin);
    expect(search.json().items.map((t: { id: string }) => t.id)).toEqual([topic.id]);
    expect((await call('GET', `/topics/${topic.id}`, admin)).json().name).toBe(
      'Sítios arqueológicos e históricos',
    );

    const badCategory = await call('POST', '/topics', admin, {
      name: 'Sem categoria válida',
      categoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badCategory.statusCode).toBe(422);
  });

  const required = (field: string) => [
    { path: `body.${field}`, message: 'This field is required', code: 'required' },
  ];

  it('PUT topic/categories takes the whole record: an omitted field is a 422 naming it, never a default', async () => {
    const created = await call('POST', '/topic/categories', admin, {
      name: 'Matas ciliares',
      description: 'Margens de rios',
      ods: [6, 15],
      active: false,
    });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    const url = `/topic/categories/${category.id}`;
    const record = {
      name: category.name,
      description: category.description,
      ods: category.ods,
      active: category.active,
    };

    // An omitted `ods` used to erase the goals, an omitted `active` to re-activate the category.
    for (const field of Object.keys(record) as Array<keyof typeof record>) {
      const { [field]: _omitted, ...rest } = record;
      const refused = await call('PUT', url, admin, rest);
      expect({ field, status: refused.statusCode, errors: refused.json().errors }).toEqual({
        field,
        status: 422,
        errors: required(field),
      });
    }
    expect((await call('GET', url, admin)).json()).toEqual(category);

    // The whole record sent back keeps every stored value; null and [] clear on purpose.
    const saved = await call('PUT', url, admin, { ...record, name: 'Matas ciliares e nascentes' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...category,
      name: 'Matas ciliares e nascentes',
      updatedAt: expect.any(String),
    });
    const cleared = await call('PUT', url, admin, { ...record, description: null, ods: [] });
    expect(cleared.json()).toMatchObject({ description: null, ods: [], active: false });
  });

  it('POST topics with an id takes the whole record: an omitted field is a 422 naming it, never a default', async () => {
    const category = (await call('POST', '/topic/categories', admin, { name: 'Pesca artesanal' })).json();
    const created = await call('POST', '/topics', admin, {
      name: 'Defeso',
      description: 'Período de reprodução',
      categoryId: category.id,
      active: false,
    });
    expect(created.statusCode).toBe(201);
    const topic = created.json();
    const record = {
      id: topic.id,
      name: topic.name,
      description: topic.description,
      categoryId: topic.categoryId,
      active: topic.active,
    };

    // Without an id it is a create; with one, every other field is required.
    for (const field of ['name', 'description', 'categoryId', 'active'] as const) {
      const { [field]: _omitted, ...rest } = record;
      const refused = await call('POST', '/topics', admin, rest);
      expect({ field, status: refused.statusCode, errors: refused.json().errors }).toEqual({
        field,
        status: 422,
        errors: required(field),
      });
    }
    expect((await call('GET', `/topics/${topic.id}`, admin)).json()).toEqual(topic);

    // The whole record sent back keeps every stored value; null clears on purpose.
    const saved = await call('POST', '/topics', admin, { ...record, name: 'Defeso da lagosta' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...topic, name: 'Defeso da lagosta', updatedAt: expect.any(String) });
    const cleared = await call('POST', '/topics', admin, { ...record, description: null, categoryId: null });
    expect(cleared.json()).toMatchObject({ description: null, categoryId: null, active: false });
  });

  it('refuses to delete a followed topic with 409 and deletes an unused one', async () => {
    const used = (await call('POST', '/topics', admin, { name: 'Topico em uso' })).json();
    const unused = (await call('POST', '/topics', admin, { name: 'Topico livre' })).json();
    const token = await signIn(ctx.app, [site]);
    await createStakeholder(ctx.app, token, person({ topicIds: [used.id] }));
    expect((await call('GET', `/topics/${used.id}`, admin)).json().stakeholderCount).toBe(1);
    expect((await call('DELETE', `/topics/${used.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/topics/${unused.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/topics/${unused.id}`, admin)).statusCode).toBe(404);
  });

  it('tells how many stakeholders follow a topic only to who may view stakeholders', async () => {
    const followed = (await call('POST', '/topics', admin, { name: 'Topico seguido' })).json();
    await createStakeholder(ctx.app, await signIn(ctx.app, [site]), person({ topicIds: [followed.id] }));
    const reader = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const blind = await userWith(ctx, admin, [site], permissionWith({ socialInteractions: { view: true } }));
    const category = (await call('POST', '/topic/categories', admin, { name: 'Categoria seguida' })).json();
    const filed = await call('POST', '/topics', admin, {
      id: followed.id,
      name: 'Topico seguido',
      description: null,
      categoryId: category.id,
      active: true,
    });
    expect(filed.json()).toMatchObject({ categoryId: category.id });
    const countFor = async (token: string) => ({
      // A one-topic category's followers are the topic's: the dashboards' rank tells them as little.
      ranked: (await call('GET', '/topic/categories/dashboards/rank?period=year', token))
        .json()
        .items.find((i: { id: string }) => i.id === category.id)?.stakeholders,
      one: (await call('GET', `/topics/${followed.id}`, token)).json().stakeholderCount,
      listed: (await call('GET', '/topics/search?q=seguido', token))
        .json()
        .items.map((t: { stakeholderCount: number | null }) => t.stakeholderCount),
    });
    expect(await countFor(reader.token)).toEqual({ ranked: 1, one: 1, listed: [1] });
    expect(await countFor(blind.token)).toEqual({ ranked: 0, one: null, listed: [null] });
  });

  it('lets any member read, and answers 403 to writes without configurations flags', async () => {
    const member = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    expect((await call('GET', '/topics/search', member.token)).statusCode).toBe(200);
    expect((await call('GET', '/topic/categories/search', member.token)).statusCode).toBe(200);
    const topic = (await call('POST', '/topics', admin, { name: 'Topico protegido' })).json();
    const category = (await call('POST', '/topic/categories', admin, { name: 'Categoria protegida' })).json();
    const attempts: Array<[string, 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      ['topic create', 'POST', '/topics', { name: 'Novo' }],
      ['topic update', 'POST', '/topics', { id: topic.id, name: 'Outro' }],
      ['topic delete', 'DELETE', `/topics/${topic.id}`, undefined],
      ['category create', 'POST', '/topic/categories', { name: 'Nova' }],
      ['category update', 'PUT', `/topic/categories/${category.id}`, { name: 'Outra' }],
    ];
    for (const [what, method, url, payload] of attempts) {
      expect({ what, status: (await call(method, url, member.token, payload)).statusCode }).toEqual({
        what,
        status: 403,
      });
    }
  });

  it('orders by name a search whose sort names no column, never a 500 (constructor, toString…)', async () => {
    for (const field of ['constructor', 'toString', 'valueOf', 'hasOwnProperty'])
      for (const list of ['/topics/search', '/topic/categories/search']) {
        const res = await call('GET', `${list}?sort=${field},desc&size=100`, admin);
        expect({ list, field, status: res.statusCode }).toEqual({ list, field, status: 200 });
        const byName = await call('GET', `${list}?sort=name,desc&size=100`, admin);
        expect(res.json().items.map((t: { id: string }) => t.id)).toEqual(
          byName.json().items.map((t: { id: string }) => t.id),
        );
      }
  });

  it('answers 404 for another tenant topics and categories', async () => {
    const topic = (await call('POST', '/topics', admin, { name: 'Topico do tenant' })).json();
    const category = (await call('POST', '/topic/categories', admin, { name: 'Categoria do tenant' })).json();
    const other = await otherTenantAdmin(ctx);
    expect((await call('GET', `/topics/${topic.id}`, other.token)).statusCode).toBe(404);
    const stolen = { id: topic.id, name: 'Roubado', description: null, categoryId: null, active: true };
    expect((await call('POST', '/topics', other.token, stolen)).statusCode).toBe(404);
    expect((await call('DELETE', `/topics/${topic.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/topic/categories/${category.id}`, other.token)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/topic/categories/${category.id}`, other.token, {
          name: 'Roubada',
          description: null,
          ods: [],
          active: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/topics/options/${category.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/topics/search', other.token)).json().total).toBe(0);
  });

  it('answers the topic-category dashboards with zero interactions in the documented shapes', async () => {
    const compare = await call(
      'GET',
      '/topic/categories/dashboards/social-interaction/topic-category/compare?period=all&from=2026-01-01&to=2026-03-31',
      admin,
    );
    expect(compare.statusCode).toBe(200);
    const body = compare.json();
    expect(body.period).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(body.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(body.series.length).toBeGreaterThanOrEqual(8);
    expect(body.series[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      counts: [0, 0, 0],
      total: 0,
    });

    const topicCompare = await call(
      'GET',
      '/topic/categories/dashboards/social-interaction/topic/compare?period=month',
      admin,
    );
    expect(topicCompare.json().series.every((s: { total: number }) => s.total === 0)).toBe(true);

    const rank = await call('GET', '/topic/categories/dashboards/rank?period=year', admin);
    const water = rank.json().items.find((i: { name: string }) => i.name === 'Recursos hídricos');
    expect(water).toMatchObject({ ods: [6, 14, 15], topics: 4, interactions: 0 });
    expect(water.stakeholders).toBeGreaterThan(0);

    const inverted = await call(
      'GET',
      '/topic/categories/dashboards/rank?from=2026-05-01&to=2026-01-01',
      admin,
    );
    expect(inverted.statusCode).toBe(422);
  });
});
