import { emptyPermission, roleTemplates, type Permission } from '@conexoes/shared';
import { decideRoute, type RouteViewer } from '../route-access';

const anonymous: RouteViewer = {
  isAuthenticated: false,
  stage: null,
  documentPending: false,
  permission: null,
};
const choosing: RouteViewer = {
  isAuthenticated: true,
  stage: 'login',
  documentPending: false,
  permission: emptyPermission(),
};
const member = (permission: Permission): RouteViewer => ({
  isAuthenticated: true,
  stage: 'app',
  documentPending: false,
  permission,
});

describe('route decisions', () => {
  it.each([
    '/',
    '/pricing',
    '/checkout',
    '/contact',
    '/components/buttons',
    '/docs/intro',
    '/auth/login',
    '/auth-demo/login/classic',
    '/auth/reset_password',
  ])('lets anyone open the public page %s', (path) => {
    expect(decideRoute(path, anonymous)).toEqual({ kind: 'allow' });
  });

  it.each(['/stakeholders', '/users/new', '/account', '/dashboard/analytics', '/commitments/management/7'])(
    'sends an anonymous visitor of %s to sign in, remembering the path',
    (path) => {
      expect(decideRoute(path, anonymous)).toEqual({ kind: 'redirect', to: '/auth/login', remember: true });
    },
  );

  it('leaves a path nobody owns to the 404 page', () => {
    expect(decideRoute('/no/such/page', anonymous)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user without a workspace to the workspace choice', () => {
    expect(decideRoute('/stakeholders', choosing)).toEqual({
      kind: 'redirect',
      to: '/auth/workspaces',
      remember: true,
    });
    expect(decideRoute('/auth/workspaces', choosing)).toEqual({ kind: 'allow' });
  });

  it('lets nothing but the document (and leaving) through while it waits for acceptance', () => {
    const pending = { ...member(roleTemplates.admin), documentPending: true };
    expect(decideRoute('/stakeholders', pending)).toEqual({
      kind: 'redirect',
      to: '/auth/lgpd',
      remember: true,
    });
    expect(decideRoute('/auth/workspaces', { ...choosing, documentPending: true })).toEqual({
      kind: 'redirect',
      to: '/auth/lgpd',
      remember: false,
    });
    expect(decideRoute('/pricing', pending)).toMatchObject({ kind: 'redirect', to: '/auth/lgpd' });
    expect(decideRoute('/auth/lgpd', pending)).toEqual({ kind: 'allow' });
    expect(decideRoute('/auth/login', pending)).toEqual({ kind: 'allow' });
  });

  it('sends a member to /401 where the flags forbid the route, by what the route does', () => {
    const viewer = member(roleTemplates.viewer);
    expect(decideRoute('/stakeholders/list', viewer)).toEqual({ kind: 'allow' });
    expect(decideRoute('/stakeholders/new', viewer)).toEqual({
      kind: 'redirect',
      to: '/401',
      remember: false,
    });
    expect(decideRoute('/stakeholders/42/edit', viewer)).toEqual({
      kind: 'redirect',
      to: '/401',
      remember: false,
    });
    expect(decideRoute('/users', viewer)).toEqual({ kind: 'redirect', to: '/401', remember: false });
    expect(decideRoute('/configurations/stakeholders', viewer)).toEqual({
      kind: 'redirect',
      to: '/401',
      remember: false,
    });
    expect(decideRoute('/account', member(emptyPermission()))).toEqual({ kind: 'allow' });
  });

  it('opens editing to editConditionally and everything to fullAccess', () => {
    const analyst = member(roleTemplates.analyst);
    expect(decideRoute('/interactions/9/edit', analyst)).toEqual({ kind: 'allow' });
    expect(decideRoute('/workspaces/new', analyst)).toEqual({
      kind: 'redirect',
      to: '/401',
      remember: false,
    });
    expect(decideRoute('/workspaces/new', member(roleTemplates.admin))).toEqual({ kind: 'allow' });
  });
});
