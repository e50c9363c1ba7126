import { bearer } from '../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  organisation,
  permissionWith,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

type RankItem = { id: string; name: string; interactions: number };
type Compare = { groups: Array<{ key: string | null; interactions: number }> };

/**
 * The stakeholder dashboards count interactions per stakeholder (rank) and per group (compare). Those
 * counts are interaction figures: they follow the resume's rule (stakeholder.routes.ts,
 * `social-interaction/resume`) — nothing to a caller who may not see interactions, and a person's part
 * in interactions not to a caller who reads them with basic information only (decision 0031).
 */
describe('stakeholder dashboards: interaction counts only to whom may read them', () => {
  let ctx: TestContext;
  let site: string;
  let token: string;
  let admin: string;
  let someone: { id: string };
  let company: { id: string };

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ({ ctx, site, token, admin } = testbed);
    someone = await createStakeholder(ctx.app, token, person({ name: 'Pessoa Contada', workspaceId: site }));
    company = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Organização Contada', workspaceId: site }),
    );
    for (const subject of ['Primeira visita', 'Segunda visita'])
      await createInteraction(
        ctx.app,
        token,
        interaction({
          workspaceId: site,
          subject,
          stakeholders: [
            { stakeholderId: someone.id, role: 'complainant' },
            { stakeholderId: company.id, role: 'participant' },
          ],
        }),
      );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const get = async <T>(caller: string, url: string): Promise<T> => {
    const res = await ctx.app.inject({ url: `${API}${url}`, headers: bearer(caller) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const ranked = async (caller: string) => {
    const items = await get<RankItem[]>(
      caller,
      '/stakeholders/dashboards/rank?sortBy=interactions&limit=100',
    );
    const count = (id: string) => items.find((i) => i.id === id)?.interactions;
    return { person: count(someone.id), organisation: count(company.id) };
  };
  const kindCounts = async (caller: string) =>
    Object.fromEntries(
      (await get<Compare>(caller, '/stakeholders/dashboards/compare/kind')).groups.map((g) => [
        g.key,
        g.interactions,
      ]),
    );
  const resumeTotal = async (caller: string, id: string) =>
    (await get<{ total: number }>(caller, `/stakeholders/${id}/social-interaction/resume`)).total;

  it('counts for a caller who reads interactions in full (the positive control)', async () => {
    expect(await ranked(token)).toEqual({ person: 2, organisation: 2 });
    expect(await kindCounts(token)).toMatchObject({ person: 2, organization: 2 });
    expect(await resumeTotal(token, someone.id)).toBe(2);
  });

  it('counts nothing for a caller who may read stakeholders but not interactions', async () => {
    const reader = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    // The resume says nothing to them; neither may the dashboards.
    expect(await resumeTotal(reader.token, someone.id)).toBe(0);
    expect(await ranked(reader.token)).toEqual({ person: 0, organisation: 0 });
    expect(await kindCounts(reader.token)).toMatchObject({ person: 0, organization: 0 });
  });

  it("keeps a person's interactions from an onlyBasicInfo reader, as the resume does; organisations count and rank", async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({
        stakeholders: { view: true },
        socialInteractions: { view: true, onlyBasicInfo: true },
      }),
    );
    expect(await resumeTotal(basic.token, someone.id)).toBe(0);
    expect(await resumeTotal(basic.token, company.id)).toBe(2);
    // Ranked by interactions, the person is left out rather than listed with a 0 that is not true.
    expect(await ranked(basic.token)).toEqual({ person: undefined, organisation: 2 });
    // Ranked by anything else, the person is there as before.
    const byInfluence = await get<RankItem[]>(
      basic.token,
      '/stakeholders/dashboards/rank?sortBy=influence&limit=100',
    );
    expect(byInfluence.map((i) => i.id)).toContain(someone.id);
    // Compared by kind, the people's group would be the person's count: it counts none.
    expect(await kindCounts(basic.token)).toMatchObject({ person: 0, organization: 2 });
  });
});
