import { roleTemplates, type NotificationPage, type Permission } from '@conexoes/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { commitments } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import { API, freshSite, openSiteTestbed, userWith } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { notify } from '../notify';
import { makeAction, makeCommitment, updateUser } from './notification-fixtures';

/**
 * Decision 0060's rule on the inbox: a notice shows only while its person may open its record now.
 * Each case: a person on two sites holds notices about a commitment at each; then they lose reach to
 * the first one, and its notices leave the list and the counts (and come back with the reach).
 */
describe('the inbox shows only what its person may open now', () => {
  let ctx: TestContext;
  let admin: string;
  let siteA: string;
  let siteB: string;

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    admin = testbed.admin;
    siteA = testbed.site;
    siteB = await freshSite(ctx, admin);
  }, 120_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A person on both sites with three unread notices: the commitment at A, its action, the one at B. */
  const personWithNotices = async () => {
    const person = await userWith(ctx, admin, [siteA, siteB], roleTemplates.analyst);
    const atA = await makeCommitment(ctx, {
      ownerId: person.id,
      title: 'Água potável',
      dueDate: null,
      workspaceId: siteA,
    });
    const action = await makeAction(ctx, atA.plan, {
      ownerId: person.id,
      title: 'Perfurar o poço',
      dueDate: '2026-11-20',
    });
    const atB = await makeCommitment(ctx, {
      ownerId: person.id,
      title: 'Estrada vicinal',
      dueDate: null,
      workspaceId: siteB,
    });
    const records = [
      { type: 'commitment' as const, id: atA.commitment.id, workspaceId: siteA, title: 'Água potável' },
      { type: 'action' as const, id: action.id, workspaceId: siteA, title: 'Perfurar o poço' },
      { type: 'commitment' as const, id: atB.commitment.id, workspaceId: siteB, title: 'Estrada vicinal' },
    ];
    for (const record of records)
      expect(
        await notify(ctx.database.db, {
          tenantId: ctx.seed.tenantId,
          userIds: [person.id],
          kind: 'owner_assigned',
          record,
          dedupeKey: `owner_assigned:${record.type}:${record.id}`,
        }),
      ).toHaveLength(1);
    const inbox = async () => (await call('GET', '/notifications', person.token)).json() as NotificationPage;
    const before = await inbox();
    expect(before).toMatchObject({ total: 3, unread: 3 });
    const hiddenId = before.items.find((n) => n.record.id === atA.commitment.id)?.id as string;
    return { ...person, commitmentA: atA.commitment.id, inbox, hiddenId };
  };

  /** Only the notice about the commitment at B is left, in the list, both counts and the bell's. */
  const expectOnlySiteB = async (person: Awaited<ReturnType<typeof personWithNotices>>) => {
    const page = await person.inbox();
    expect(page.items.map((n) => n.record.title)).toEqual(['Estrada vicinal']);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect((await call('GET', '/notifications/unread-count', person.token)).json()).toEqual({ unread: 1 });
    // A hidden notice is as absent as another person's.
    expect((await call('PUT', `/notifications/${person.hiddenId}/read`, person.token)).statusCode).toBe(404);
  };

  it('hides the notices of a workspace the person was moved off; "mark all read" leaves them for later', async () => {
    const person = await personWithNotices();
    await updateUser(ctx, admin, person.id, () => ({ workspaceIds: [siteB] }));
    await expectOnlySiteB(person);

    // "Mark all read" reads what was shown: the count is 0 and stays 0 until reach comes back…
    expect((await call('PUT', '/notifications/read-all', person.token)).json()).toEqual({ unread: 0 });
    expect((await call('GET', '/notifications/unread-count', person.token)).json()).toEqual({ unread: 0 });
    // …then the two notices never seen come back unread.
    await updateUser(ctx, admin, person.id, () => ({ workspaceIds: [siteA, siteB] }));
    expect(await person.inbox()).toMatchObject({ total: 3, unread: 2 });
  });

  it("hides them all once the person loses the area's view permission", async () => {
    const person = await personWithNotices();
    await updateUser(ctx, admin, person.id, (user) => ({
      permission: {
        ...user.permission,
        customModules: { ...roleTemplates.viewer.customModules, view: false },
      } as Permission,
    }));
    const page = await person.inbox();
    expect(page).toMatchObject({ total: 0, unread: 0, items: [] });
    expect((await call('GET', '/notifications/unread-count', person.token)).json()).toEqual({ unread: 0 });
  });

  it('hides the notices of a deleted commitment, its action’s too', async () => {
    const person = await personWithNotices();
    expect((await call('DELETE', `/commitments/management/${person.commitmentA}`, admin)).statusCode).toBe(
      204,
    );
    await expectOnlySiteB(person);
  });

  it('hides the notices of a workspace deactivated since (its records open for nobody)', async () => {
    const person = await personWithNotices();
    expect((await call('PUT', `/workspaces/${siteA}/active/false`, admin)).statusCode).toBe(200);
    try {
      await expectOnlySiteB(person);
    } finally {
      await call('PUT', `/workspaces/${siteA}/active/true`, admin);
    }
  });

  it('follows the record: one moved to a workspace out of reach is hidden wherever it was when notified', async () => {
    const person = await personWithNotices();
    const elsewhere = await freshSite(ctx, admin);
    // As a commitment's move does (its plan and actions follow: moveWith).
    await ctx.database.db
      .update(commitments)
      .set({ workspaceId: elsewhere })
      .where(eq(commitments.id, person.commitmentA));
    await ctx.database.db.execute(
      sql`update action_plans set workspace_id = ${elsewhere}::uuid where parent_id = ${person.commitmentA}::uuid`,
    );
    await ctx.database.db.execute(
      sql`update actions set workspace_id = ${elsewhere}::uuid where action_plan_id in
        (select id from action_plans where parent_id = ${person.commitmentA}::uuid)`,
    );
    await expectOnlySiteB(person);
  });
});
