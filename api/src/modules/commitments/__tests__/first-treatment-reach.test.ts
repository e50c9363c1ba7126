import type { FirstTreatment, UntreatedDemandPage } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import { adminId, commitment, createAction, createCommitment } from '../../../testing/commitment-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import {
  API,
  freshSite,
  openSiteTestbed,
  permissionWith,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * The first-treatment dashboard counts an interaction of the caller's site as a demand, treated by the
 * first treatment of a commitment made from it that the caller may open. One of another workspace
 * leaks nothing, not even a count: what a site's reader sees does not change when another workspace acts.
 */
describe('first treatment of an interaction demand through a commitment out of the reader reach', () => {
  let ctx: TestContext;
  let admin: string;
  let reader: string;
  let before: { dashboard: FirstTreatment; untreated: UntreatedDemandPage };
  const query = 'from=2026-01-01&to=2026-12-31';

  const read = async <T>(url: string): Promise<T> => {
    const res = await ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(reader) });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    let site: string;
    ({ ctx, admin, site } = await openSiteTestbed());
    const other = await freshSite(ctx, admin);
    const me = await adminId(ctx);
    reader = (
      await userWith(
        ctx,
        admin,
        [site],
        permissionWith({ customModules: { view: true }, socialInteractions: { view: true } }),
      )
    ).token;
    // A demand of the reader's site: an interaction asking for follow-up, long past the target.
    const demand = await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: site,
        subject: 'Pedido de umectação da estrada',
        followUpRequired: true,
        followUpDue: '2026-04-10',
        followUpOwnerId: me,
      }),
    );
    before = {
      dashboard: await read(`/actions/dashboards/first-treatment?${query}`),
      untreated: await read(`/actions/dashboards/first-treatment/untreated?${query}`),
    };
    // Someone who reaches both registers a commitment from it in another workspace, and treats it.
    const made = await createCommitment(
      ctx.app,
      admin,
      commitment(me, { workspaceId: other, sourceCode: 'interaction', sourceInteractionId: demand.id }),
    );
    const action = await createAction(ctx.app, admin, made.actionPlanId);
    const done = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/actions/${action.id}/complete`,
      headers: bearer(admin),
      payload: { completionNote: 'Feito' },
    });
    if (done.statusCode !== 200) throw new Error(done.body);
  }, 120_000);

  afterAll(() => ctx.close());

  it('the site reader sees the demand exactly as before: nothing of the other workspace is told', async () => {
    // Sanity: before, the reader's demand was there and untreated.
    expect(before.dashboard.demands).toBe(1);
    expect(before.dashboard.treated).toBe(0);
    expect(before.untreated.total).toBe(1);

    const dashboard: FirstTreatment = await read(`/actions/dashboards/first-treatment?${query}`);
    const untreated: UntreatedDemandPage = await read(
      `/actions/dashboards/first-treatment/untreated?${query}`,
    );
    // Fails today: treated 1, a median of days and the demand gone from the untreated list — the
    // reader learns that a commitment they cannot open exists and when it was first treated.
    expect(dashboard.treated).toBe(before.dashboard.treated);
    expect(dashboard.medianDays).toBe(before.dashboard.medianDays);
    expect(dashboard.untreatedPastTargetCount).toBe(before.dashboard.untreatedPastTargetCount);
    expect(untreated.total).toBe(before.untreated.total);
  });
});
