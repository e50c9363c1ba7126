import { and, eq } from 'drizzle-orm';
import { roleTemplates, type Interaction, type InteractionDetails } from '@conexoes/shared/contract';
import { interactionHistory, interactionStakeholders } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  organisation,
  permissionWith,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * An interaction may link a stakeholder of another workspace (linked by someone who reaches both). To an
 * editor of the interaction's site alone that link is not part of the record (its GET hides it): a PUT
 * leaves it exactly as stored — its role too — whatever the body says of it, and the history records
 * no change of it. A stakeholder out of reach and not linked stays refused without a word about it.
 */
describe('social interactions: a link to a stakeholder outside the editor reach stays as stored', () => {
  let ctx: TestContext;
  let admin: string;
  let siteEditor: string;
  let record: Interaction;
  let hiddenId: string;
  let strangerId: string;
  let seenId: string;
  let site: string;
  let other: string;

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    other = await freshSite(ctx, admin);
    hiddenId = (
      await createStakeholder(ctx.app, admin, person({ name: 'Olegário Vasconcelos', workspaceId: other }))
    ).id;
    strangerId = (
      await createStakeholder(ctx.app, admin, person({ name: 'Doralice Pimentel', workspaceId: other }))
    ).id;
    seenId = (
      await createStakeholder(ctx.app, admin, person({ name: 'Benedita Marcolina', workspaceId: site }))
    ).id;
    await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: site,
        stakeholders: [
          { stakeholderId: hiddenId, role: 'complainant' },
          { stakeholderId: seenId, role: 'participant' },
        ],
      }),
    ).then((made) => (record = made));
    siteEditor = (await userWith(ctx, admin, [site], roleTemplates.admin)).token;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const stored = async () =>
    (
      await ctx.database.db
        .select({ id: interactionStakeholders.stakeholderId, role: interactionStakeholders.role })
        .from(interactionStakeholders)
        .where(eq(interactionStakeholders.interactionId, record.id))
    )
      .map((r) => `${r.id === hiddenId ? 'hidden' : 'seen'}:${r.role}`)
      .sort();
  const historyCount = async () =>
    (
      await ctx.database.db
        .select({ id: interactionHistory.id })
        .from(interactionHistory)
        .where(and(eq(interactionHistory.interactionId, record.id)))
    ).length;
  const put = async (
    stakeholders: Array<{ stakeholderId: string; role: Interaction['stakeholders'][number]['role'] }>,
  ) => {
    const mine = (
      await ctx.app.inject({ url: `${API}/social-interactions/${record.id}`, headers: bearer(siteEditor) })
    ).json<Interaction>();
    expect(mine.stakeholders.map((s) => s.id)).toEqual([seenId]);
    return ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      headers: bearer(siteEditor),
      payload: interactionUpdateOf(mine, { stakeholders }),
    });
  };

  it('keeps the hidden link and its role when the body names it with another role, and records nothing', async () => {
    const entries = await historyCount();
    const res = await put([
      { stakeholderId: seenId, role: 'participant' },
      { stakeholderId: hiddenId, role: 'mentioned' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual(['hidden:complainant', 'seen:participant']);
    expect(await historyCount()).toBe(entries);
  });

  it('keeps the hidden link when the body leaves it out, then names it again: no change either time', async () => {
    const entries = await historyCount();
    expect((await put([{ stakeholderId: seenId, role: 'participant' }])).statusCode).toBe(200);
    expect(
      (
        await put([
          { stakeholderId: seenId, role: 'participant' },
          { stakeholderId: hiddenId, role: 'affected' },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await stored()).toEqual(['hidden:complainant', 'seen:participant']);
    expect(await historyCount()).toBe(entries);
  });

  it('changes the role of a stakeholder the editor sees, and that one alone', async () => {
    const res = await put([
      { stakeholderId: seenId, role: 'representative' },
      { stakeholderId: hiddenId, role: 'affected' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual(['hidden:complainant', 'seen:representative']);
  });

  it('refuses an out-of-reach stakeholder not linked yet, saying nothing about it', async () => {
    const res = await put([
      { stakeholderId: seenId, role: 'representative' },
      { stakeholderId: strangerId, role: 'participant' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'body.stakeholders.1.stakeholderId',
    ]);
    expect(res.body).not.toContain('Doralice');
    expect(await stored()).toEqual(['hidden:complainant', 'seen:representative']);
  });

  it('an edit by whom sees both that only swaps the hidden stakeholder is no entry in the site editor history', async () => {
    const entries = async (caller: string) =>
      (
        await ctx.app.inject({
          url: `${API}/social-interactions/${record.id}/details`,
          headers: bearer(caller),
        })
      ).json<InteractionDetails>().history;
    const [editorBefore, adminBefore] = [await entries(siteEditor), await entries(admin)];
    const whole = (
      await ctx.app.inject({ url: `${API}/social-interactions/${record.id}`, headers: bearer(admin) })
    ).json<Interaction>();
    const swapped = whole.stakeholders.map((s) => ({
      stakeholderId: s.id === hiddenId ? strangerId : s.id,
      role: s.role,
    }));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      headers: bearer(admin),
      payload: interactionUpdateOf(whole, { stakeholders: swapped }),
    });
    expect(res.statusCode).toBe(200);
    expect((await entries(admin)).length).toBe(adminBefore.length + 1);
    expect((await entries(siteEditor)).length).toBe(editorBefore.length);
  });

  it('names no workspace out of reach in the history of an interaction moved in from it', async () => {
    const elsewhere = await createInteraction(ctx.app, admin, interaction({ workspaceId: other }));
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${elsewhere.id}`,
      headers: bearer(admin),
      payload: interactionUpdateOf(elsewhere, { workspaceId: site }),
    });
    expect(moved.statusCode).toBe(200);
    const details = await ctx.app.inject({
      url: `${API}/social-interactions/${elsewhere.id}/details`,
      headers: bearer(siteEditor),
    });
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain(other);
    const move = details
      .json<InteractionDetails>()
      .history.flatMap((e) => e.changes)
      .find((c) => c.field === 'workspaceId' && c.after === site);
    expect(move).toMatchObject({ before: null, display: { before: null } });
  });

  it('keeps the role of a person an onlyBasicInfo editor is not shown, whatever the body says of it', async () => {
    const group = await createStakeholder(ctx.app, admin, organisation({ workspaceId: site }));
    const made = await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: site,
        stakeholders: [
          { stakeholderId: seenId, role: 'complainant' },
          { stakeholderId: group.id, role: 'participant' },
        ],
      }),
    );
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, edit: true, onlyBasicInfo: true } }),
    );
    const url = `${API}/social-interactions/${made.id}`;
    const shown = (await ctx.app.inject({ url, headers: bearer(basic.token) })).json<Interaction>();
    expect(shown.stakeholders.map((s) => s.id)).toEqual([group.id]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(basic.token),
      payload: interactionUpdateOf(shown, {
        stakeholders: [
          { stakeholderId: group.id, role: 'participant' },
          { stakeholderId: seenId, role: 'mentioned' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const roles = await ctx.database.db
      .select({ id: interactionStakeholders.stakeholderId, role: interactionStakeholders.role })
      .from(interactionStakeholders)
      .where(eq(interactionStakeholders.interactionId, made.id));
    expect(roles.find((r) => r.id === seenId)?.role).toBe('complainant');
  });
});
