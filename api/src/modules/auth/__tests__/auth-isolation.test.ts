import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { openIsolationMatrix, type IsolationMatrix } from '../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * The signed-in routes of /auth that name a person (the data-protection document's pending state and
 * acceptance, by e-mail): nobody but that person reaches them, whatever their tenant or flags.
 */
describe('auth: the isolation matrix on the routes that name a person', () => {
  let ctx: TestContext;
  let matrix: IsolationMatrix;
  let email: string;
  let documentId: string;

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    matrix = await openIsolationMatrix(ctx, testbed.admin, testbed.site);
    const [row] = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, matrix.actors.siteAdmin.id));
    email = (row as { email: string }).email;
    documentId = ((await ctx.app.identity.currentDocument('LGPD')) as { id: string }).id;
  }, 240_000);
  afterAll(() => ctx.close(), 60_000);

  it('GET users-documents/:email/pending/:name answers only that person; others learn nothing', async () => {
    const url = `${API}/auth/users-documents/${encodeURIComponent(email)}/pending/LGPD`;
    expect(await matrix.check({ method: 'GET', url, permission: 'member' })).toEqual([]);
  });

  it('POST users-documents/:email/accept records an acceptance only for that person', async () => {
    const url = `${API}/auth/users-documents/${encodeURIComponent(email)}/accept`;
    expect(await matrix.check({ method: 'POST', url, body: { documentId }, permission: 'member' })).toEqual(
      [],
    );
  });

  // Runs last: a route of the area that no check above tried fails here (issue 9: no route without the matrix).
  it('tries every route under /auth/users-documents', () => {
    expect(matrix.uncovered('/auth/users-documents')).toEqual([]);
  });
});
