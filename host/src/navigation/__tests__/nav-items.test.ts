import { emptyPermission, roleTemplates, type Permission } from '@conexoes/shared';
import { activeFoldedGroup, activeNavKey, NAV_GROUPS, visibleNavGroups } from '../nav-items';
import { findRoute } from '../route-match';
import { linkPath } from '../route-table';

const keys = (permission: Permission | null, signedIn: boolean, authenticated = signedIn) =>
  visibleNavGroups(NAV_GROUPS, { authenticated, signedIn, permission }).flatMap((g) =>
    g.items.map((i) => i.key),
  );

const withFlags = (
  changes: Partial<Record<keyof Permission, Partial<Permission[keyof Permission]>>>,
): Permission => {
  const permission = emptyPermission();
  for (const [area, flags] of Object.entries(changes)) {
    Object.assign(permission[area as keyof Permission], flags);
  }
  return permission;
};

describe('navigation filtered by permission flags', () => {
  it('shows only public and sign-in entries while signed out', () => {
    expect(keys(null, false)).toEqual(['home', 'pricing', 'contact', 'signIn', 'components', 'docs']);
  });

  it('shows only the areas a signed-in user may view, and no sign-in entry', () => {
    const visible = keys(withFlags({ stakeholders: { view: true } }), true);
    // Their home is the overview (/dashboard), so the template's home page is not offered.
    expect(visible).toEqual(['stakeholders', 'account', 'notifications', 'components', 'docs']);
  });

  it('shows neither sign-in nor product areas while the user is between sign-in and workspace choice', () => {
    const visible = keys(withFlags({ stakeholders: { view: true } }), false, true);
    expect(visible).toEqual(['components', 'docs']);
  });

  it('treats fullAccess as view', () => {
    const visible = keys(
      withFlags({ users: { fullAccess: true }, customModules: { fullAccess: true } }),
      true,
    );
    expect(visible).toEqual(expect.arrayContaining(['users', 'negotiationPlans', 'management']));
    expect(visible).not.toContain('stakeholders');
  });

  it('hides an area whose only flags are not view (e.g. add without view)', () => {
    expect(keys(withFlags({ socialInteractions: { add: true } }), true)).not.toContain('interactions');
  });

  it('drops groups left empty', () => {
    const groups = visibleNavGroups(NAV_GROUPS, {
      authenticated: true,
      signedIn: true,
      permission: emptyPermission(),
    });
    expect(groups.map((g) => g.key)).toEqual(['personal', 'showcase']);
  });

  it('is the route table: every entry links to a route with its access area (and its title, unless below it)', () => {
    for (const item of NAV_GROUPS.flatMap((g) => g.items)) {
      const route = findRoute(item.path);
      expect([item.path, route && linkPath(route) === item.path ? route.titleKey : item.labelKey]).toEqual([
        item.path,
        item.labelKey,
      ]);
      if (typeof item.access === 'object' && route && typeof route.access === 'object') {
        expect(route.access.area).toBe(item.access.area);
      }
    }
    expect(NAV_GROUPS.flatMap((g) => g.items.map((i) => i.path))).toEqual(
      expect.arrayContaining(['/dashboard', '/stakeholders', '/configurations', '/auth/login']),
    );
  });

  it('offers the template pages to whoever may view the dashboard: apps, then the dashboards folded, before the showcase', () => {
    const groups = visibleNavGroups(NAV_GROUPS, {
      authenticated: true,
      signedIn: true,
      permission: withFlags({ dashboard: { view: true } }),
    });
    expect(groups.map((g) => g.key)).toEqual(['dashboards', 'personal', 'apps', 'templates', 'showcase']);
    const [apps, templates] = groups.slice(2);
    expect(apps.folded).toBeUndefined();
    expect(apps.items.map((i) => i.path)).toEqual(
      ['kanban', 'calendar', 'chat', 'mail'].map((page) => `/dashboard/${page}`),
    );
    expect(templates.folded).toBe('templateDashboards');
    expect(templates.items.map((i) => i.path.replace('/dashboard/', ''))).toEqual([
      'academy',
      'account',
      'analytics',
      'blog',
      'crypto',
      'customers',
      'influencers',
      'ecommerce',
      'file-manager',
      'invoices',
      'jobs',
      'logistics',
      'orders',
      'products',
      'social',
    ]);
    // Not without view on the dashboard, as /dashboard/* itself.
    expect(keys(withFlags({ stakeholders: { view: true } }), true)).not.toContain('template-kanban');
    expect(keys(roleTemplates.admin, true)).toEqual(expect.arrayContaining(['template-analytics']));
  });

  it('highlights the template page below the overview, and opens its folded group', () => {
    expect(activeNavKey(NAV_GROUPS, '/dashboard')).toBe('dashboard');
    expect(activeNavKey(NAV_GROUPS, '/dashboard/analytics')).toBe('template-analytics');
    expect(activeNavKey(NAV_GROUPS, '/dashboard/kanban')).toBe('template-kanban');
    // An engagement is opened from the social dashboard.
    expect(activeNavKey(NAV_GROUPS, '/dashboard/engagements/e-1')).toBe('template-social');
    expect(activeFoldedGroup(NAV_GROUPS, '/dashboard/analytics')).toBe('templates');
    expect(activeFoldedGroup(NAV_GROUPS, '/dashboard/kanban')).toBeUndefined();
    expect(activeFoldedGroup(NAV_GROUPS, '/dashboard')).toBeUndefined();
  });

  it('highlights the entry owning the current path, preferring the longest match', () => {
    expect(activeNavKey(NAV_GROUPS, '/stakeholders/12/edit')).toBe('stakeholders');
    expect(activeNavKey(NAV_GROUPS, '/configurations/stakeholders')).toBe('stakeholderSettings');
    expect(activeNavKey(NAV_GROUPS, '/')).toBe('home');
    expect(activeNavKey(NAV_GROUPS, '/nowhere')).toBeUndefined();
  });
});
