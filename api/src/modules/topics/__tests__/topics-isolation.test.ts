import { bearer } from '../../../testing/auth-helpers';
import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

const add: MatrixRoute['permission'] = [
  ['configurations', 'add'],
  ['configurations', 'edit'],
];
const dashboard: MatrixRoute['permission'] = [
  ['dashboard', 'view'],
  ['socialInteractions', 'view'],
  ['stakeholders', 'view'],
];

describe('topics and topic categories: the isolation matrix, the write reach and the counts', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let matrix: IsolationMatrix;
  let categoryId: string;
  let topicId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    matrix = await openIsolationMatrix(ctx, admin, site);
    const category = await call('POST', '/topic/categories', admin, {
      workspaceId: site,
      name: 'Categoria da matriz',
      ods: [6],
    });
    expect(category.statusCode).toBe(201);
    categoryId = category.json().id;
    const topic = await call('POST', '/topics', admin, {
      workspaceId: site,
      name: 'Tema da matriz',
      categoryId,
    });
    expect(topic.statusCode).toBe(201);
    topicId = topic.json().id;
  }, 240_000);
  afterAll(() => ctx.close(), 60_000);

  const routes = (): Array<[string, MatrixRoute]> => [
    [
      'GET topics/search',
      { method: 'GET', url: `${API}/topics/search`, permission: 'member', absent: [topicId] },
    ],
    [
      'GET topics/options/grouped',
      { method: 'GET', url: `${API}/topics/options/grouped`, permission: 'member', absent: [topicId] },
    ],
    [
      'GET topics/options/all',
      { method: 'GET', url: `${API}/topics/options/all`, permission: 'member', absent: [topicId] },
    ],
    [
      'GET topics/options/:category',
      { method: 'GET', url: `${API}/topics/options/${categoryId}`, permission: 'member' },
    ],
    ['GET topics/:id', { method: 'GET', url: `${API}/topics/${topicId}`, permission: 'member' }],
    [
      'POST topics (edit)',
      {
        method: 'POST',
        url: `${API}/topics`,
        body: { id: topicId, name: 'Tema da matriz', description: null, categoryId, active: true },
        permission: add,
      },
    ],
    [
      'POST topics (create)',
      {
        method: 'POST',
        url: `${API}/topics`,
        body: { workspaceId: site, name: 'Outro tema da matriz' },
        permission: add,
        outsiderStatus: [422],
      },
    ],
    [
      'GET topic/categories/ods/options',
      { method: 'GET', url: `${API}/topic/categories/ods/options`, permission: 'member', absent: [] },
    ],
    [
      'GET topic/categories/search',
      { method: 'GET', url: `${API}/topic/categories/search`, permission: 'member', absent: [categoryId] },
    ],
    [
      'GET topic/categories/options',
      { method: 'GET', url: `${API}/topic/categories/options`, permission: 'member', absent: [categoryId] },
    ],
    [
      'GET topic dashboards compare',
      {
        method: 'GET',
        url: `${API}/topic/categories/dashboards/social-interaction/topic/compare`,
        permission: dashboard,
        absent: [topicId],
      },
    ],
    [
      'GET topic-category dashboards compare',
      {
        method: 'GET',
        url: `${API}/topic/categories/dashboards/social-interaction/topic-category/compare`,
        permission: dashboard,
        absent: [categoryId],
      },
    ],
    [
      'GET topic/categories/dashboards/rank',
      {
        method: 'GET',
        url: `${API}/topic/categories/dashboards/rank`,
        permission: dashboard,
        absent: [categoryId],
      },
    ],
    [
      'GET topic/categories/:id',
      { method: 'GET', url: `${API}/topic/categories/${categoryId}`, permission: 'member' },
    ],
    [
      'POST topic/categories',
      {
        method: 'POST',
        url: `${API}/topic/categories`,
        body: { workspaceId: site, name: 'Outra categoria da matriz', ods: [] },
        permission: [['configurations', 'add']],
        outsiderStatus: [422],
        okStatus: [201, 409],
      },
    ],
    [
      'PUT topic/categories/:id',
      {
        method: 'PUT',
        url: `${API}/topic/categories/${categoryId}`,
        body: { name: 'Categoria da matriz', description: null, ods: [6], active: true },
        permission: [['configurations', 'edit']],
      },
    ],
    [
      'DELETE topics/:id',
      { method: 'DELETE', url: `${API}/topics/${topicId}`, permission: [['configurations', 'delete']] },
    ],
  ];

  it('holds for every route of topics and topic categories', async () => {
    for (const [name, route] of routes()) {
      expect({ name, failures: await matrix.check(route) }).toEqual({ name, failures: [] });
    }
  });

  // Issue 9 item 6: the root's configuration serves the site but is not the site's to change.
  it("lets a site's configuration admin use the root's topics and categories but not change them", async () => {
    const siteAdmin = matrix.actors.siteAdmin.token;
    const rootCategory = (
      await call('POST', '/topic/categories', admin, { name: 'Categoria da raiz', ods: [] })
    ).json();
    const rootTopic = (
      await call('POST', '/topics', admin, { name: 'Tema da raiz', categoryId: rootCategory.id })
    ).json();
    expect((await call('GET', `/topics/${rootTopic.id}`, siteAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/topic/categories/${rootCategory.id}`, siteAdmin)).statusCode).toBe(200);
    // The site uses the root's category for a topic of its own.
    const own = await call('POST', '/topics', siteAdmin, {
      name: 'Tema do site',
      categoryId: rootCategory.id,
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().workspaceId).toBe(site);
    // canEdit says it before any click, by the rule the writes below apply: no to the root's, yes to
    // the site's own; the root's administrator may change all three.
    const canEdit = async (token: string) => [
      (await call('GET', `/topics/${rootTopic.id}`, token)).json().canEdit,
      (await call('GET', `/topic/categories/${rootCategory.id}`, token)).json().canEdit,
      (await call('GET', `/topics/${own.json().id}`, token)).json().canEdit,
    ];
    expect(own.json().canEdit).toBe(true);
    expect(await canEdit(siteAdmin)).toEqual([false, false, true]);
    expect(await canEdit(admin)).toEqual([true, true, true]);

    const changes = [
      call('PUT', `/topic/categories/${rootCategory.id}`, siteAdmin, {
        name: 'Tomada',
        description: null,
        ods: [],
        active: false,
      }),
      call('POST', '/topics', siteAdmin, {
        id: rootTopic.id,
        name: 'Tomado',
        description: null,
        categoryId: rootCategory.id,
        active: false,
      }),
      call('DELETE', `/topics/${rootTopic.id}`, siteAdmin),
    ];
    for (const res of await Promise.all(changes)) expect(res.statusCode).toBe(403);
    expect((await call('GET', `/topics/${rootTopic.id}`, admin)).json()).toMatchObject({
      name: 'Tema da raiz',
      active: true,
    });
    expect((await call('GET', `/topic/categories/${rootCategory.id}`, admin)).json()).toMatchObject({
      name: 'Categoria da raiz',
      active: true,
    });
  });

  // Issue 9 item 5: a root category's topics of other sites stay out of a site's counts.
  it("counts only the caller's topics in a category's topicCount and in the rank", async () => {
    const { siteAdmin, sibling } = matrix.actors;
    const shared = (
      await call('POST', '/topic/categories', admin, { name: 'Categoria partilhada', ods: [] })
    ).json();
    for (const workspaceId of [site, sibling, sibling]) {
      const res = await call('POST', '/topics', admin, {
        workspaceId,
        name: `Tema ${Math.random().toString(36).slice(2, 8)}`,
        categoryId: shared.id,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await call('GET', `/topic/categories/${shared.id}`, admin)).json().topicCount).toBe(3);
    expect((await call('GET', `/topic/categories/${shared.id}`, siteAdmin.token)).json().topicCount).toBe(1);
    const search = await call('GET', '/topic/categories/search?q=partilhada', siteAdmin.token);
    expect(search.json().items).toEqual([expect.objectContaining({ id: shared.id, topicCount: 1 })]);
    const rank = await call('GET', '/topic/categories/dashboards/rank', siteAdmin.token);
    expect(rank.json().items).toContainEqual(expect.objectContaining({ id: shared.id, topics: 1 }));
  });

  // Runs last: a route of the area that no check above tried fails here (issue 9: no route without the matrix).
  it('tries every route under /topics', () => {
    expect(matrix.uncovered('/topics')).toEqual([]);
  });

  it('tries every route under /topic/categories', () => {
    expect(matrix.uncovered('/topic/categories')).toEqual([]);
  });
});
