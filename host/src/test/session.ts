// Test helpers for signed-in states: real store actions, and tokens shaped like the API's (unsigned:
// the client never verifies them, the server does).
import {
  roleTemplates,
  useAuthStore,
  type ChooseWorkspacesResponse,
  type Permission,
} from '@conexoes/shared';

export const TENANT = '00000000-0000-4000-8000-00000000000a';
export const NORTH = '00000000-0000-4000-8000-00000000000b';
export const SITE_A = '00000000-0000-4000-8000-00000000000c';
export const SITE_B = '00000000-0000-4000-8000-00000000000d';

const base64url = (value: object): string =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export type TokenClaims = { stage: 'login' | 'app'; workspaceIds?: string[]; email?: string; name?: string };

/** A JWS-shaped token with the API's header `typ` per stage, valid for an hour. */
export const makeToken = ({
  stage,
  workspaceIds = [],
  email = 'ana@acme.com',
  name = 'Ana Lima',
}: TokenClaims): string =>
  [
    base64url({ alg: 'HS256', typ: stage === 'app' ? 'at+jwt' : 'login+jwt' }),
    base64url({
      sub: 'user-1',
      tid: TENANT,
      email,
      name,
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...(stage === 'app' ? { wid: workspaceIds } : {}),
    }),
    'signature',
  ].join('.');

export const chosen = (
  workspaceIds: string[],
  permission: Permission = roleTemplates.admin,
  newToken = makeToken({ stage: 'app', workspaceIds }),
): ChooseWorkspacesResponse => ({
  newToken,
  workspaceIds,
  tenants: [TENANT],
  role: 'admin',
  permission,
  workspaceLevel: { root: [], secondLevel: [], thirdLevel: [] },
  showSocialInteractionResearch: false,
});

const NAMES: Record<string, string> = { [NORTH]: 'North', [SITE_A]: 'Mine A', [SITE_B]: 'Mine B' };

/**
 * Signed in, workspaces chosen, nothing pending: the product is usable with these flags. The
 * choice's options are loaded too, as after the chooser, so the top bar has names without a call.
 */
export const signInToApp = (permission: Permission = roleTemplates.admin, workspaceIds = [SITE_A]): void => {
  const { loginSucceeded, documentPending, workspaceChoiceLoaded, workspacesChosen } =
    useAuthStore.getState();
  loginSucceeded({ token: makeToken({ stage: 'login' }), email: 'ana@acme.com', name: 'Ana Lima' });
  documentPending(null);
  workspaceChoiceLoaded({
    containsWorkspace: true,
    shouldSelectWorkspace: false,
    options: workspaceIds.map((id) => ({
      id,
      name: NAMES[id] ?? id,
      level: 3,
      parentId: null,
      tenantId: TENANT,
    })),
  });
  workspacesChosen(chosen(workspaceIds, permission));
};
