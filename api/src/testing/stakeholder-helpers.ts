import { randomUUID } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import {
  noAccess,
  permissionAreas,
  roleTemplates,
  type AreaPermission,
  type Permission,
  type PermissionArea,
  type StakeholderInput,
  type StakeholderUpdateInput,
} from '@conexoes/shared/contract';
import type { App } from '../app';
import { userPermissions } from '../db/schema';
import { bearer, createOtherTenant, createUser, signIn, tenantTree } from './auth-helpers';
import { createTestApp, type TestContext } from './test-app';

export const API = '/manager/api/v1';

/** A second tenant whose admin holds every flag, signed in to its site. */
export const otherTenantAdmin = async (ctx: TestContext): Promise<{ token: string; tenantId: string }> => {
  const other = await createOtherTenant(ctx.database.db);
  await ctx.database.db.insert(userPermissions).values(
    permissionAreas.map((area) => ({
      tenantId: other.tenantId,
      userId: other.user.id,
      area,
      ...roleTemplates.admin[area],
    })),
  );
  return {
    token: await signIn(ctx.app, [other.siteId], other.user.email, 'Other@12345'),
    tenantId: other.tenantId,
  };
};

/** A permission with only the given flags (everything else off). */
export const permissionWith = (areas: Partial<Record<PermissionArea, Partial<AreaPermission>>>): Permission =>
  Object.fromEntries(permissionAreas.map((area) => [area, { ...noAccess, ...areas[area] }])) as Permission;

/** An empty third-level workspace of the demo tenant, so counts in a test start from zero. */
export const freshSite = async (ctx: TestContext, adminToken: string): Promise<string> => {
  const { units } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API}/workspaces`,
    headers: bearer(adminToken),
    payload: { workspace: { name: `Site ${randomUUID().slice(0, 8)}`, parentId: units[0]?.id } },
  });
  if (res.statusCode !== 201) throw new Error(`workspace failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
};

/**
 * The usual start of a stakeholder-area test file: a fresh app, its tenant admin signed in at the
 * root, a new site under the first unit, and `token` signed in at that site.
 */
export const openSiteTestbed = async () => {
  const ctx = await createTestApp();
  const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
  const admin = await signIn(ctx.app, [root.id]);
  const site = await freshSite(ctx, admin);
  const token = await signIn(ctx.app, [site]);
  return { ctx, admin, site, token };
};

/**
 * A signed-in user of `workspaceIds` holding exactly `permission`, created by `adminToken`'s user;
 * answers their token and id. Users made here all have the password Password@123.
 */
export const userWith = async (
  ctx: TestContext,
  adminToken: string,
  workspaceIds: string[],
  permission: Permission,
  /** The creator's own password (docs/decisions/0056): the seeded admin's unless given. */
  creatorPassword?: string,
): Promise<{ token: string; id: string }> => {
  const password = 'Password@123';
  const user = await createUser(ctx.app, adminToken, {
    workspaceIds,
    permission,
    password,
    role: 'analyst',
    ...(creatorPassword ? { currentPassword: creatorPassword } : {}),
  });
  return { token: await signIn(ctx.app, workspaceIds, user.email, password), id: user.id };
};

export const person = (overrides: Partial<StakeholderInput> = {}): StakeholderInput => ({
  kind: 'person',
  name: 'João Batista da Conceição',
  document: generateCpf(),
  categoryCode: 'community',
  scopeCode: 'local',
  entityTypeCode: 'person',
  state: 'MG',
  municipality: 'Brumadinho',
  address: 'Rua das Flores, 10',
  postalCode: '35460-000',
  email: `joao.${randomUUID().slice(0, 6)}@exemplo.com.br`,
  phone: '(31) 98888-7777',
  parentId: null,
  influence: 3,
  interest: 4,
  topicIds: [],
  additional: {},
  notes: 'Liderança do bairro',
  responsibleId: null,
  ...overrides,
});

export const organisation = (overrides: Partial<StakeholderInput> = {}): StakeholderInput => ({
  kind: 'organization',
  name: 'Associação de Moradores do Córrego do Feijão',
  document: generateCnpj(),
  categoryCode: 'association',
  scopeCode: 'local',
  entityTypeCode: 'organization',
  state: 'MG',
  municipality: 'Brumadinho',
  address: null,
  postalCode: null,
  email: null,
  phone: null,
  parentId: null,
  influence: 4,
  interest: 5,
  topicIds: [],
  additional: {},
  notes: null,
  responsibleId: null,
  ...overrides,
});

/**
 * The whole record a form sends back for a stakeholder as the API answered it (PUT carries every
 * editable field, docs/decisions/0027-put-rule.md), with `changes` applied.
 */
export const updateOf = (
  record: Record<string, unknown> & { topics?: Array<{ id: string }>; parent?: { id: string } | null },
  changes: Partial<StakeholderUpdateInput> = {},
): StakeholderUpdateInput => {
  const keys = [
    'kind',
    'name',
    'document',
    'categoryCode',
    'scopeCode',
    'entityTypeCode',
    'state',
    'municipality',
    'address',
    'postalCode',
    'email',
    'phone',
    'influence',
    'interest',
    'additional',
    'notes',
    'responsibleId',
  ] as const;
  const body = Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
  return {
    ...body,
    parentId: record.parent?.id ?? null,
    topicIds: (record.topics ?? []).map((t) => t.id),
    ...changes,
  } as StakeholderUpdateInput;
};

export const createStakeholder = async (app: App, token: string, body: StakeholderInput) => {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/stakeholders`,
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create stakeholder failed: ${res.statusCode} ${res.body}`);
  return res.json();
};
