import { roleTemplates, type Permission } from '@conexoes/shared/contract';
import { isWithin, type UserReach } from '../user-grants';

const reach = (overrides: Partial<UserReach> = {}): UserReach => ({
  role: 'manager',
  allWorkspaces: false,
  workspaceIds: new Set(['unit', 'site-a', 'site-b']),
  assigned: ['unit'],
  permission: roleTemplates.manager,
  ...overrides,
});
const site = (id: string, overrides: Partial<UserReach> = {}) =>
  reach({ workspaceIds: new Set([id]), assigned: [id], ...overrides });

describe('isWithin: the acting rule (docs/decisions/0026)', () => {
  const actor = reach();

  it('holds for an equal or smaller reach', () => {
    expect(isWithin(reach(), actor)).toBe(true);
    expect(isWithin(site('site-a', { role: 'viewer', permission: roleTemplates.viewer }), actor)).toBe(true);
  });

  it('fails on any workspace outside the actor, and on allWorkspaces under a limited actor', () => {
    expect(isWithin(site('elsewhere'), actor)).toBe(false);
    expect(isWithin(reach({ assigned: ['site-a', 'elsewhere'] }), actor)).toBe(false);
    expect(isWithin(reach({ allWorkspaces: true }), actor)).toBe(false);
    expect(isWithin(reach({ allWorkspaces: true }), reach({ allWorkspaces: true }))).toBe(true);
  });

  it('fails on a higher role or any flag the actor lacks; edit covers editConditionally', () => {
    expect(isWithin(site('site-a', { role: 'admin', permission: roleTemplates.viewer }), actor)).toBe(false);
    const withDelete: Permission = {
      ...roleTemplates.manager,
      users: { ...roleTemplates.manager.users, delete: true },
    };
    expect(isWithin(site('site-a', { permission: withDelete }), actor)).toBe(false);
    expect(isWithin(site('site-a', { role: 'analyst', permission: roleTemplates.analyst }), actor)).toBe(
      true,
    );
    expect(isWithin(site('site-a', { permission: roleTemplates.admin }), actor)).toBe(false);
  });

  it('fails where the actor is restricted to basic information and the target is not', () => {
    const restricted: Permission = {
      ...roleTemplates.manager,
      stakeholders: { ...roleTemplates.manager.stakeholders, onlyBasicInfo: true },
    };
    const basicActor = reach({ permission: restricted });
    expect(isWithin(site('site-a', { permission: roleTemplates.viewer }), basicActor)).toBe(false);
    const alike: Permission = {
      ...roleTemplates.viewer,
      stakeholders: { ...roleTemplates.viewer.stakeholders, onlyBasicInfo: true },
    };
    expect(isWithin(site('site-a', { permission: alike }), basicActor)).toBe(true);
    // A target with no access to the area has nothing to be restricted in.
    expect(
      isWithin(
        site('site-a', { permission: { ...alike, stakeholders: roleTemplates.viewer.users } }),
        basicActor,
      ),
    ).toBe(true);
  });
});
