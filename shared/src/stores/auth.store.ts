import { create } from 'zustand';
import type {
  ChooseWorkspacesResponse,
  DocumentLgpd,
  LoginResponse,
  WorkspaceChoice,
  WorkspaceLevels,
} from '../contract/auth';
import type { Permission } from '../contract/permissions';
import { emptyPermission } from './permission';
import { resetRoot } from './root.store';
import { readSessionClaims, readStoredToken, storeToken, type AuthStage } from './session-token';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type SessionUser = { email: string; name: string };

export type AuthData = {
  isAuthenticated: boolean;
  isInitialized: boolean;
  user: SessionUser | null;
  token: string | null;
  /** login = signed in, workspaces not yet chosen; app = token for the product. */
  stage: AuthStage | null;
  email: string;
  name: string;
  userDetails: Record<string, unknown> | null;
  selectedWorkspaces: string[];
  tenants: string[];
  role: string | null;
  showSocialInteractionResearch: boolean;
  permission: Permission;
  /** The workspaces the user may choose from (GET auth/workspaces). */
  workspaces: WorkspaceChoice['options'];
  workspace: WorkspaceChoice;
  /** The data-protection document waiting for acceptance, if any. */
  documentLgpd: DocumentLgpd | null;
  workspaceLevel: WorkspaceLevels;
  status: RequestStatus;
};

export type AuthActions = {
  initializeAuth: () => void;
  /**
   * Signed in. The pending data-protection document, when already known, comes in the same update:
   * the host's guard must never see a session without it and send the user on to the workspaces.
   */
  loginSucceeded: (response: LoginResponse, documentLgpd?: DocumentLgpd | null) => void;
  workspaceChoiceLoaded: (choice: WorkspaceChoice) => void;
  workspacesChosen: (response: ChooseWorkspacesResponse) => void;
  documentPending: (document: DocumentLgpd | null) => void;
  lgpdAccepted: (newToken: string) => void;
  permissionLoaded: (permission: Permission, role?: string) => void;
  userDetailsLoaded: (details: Record<string, unknown> | null) => void;
  /** The user saved their own name or e-mail: the header and menus show the new ones at once. */
  profileChanged: (profile: SessionUser) => void;
  setStatus: (status: RequestStatus) => void;
  signOut: () => void;
};

export type AuthState = AuthData & AuthActions;

const emptyWorkspace = (): AuthData['workspace'] => ({
  containsWorkspace: false,
  shouldSelectWorkspace: false,
  options: [],
});
const emptyLevels = (): WorkspaceLevels => ({ root: [], secondLevel: [], thirdLevel: [] });

/** The signed-out state; isInitialized is left to the caller. */
const signedOut = (): Omit<AuthData, 'isInitialized'> => ({
  isAuthenticated: false,
  user: null,
  token: null,
  stage: null,
  email: '',
  name: '',
  userDetails: null,
  selectedWorkspaces: [],
  tenants: [],
  role: null,
  showSocialInteractionResearch: false,
  permission: emptyPermission(),
  workspaces: [],
  workspace: emptyWorkspace(),
  documentLgpd: null,
  workspaceLevel: emptyLevels(),
  status: 'idle',
});

export const useAuthStore = create<AuthState>()((set) => ({
  ...signedOut(),
  isInitialized: false,

  initializeAuth: () => {
    // Any failure leaves the user signed out (SPEC §4/§8); the stored token is dropped with it.
    try {
      const token = readStoredToken();
      const claims = token ? readSessionClaims(token) : null;
      if (!token || !claims) {
        if (token) storeToken(null);
        set({ ...signedOut(), isInitialized: true });
        return;
      }
      set({
        ...signedOut(),
        isInitialized: true,
        isAuthenticated: true,
        token,
        stage: claims.stage,
        email: claims.email,
        name: claims.name,
        user: { email: claims.email, name: claims.name },
        selectedWorkspaces: claims.workspaceIds,
        tenants: claims.tenants,
        role: claims.role,
        status: 'succeeded',
      });
    } catch {
      set({ ...signedOut(), isInitialized: true });
    }
  },

  loginSucceeded: ({ token, email, name }, documentLgpd = null) => {
    storeToken(token);
    set({
      ...signedOut(),
      documentLgpd,
      isAuthenticated: true,
      token,
      stage: 'login',
      email,
      name,
      user: { email, name },
      status: 'succeeded',
    });
  },

  workspaceChoiceLoaded: (choice) =>
    set({
      workspaces: choice.options,
      workspace: {
        containsWorkspace: choice.containsWorkspace,
        shouldSelectWorkspace: choice.shouldSelectWorkspace,
        options: choice.options,
      },
    }),

  workspacesChosen: (response) => {
    storeToken(response.newToken);
    set({
      token: response.newToken,
      stage: 'app',
      selectedWorkspaces: response.workspaceIds,
      tenants: response.tenants,
      role: response.role,
      permission: response.permission,
      workspaceLevel: response.workspaceLevel,
      showSocialInteractionResearch: response.showSocialInteractionResearch,
      status: 'succeeded',
    });
  },

  documentPending: (document) => set({ documentLgpd: document }),

  lgpdAccepted: (newToken) => {
    storeToken(newToken);
    set({ token: newToken, documentLgpd: null });
  },

  permissionLoaded: (permission, role) => set((state) => ({ permission, role: role ?? state.role })),

  userDetailsLoaded: (details) => set({ userDetails: details }),

  profileChanged: ({ email, name }) =>
    set((state) => (state.isAuthenticated ? { email, name, user: { email, name } } : {})),

  setStatus: (status) => set({ status }),

  signOut: () => {
    storeToken(null);
    resetRoot();
    set({ ...signedOut(), isInitialized: true });
  },
}));

/** True once the user may use the product: signed in, workspaces chosen, no document pending. */
export const selectCanUseApp = (state: AuthData): boolean =>
  state.isAuthenticated && state.stage === 'app' && state.documentLgpd === null;
