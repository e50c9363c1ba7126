import { accessRaises, roleTemplates, type AccessHeld } from '../permission-flags';

/** docs/decisions/0056: what a save gives that the account did not have; the API and the form ask on it. */
const held = (changes: Partial<AccessHeld> = {}): AccessHeld => ({
  role: 'analyst',
  active: true,
  allWorkspaces: false,
  workspaceIds: ['a', 'b'],
  permission: roleTemplates.analyst,
  ...changes,
});
const withArea = (
  area: keyof AccessHeld['permission'],
  flags: Partial<AccessHeld['permission']['users']>,
) => ({
  ...roleTemplates.analyst,
  [area]: { ...roleTemplates.analyst[area], ...flags },
});

describe('accessRaises', () => {
  it('gives nothing for the same access, or less of it', () => {
    expect(accessRaises(held(), held())).toEqual([]);
    expect(
      accessRaises(
        held({ role: 'manager', permission: roleTemplates.manager }),
        held({
          role: 'viewer',
          active: false,
          workspaceIds: ['a'],
          // edit made conditional edit, and the basic-information restriction added.
          permission: withArea('stakeholders', { add: false, onlyBasicInfo: true }),
        }),
      ),
    ).toEqual([]);
    expect(
      accessRaises(
        held({ permission: withArea('users', { edit: true }) }),
        held({ permission: withArea('users', { editConditionally: true }) }),
      ),
    ).toEqual([]);
    // From every workspace to some.
    expect(accessRaises(held({ allWorkspaces: true }), held({ workspaceIds: ['c'] }))).toEqual([]);
  });

  it('names each thing given: the administrator role, a higher role, a flag, a workspace, reactivation', () => {
    expect(accessRaises(held(), held({ role: 'admin', permission: roleTemplates.admin }))).toEqual([
      'administrator',
      'flags',
    ]);
    expect(accessRaises(held(), held({ role: 'manager' }))).toEqual(['role']);
    expect(accessRaises(held(), held({ permission: withArea('users', { delete: true }) }))).toEqual([
      'flags',
    ]);
    expect(accessRaises(held(), held({ permission: withArea('users', { fullAccess: true }) }))).toEqual([
      'flags',
    ]);
    // Conditional edit made full edit.
    expect(
      accessRaises(
        held(),
        held({ permission: withArea('stakeholders', { editConditionally: false, edit: true }) }),
      ),
    ).toEqual(['flags']);
    // The basic-information restriction lifted where the user sees something.
    expect(
      accessRaises(held({ permission: withArea('stakeholders', { onlyBasicInfo: true }) }), held()),
    ).toEqual(['flags']);
    expect(accessRaises(held(), held({ workspaceIds: ['a', 'b', 'c'] }))).toEqual(['workspaces']);
    expect(accessRaises(held(), held({ workspaceIds: ['c'] }))).toEqual(['workspaces']);
    expect(accessRaises(held(), held({ allWorkspaces: true }))).toEqual(['workspaces']);
    expect(accessRaises(held({ active: false }), held())).toEqual(['reactivation']);
  });
});
