import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { actionPlans, actions, commitments, negotiationPlans, users } from '../../../db/schema';
import type { User } from '@conexoes/shared/contract';
import { bearer, tenantTree } from '../../../testing/auth-helpers';
import { API } from '../../../testing/stakeholder-helpers';
import { ADMIN_PASSWORD, type TestContext } from '../../../testing/test-app';

/** Days from today (Brazil), YYYY-MM-DD. */
export const dayFrom = (today: string, days: number): string => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const userIdOf = async (db: Database, email: string): Promise<string> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

let counter = 0;

/**
 * A commitment (and its action plan) written straight to the tables: these tests are about what the
 * notification jobs read, not about the commitments API.
 */
export const makeCommitment = async (
  ctx: TestContext,
  input: { ownerId: string; title: string; dueDate: string | null; closed?: boolean; workspaceId?: string },
) => {
  const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
  counter += 1;
  const [commitment] = await ctx.database.db
    .insert(commitments)
    .values({
      tenantId: ctx.seed.tenantId,
      workspaceId: input.workspaceId ?? root.id,
      code: `CMT-2026-${String(90000 + counter)}`,
      title: input.title,
      sourceCode: 'other',
      ownerId: input.ownerId,
      dueDate: input.dueDate,
      status: input.closed ? 'fulfilled' : 'open',
      closedAt: input.closed ? new Date() : null,
      searchText: input.title.toLowerCase(),
    })
    .returning();
  if (!commitment) throw new Error('no commitment');
  const [plan] = await ctx.database.db
    .insert(actionPlans)
    .values({
      tenantId: ctx.seed.tenantId,
      workspaceId: commitment.workspaceId,
      parentType: 'commitment',
      parentId: commitment.id,
    })
    .returning();
  if (!plan) throw new Error('no plan');
  return { commitment, plan };
};

/** A negotiation plan (and its action plan), written straight to the tables like the commitment above. */
export const makeNegotiationPlan = async (
  ctx: TestContext,
  input: { responsibleId: string; status: string },
) => {
  const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
  counter += 1;
  const [negotiation] = await ctx.database.db
    .insert(negotiationPlans)
    .values({
      tenantId: ctx.seed.tenantId,
      workspaceId: root.id,
      code: `PN-2026-${String(90000 + counter)}`,
      title: `Plano ${counter}`,
      status: input.status,
      responsibleId: input.responsibleId,
      startDate: '2026-01-01',
      searchText: `plano ${counter}`,
    })
    .returning();
  if (!negotiation) throw new Error('no negotiation plan');
  const [plan] = await ctx.database.db
    .insert(actionPlans)
    .values({
      tenantId: ctx.seed.tenantId,
      workspaceId: negotiation.workspaceId,
      parentType: 'negotiation_plan',
      parentId: negotiation.id,
    })
    .returning();
  if (!plan) throw new Error('no plan');
  return plan;
};

export const makeAction = async (
  ctx: TestContext,
  plan: { id: string; workspaceId: string },
  input: {
    ownerId: string | null;
    title: string;
    dueDate: string | null;
    status?: string;
    deleted?: boolean;
  },
) => {
  const [action] = await ctx.database.db
    .insert(actions)
    .values({
      tenantId: ctx.seed.tenantId,
      workspaceId: plan.workspaceId,
      actionPlanId: plan.id,
      title: input.title,
      ownerId: input.ownerId,
      dueDate: input.dueDate,
      status: input.status ?? 'open',
      completedAt: input.status === 'completed' ? new Date() : null,
      deletedAt: input.deleted ? new Date() : null,
    })
    .returning();
  if (!action) throw new Error('no action');
  return action;
};

/** The administrator saves a user's record with `change` (moved off a site, a flag taken away…). */
export const updateUser = async (
  ctx: TestContext,
  adminToken: string,
  id: string,
  change: (user: User) => Partial<User>,
) => {
  const url = `${API}/users/${id}`;
  const user = (await ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) })).json() as User;
  const { email, name, role, active, allWorkspaces, workspaceIds, permission } = { ...user, ...change(user) };
  const res = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: bearer(adminToken),
    payload: {
      ...{ email, name, role, active, allWorkspaces, workspaceIds, permission },
      // Giving reach back is an access grant: the administrator's own password (decision 0056).
      currentPassword: ADMIN_PASSWORD,
    },
  });
  if (res.statusCode !== 200) throw new Error(`update user failed: ${res.statusCode} ${res.body}`);
};
