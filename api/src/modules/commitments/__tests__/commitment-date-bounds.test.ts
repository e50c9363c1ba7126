import { bearer } from '../../../testing/auth-helpers';
import { adminId, commitment, createCommitment, negotiationPlan } from '../../../testing/commitment-helpers';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * The commitments area takes its dates as the rest of the app does (`calendarDaySchema`, 1900–2999).
 * PostgreSQL has no year 0, and JavaScript writes the day after 9999-12-31 as "+010000-01-01": such a
 * date in a filter or a body reached the database and answered 500. It is a 422 problem+json.
 */
describe('commitments area: dates outside 1900–2999 are refused in words', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let me: string;
  let actionPlanId: string;

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    me = await adminId(ctx);
    actionPlanId = (await createCommitment(ctx.app, admin, commitment(me, { workspaceId: site })))
      .actionPlanId;
  }, 120_000);

  afterAll(() => ctx.close());

  const expectProblem = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(admin), payload });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
    expect(res.headers['content-type']).toContain('application/problem+json');
  };

  it.each([
    '/commitments/management/search?dueFrom=0000-01-01',
    '/commitments/management/search?createdFrom=0000-01-01',
    '/commitments/management/search?createdTo=9999-12-31',
    '/commitments/management/export?format=csv&dueFrom=0000-01-01',
    '/commitments/negotiation-plans/search?from=0000-01-01',
  ])('GET %s is a 422, not a 500', async (url) => {
    await expectProblem('GET', url);
  });

  it('a commitment due on 0000-01-01 is a 422', async () => {
    await expectProblem(
      'POST',
      '/commitments/management',
      commitment(me, { workspaceId: site, dueDate: '0000-01-01' }),
    );
  });

  it('a plan starting on 0000-01-01, or an agreement of that day, is a 422', async () => {
    await expectProblem(
      'POST',
      '/commitments/negotiation-plans',
      negotiationPlan(me, { workspaceId: site, startDate: '0000-01-01' }),
    );
    await expectProblem(
      'POST',
      '/commitments/negotiation-plans',
      negotiationPlan(me, { workspaceId: site, agreements: [{ text: 'Cercar', date: '0000-01-01' }] }),
    );
  });

  it('an action due, or an action plan starting, on 0000-01-01 is a 422', async () => {
    await expectProblem('POST', '/actions', {
      actionPlanId,
      title: 'Contratar',
      description: null,
      ownerId: null,
      dueDate: '0000-01-01',
      status: 'open',
    });
    await expectProblem('PUT', `/action-plans/${actionPlanId}`, {
      goal: 'Meta',
      ownerId: me,
      startDate: '0000-01-01',
      endDate: null,
    });
  });
});
