import { and, eq } from 'drizzle-orm';
import type { InteractionDetails, InteractionPage } from '@conexoes/shared/contract';
import { interactionHistory, interactions } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  person,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

// A stakeholder's name lives on in the interactions it takes part in (their search text and history):
// a rename must be findable, an anonymisation must leave the old name nowhere, and a stakeholder that
// is part of the record may not be deleted.
describe('social interactions follow their stakeholders', () => {
  let ctx: TestContext;
  let site: string;
  let token: string;

  beforeAll(async () => {
    ({ ctx, site, token } = await openSiteTestbed());
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
    const res = await inject('GET', `/social-interactions/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as InteractionPage).items.map((i) => i.id);
  };

  it('finds an interaction by its stakeholder’s new name after a rename, and no longer by the old one', async () => {
    const resident = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Benedita Siqueira Prado', workspaceId: site }),
    );
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, stakeholders: [{ stakeholderId: resident.id, role: 'participant' }] }),
    );
    expect(await found('benedita siqueira')).toEqual([record.id]);

    const renamed = await inject(
      'PUT',
      `/stakeholders/${resident.id}`,
      updateOf(resident, { name: 'Benedita Siqueira Valadares' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await found('valadares')).toEqual([record.id]);
    expect(await found('prado')).toEqual([]);
  });

  it('anonymising a stakeholder leaves its old name neither in the search nor in any interaction history', async () => {
    const complainant = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Zacarias Montenegro Lustosa', workspaceId: site }),
    );
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        stakeholders: [{ stakeholderId: complainant.id, role: 'complainant' }],
      }),
    );
    expect(await found('montenegro')).toEqual([record.id]);

    const anonymised = await inject('POST', `/stakeholders/${complainant.id}/anonymise`);
    expect(anonymised.statusCode).toBe(200);

    expect(await found('montenegro')).toEqual([]);
    const details = (
      await inject('GET', `/social-interactions/${record.id}/details`)
    ).json() as InteractionDetails;
    expect(JSON.stringify(details)).not.toContain('Montenegro');
    // Stored, not only shown: the history rows and the search column hold the name no more.
    const [stored] = await ctx.database.db
      .select({ searchText: interactions.searchText })
      .from(interactions)
      .where(eq(interactions.id, record.id));
    expect(stored?.searchText).not.toContain('montenegro');
    const entries = await ctx.database.db
      .select({ changes: interactionHistory.changes })
      .from(interactionHistory)
      .where(and(eq(interactionHistory.interactionId, record.id)));
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain('Montenegro');
    expect(JSON.stringify(entries)).toContain(complainant.id);
  });

  it('refuses to delete a stakeholder that takes part in an interaction (409), and deletes it once that interaction is deleted', async () => {
    const speaker = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Eulália Fagundes Torres', workspaceId: site }),
    );
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, stakeholders: [{ stakeholderId: speaker.id, role: 'participant' }] }),
    );
    const refused = await inject('DELETE', `/stakeholders/${speaker.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/anonymise/);
    expect((await inject('GET', `/stakeholders/${speaker.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `/social-interactions/${record.id}`)).json().stakeholders).toHaveLength(1);

    expect((await inject('DELETE', `/social-interactions/${record.id}`)).statusCode).toBe(204);
    expect((await inject('DELETE', `/stakeholders/${speaker.id}`)).statusCode).toBe(204);
    expect((await inject('GET', `/stakeholders/${speaker.id}`)).statusCode).toBe(404);
  });
});
