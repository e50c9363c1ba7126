import { randomUUID } from 'node:crypto';
import { roleTemplates } from '@conexoes/shared/contract';
import { createUser } from '../../../testing/auth-helpers';
import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

const edit: MatrixRoute['permission'] = [
  ['users', 'edit'],
  ['users', 'editConditionally'],
];

describe('users: the isolation matrix', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let matrix: IsolationMatrix;
  let target: { id: string; email: string };

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    matrix = await openIsolationMatrix(ctx, admin, site);
    target = await createUser(ctx.app, admin, {
      role: 'viewer',
      name: 'Pessoa da Matriz',
      workspaceIds: [site],
    });
  }, 240_000);
  afterAll(() => ctx.close(), 60_000);

  const email = () => `matrix-${randomUUID().slice(0, 8)}@example.com`;
  /** A PUT users/{id} body: the whole record (docs/decisions/0027). */
  const whole = (fields: { email: string; name: string; active?: boolean }) => ({
    role: 'viewer',
    active: true,
    allWorkspaces: false,
    workspaceIds: [site],
    permission: roleTemplates.viewer,
    ...fields,
  });
  const routes = (): Array<[string, MatrixRoute]> => [
    [
      'GET users/search',
      { method: 'GET', url: `${API}/users/search`, permission: [['users', 'view']], absent: [target.id] },
    ],
    ['GET users/detail', { method: 'GET', url: `${API}/users/detail`, permission: 'member', absent: [] }],
    [
      'GET users/options',
      { method: 'GET', url: `${API}/users/options`, permission: 'member', absent: [target.id] },
    ],
    [
      'GET users/new/workspaces',
      {
        method: 'GET',
        url: `${API}/users/new/workspaces`,
        permission: [['users', 'add'], ...edit],
        absent: [site],
      },
    ],
    ['GET users/:id', { method: 'GET', url: `${API}/users/${target.id}`, permission: [['users', 'view']] }],
    [
      'POST users',
      {
        method: 'POST',
        url: `${API}/users`,
        // The matrix's users all have Password@123: a new user asks the creator's own (decision 0056).
        body: {
          email: email(),
          name: 'Nova Pessoa',
          role: 'viewer',
          workspaceIds: [site],
          currentPassword: 'Password@123',
        },
        permission: [['users', 'add']],
        outsiderStatus: [422],
      },
    ],
    [
      'PUT users/:id',
      {
        method: 'PUT',
        url: `${API}/users/${target.id}`,
        body: whole({ email: target.email, name: 'Pessoa da Matriz' }),
        permission: edit,
        onUser: (id) => ({
          url: `${API}/users/${id}`,
          body: whole({ email: email(), name: 'Rebaixado', active: false }),
        }),
      },
    ],
    [
      'PUT users/:id/profile',
      {
        method: 'PUT',
        url: `${API}/users/${target.id}/profile`,
        body: { name: 'Pessoa da Matriz', email: target.email },
        permission: 'member',
        onUser: (id) => ({ url: `${API}/users/${id}/profile`, body: { name: 'Tomado', email: email() } }),
      },
    ],
    [
      // Only one's own password, whoever asks: 403 before any lookup, so nothing is learnt.
      'PUT users/:id/password',
      {
        method: 'PUT',
        url: `${API}/users/${target.id}/password`,
        body: { currentPassword: 'Password@123', newPassword: 'Changed@123456' },
        permission: 'member',
        outsiderStatus: [403],
        onUser: (id) => ({
          url: `${API}/users/${id}/password`,
          body: { currentPassword: 'x', newPassword: 'Changed@123456' },
        }),
        okStatus: [403],
      },
    ],
    [
      'POST users/reset/password',
      {
        method: 'POST',
        url: `${API}/users/reset/password`,
        body: { id: target.id },
        permission: edit,
        onUser: (id) => ({ url: `${API}/users/reset/password`, body: { id } }),
      },
    ],
  ];

  it('holds for every route of users', async () => {
    for (const [name, route] of routes()) {
      expect({ name, failures: await matrix.check(route) }).toEqual({ name, failures: [] });
    }
  });

  // Runs last: a route of the area that no check above tried fails here (issue 9: no route without the matrix).
  it('tries every route under /users', () => {
    expect(matrix.uncovered('/users')).toEqual([]);
  });
});
