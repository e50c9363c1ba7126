import { roleTemplates, type NotificationPage } from '@conexoes/shared/contract';
import { sql } from 'drizzle-orm';
import { bearer } from '../../../testing/auth-helpers';
import { API, openSiteTestbed, userWith } from '../../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, type TestContext } from '../../../testing/test-app';
import { notify } from '../notify';
import { makeAction, makeCommitment, userIdOf } from './notification-fixtures';

describe('the inbox and the e-mail preferences', () => {
  let ctx: TestContext;
  let admin: string;
  let adminId: string;
  let other: { token: string; id: string };
  let commitmentId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    admin = testbed.admin;
    adminId = await userIdOf(ctx.database.db, ADMIN_EMAIL);
    other = await userWith(ctx, admin, [testbed.site], roleTemplates.admin);
    // At the site both users reach: a notice goes only to whom may open its record (notify.ts).
    const { commitment, plan } = await makeCommitment(ctx, {
      ownerId: adminId,
      title: 'Água potável',
      dueDate: null,
      workspaceId: testbed.site,
    });
    commitmentId = commitment.id;
    const action = await makeAction(ctx, plan, {
      ownerId: adminId,
      title: 'Perfurar o poço',
      dueDate: '2026-11-20',
    });
    const write = async (
      name: string,
      userId: string,
      kind: 'owner_assigned' | 'overdue',
      record: { type: 'commitment' | 'action'; id: string; workspaceId: string; title: string },
      minutesAgo: number,
    ) => {
      const [row] = await notify(ctx.database.db, {
        tenantId: ctx.seed.tenantId,
        userIds: [userId],
        kind,
        record,
        data: kind === 'overdue' ? { dueDate: '2026-11-20' } : {},
        dedupeKey: name,
      });
      if (!row) throw new Error('not written');
      await ctx.database.db.execute(
        sql`update notifications set created_at = now() - make_interval(mins => ${minutesAgo}) where id = ${row.id}::uuid`,
      );
      ids[name] = row.id;
    };
    const c = {
      type: 'commitment' as const,
      id: commitment.id,
      workspaceId: commitment.workspaceId,
      title: commitment.title,
    };
    const a = {
      type: 'action' as const,
      id: action.id,
      workspaceId: action.workspaceId,
      title: action.title,
    };
    await write('oldest', adminId, 'owner_assigned', c, 30);
    await write('middle', adminId, 'overdue', a, 20);
    await write('newest', adminId, 'owner_assigned', a, 10);
    await write('theirs', other.id, 'owner_assigned', c, 5);
    // Read already: it goes after the unread ones although it is newer than two of them.
    await ctx.database.db.execute(
      sql`update notifications set read_at = now() where id = ${ids.newest}::uuid`,
    );
  }, 120_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT', url: string, token = admin, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lists only my notifications, unread first then newest, each with the page of its record', async () => {
    const res = await call('GET', '/notifications?size=2');
    expect(res.statusCode).toBe(200);
    const page = res.json() as NotificationPage;
    expect(page).toMatchObject({ total: 3, unread: 2, page: 1, size: 2 });
    expect(page.items.map((n) => n.id)).toEqual([ids.middle, ids.oldest]);
    expect(page.items[0]).toMatchObject({
      kind: 'overdue',
      record: { type: 'action', title: 'Perfurar o poço' },
      data: { dueDate: '2026-11-20' },
      // An action opens the commitment whose plan holds it.
      link: `/commitments/management/${commitmentId}`,
      readAt: null,
    });
    expect(page.items[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const second = (await call('GET', '/notifications?size=2&page=2')).json() as NotificationPage;
    expect(second.items.map((n) => n.id)).toEqual([ids.newest]);
    expect(second.items[0]?.readAt).not.toBeNull();
  });

  it("marks one read (mine only: another user's is a 404), then all; the count follows", async () => {
    expect((await call('GET', '/notifications/unread-count')).json()).toEqual({ unread: 2 });
    const theirs = await call('PUT', `/notifications/${ids.theirs}/read`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toContain('application/problem+json');
    expect((await call('PUT', `/notifications/${crypto.randomUUID()}/read`)).statusCode).toBe(404);
    // As every id route of the API: a malformed id is a record that does not exist.
    expect((await call('PUT', '/notifications/not-a-uuid/read')).statusCode).toBe(404);

    const one = await call('PUT', `/notifications/${ids.oldest}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: 1 });
    // Reading again keeps the first reading time.
    const before = ((await call('GET', '/notifications')).json() as NotificationPage).items.find(
      (n) => n.id === ids.oldest,
    )?.readAt;
    await call('PUT', `/notifications/${ids.oldest}/read`);
    const after = ((await call('GET', '/notifications')).json() as NotificationPage).items.find(
      (n) => n.id === ids.oldest,
    )?.readAt;
    expect(after).toBe(before);

    expect((await call('PUT', '/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await call('GET', '/notifications/unread-count')).json()).toEqual({ unread: 0 });
    // The other user's stays unread.
    expect((await call('GET', '/notifications/unread-count', other.token)).json()).toEqual({ unread: 1 });
  });

  it('keeps e-mail preferences per user: defaults, then what was saved; a partial body is refused', async () => {
    const defaults = (await call('GET', '/account/notification-preferences')).json();
    expect(defaults).toEqual({
      email: {
        owner_assigned: true,
        due_soon: false,
        overdue: true,
        plan_finished: false,
        plan_reopened: false,
        commitment_status_changed: false,
        grievance_overdue: true,
      },
    });
    const chosen = { email: { ...defaults.email, overdue: false, due_soon: true } };
    const saved = await call('PUT', '/account/notification-preferences', admin, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await call('GET', '/account/notification-preferences')).json()).toEqual(chosen);
    expect((await call('GET', '/account/notification-preferences', other.token)).json()).toEqual(defaults);

    const partial = await call('PUT', '/account/notification-preferences', admin, {
      email: { overdue: true },
    });
    expect(partial.statusCode).toBe(422);
    expect((await call('GET', '/account/notification-preferences')).json()).toEqual(chosen);
  });

  it('refuses a page size over 50 and a page under 1', async () => {
    expect((await call('GET', '/notifications?size=51')).statusCode).toBe(422);
    expect((await call('GET', '/notifications?page=0')).statusCode).toBe(422);
  });
});
