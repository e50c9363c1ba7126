import { and, eq, ne } from 'drizzle-orm';
import {
  roleTemplates,
  type Commitment,
  type CommitmentDetails,
  type NegotiationPlan,
} from '@conexoes/shared/contract';
import {
  commitmentHistory,
  commitments,
  commitmentStakeholders,
  negotiationPlanStakeholders,
} from '../../../db/schema';
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
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
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
 * A commitment of a site may come from a plan or an interaction of another workspace, and a plan or
 * commitment may link a stakeholder of another workspace (made by someone who reaches both). To an
 * editor of the site alone those are not part of the record (decision 0062): the record names no id of
 * them, says only that a source exists, and a PUT of the record as read keeps them exactly as stored.
 */
describe('social commitments: sources and links outside the editor reach', () => {
  let ctx: TestContext;
  let admin: string;
  let siteEditor: string;
  let fromHiddenPlan: Commitment;
  let fromHiddenInteraction: Commitment;
  let hiddenPlan: NegotiationPlan;
  let hiddenInteractionId: string;
  let herePlan: NegotiationPlan;
  let otherHerePlan: NegotiationPlan;
  let fromHerePlan: Commitment;
  let partiesPlan: NegotiationPlan;
  let hiddenId: string;
  let seenId: string;

  beforeAll(async () => {
    let site: string;
    ({ ctx, admin, site } = await openSiteTestbed());
    const other = await freshSite(ctx, admin);
    const me = await adminId(ctx);
    hiddenId = (
      await createStakeholder(ctx.app, admin, person({ name: 'Olegário Vasconcelos', workspaceId: other }))
    ).id;
    seenId = (
      await createStakeholder(ctx.app, admin, person({ name: 'Benedita Marcolina', workspaceId: site }))
    ).id;
    const agreements = [{ text: 'Cercar a nascente', date: '2026-03-01' }];
    hiddenPlan = await createPlan(ctx.app, admin, negotiationPlan(me, { workspaceId: other, agreements }));
    herePlan = await createPlan(ctx.app, admin, negotiationPlan(me, { workspaceId: site, agreements }));
    otherHerePlan = await createPlan(ctx.app, admin, negotiationPlan(me, { workspaceId: site, agreements }));
    hiddenInteractionId = (await createInteraction(ctx.app, admin, interaction({ workspaceId: other }))).id;
    fromHiddenPlan = await createCommitment(
      ctx.app,
      admin,
      commitment(me, {
        workspaceId: site,
        sourceCode: 'negotiationPlan',
        sourceNegotiationPlanId: hiddenPlan.id,
        sourceAgreementId: hiddenPlan.agreements[0]?.id as string,
        beneficiaryIds: [hiddenId, seenId],
      }),
    );
    fromHiddenInteraction = await createCommitment(
      ctx.app,
      admin,
      commitment(me, {
        workspaceId: site,
        sourceCode: 'interaction',
        sourceInteractionId: hiddenInteractionId,
      }),
    );
    fromHerePlan = await createCommitment(
      ctx.app,
      admin,
      commitment(me, {
        workspaceId: site,
        sourceCode: 'negotiationPlan',
        sourceNegotiationPlanId: herePlan.id,
        sourceAgreementId: herePlan.agreements[0]?.id as string,
      }),
    );
    partiesPlan = await createPlan(
      ctx.app,
      admin,
      negotiationPlan(me, { workspaceId: site, stakeholderIds: [hiddenId, seenId] }),
    );
    siteEditor = (await userWith(ctx, admin, [site], roleTemplates.admin)).token;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(siteEditor),
      ...(payload ? { payload } : {}),
    });
  const mine = async (id: string) => (await call('GET', `/commitments/management/${id}`)).json<Commitment>();
  const storedSource = async (id: string) => {
    const [row] = await ctx.database.db
      .select({
        plan: commitments.sourceNegotiationPlanId,
        agreement: commitments.sourceAgreementId,
        interaction: commitments.sourceInteractionId,
      })
      .from(commitments)
      .where(eq(commitments.id, id));
    return row;
  };
  const historyOf = async (id: string) =>
    (
      await ctx.database.db
        .select({ changes: commitmentHistory.changes })
        .from(commitmentHistory)
        .where(and(eq(commitmentHistory.recordId, id), ne(commitmentHistory.action, 'created')))
    ).flatMap((e) => e.changes.map((c) => c.field));

  it('names no id of a source the editor cannot open, in the record, its details and its history, and says one exists', async () => {
    const secrets = [hiddenPlan.id, hiddenPlan.agreements[0]?.id as string, hiddenInteractionId];
    for (const [record, hidden] of [
      [fromHiddenPlan, { negotiationPlan: true, interaction: false }],
      [fromHiddenInteraction, { negotiationPlan: false, interaction: true }],
    ] as const) {
      for (const url of [
        `/commitments/management/${record.id}`,
        `/commitments/management/${record.id}/details`,
      ]) {
        const res = await call('GET', url);
        expect(res.statusCode).toBe(200);
        expect({ url, leaks: secrets.filter((id) => res.body.includes(id)) }).toEqual({ url, leaks: [] });
        const body = res.json<CommitmentDetails>();
        expect(body.hiddenSources).toEqual(hidden);
        expect([body.sourceNegotiationPlanId, body.sourceAgreementId, body.sourceInteractionId]).toEqual([
          null,
          null,
          null,
        ]);
      }
    }
    // Whom the source is open to reads it as before.
    const whole = (
      await ctx.app.inject({
        url: `${API}/commitments/management/${fromHiddenPlan.id}`,
        headers: bearer(admin),
      })
    ).json<Commitment>();
    expect(whole.sourceNegotiationPlanId).toBe(hiddenPlan.id);
    expect(whole.hiddenSources).toEqual({ negotiationPlan: false, interaction: false });
  });

  it('keeps a hidden source on a PUT of the record as read, and hidden beneficiaries and parties as stored, recording no change of them', async () => {
    for (const record of [fromHiddenPlan, fromHiddenInteraction]) {
      const before = await storedSource(record.id);
      const res = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(await mine(record.id), { title: 'Novo título' }),
      );
      expect(res.statusCode).toBe(200);
      expect(await storedSource(record.id)).toEqual(before);
    }
    // Beneficiaries and a plan's parties: left out, then named again by someone who knows the id.
    for (const beneficiaryIds of [[seenId], [seenId, hiddenId]]) {
      const res = await call(
        'PUT',
        `/commitments/management/${fromHiddenPlan.id}`,
        commitmentUpdateOf(await mine(fromHiddenPlan.id), { beneficiaryIds }),
      );
      expect(res.statusCode).toBe(200);
      const plan = (
        await call('GET', `/commitments/negotiation-plans/${partiesPlan.id}`)
      ).json<NegotiationPlan>();
      expect(plan.stakeholderIds).toEqual([seenId]);
      const put = await call(
        'PUT',
        `/commitments/negotiation-plans/${partiesPlan.id}`,
        planUpdateOf(plan, { stakeholderIds: beneficiaryIds }),
      );
      expect(put.statusCode).toBe(200);
    }
    const linked = async () => [
      (
        await ctx.database.db
          .select({ id: commitmentStakeholders.stakeholderId })
          .from(commitmentStakeholders)
          .where(eq(commitmentStakeholders.commitmentId, fromHiddenPlan.id))
      )
        .map((r) => r.id)
        .sort(),
      (
        await ctx.database.db
          .select({ id: negotiationPlanStakeholders.stakeholderId })
          .from(negotiationPlanStakeholders)
          .where(eq(negotiationPlanStakeholders.planId, partiesPlan.id))
      )
        .map((r) => r.id)
        .sort(),
    ];
    const both = [hiddenId, seenId].sort();
    expect(await linked()).toEqual([both, both]);
    expect(
      (await historyOf(fromHiddenPlan.id)).filter((f) => f.startsWith('source') || f === 'beneficiaries'),
    ).toEqual([]);
    expect((await historyOf(partiesPlan.id)).filter((f) => f === 'stakeholders')).toEqual([]);
  });

  it('finds nothing by the id of a source the editor cannot open: search and export', async () => {
    const found = async (query: string) => {
      const page = await call('GET', `/commitments/management/search?${query}`);
      const csv = await call('GET', `/commitments/management/export?format=csv&${query}`);
      if (page.statusCode !== 200) throw new Error(`${page.statusCode} ${page.body}`);
      return {
        total: page.json().total,
        exported: csv.body.includes(fromHiddenPlan.code) || csv.body.includes(fromHiddenInteraction.code),
      };
    };
    const none = { total: 0, exported: false };
    expect(await found(`negotiationPlanId=${hiddenPlan.id}`)).toEqual(none);
    expect(await found(`interactionId=${hiddenInteractionId}`)).toEqual(none);
    // Whom the source is open to finds the commitment by it.
    const whole = await ctx.app.inject({
      url: `${API}/commitments/management/search?negotiationPlanId=${hiddenPlan.id}`,
      headers: bearer(admin),
    });
    expect(whole.json().total).toBe(1);
    const here = await call('GET', `/commitments/management/search?negotiationPlanId=${herePlan.id}`);
    expect(here.json().total).toBe(1);
  });

  it('keeps a hidden interaction beside a plan the editor sees, when the body sends that plan back', async () => {
    const both = await createCommitment(
      ctx.app,
      admin,
      commitment(await adminId(ctx), {
        workspaceId: herePlan.workspaceId,
        sourceNegotiationPlanId: otherHerePlan.id,
        sourceInteractionId: hiddenInteractionId,
      }),
    );
    const read = await mine(both.id);
    expect([read.sourceNegotiationPlanId, read.sourceInteractionId, read.hiddenSources.interaction]).toEqual([
      otherHerePlan.id,
      null,
      true,
    ]);
    const res = await call(
      'PUT',
      `/commitments/management/${both.id}`,
      commitmentUpdateOf(read, { title: 'Outro' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await storedSource(both.id)).toEqual({
      plan: otherHerePlan.id,
      agreement: null,
      interaction: hiddenInteractionId,
    });
  });

  it('replaces a hidden source by one the body names', async () => {
    const res = await call(
      'PUT',
      `/commitments/management/${fromHiddenInteraction.id}`,
      commitmentUpdateOf(await mine(fromHiddenInteraction.id), {
        sourceCode: 'negotiationPlan',
        sourceNegotiationPlanId: otherHerePlan.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await storedSource(fromHiddenInteraction.id)).toEqual({
      plan: otherHerePlan.id,
      agreement: null,
      interaction: null,
    });
  });

  it('refuses another plan with the stored agreement (422 on the agreement, by code), as it refuses a new agreement of another plan', async () => {
    const kept = await mine(fromHerePlan.id);
    for (const changes of [
      { sourceNegotiationPlanId: otherHerePlan.id },
      { sourceAgreementId: otherHerePlan.agreements[0]?.id as string },
    ]) {
      const res = await call(
        'PUT',
        `/commitments/management/${fromHerePlan.id}`,
        commitmentUpdateOf(kept, changes),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ path: 'body.sourceAgreementId', code: 'agreementOfAnotherPlan' }),
      ]);
    }
    expect(await storedSource(fromHerePlan.id)).toEqual({
      plan: herePlan.id,
      agreement: herePlan.agreements[0]?.id,
      interaction: null,
    });
  });
});
