import type {
  Commitment,
  CommitmentDetails,
  FirstTreatment,
  Interaction,
  NegotiationPlan,
  NegotiationPlanDetails,
} from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
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
 * A commitment or plan links social interactions (the one a commitment came from, a plan's meetings).
 * Their code and subject are the interactions area's: described only to a caller who may open them —
 * `socialInteractions.view` (readsInteractions) and the interaction in reach. Anyone else with the
 * commitments area (`customModules.view`) reads that there is one they cannot open, nothing more: not
 * in the details, the history or the first-treatment dashboard's list of demands.
 */
describe('social commitments: linked interactions only to whom may open them', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;
  let inReach: Interaction;
  let elsewhere: Interaction;
  let record: Commitment;
  let plan: NegotiationPlan;
  let reader: string;
  let commitmentsOnly: string;
  let commitmentsEditor: string;
  const dashboard = '/actions/dashboards/first-treatment?from=2026-01-01&to=2026-01-31';

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    const other = await freshSite(ctx, admin);
    const me = await adminId(ctx);
    inReach = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Reunião sobre o poço da Vila Nova',
        startsAt: '2026-01-05T10:00:00-03:00',
        endsAt: null,
        followUpRequired: true,
        followUpDue: '2026-01-10',
        followUpOwnerId: me,
      }),
    );
    elsewhere = await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: other,
        subject: 'Visita em outro site',
        startsAt: '2026-01-06T10:00:00-03:00',
      }),
    );
    record = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Perfurar o poço', sourceInteractionId: inReach.id }),
    );
    // Made from the root, which reaches both interactions; it lives on the site.
    plan = await createPlan(
      ctx.app,
      admin,
      negotiationPlan(me, { workspaceId: site, interactionIds: [inReach.id, elsewhere.id] }),
    );
    const interactionsToo = permissionWith({
      customModules: { view: true },
      socialInteractions: { view: true },
    });
    reader = (await userWith(ctx, admin, [site], interactionsToo)).token;
    commitmentsOnly = (await userWith(ctx, admin, [site], permissionWith({ customModules: { view: true } })))
      .token;
    commitmentsEditor = (
      await userWith(
        ctx,
        admin,
        [site],
        permissionWith({ customModules: { view: true, add: true, edit: true } }),
      )
    ).token;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const get = async <T>(caller: string, url: string): Promise<T> => {
    const res = await ctx.app.inject({ url: `${API}${url}`, headers: bearer(caller) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  /** Whether a body names either interaction (its code or subject) anywhere. */
  const names = (body: unknown) => {
    const text = JSON.stringify(body);
    return [inReach, elsewhere].flatMap((i) => [i.code, i.subject]).filter((word) => text.includes(word));
  };

  it('describes the interaction a commitment came from to a caller who may open it', async () => {
    const details = await get<CommitmentDetails>(reader, `/commitments/management/${record.id}/details`);
    expect(details.sourceInteraction).toMatchObject({
      id: inReach.id,
      code: inReach.code,
      subject: inReach.subject,
    });
  });

  it('describes it to no caller outside the interactions area: it is flagged, not even its id (decision 0062)', async () => {
    const details = await get<CommitmentDetails>(
      commitmentsOnly,
      `/commitments/management/${record.id}/details`,
    );
    expect(details.sourceInteractionId).toBeNull();
    expect(details.hiddenSources).toEqual({ negotiationPlan: false, interaction: true });
    expect(details.sourceInteraction).toBeNull();
    expect(names(details)).toEqual([]);
  });

  it("lists a plan's meetings the caller can open, and says nothing of one outside their reach, not even a count", async () => {
    const details = await get<NegotiationPlanDetails>(
      reader,
      `/commitments/negotiation-plans/${plan.id}/details`,
    );
    expect(details.interactions.map((i) => i.id)).toEqual([inReach.id]);
    expect(details.hiddenInteractions).toBeUndefined();
    // The other site's interaction is not named in the history of its linking either.
    expect(names(details)).toEqual([inReach.code, inReach.subject]);
    const linked = details.history.flatMap((e) => e.changes).find((c) => c.field === 'interactions');
    expect(linked).toMatchObject({ display: { after: inReach.code } });
    expect(linked).not.toHaveProperty('hidden');
  });

  it("names none of a plan's meetings to a caller outside the interactions area", async () => {
    const record = await get<NegotiationPlan>(commitmentsOnly, `/commitments/negotiation-plans/${plan.id}`);
    expect(record.interactionIds).toEqual([]);
    const details = await get<NegotiationPlanDetails>(
      commitmentsOnly,
      `/commitments/negotiation-plans/${plan.id}/details`,
    );
    expect(details.interactions).toEqual([]);
    // The one in their reach is counted (their flags keep it closed); the other site's is not.
    expect(details.hiddenInteractions).toBe(1);
    expect(names(details)).toEqual([]);
    const linked = details.history.flatMap((e) => e.changes).find((c) => c.field === 'interactions');
    expect(linked).toMatchObject({ hidden: { before: 0, after: 1 } });
  });

  it('keeps the meetings a plan links when someone who cannot see them saves it', async () => {
    const seen = await get<NegotiationPlan>(commitmentsEditor, `/commitments/negotiation-plans/${plan.id}`);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/commitments/negotiation-plans/${plan.id}`,
      headers: bearer(commitmentsEditor),
      payload: planUpdateOf(seen, { title: 'Reassentamento, segunda rodada' }),
    });
    expect(res.statusCode).toBe(200);
    const kept = await get<NegotiationPlan>(admin, `/commitments/negotiation-plans/${plan.id}`);
    expect([...kept.interactionIds].sort()).toEqual([inReach.id, elsewhere.id].sort());
  });

  it('lets no caller outside the interactions area link an interaction by its id', async () => {
    const me = await adminId(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/commitments/management`,
      headers: bearer(commitmentsEditor),
      payload: commitment(me, { workspaceId: site, sourceInteractionId: inReach.id }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'body.sourceInteractionId' })]);
  });

  it('lists an interaction awaiting follow-up among the first-treatment demands only to whom may open it', async () => {
    const full = await get<FirstTreatment>(reader, dashboard);
    expect(full.untreatedPastTarget.map((d) => d.id)).toContain(inReach.id);
    const bare = await get<FirstTreatment>(commitmentsOnly, dashboard);
    expect(bare.untreatedPastTarget.filter((d) => d.type === 'interaction')).toEqual([]);
    // Counted by nobody who may not read it: the month's demands are the commitments' alone.
    expect(bare.demands).toBe(full.demands - 1);
    expect(names(bare)).toEqual([]);
  });
});
