import { eq, inArray } from 'drizzle-orm';
import type { CommitmentPage, NegotiationPlanPage } from '@conexoes/shared/contract';
import {
  commitmentHistory,
  commitments,
  commitmentStakeholders,
  negotiationPlans,
  negotiationPlanStakeholders,
} from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  createCommitment,
  createPlan,
  negotiationPlan,
} from '../../../testing/commitment-helpers';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  person,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

// A stakeholder's name lives on in the plans and commitments that link it (their search text and
// history), as in the interactions (interaction-stakeholder-sync.test.ts): a rename must be findable,
// and an anonymisation (LGPD) must leave the old name nowhere.
describe('plans and commitments follow their stakeholders', () => {
  let ctx: TestContext;
  let site: string;
  let token: string;
  let me: string;

  beforeAll(async () => {
    ({ ctx, site, token } = await openSiteTestbed());
    me = await adminId(ctx);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const found = async (q: string): Promise<string[]> => {
    const query = `q=${encodeURIComponent(q)}`;
    const plans = await inject('GET', `/commitments/negotiation-plans/search?${query}`);
    const register = await inject('GET', `/commitments/management/search?${query}`);
    return [
      ...(plans.json() as NegotiationPlanPage).items.map((p) => p.id),
      ...(register.json() as CommitmentPage).items.map((c) => c.id),
    ];
  };
  const linkedTo = async (stakeholderId: string) => {
    const plan = await createPlan(
      ctx.app,
      token,
      negotiationPlan(me, { workspaceId: site, stakeholderIds: [stakeholderId] }),
    );
    const record = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, beneficiaryIds: [stakeholderId] }),
    );
    return [plan.id, record.id];
  };

  it('finds a plan and a commitment by their stakeholder’s new name after a rename, and no longer by the old one', async () => {
    const resident = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Benedita Siqueira Prado', workspaceId: site }),
    );
    const ids = await linkedTo(resident.id);
    expect(await found('benedita siqueira')).toEqual(ids);

    const renamed = await inject(
      'PUT',
      `/stakeholders/${resident.id}`,
      updateOf(resident, { name: 'Benedita Siqueira Valadares' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await found('valadares')).toEqual(ids);
    expect(await found('prado')).toEqual([]);
  });

  it('anonymising a stakeholder leaves its old name neither in the search nor in any plan or commitment history', async () => {
    const beneficiary = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Zacarias Montenegro Lustosa', workspaceId: site }),
    );
    const [planId, commitmentId] = (await linkedTo(beneficiary.id)) as [string, string];
    expect(await found('montenegro')).toEqual([planId, commitmentId]);

    const anonymised = await inject('POST', `/stakeholders/${beneficiary.id}/anonymise`);
    expect(anonymised.statusCode).toBe(200);

    expect(await found('montenegro')).toEqual([]);
    for (const url of [
      `/commitments/negotiation-plans/${planId}/details`,
      `/commitments/management/${commitmentId}/details`,
    ]) {
      const details = await inject('GET', url);
      expect(details.statusCode).toBe(200);
      expect({ url, named: details.body.includes('Montenegro') }).toEqual({ url, named: false });
    }
    // Stored, not only shown: the history rows and the search columns hold the name no more.
    const [plan] = await ctx.database.db
      .select({ searchText: negotiationPlans.searchText })
      .from(negotiationPlans)
      .where(eq(negotiationPlans.id, planId));
    const [record] = await ctx.database.db
      .select({ searchText: commitments.searchText })
      .from(commitments)
      .where(eq(commitments.id, commitmentId));
    expect([plan?.searchText, record?.searchText].join(' ')).not.toContain('montenegro');
    const entries = await ctx.database.db
      .select({ changes: commitmentHistory.changes })
      .from(commitmentHistory)
      .where(inArray(commitmentHistory.recordId, [planId, commitmentId]));
    expect(entries.length).toBeGreaterThan(1);
    expect(JSON.stringify(entries)).not.toContain('Montenegro');
    expect(JSON.stringify(entries)).toContain(beneficiary.id);
  });

  it('refuses to delete a party of a plan or a commitment’s beneficiary (409), and deletes it with its links once those are deleted', async () => {
    const party = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Ozana Brandão Leite', workspaceId: site }),
    );
    const [planId, commitmentId] = await linkedTo(party.id);
    const refused = await inject('DELETE', `/stakeholders/${party.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/negotiation plans or commitments: anonymise/);
    expect((await inject('GET', `/stakeholders/${party.id}`)).statusCode).toBe(200);

    // The plan gone, the commitment still owes them: still refused.
    expect((await inject('DELETE', `/commitments/negotiation-plans/${planId}`)).statusCode).toBe(204);
    expect((await inject('DELETE', `/stakeholders/${party.id}`)).statusCode).toBe(409);

    expect((await inject('DELETE', `/commitments/management/${commitmentId}`)).statusCode).toBe(204);
    expect((await inject('DELETE', `/stakeholders/${party.id}`)).statusCode).toBe(204);
    expect((await inject('GET', `/stakeholders/${party.id}`)).statusCode).toBe(404);
    // No link of a deleted record is left pointing at nobody.
    const planLinks = await ctx.database.db
      .select({ id: negotiationPlanStakeholders.stakeholderId })
      .from(negotiationPlanStakeholders)
      .where(eq(negotiationPlanStakeholders.stakeholderId, party.id));
    const commitmentLinks = await ctx.database.db
      .select({ id: commitmentStakeholders.stakeholderId })
      .from(commitmentStakeholders)
      .where(eq(commitmentStakeholders.stakeholderId, party.id));
    expect([...planLinks, ...commitmentLinks]).toEqual([]);
  });
});
