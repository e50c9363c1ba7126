import { emptyPermission, type Permission } from '@conexoes/shared';
import { activeNavKey, NAV_GROUPS, visibleNavGroups } from '../nav-items';
import { linkPath, ROUTES } from '../route-table';

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

  it('is the route table: every entry links to a route with the same title and access area', () => {
    for (const item of NAV_GROUPS.flatMap((g) => g.items)) {
      const route = ROUTES.find((r) => linkPath(r) === item.path);
      expect(route?.titleKey).toBe(item.labelKey);
      if (typeof item.access === 'object' && route && typeof route.access === 'object') {
        expect(route.access.area).toBe(item.access.area);
      }
    }
    expect(NAV_GROUPS.flatMap((g) => g.items.map((i) => i.path))).toEqual(
      expect.arrayContaining(['/dashboard', '/stakeholders', '/configurations', '/auth/login']),
    );
  });

  it('highlights the entry owning the current path, preferring the longest match', () => {
    expect(activeNavKey(NAV_GROUPS, '/stakeholders/12/edit')).toBe('stakeholders');
    expect(activeNavKey(NAV_GROUPS, '/configurations/stakeholders')).toBe('stakeholderSettings');
    expect(activeNavKey(NAV_GROUPS, '/')).toBe('home');
    expect(activeNavKey(NAV_GROUPS, '/nowhere')).toBeUndefined();
  });
});
