import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { eq } from 'drizzle-orm';
import { findMunicipality } from '@conexoes/shared/contract';
import { stakeholders } from '../../../db/schema';
import { seedDatabase } from '../../../db/seed/seed';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  organisation,
  person,
} from '../../../testing/stakeholder-helpers';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  TEST_LOG2N,
  type TestContext,
} from '../../../testing/test-app';

describe('stakeholder dashboards and the demo seed', () => {
  let ctx: TestContext;
  let admin: string;
  let token: string;
  let ids: Record<string, string>;

  // A fresh migrated and seeded database per file: a generous limit, the machine is shared.
  beforeAll(async () => {
    ctx = await createTestApp();
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [root.id]);
    const site = await freshSite(ctx, admin);
    token = await signIn(ctx.app, [site]);
    const topics = (
      await ctx.app.inject({ url: `${API}/topics/options/all`, headers: bearer(token) })
    ).json();
    const water = topics.find((t: { label: string }) => t.label === 'Qualidade da água').value;
    const dust = topics.find((t: { label: string }) => t.label === 'Poeira').value;
    const union = await createStakeholder(
      ctx.app,
      token,
      organisation({
        name: 'Sindicato Alfa',
        categoryCode: 'union',
        influence: 5,
        interest: 4,
        topicIds: [water],
      }),
    );
    const city = await createStakeholder(
      ctx.app,
      token,
      organisation({
        name: 'Prefeitura Beta',
        categoryCode: 'publicAuthority',
        entityTypeCode: 'publicBody',
        influence: 4,
        interest: 2,
        state: 'PA',
        municipality: 'Parauapebas',
      }),
    );
    const ana = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Ana Gama', parentId: union.id, influence: 2, interest: 5, topicIds: [water, dust] }),
    );
    const bia = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Bia Delta', parentId: union.id, influence: 1, interest: 3, topicIds: [water] }),
    );
    const caio = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Caio Épsilon', influence: 3, interest: 3 }),
    );
    ids = { union: union.id, city: city.id, ana: ana.id, bia: bia.id, caio: caio.id, water, dust };
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const get = async (url: string, lang = 'en') => {
    const res = await ctx.app.inject({
      url: `${API}${url}`,
      headers: { ...bearer(token), 'accept-language': lang },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('ranks by influence, interest, topics and members', async () => {
    expect(
      (await get('/stakeholders/dashboards/rank?sortBy=influence&limit=2')).map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['Sindicato Alfa', 'Prefeitura Beta']);
    expect((await get('/stakeholders/dashboards/rank?sortBy=interest&limit=1'))[0].name).toBe('Ana Gama');
    expect((await get('/stakeholders/dashboards/rank?sortBy=topics&limit=1'))[0]).toMatchObject({
      name: 'Ana Gama',
      topics: 2,
    });
    const members = (await get('/stakeholders/dashboards/rank?sortBy=members&limit=1'))[0];
    expect(members).toEqual({
      id: ids.union,
      name: 'Sindicato Alfa',
      kind: 'organization',
      influence: 5,
      interest: 4,
      interactions: 0,
      topics: 1,
      members: 2,
    });
  });

  it('counts by category with labels, and by any tab', async () => {
    const category = await get('/stakeholders/dashboards/category', 'pt-BR');
    expect(category.total).toBe(5);
    expect(category.groups).toEqual([
      { key: 'community', label: 'Comunidade', count: 3 },
      { key: 'publicAuthority', label: 'Poder público', count: 1 },
      { key: 'union', label: 'Sindicato', count: 1 },
    ]);
    expect((await get('/stakeholders/dashboards/state')).groups).toEqual([
      { key: 'MG', label: 'Minas Gerais', count: 4 },
      { key: 'PA', label: 'Pará', count: 1 },
    ]);
    expect((await get('/stakeholders/dashboards/kind')).groups).toEqual([
      { key: 'person', label: 'Person', count: 3 },
      { key: 'organization', label: 'Organisation', count: 2 },
    ]);
    expect((await get('/stakeholders/dashboards/topic')).groups).toEqual([
      { key: ids.water, label: 'Qualidade da água', count: 3 },
      { key: ids.dust, label: 'Poeira', count: 1 },
    ]);
    expect((await get('/stakeholders/dashboards/municipality')).groups[1]).toEqual({
      key: 'Parauapebas',
      label: 'Parauapebas (PA)',
      count: 1,
    });
    expect(
      (await get('/stakeholders/dashboards/influence')).groups.map((g: { key: string }) => g.key),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('compares groups with average influence and interest', async () => {
    const compare = await get('/stakeholders/dashboards/compare/kind');
    expect(compare.groups).toContainEqual({
      key: 'person',
      label: 'Person',
      count: 3,
      averageInfluence: 2,
      averageInterest: 3.67,
      interactions: 0,
    });
    const topics = await get('/stakeholders/dashboards/compare/interactions/topics?period=month');
    expect(topics.items[0]).toEqual({
      id: ids.water,
      name: 'Qualidade da água',
      stakeholders: 3,
      interactions: 0,
    });
    expect(topics.period.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('summarises people and organisations with the influence × interest matrix', async () => {
    const entity = await get('/stakeholders/dashboards/entity');
    expect(entity).toMatchObject({
      total: 5,
      persons: 3,
      organizations: 2,
      linkedPersons: 2,
      rootOrganizations: 1,
    });
    expect(entity.matrix).toHaveLength(25);
    expect(entity.matrix).toContainEqual({ influence: 5, interest: 4, count: 1 });
    expect(entity.matrix.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(5);
  });

  it('answers the entity tree, whole or from one root', async () => {
    const tree = await get('/stakeholders/dashboards/entity-tree');
    expect(tree).toEqual([
      {
        id: ids.union,
        name: 'Sindicato Alfa',
        kind: 'organization',
        children: [
          { id: ids.ana, name: 'Ana Gama', kind: 'person', children: [] },
          { id: ids.bia, name: 'Bia Delta', kind: 'person', children: [] },
        ],
      },
    ]);
    expect((await get(`/stakeholders/dashboards/entity-tree?rootId=${ids.caio}`))[0]).toMatchObject({
      id: ids.caio,
      children: [],
    });
  });

  it('answers the interaction summary with zeros until interactions exist', async () => {
    expect(await get(`/stakeholders/${ids.ana}/social-interaction/resume`)).toEqual({
      total: 0,
      lastInteractionAt: null,
      perception: { positive: 0, neutral: 0, negative: 0 },
      openGrievances: 0,
      byType: [],
    });
  });

  it('seeds a few hundred realistic stakeholders once, with valid documents and IBGE places', async () => {
    const rows = await ctx.database.db
      .select()
      .from(stakeholders)
      .where(eq(stakeholders.tenantId, ctx.seed.tenantId));
    const seeded = rows.filter(
      (r) => !['Sindicato Alfa', 'Prefeitura Beta', 'Ana Gama', 'Bia Delta', 'Caio Épsilon'].includes(r.name),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(200);
    for (const row of seeded) {
      expect(row.kind === 'person' ? isValidCpf(row.document ?? '') : isValidCnpj(row.document ?? '')).toBe(
        true,
      );
      expect(findMunicipality(row.state ?? '', row.municipality ?? '')?.code).toBe(row.municipalityCode);
    }
    expect(new Set(seeded.map((r) => r.state))).toEqual(new Set(['MG', 'PA']));
    const names = seeded.map((r) => r.name).join('\n');
    for (const kind of [
      'Prefeitura Municipal de Brumadinho',
      'Comunidade Quilombola',
      'Xikrin',
      'Cooperativa',
      'Sindicato',
      'Associação de Moradores',
      'Instituto',
    ]) {
      expect(names).toContain(kind);
    }
    expect(seeded.filter((r) => r.kind === 'person' && r.parentId).length).toBeGreaterThan(100);

    const again = await seedDatabase(ctx.database.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      passwordLog2n: TEST_LOG2N,
    });
    expect(again.seeded).toBe(false);
    const after = await ctx.database.db
      .select({ id: stakeholders.id })
      .from(stakeholders)
      .where(eq(stakeholders.tenantId, ctx.seed.tenantId));
    expect(after).toHaveLength(rows.length);
  });
});
