// Signing in through the API (login → accept a pending LGPD document → choose workspaces), for tests
// and the bench that need a signed-in browser without walking the sign-in screens. The browser tests
// of the sign-in screens themselves never use this.
import type { BrowserContext } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type Stack } from './stack.ts';

export type ApiSession = {
  token: string;
  workspaceIds: string[];
  /** Puts the token where the host restores a session from (localStorage `accessToken`). */
  applyTo: (context: BrowserContext) => Promise<void>;
};

type Json = Record<string, unknown>;

export async function apiCall(
  stack: Stack,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${stack.apiBaseUrl}/${route}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

async function expectOk(call: Promise<{ status: number; body: Json }>, what: string): Promise<Json> {
  const { status, body } = await call;
  if (status < 200 || status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export async function signInThroughApi(
  stack: Stack,
  credentials: { email: string; password: string } = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  chooseWorkspaceIds?: (options: { id: string; name: string; level: number }[]) => string[],
): Promise<ApiSession> {
  const login = await expectOk(apiCall(stack, 'POST', 'auth/login', { body: credentials }), 'auth/login');
  let token = String(login.token);
  const email = encodeURIComponent(credentials.email);
  const pending = await expectOk(
    apiCall(stack, 'GET', `auth/users-documents/${email}/pending/LGPD`, { token }),
    'pending LGPD',
  );
  const document = pending.document as { id: string } | null;
  if (pending.pending && document) {
    const accepted = await expectOk(
      apiCall(stack, 'POST', `auth/users-documents/${email}/accept`, {
        token,
        body: { documentId: document.id },
      }),
      'accept LGPD',
    );
    token = String(accepted.newToken);
  }
  const choice = await expectOk(apiCall(stack, 'GET', 'auth/workspaces', { token }), 'auth/workspaces');
  const options = choice.options as { id: string; name: string; level: number }[];
  const workspaceIds = chooseWorkspaceIds
    ? chooseWorkspaceIds(options)
    : options.filter((o) => o.level === options[0]?.level).map((o) => o.id);
  const chosen = await expectOk(
    apiCall(stack, 'POST', 'auth/workspaces', { token, body: { workspaceIds } }),
    'choose workspaces',
  );
  token = String(chosen.newToken);
  return {
    token,
    workspaceIds,
    applyTo: async (context) => {
      await context.addInitScript((value: string) => {
        // Only seed an empty storage: a sign-out inside the test must stick.
        if (!window.sessionStorage.getItem('e2e-seeded')) {
          window.sessionStorage.setItem('e2e-seeded', '1');
          window.localStorage.setItem('accessToken', value);
        }
      }, token);
    },
  };
}

const AREAS = [
  'dashboard',
  'stakeholders',
  'socialInteractions',
  'configurations',
  'users',
  'customModules',
] as const;
const FLAGS = ['fullAccess', 'view', 'add', 'edit', 'editConditionally', 'delete', 'onlyBasicInfo'] as const;
export type Grants = Partial<Record<(typeof AREAS)[number], (typeof FLAGS)[number][]>>;

/** A full permission object granting exactly `grants`. */
export const permissionOf = (grants: Grants): Record<string, Record<string, boolean>> =>
  Object.fromEntries(
    AREAS.map((area) => [
      area,
      Object.fromEntries(FLAGS.map((flag) => [flag, grants[area]?.includes(flag) ?? false])),
    ]),
  );

/** Arrange step for tests about another user: the admin creates them through the API. */
export async function createUserThroughApi(
  stack: Stack,
  admin: ApiSession,
  user: { name: string; email: string; password: string; workspaceNames: string[]; grants: Grants },
): Promise<{ id: string }> {
  const choice = await expectOk(
    apiCall(stack, 'GET', 'auth/workspaces', { token: admin.token }),
    'auth/workspaces',
  );
  const options = choice.options as { id: string; name: string }[];
  const workspaceIds = user.workspaceNames.map((name) => {
    const match = options.find((o) => o.name === name);
    if (!match) throw new Error(`no workspace named ${name}`);
    return match.id;
  });
  const created = await expectOk(
    apiCall(stack, 'POST', 'users', {
      token: admin.token,
      body: {
        name: user.name,
        email: user.email,
        password: user.password,
        role: 'viewer',
        active: true,
        allWorkspaces: false,
        workspaceIds,
        permission: permissionOf(user.grants),
        // A new user asks the creator's own password (docs/decisions/0056); the arrange steps act as the seeded admin.
        currentPassword: ADMIN_PASSWORD,
      },
    }),
    'create user',
  );
  return { id: String(created.id) };
}

/** The admin replaces a user's permission flags (PUT users/{id}), keeping everything else. */
export async function setUserGrantsThroughApi(
  stack: Stack,
  admin: ApiSession,
  userId: string,
  grants: Grants,
) {
  const user = await expectOk(apiCall(stack, 'GET', `users/${userId}`, { token: admin.token }), 'get user');
  await expectOk(
    apiCall(stack, 'PUT', `users/${userId}`, {
      token: admin.token,
      body: {
        email: user.email,
        name: user.name,
        role: user.role,
        active: user.active,
        allWorkspaces: user.allWorkspaces,
        workspaceIds: user.workspaceIds,
        permission: permissionOf(grants),
        // Asked when the flags grow (docs/decisions/0056), ignored otherwise.
        currentPassword: ADMIN_PASSWORD,
      },
    }),
    'update user',
  );
}
