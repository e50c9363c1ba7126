import { emptyPermission, roleTemplates, type Permission } from '@conexoes/shared';
import { examplePath, ROUTES } from '../../navigation/route-table';
import { decideRoute, homePath, type RouteViewer } from '../route-access';

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
      resume: true,
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

  it('decides every route of the table by its declared access, never by the look of its URL', () => {
    const viewer = member(roleTemplates.viewer);
    for (const route of ROUTES) {
      const path = examplePath(route);
      const open = route.access === 'public' || route.access === 'signIn';
      expect([path, decideRoute(path, anonymous).kind]).toEqual([path, open ? 'allow' : 'redirect']);
      if (typeof route.access === 'object' && route.access.action !== 'view') {
        const flags = roleTemplates.viewer[route.access.area];
        const mayChange = flags.fullAccess || flags[route.access.action] || flags.editConditionally;
        expect([path, decideRoute(path, viewer).kind]).toEqual([path, mayChange ? 'allow' : 'redirect']);
      }
    }
  });

  it("sends a member from the template's landing page and the sign-in page to their home", () => {
    const admin = member(roleTemplates.admin);
    expect(homePath(roleTemplates.admin)).toBe('/dashboard');
    expect(decideRoute('/', admin)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      remember: false,
      resume: true,
    });
    expect(decideRoute('/auth/login', admin)).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute('/auth/login', choosing)).toMatchObject({ kind: 'redirect', to: '/auth/workspaces' });
    // The choice stays open to a member: it is how they change workspaces.
    expect(decideRoute('/auth/workspaces', admin)).toEqual({ kind: 'allow' });
    expect(homePath(emptyPermission())).toBe('/account');
  });
});
