import { bearer } from '../../../testing/auth-helpers';
import { openIsolationMatrix, type IsolationMatrix } from '../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, type TestContext } from '../../../testing/test-app';
import { notify } from '../notify';
import { makeCommitment, userIdOf } from './notification-fixtures';

/**
 * Issue 12: the isolation matrix over the personal routes. A notification is its recipient's alone:
 * every outsider (another tenant, another workspace, a user of the same site) gets a 404 on it and
 * sees none of it in their own inbox. The control is the recipient (the matrix's site admin is
 * somebody else, hence skipControl).
 */
describe('notifications: the isolation matrix on every route', () => {
  let ctx: TestContext;
  let matrix: IsolationMatrix;
  let admin: string;
  let notificationId: string;
  const title = 'Compromisso secreto da matriz';

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    admin = testbed.admin;
    matrix = await openIsolationMatrix(ctx, testbed.admin, testbed.site);
    const adminId = await userIdOf(ctx.database.db, ADMIN_EMAIL);
    const { commitment } = await makeCommitment(ctx, {
      ownerId: adminId,
      title,
      dueDate: null,
      workspaceId: testbed.site,
    });
    const [row] = await notify(ctx.database.db, {
      tenantId: ctx.seed.tenantId,
      userIds: [adminId],
      kind: 'owner_assigned',
      record: { type: 'commitment', id: commitment.id, workspaceId: commitment.workspaceId, title },
      dedupeKey: 'matrix',
    });
    notificationId = (row as { id: string }).id;
  }, 120_000);
  afterAll(() => ctx.close());

  it('isolates the inbox, the count and marking read', async () => {
    const failures = [
      ...(await matrix.check({
        method: 'GET',
        url: `${API}/notifications`,
        permission: 'member',
        absent: [title, notificationId],
        skipControl: true,
      })),
      ...(await matrix.check({
        method: 'GET',
        url: `${API}/notifications/unread-count`,
        permission: 'member',
        absent: [],
        skipControl: true,
      })),
      ...(await matrix.check({
        method: 'PUT',
        url: `${API}/notifications/${notificationId}/read`,
        permission: 'member',
        skipControl: true,
      })),
      ...(await matrix.check({
        method: 'PUT',
        url: `${API}/notifications/read-all`,
        permission: 'member',
        absent: [],
        skipControl: true,
      })),
    ];
    expect(failures).toEqual([]);
    // Nobody else read it: the recipient still has it unread, and sees it.
    const mine = await ctx.app.inject({ method: 'GET', url: `${API}/notifications`, headers: bearer(admin) });
    expect(mine.json()).toMatchObject({
      unread: 1,
      items: [{ id: notificationId, readAt: null, record: { title } }],
    });
    const read = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/notifications/${notificationId}/read`,
      headers: bearer(admin),
    });
    expect(read.json()).toEqual({ unread: 0 });
  });

  it('isolates the e-mail preferences (each user reads and writes only their own)', async () => {
    const all = {
      owner_assigned: false,
      due_soon: false,
      overdue: false,
      plan_finished: false,
      plan_reopened: false,
      commitment_status_changed: false,
      grievance_overdue: true,
    };
    const failures = [
      ...(await matrix.check({
        method: 'GET',
        url: `${API}/account/notification-preferences`,
        permission: 'member',
        absent: [],
        skipControl: true,
      })),
      ...(await matrix.check({
        method: 'PUT',
        url: `${API}/account/notification-preferences`,
        body: { email: all },
        permission: 'member',
        absent: [],
        skipControl: true,
      })),
    ];
    expect(failures).toEqual([]);
    // The outsiders switched everything off for themselves; the admin keeps the defaults.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${API}/account/notification-preferences`,
      headers: bearer(admin),
    });
    expect(mine.json()).toMatchObject({ email: { owner_assigned: true, overdue: true } });
  });

  it('covers every route of the area', () => {
    expect(matrix.uncovered('/notifications')).toEqual([]);
    expect(matrix.uncovered('/account')).toEqual([]);
  });
});
