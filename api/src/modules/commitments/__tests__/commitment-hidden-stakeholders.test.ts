import {
  roleTemplates,
  type Commitment,
  type CommitmentDetails,
  type CommitmentPage,
  type NegotiationPlanDetails,
  type NegotiationPlanPage,
} from '@conexoes/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  commitmentUpdateOf,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * A plan's stakeholders and a commitment's beneficiaries may be linked by someone whose reach is wider
 * than the reader's (decision 0029, as for interactions): a stakeholder of another workspace is, to a
 * reader of the record's site alone, neither named nor counted — in the record, its history, the
 * search, the export — and finds nothing, by its name or by its id.
 */
describe('social commitments: a stakeholder outside the reader reach is neither named nor found by', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let siteReader: string;
  let planId: string;
  let commitmentId: string;
  let hiddenId: string;
  let seenId: string;
  let otherSite: string;
  const hiddenName = 'Zeferino Quintanilha';
  const seenName = 'Benedita Marcolina';

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    const other = await freshSite(ctx, admin);
    otherSite = other;
    const me = await adminId(ctx);
    hiddenId = (await createStakeholder(ctx.app, admin, person({ name: hiddenName, workspaceId: other }))).id;
    seenId = (await createStakeholder(ctx.app, admin, person({ name: seenName, workspaceId: site }))).id;
    // Made from the root, which reaches both stakeholders; the records live on the site, and are
    // changed once more, so the history holds a creation and an update naming the hidden one.
    const plan = await createPlan(
      ctx.app,
      admin,
      negotiationPlan(me, { workspaceId: site, title: 'Plano da Vila', stakeholderIds: [hiddenId] }),
    );
    const put = async (url: string, payload: object) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${API}${url}`,
        headers: bearer(admin),
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    await put(
      `/commitments/negotiation-plans/${plan.id}`,
      planUpdateOf(plan, { stakeholderIds: [hiddenId, seenId] }),
    );
    planId = plan.id;
    const made = await createCommitment(
      ctx.app,
      admin,
      commitment(me, { workspaceId: site, title: 'Poço da Vila', beneficiaryIds: [hiddenId] }),
    );
    await put(
      `/commitments/management/${made.id}`,
      commitmentUpdateOf(made, { beneficiaryIds: [hiddenId, seenId] }),
    );
    commitmentId = made.id;
    siteReader = (await userWith(ctx, admin, [site], roleTemplates.admin)).token;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const get = async (caller: string, url: string): Promise<LightMyRequestResponse> => {
    const res = await ctx.app.inject({ url: `${API}${url}`, headers: bearer(caller) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const leaks = (res: LightMyRequestResponse) =>
    [hiddenName, hiddenId].filter((word) => res.body.includes(word));

  it("names the hidden stakeholder nowhere in a plan's or a commitment's details, history included", async () => {
    for (const url of [
      `/commitments/negotiation-plans/${planId}/details`,
      `/commitments/management/${commitmentId}/details`,
    ]) {
      const res = await get(siteReader, url);
      expect({ url, leaks: leaks(res) }).toEqual({ url, leaks: [] });
    }
    // The reader still reads the change of the one they see; the root's admin reads both.
    const plan = (
      await get(siteReader, `/commitments/negotiation-plans/${planId}/details`)
    ).json<NegotiationPlanDetails>();
    const added = plan.history.flatMap((e) => e.changes).filter((c) => c.field === 'stakeholders');
    expect(added.map((c) => c.display?.after)).toContain(seenName);
    const whole = await get(admin, `/commitments/management/${commitmentId}/details`);
    const beneficiaries = whole
      .json<CommitmentDetails>()
      .history.flatMap((e) => e.changes)
      .filter((c) => c.field === 'beneficiaries');
    expect(beneficiaries.map((c) => c.display?.after)).toContain(`${seenName}, ${hiddenName}`);
  });

  const found = async (caller: string, query: string) => {
    const plans = (
      await get(caller, `/commitments/negotiation-plans/search?${query}`)
    ).json<NegotiationPlanPage>();
    const register = (await get(caller, `/commitments/management/search?${query}`)).json<CommitmentPage>();
    const planCsv = (await get(caller, `/commitments/negotiation-plans/export?format=csv&${query}`)).body;
    const registerCsv = (await get(caller, `/commitments/management/export?format=csv&${query}`)).body;
    return {
      plans: plans.items.map((p) => p.id),
      plansTotal: plans.total,
      commitments: register.items.map((c) => c.id),
      commitmentsTotal: register.total,
      planExport: planCsv.includes('Plano da Vila'),
      commitmentExport: registerCsv.includes('Poço da Vila'),
    };
  };
  const nothing = {
    plans: [],
    plansTotal: 0,
    commitments: [],
    commitmentsTotal: 0,
    planExport: false,
    commitmentExport: false,
  };

  it('finds nothing by a word only in the hidden name, nor by its id: search and export', async () => {
    expect(await found(siteReader, 'q=Quintanilha')).toEqual(nothing);
    expect(await found(siteReader, `stakeholderId=${hiddenId}`)).toEqual(nothing);
  });

  it('still finds the records by a name the reader sees, by their own words, and by the hidden name for whom sees it', async () => {
    const everything = {
      plans: [planId],
      plansTotal: 1,
      commitments: [commitmentId],
      commitmentsTotal: 1,
      planExport: true,
      commitmentExport: true,
    };
    expect(await found(siteReader, 'q=Marcolina')).toEqual(everything);
    expect(await found(siteReader, `stakeholderId=${seenId}`)).toEqual(everything);
    expect(await found(siteReader, 'q=vila')).toEqual(everything);
    expect(await found(admin, 'q=Quintanilha')).toEqual(everything);
    expect(await found(admin, `stakeholderId=${hiddenId}`)).toEqual(everything);
  });

  it('an edit that only swaps stakeholders out of the reader reach is no entry in their history, and still one for whom sees them', async () => {
    const entries = async (caller: string) =>
      (await get(caller, `/commitments/management/${commitmentId}/details`)).json<CommitmentDetails>()
        .history;
    const [readerBefore, adminBefore] = [await entries(siteReader), await entries(admin)];
    const another = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Anacleto Vasconcelos', workspaceId: otherSite }),
    );
    const current = (await get(admin, `/commitments/management/${commitmentId}`)).json<Commitment>();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/commitments/management/${commitmentId}`,
      headers: bearer(admin),
      payload: commitmentUpdateOf(current, { beneficiaryIds: [another.id, seenId] }),
    });
    expect(res.statusCode).toBe(200);

    expect((await entries(admin)).length).toBe(adminBefore.length + 1);
    const reader = await entries(siteReader);
    expect(reader.length).toBe(readerBefore.length);
    // Nor does any line of theirs read the same before and after.
    const blank = reader.flatMap((e) =>
      e.changes.filter(
        (c) => c.field === 'beneficiaries' && (c.display?.before ?? null) === (c.display?.after ?? null),
      ),
    );
    expect(blank).toEqual([]);
  });
});
