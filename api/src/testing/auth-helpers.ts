import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Permission, Role, User } from '@conexoes/shared/contract';
import type { App } from '../app';
import type { Database } from '../db/database';
import { workspaces, type WorkspaceRow } from '../db/schema';
import { hashPassword } from '../lib/password';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_LOG2N } from './test-app';
import { users } from '../db/schema';
import { foldText } from '../lib/text';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const login = async (app: App, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/manager/api/v1/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
};

export const acceptLgpd = async (app: App, token: string, email = ADMIN_EMAIL): Promise<string> => {
  const pending = await app.inject({
    url: `/manager/api/v1/auth/users-documents/${encodeURIComponent(email)}/pending/LGPD`,
    headers: bearer(token),
  });
  const { document } = pending.json();
  if (!document) return token;
  const res = await app.inject({
    method: 'POST',
    url: `/manager/api/v1/auth/users-documents/${encodeURIComponent(email)}/accept`,
    headers: bearer(token),
    payload: { documentId: document.id },
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return res.json().newToken;
};

export const chooseWorkspaces = async (app: App, token: string, workspaceIds: string[]): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/manager/api/v1/auth/workspaces',
    headers: bearer(token),
    payload: { workspaceIds },
  });
  if (res.statusCode !== 200) throw new Error(`choose failed: ${res.statusCode} ${res.body}`);
  return res.json().newToken;
};

/** Sign in, accept the document, choose workspaces: a token for product endpoints. */
export const signIn = async (
  app: App,
  workspaceIds: string[],
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<string> =>
  chooseWorkspaces(app, await acceptLgpd(app, await login(app, email, password), email), workspaceIds);

export const tenantTree = async (db: Database, tenantId: string) => {
  const rows = await db.select().from(workspaces).where(eq(workspaces.tenantId, tenantId));
  const root = rows.find((r) => r.level === 1) as WorkspaceRow;
  const units = rows.filter((r) => r.level === 2).sort((a, b) => a.name.localeCompare(b.name));
  const sites = rows.filter((r) => r.level === 3).sort((a, b) => a.name.localeCompare(b.name));
  const sitesOf = (unitId: string) => sites.filter((s) => s.parentId === unitId);
  return { rows, root, units, sites, sitesOf };
};

/** A second tenant with one site and one admin, to prove tenants never see each other. */
export const createOtherTenant = async (db: Database) => {
  const tenantId = randomUUID();
  const siteId = randomUUID();
  await db.insert(workspaces).values([
    { tenantId, id: tenantId, parentId: null, level: 1, name: 'Energia Rio Claro' },
    { tenantId, id: siteId, parentId: tenantId, level: 2, name: 'Usina Rio Claro' },
  ]);
  const email = `other-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      email,
      name: 'Outra Pessoa',
      searchText: foldText(`Outra Pessoa ${email}`),
      passwordHash: await hashPassword('Other@12345', TEST_LOG2N),
      role: 'admin',
      allWorkspaces: true,
    })
    .returning();
  return { tenantId, siteId, user: user as typeof users.$inferSelect };
};

export type NewUser = {
  email?: string;
  name?: string;
  role?: Role;
  password?: string;
  allWorkspaces?: boolean;
  workspaceIds: string[];
  permission?: Permission;
  active?: boolean;
  /** The creator's own password (docs/decisions/0056); the seeded admin's unless given. */
  currentPassword?: string;
};

export const createUser = async (app: App, adminToken: string, input: NewUser): Promise<User> => {
  const res = await app.inject({
    method: 'POST',
    url: '/manager/api/v1/users',
    headers: bearer(adminToken),
    payload: {
      email: input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`,
      name: input.name ?? 'Maria da Silva',
      role: input.role ?? 'viewer',
      password: input.password ?? 'Password@123',
      allWorkspaces: input.allWorkspaces ?? false,
      workspaceIds: input.workspaceIds,
      ...(input.permission ? { permission: input.permission } : {}),
      ...(input.active === undefined ? {} : { active: input.active }),
      // Every creation asks the creator's own password (docs/decisions/0056); most tests create as the admin.
      currentPassword: input.currentPassword ?? ADMIN_PASSWORD,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create user failed: ${res.statusCode} ${res.body}`);
  return res.json();
};
