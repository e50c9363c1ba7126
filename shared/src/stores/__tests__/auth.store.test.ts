import type { ChooseWorkspacesResponse } from '../../contract/auth';
import { ACCESS_TOKEN_STORAGE_KEY } from '../session-token';
import { selectCanUseApp, useAuthStore } from '../auth.store';
import { can, emptyPermission } from '../permission';
import { inSeconds, makeToken } from './token.fixture';

const WS = '0b9a4a4e-6f3e-4a57-9d8c-0c1a2b3c4d5e';
const TENANT = '1c9a4a4e-6f3e-4a57-9d8c-0c1a2b3c4d5e';

const stored = () => window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);

const chosen = (): ChooseWorkspacesResponse => {
  const permission = emptyPermission();
  permission.stakeholders = { ...permission.stakeholders, view: true };
  return {
    newToken: 'app-token',
    workspaceIds: [WS],
    tenants: [TENANT],
    role: 'viewer',
    permission,
    workspaceLevel: {
      root: [{ id: TENANT, name: 'Acme' }],
      secondLevel: [],
      thirdLevel: [{ id: WS, name: 'Mine' }],
    },
    showSocialInteractionResearch: true,
  };
};

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().signOut();
  useAuthStore.setState({ isInitialized: false });
});

describe('auth initialisation (SPEC §4)', () => {
  it('with no stored token ends initialised and signed out', () => {
    useAuthStore.getState().initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({
      isInitialized: true,
      isAuthenticated: false,
      token: null,
    });
  });

  it('restores a valid stored token with the email, name and stage it carries', () => {
    const token = makeToken({
      exp: inSeconds(3600),
      email: 'ana@acme.com',
      name: 'Ana',
      stage: 'app',
      workspaceIds: [WS],
    });
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);

    useAuthStore.getState().initializeAuth();

    expect(useAuthStore.getState()).toMatchObject({
      isInitialized: true,
      isAuthenticated: true,
      token,
      email: 'ana@acme.com',
      name: 'Ana',
      stage: 'app',
      selectedWorkspaces: [WS],
      user: { email: 'ana@acme.com', name: 'Ana' },
    });
  });

  it('reads the stage, workspaces and tenant from the API token shape (typ header, wid, tid)', () => {
    const token = makeToken({ exp: inSeconds(600), sub: 'u1', sid: 's1', tid: TENANT, wid: [WS] }, 'at+jwt');
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    useAuthStore.getState().initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      stage: 'app',
      selectedWorkspaces: [WS],
      tenants: [TENANT],
    });

    window.localStorage.setItem(
      ACCESS_TOKEN_STORAGE_KEY,
      makeToken({ exp: inSeconds(600), sub: 'u1', sid: 's1', tid: TENANT }, 'login+jwt'),
    );
    useAuthStore.getState().initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      stage: 'login',
      selectedWorkspaces: [],
    });
  });

  it('treats an expired stored token as signed out and forgets it', () => {
    window.localStorage.setItem(
      ACCESS_TOKEN_STORAGE_KEY,
      makeToken({ exp: inSeconds(-10), email: 'a@b.co' }),
    );
    useAuthStore.getState().initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({
      isInitialized: true,
      isAuthenticated: false,
      token: null,
    });
    expect(stored()).toBeNull();
  });

  it('treats an undecodable stored token as signed out', () => {
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'not-a-token');
    useAuthStore.getState().initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false });
  });

  it('treats a storage failure as signed out', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    useAuthStore.getState().initializeAuth();
    getItem.mockRestore();
    expect(useAuthStore.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false });
  });
});

describe('auth transitions (SPEC §4)', () => {
  it('login stores token, email and name and resets workspace and user details', () => {
    useAuthStore.setState({
      userDetails: { phone: '1' },
      workspace: { containsWorkspace: true, shouldSelectWorkspace: true, options: [] },
    });
    useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });

    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'login-token',
      email: 'ana@acme.com',
      name: 'Ana',
      stage: 'login',
      userDetails: null,
      workspace: { containsWorkspace: false, shouldSelectWorkspace: false, options: [] },
    });
    expect(stored()).toBe('login-token');
    expect(selectCanUseApp(useAuthStore.getState())).toBe(false);
  });

  it('a saved profile replaces the name and e-mail the header shows, and nothing else', () => {
    useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    useAuthStore.getState().profileChanged({ email: 'ana.lima@acme.com', name: 'Ana Lima' });

    expect(useAuthStore.getState()).toMatchObject({
      email: 'ana.lima@acme.com',
      name: 'Ana Lima',
      user: { email: 'ana.lima@acme.com', name: 'Ana Lima' },
      token: 'login-token',
      stage: 'login',
    });

    useAuthStore.getState().signOut();
    useAuthStore.getState().profileChanged({ email: 'late@acme.com', name: 'Late' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, name: '', user: null });
  });

  it('choosing workspaces replaces the token and stores workspaces, tenants, role, permission, levels, flag', () => {
    useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    const response = chosen();
    useAuthStore.getState().workspacesChosen(response);

    expect(useAuthStore.getState()).toMatchObject({
      token: 'app-token',
      stage: 'app',
      selectedWorkspaces: [WS],
      tenants: [TENANT],
      role: 'viewer',
      permission: response.permission,
      workspaceLevel: response.workspaceLevel,
      showSocialInteractionResearch: true,
    });
    expect(stored()).toBe('app-token');
    expect(selectCanUseApp(useAuthStore.getState())).toBe(true);
  });

  it('a pending document blocks the app until accepting it clears it and replaces the token', () => {
    useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    useAuthStore.getState().workspacesChosen(chosen());
    useAuthStore
      .getState()
      .documentPending({ id: WS, name: 'Política de privacidade', link: 'https://x/doc', version: 2 });
    expect(selectCanUseApp(useAuthStore.getState())).toBe(false);

    useAuthStore.getState().lgpdAccepted('accepted-token');

    expect(useAuthStore.getState()).toMatchObject({ documentLgpd: null, token: 'accepted-token' });
    expect(stored()).toBe('accepted-token');
    expect(selectCanUseApp(useAuthStore.getState())).toBe(true);
  });

  it('sign-out clears token and user, in the store and in storage', () => {
    useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    useAuthStore.getState().workspacesChosen(chosen());
    useAuthStore.getState().signOut();

    const state = useAuthStore.getState();
    expect(state).toMatchObject({ isAuthenticated: false, token: null, user: null, selectedWorkspaces: [] });
    expect(can(state.permission, 'stakeholders', 'view')).toBe(false);
    expect(stored()).toBeNull();
  });
});

describe('can()', () => {
  it('is false for every area and flag by default', () => {
    const permission = emptyPermission();
    expect(can(permission, 'users', 'view')).toBe(false);
    expect(can(permission, 'dashboard', 'fullAccess')).toBe(false);
    expect(can(null, 'users', 'view')).toBe(false);
  });

  it('answers the flag of the area asked, and fullAccess implies every flag of that area only', () => {
    const permission = emptyPermission();
    permission.stakeholders.view = true;
    permission.users.fullAccess = true;

    expect(can(permission, 'stakeholders', 'view')).toBe(true);
    expect(can(permission, 'stakeholders', 'edit')).toBe(false);
    expect(can(permission, 'users', 'delete')).toBe(true);
    expect(can(permission, 'users', 'onlyBasicInfo')).toBe(true);
    expect(can(permission, 'dashboard', 'view')).toBe(false);
  });
});
