import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

describe('workspaces: the isolation matrix', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let matrix: IsolationMatrix;

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    matrix = await openIsolationMatrix(ctx, admin, site);
  }, 240_000);
  afterAll(() => ctx.close(), 60_000);

  const routes = (): Array<[string, MatrixRoute]> => [
    [
      'GET workspaces',
      { method: 'GET', url: `${API}/workspaces`, permission: [['configurations', 'view']], absent: [site] },
    ],
    [
      'GET workspaces/options',
      { method: 'GET', url: `${API}/workspaces/options`, permission: 'member', absent: [site] },
    ],
    [
      'GET workspaces/:id',
      { method: 'GET', url: `${API}/workspaces/${site}`, permission: [['configurations', 'view']] },
    ],
    [
      // A third-level site has no children, so no caller creates under it: the outsiders' refusal
      // (422, unknown parent) is all this row can prove; workspaces.test covers creating.
      'POST workspaces',
      {
        method: 'POST',
        url: `${API}/workspaces`,
        body: { workspace: { name: 'Sob o site', parentId: site } },
        permission: [['configurations', 'add']],
        outsiderStatus: [422],
        skipControl: true,
      },
    ],
    [
      'PUT workspaces/:id',
      {
        method: 'PUT',
        url: `${API}/workspaces/${site}`,
        body: { workspace: { name: 'Site renomeado', active: true } },
        permission: [['configurations', 'edit']],
      },
    ],
    [
      'PUT workspaces/:id/active/:active',
      {
        method: 'PUT',
        url: `${API}/workspaces/${site}/active/true`,
        permission: [['configurations', 'edit']],
      },
    ],
  ];

  it('holds for every route of workspaces', async () => {
    for (const [name, route] of routes()) {
      expect({ name, failures: await matrix.check(route) }).toEqual({ name, failures: [] });
    }
  });

  // Runs last: a route of the area that no check above tried fails here (issue 9: no route without the matrix).
  it('tries every route under /workspaces', () => {
    expect(matrix.uncovered('/workspaces')).toEqual([]);
  });
});
