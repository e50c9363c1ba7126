import type {
  Compare,
  InteractionCompare,
  InteractionOds,
  InteractionOptionCounts,
  InteractionPerception,
  InteractionRank,
  InteractionTopicCompare,
  TopicCategoryRank,
  TopicCompare,
} from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  organisation,
  person,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { todayInSaoPaulo } from '../interaction.fields';

const daysAgo = (n: number) => {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
const at = (day: string) => `${day}T10:00:00-03:00`;

/**
 * Issue 11, docs/dashboards.md: the interaction dashboards count the caller's reach only (a record of
 * another site and a deleted one never count), by start day, in the period of SPEC §5.
 */
describe('social-interaction dashboards: counts of the reach in the period', () => {
  let ctx: TestContext;
  let admin: string;
  let token: string;
  let resident: { id: string; name: string };
  let association: { id: string; name: string };
  let topicId: string;
  let categoryId: string;
  // January–March 2026: 90 days, so the previous window is 3 October – 31 December 2025.
  const custom = 'period=week&from=2026-01-01&to=2026-03-31';

  const get = async <T>(url: string, t = token, language = 'en'): Promise<T> => {
    const res = await ctx.app.inject({
      url: `${API}${url}`,
      headers: { ...bearer(t), 'accept-language': language },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    let site: string;
    ({ ctx, admin, site, token } = await openSiteTestbed());
    const other = await freshSite(ctx, admin);
    resident = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Dona Cida do Tejuco', workspaceId: site }),
    );
    association = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Associação do Córrego Fundo', workspaceId: site }),
    );
    const outsider = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Pessoa de Outro Site', workspaceId: other }),
    );
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
    categoryId = await post('/topic/categories', { workspaceId: site, name: 'Água limpa', ods: [6] });
    topicId = await post('/topics', { workspaceId: site, name: 'Poeira e água', categoryId });

    // A: March, positive, two stakeholders, the topic (ODS 6 through its category) and ODS 3 chosen.
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: at('2026-03-10'),
        endsAt: null,
        perception: 'positive',
        stakeholders: [
          { stakeholderId: resident.id, role: 'complainant' },
          { stakeholderId: association.id, role: 'participant' },
        ],
        topicIds: [topicId],
        ods: [3],
      }),
    );
    // B: March, negative, a phone call with nothing but its type, the topic and ODS 6 chosen too.
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: at('2026-03-20'),
        endsAt: null,
        typeCode: 'phoneCall',
        channelCode: null,
        classificationCode: null,
        statusCode: null,
        perception: 'negative',
        state: null,
        municipality: null,
        latitude: null,
        longitude: null,
        topicIds: [topicId],
        ods: [6],
      }),
    );
    // C: February, neutral, the resident only.
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: at('2026-02-05'),
        endsAt: null,
        stakeholders: [{ stakeholderId: resident.id, role: 'participant' }],
      }),
    );
    // D: December 2025, in the previous window, with the topic.
    await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, startsAt: at('2025-12-15'), endsAt: null, topicIds: [topicId] }),
    );
    // E: March, deleted — never counts.
    const deleted = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: at('2026-03-15'),
        endsAt: null,
        perception: 'positive',
        stakeholders: [{ stakeholderId: resident.id, role: 'participant' }],
        topicIds: [topicId],
        ods: [3],
      }),
    );
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/social-interactions/${deleted.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    // F: March, another site — outside the caller's reach.
    await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: other,
        startsAt: at('2026-03-12'),
        endsAt: null,
        perception: 'positive',
        municipality: 'Belo Horizonte',
        stakeholders: [{ stakeholderId: outsider.id, role: 'participant' }],
        ods: [3],
      }),
    );
    // G: two days ago, for the presets.
    await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, startsAt: at(daysAgo(2)), endsAt: null, perception: 'positive' }),
    );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  it('compares the period with the same span before it, month by month', async () => {
    const body = await get<InteractionCompare>(`/social-interactions/dashboards/compare/month?${custom}`);
    expect(body.period).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(body.current).toEqual({ from: '2026-01-01', to: '2026-03-31', total: 3 });
    expect(body.previous).toEqual({ from: '2025-10-03', to: '2025-12-31', total: 1 });
    expect(body.months).toEqual([
      { month: '2026-01', count: 0, previousMonth: '2025-10', previousCount: 0 },
      { month: '2026-02', count: 1, previousMonth: '2025-11', previousCount: 0 },
      { month: '2026-03', count: 2, previousMonth: '2025-12', previousCount: 1 },
    ]);
  });

  it('applies the period rule: from and to only together, else the preset from today', async () => {
    const week = await get<InteractionCompare>('/social-interactions/dashboards/compare/month?period=week');
    expect(week.period).toEqual({ from: expect.any(String), to: expect.any(String) });
    // Seven days, today among them (it counted eight); the previous window is the seven before.
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    expect(days(week.period.from as string, week.period.to)).toBe(7);
    expect(days(week.previous.from, week.previous.to)).toBe(7);
    expect(week.current.total).toBe(1);
    // `from` alone is ignored (SPEC §5): the preset decides.
    const onlyFrom = await get<InteractionOptionCounts>(
      '/social-interactions/dashboards/type?period=all&from=2026-03-01',
    );
    expect(onlyFrom.period.from).toBeNull();
    expect(onlyFrom.total).toBe(5);
    const month = await get<InteractionOptionCounts>('/social-interactions/dashboards/type?period=month');
    expect(month.total).toBe(1);
  });

  it('answers a bad period with a problem, never a count', async () => {
    for (const [query, status] of [
      ['period=decade', 422],
      ['from=2026-05-01&to=2026-01-01', 422],
      ['from=2026-13-01&to=2026-14-01', 422],
    ] as const) {
      const res = await ctx.app.inject({
        url: `${API}/social-interactions/dashboards/perception?${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
  });

  it('shares perception and follows it month by month', async () => {
    const body = await get<InteractionPerception>(`/social-interactions/dashboards/perception?${custom}`);
    expect(body.total).toBe(3);
    expect(body.notInformed).toBe(0);
    expect(body.shares).toEqual([
      { perception: 'positive', label: 'Positive', count: 1, share: 33.3 },
      { perception: 'neutral', label: 'Neutral', count: 1, share: 33.3 },
      { perception: 'negative', label: 'Negative', count: 1, share: 33.3 },
    ]);
    expect(body.months).toEqual([
      { month: '2026-01', positive: 0, neutral: 0, negative: 0 },
      { month: '2026-02', positive: 0, neutral: 1, negative: 0 },
      { month: '2026-03', positive: 1, neutral: 0, negative: 1 },
    ]);
    const pt = await get<InteractionPerception>(
      `/social-interactions/dashboards/perception?${custom}`,
      token,
      'pt-BR',
    );
    expect(pt.shares.map((s) => s.label)).toEqual(['Positiva', 'Neutra', 'Negativa']);
  });

  it('ranks stakeholders, topics and municipalities by interactions', async () => {
    const people = await get<InteractionRank>(`/social-interactions/dashboards/rank?${custom}`);
    expect(people.by).toBe('stakeholders');
    expect(people.items).toEqual([
      { id: resident.id, name: resident.name, state: null, count: 2 },
      { id: association.id, name: association.name, state: null, count: 1 },
    ]);
    const topics = await get<InteractionRank>(`/social-interactions/dashboards/rank?${custom}&by=topics`);
    expect(topics.items).toEqual([{ id: topicId, name: 'Poeira e água', state: null, count: 2 }]);
    const places = await get<InteractionRank>(
      `/social-interactions/dashboards/rank?${custom}&by=municipalities`,
    );
    expect(places.items).toEqual([{ id: expect.any(String), name: 'Brumadinho', state: 'MG', count: 2 }]);
    const one = await get<InteractionRank>(`/social-interactions/dashboards/rank?${custom}&limit=1`);
    expect(one.items).toHaveLength(1);
  });

  it('compares one topic with the period before', async () => {
    const body = await get<InteractionTopicCompare>(
      `/social-interactions/dashboards/compare/${topicId}?${custom}`,
    );
    expect(body.topic).toEqual({ id: topicId, name: 'Poeira e água' });
    expect(body.current.total).toBe(2);
    expect(body.previous.total).toBe(1);
    expect(body.months.at(-1)).toEqual({
      month: '2026-03',
      count: 2,
      previousMonth: '2025-12',
      previousCount: 1,
    });
    const unknown = await ctx.app.inject({
      url: `${API}/social-interactions/dashboards/compare/0190a3c2-7b1e-7000-8000-0000000000ff?${custom}`,
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts each interaction once per ODS, chosen or through its topics', async () => {
    const body = await get<InteractionOds>(`/social-interactions/dashboards/ods?${custom}`);
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(17);
    const count = (n: number) => body.items.find((i) => i.ods === n)?.count;
    expect(count(6)).toBe(2);
    expect(count(3)).toBe(1);
    expect(body.items.find((i) => i.ods === 6)?.label).toBe('6. Clean Water and Sanitation');
  });

  it('counts by type, channel, classification and status with the option names', async () => {
    const type = await get<InteractionOptionCounts>(
      `/social-interactions/dashboards/type?${custom}`,
      token,
      'pt-BR',
    );
    expect(type).toEqual({
      period: { from: '2026-01-01', to: '2026-03-31' },
      total: 3,
      groups: [
        { key: 'meeting', label: 'Reunião', count: 2 },
        { key: 'phoneCall', label: 'Ligação telefônica', count: 1 },
      ],
    });
    const channel = await get<InteractionOptionCounts>(`/social-interactions/dashboards/channel?${custom}`);
    expect(channel.groups).toEqual([
      { key: 'inPerson', label: 'In person', count: 2 },
      { key: null, label: 'Not informed', count: 1 },
    ]);
    // A group without a value is worded in Spanish and German too, as the option labels are.
    const spanish = await get<InteractionOptionCounts>(
      `/social-interactions/dashboards/channel?${custom}`,
      token,
      'es',
    );
    expect(spanish.groups.map((g) => g.label)).toEqual(['Presencial', 'No informado']);
    const german = await get<InteractionOptionCounts>(
      `/social-interactions/dashboards/channel?${custom}`,
      token,
      'de',
    );
    expect(german.groups.at(-1)).toEqual({ key: null, label: 'Nicht angegeben', count: 1 });
    const classification = await get<InteractionOptionCounts>(
      `/social-interactions/dashboards/classification?${custom}`,
    );
    expect(classification.groups[0]).toEqual({ key: 'request', label: 'Request', count: 2 });
    const status = await get<InteractionOptionCounts>(`/social-interactions/dashboards/status?${custom}`);
    expect(status.groups[0]).toEqual({ key: 'open', label: 'Open', count: 2 });
  });

  it('fills the topic-category dashboards with the interactions of the period', async () => {
    const topics = await get<TopicCompare>(
      `/topic/categories/dashboards/social-interaction/topic/compare?${custom}`,
    );
    expect(topics.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(topics.series.find((s) => s.id === topicId)).toMatchObject({ counts: [0, 0, 2], total: 2 });
    const categories = await get<TopicCompare>(
      `/topic/categories/dashboards/social-interaction/topic-category/compare?${custom}`,
    );
    expect(categories.series.find((s) => s.id === categoryId)).toMatchObject({ counts: [0, 0, 2], total: 2 });
    const rank = await get<TopicCategoryRank>(`/topic/categories/dashboards/rank?${custom}`);
    expect(rank.items[0]).toMatchObject({ id: categoryId, interactions: 2, topics: 1 });
  });

  it('counts the interactions of each stakeholder group in compare', async () => {
    const kinds = await get<Compare>('/stakeholders/dashboards/compare/kind');
    const byKey = new Map(kinds.groups.map((g) => [g.key, g.interactions]));
    // Every interaction of the reach (no period): the resident is in A and C, the association in A.
    expect(byKey.get('person')).toBe(2);
    expect(byKey.get('organization')).toBe(1);
  });
});
