import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import {
  API,
  createStakeholder,
  organisation,
  person,
  openSiteTestbed,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/** Issue 9: the isolation matrix over every stakeholder route, export and dashboards included. */
describe('stakeholders: the isolation matrix on every route', () => {
  let ctx: TestContext;
  let matrix: IsolationMatrix;
  let record: Awaited<ReturnType<typeof createStakeholder>>;
  let org: Awaited<ReturnType<typeof createStakeholder>>;
  const view: MatrixRoute['permission'] = [['stakeholders', 'view']];
  const edit: MatrixRoute['permission'] = [
    ['stakeholders', 'edit'],
    ['stakeholders', 'editConditionally'],
  ];

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    org = await createStakeholder(ctx.app, testbed.token, organisation({ name: 'Matriz Isolada Ltda' }));
    record = await createStakeholder(
      ctx.app,
      testbed.token,
      person({ name: 'Pessoa Isolada', parentId: org.id, notes: 'Nota isolada' }),
    );
    matrix = await openIsolationMatrix(ctx, testbed.admin, testbed.site);
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const basicInfo = () => ({
    area: 'stakeholders' as const,
    values: [record.document as string, record.email as string, 'Nota isolada'],
  });
  const routes = (): Array<[string, MatrixRoute]> => [
    [
      'search',
      {
        method: 'GET',
        url: `${API}/stakeholders/search?q=isolada`,
        permission: view,
        absent: [record.id],
        basicInfo: basicInfo(),
      },
    ],
    [
      'search by CPF',
      {
        method: 'GET',
        url: `${API}/stakeholders/search?q=${record.document}`,
        permission: view,
        absent: [record.id],
      },
    ],
    [
      'options',
      {
        method: 'POST',
        url: `${API}/stakeholders/options`,
        body: { ids: [org.id] },
        permission: view,
        absent: [org.id],
      },
    ],
    [
      'detail',
      { method: 'GET', url: `${API}/stakeholders/${record.id}`, permission: view, basicInfo: basicInfo() },
    ],
    [
      'history',
      {
        method: 'GET',
        url: `${API}/stakeholders/${record.id}/history`,
        permission: view,
        basicInfo: basicInfo(),
      },
    ],
    [
      'resume',
      { method: 'GET', url: `${API}/stakeholders/${record.id}/social-interaction/resume`, permission: view },
    ],
    [
      'update',
      { method: 'PUT', url: `${API}/stakeholders/${record.id}`, body: updateOf(record), permission: edit },
    ],
    [
      'sync topics',
      {
        method: 'POST',
        url: `${API}/stakeholders/${record.id}/sync/topics`,
        body: { topicIds: [] },
        permission: edit,
      },
    ],
    [
      'personal data',
      {
        method: 'GET',
        url: `${API}/stakeholders/${record.id}/personal-data`,
        permission: [['stakeholders', 'delete']],
      },
    ],
    [
      'export',
      {
        method: 'GET',
        url: `${API}/stakeholders/export?format=csv&q=isolada`,
        permission: [['stakeholders', 'add']],
        absent: ['Pessoa Isolada', 'Matriz Isolada'],
      },
    ],
    [
      'dashboard rank',
      { method: 'GET', url: `${API}/stakeholders/dashboards/rank`, permission: view, absent: [record.id] },
    ],
    [
      'dashboard entity tree',
      {
        method: 'GET',
        url: `${API}/stakeholders/dashboards/entity-tree`,
        permission: view,
        absent: [org.id],
      },
    ],
    [
      'dashboard category',
      { method: 'GET', url: `${API}/stakeholders/dashboards/category`, permission: view, absent: [] },
    ],
    [
      'dashboard entity',
      { method: 'GET', url: `${API}/stakeholders/dashboards/entity`, permission: view, absent: [] },
    ],
  ];

  it('holds for every read and write route', async () => {
    const failures: string[] = [];
    for (const [, route] of routes()) failures.push(...(await matrix.check(route)));
    expect(failures).toEqual([]);
  }, 180_000);
});
