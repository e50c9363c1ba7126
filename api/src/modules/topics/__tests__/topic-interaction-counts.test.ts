import type { TopicCategoryRank, TopicCompare } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  organisation,
  permissionWith,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

type TopicsWithInteractions = { items: Array<{ id: string; stakeholders: number; interactions: number }> };

/**
 * The topic dashboards are open to `dashboard.view` and `stakeholders.view` as well as to
 * `socialInteractions.view` (docs/dashboards.md), and what they count is interactions. Those counts
 * follow the stakeholder dashboards' rule (readsInteractions): none to a caller who may not read
 * interactions. onlyBasicInfo does not hide them: a topic is not a person, and such a reader finds the
 * same interactions by topic in the list.
 */
describe('topic dashboards: interaction counts only to whom may read interactions', () => {
  let ctx: TestContext;
  let site: string;
  let token: string;
  let admin: string;
  let topicId: string;
  let categoryId: string;
  const period = 'from=2026-01-01&to=2026-03-31';

  beforeAll(async () => {
    ({ ctx, site, token, admin } = await openSiteTestbed());
    const post = async (url: string, payload: object) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        headers: bearer(token),
        payload,
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().id as string;
    };
    categoryId = await post('/topic/categories', { workspaceId: site, name: 'Água e poeira', ods: [6] });
    topicId = await post('/topics', { workspaceId: site, name: 'Poeira na estrada', categoryId });
    await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Associação que Segue o Tema', workspaceId: site, topicIds: [topicId] }),
    );
    for (const day of ['2026-02-10', '2026-03-10'])
      await createInteraction(
        ctx.app,
        token,
        interaction({
          workspaceId: site,
          startsAt: `${day}T10:00:00-03:00`,
          endsAt: null,
          topicIds: [topicId],
        }),
      );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const get = async <T>(caller: string, url: string): Promise<T> => {
    const res = await ctx.app.inject({ url: `${API}${url}`, headers: bearer(caller) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  /** What each topic dashboard says of the test's topic and category. */
  const figures = async (caller: string) => {
    const [topics, categories, rank, followed] = await Promise.all([
      get<TopicCompare>(caller, `/topic/categories/dashboards/social-interaction/topic/compare?${period}`),
      get<TopicCompare>(
        caller,
        `/topic/categories/dashboards/social-interaction/topic-category/compare?${period}`,
      ),
      get<TopicCategoryRank>(caller, `/topic/categories/dashboards/rank?${period}`),
      get<TopicsWithInteractions>(
        caller,
        `/stakeholders/dashboards/compare/interactions/topics?${period}`,
      ).catch(() => null),
    ]);
    const topic = topics.series.find((s) => s.id === topicId);
    const category = categories.series.find((s) => s.id === categoryId);
    const ranked = rank.items.find((i) => i.id === categoryId);
    return {
      topic: topic && { counts: topic.counts, total: topic.total },
      category: category && { counts: category.counts, total: category.total },
      rank: ranked && { interactions: ranked.interactions, stakeholders: ranked.stakeholders },
      followed: followed?.items.find((i) => i.id === topicId),
    };
  };

  it('counts for a caller who reads interactions (the positive control)', async () => {
    expect(await figures(token)).toEqual({
      topic: { counts: [0, 1, 1], total: 2 },
      category: { counts: [0, 1, 1], total: 2 },
      rank: { interactions: 2, stakeholders: 1 },
      followed: { id: topicId, name: 'Poeira na estrada', stakeholders: 1, interactions: 2 },
    });
  });

  it('counts no interaction for a dashboard reader who may not read interactions', async () => {
    const reader = await userWith(ctx, admin, [site], permissionWith({ dashboard: { view: true } }));
    const seen = await figures(reader.token);
    // The topics and categories stay (they are every member's); interactions and followers count none.
    expect(seen.topic).toEqual({ counts: [0, 0, 0], total: 0 });
    expect(seen.category).toEqual({ counts: [0, 0, 0], total: 0 });
    expect(seen.rank).toEqual({ interactions: 0, stakeholders: 0 });
  });

  it('counts no interaction for a stakeholder reader who may not read interactions', async () => {
    const reader = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    expect(await figures(reader.token)).toEqual({
      topic: { counts: [0, 0, 0], total: 0 },
      category: { counts: [0, 0, 0], total: 0 },
      rank: { interactions: 0, stakeholders: 1 },
      followed: { id: topicId, name: 'Poeira na estrada', stakeholders: 1, interactions: 0 },
    });
  });

  it('counts for an onlyBasicInfo reader: a topic is not a person', async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({
        stakeholders: { view: true },
        socialInteractions: { view: true, onlyBasicInfo: true },
      }),
    );
    expect((await figures(basic.token)).rank).toEqual({ interactions: 2, stakeholders: 1 });
    expect((await figures(basic.token)).followed?.interactions).toBe(2);
  });
});
