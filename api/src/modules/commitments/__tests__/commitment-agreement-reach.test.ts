import { roleTemplates, type NegotiationPlan } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
import { API, freshSite, openSiteTestbed, userWith } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * An agreement of a plan becomes one commitment, which may live in another workspace than the plan
 * (made by someone who reaches both). To a reader of the plan's site alone that commitment is outside
 * the reach: the plan names it to nobody (agreementsOf), and neither do the refusals it causes.
 */
describe('social commitments: a refusal names no commitment outside the caller reach', () => {
  let ctx: TestContext;
  let siteReader: string;
  let site: string;
  let plan: NegotiationPlan;
  let elsewhereCode: string;
  let hereCode: string;

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    site = testbed.site;
    const other = await freshSite(ctx, testbed.admin);
    const me = await adminId(ctx);
    plan = await createPlan(
      ctx.app,
      testbed.admin,
      negotiationPlan(me, {
        workspaceId: site,
        agreements: [
          { text: 'Cercar a nascente', date: '2026-03-01' },
          { text: 'Reformar a escola', date: '2026-03-02' },
        ],
      }),
    );
    const fromAgreement = (index: number, workspaceId: string) =>
      createCommitment(
        ctx.app,
        testbed.admin,
        commitment(me, {
          workspaceId,
          sourceNegotiationPlanId: plan.id,
          sourceAgreementId: plan.agreements[index]?.id as string,
        }),
      );
    elsewhereCode = (await fromAgreement(0, other)).code;
    hereCode = (await fromAgreement(1, site)).code;
    siteReader = (await userWith(ctx, testbed.admin, [site], roleTemplates.admin)).token;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(siteReader), payload });

  it('refuses a second commitment of an agreement (409) without the code of one outside the reach', async () => {
    const me = await adminId(ctx);
    for (const [index, code, named] of [
      [0, elsewhereCode, false],
      [1, hereCode, true],
    ] as const) {
      const res = await send(
        'POST',
        '/commitments/management',
        commitment(me, {
          workspaceId: site,
          sourceNegotiationPlanId: plan.id,
          sourceAgreementId: plan.agreements[index]?.id as string,
        }),
      );
      expect(res.statusCode).toBe(409);
      expect({ code, named: res.json().detail.includes(code) }).toEqual({ code, named });
    }
  });

  it('refuses removing an agreement that became a commitment (409) without the code of one outside the reach', async () => {
    for (const [kept, code, named] of [
      [1, elsewhereCode, false],
      [0, hereCode, true],
    ] as const) {
      const only = plan.agreements[kept] as NegotiationPlan['agreements'][number];
      const res = await send(
        'PUT',
        `/commitments/negotiation-plans/${plan.id}`,
        planUpdateOf(plan, { agreements: [{ id: only.id, text: only.text, date: only.date }] }),
      );
      expect(res.statusCode).toBe(409);
      expect({ code, named: res.json().detail.includes(code) }).toEqual({ code, named });
    }
  });
});
