import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import {
  roleTemplates,
  type Interaction,
  type InteractionDetails,
  type InteractionPage,
  type InteractionRank,
} from '@conexoes/shared/contract';
import { interactions, interactionStakeholders } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import { csvFile } from '../../../testing/csv-file';
import { multipartFile } from '../../../testing/file-upload';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import { pdfText } from '../../../testing/pdf-text';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  organisation,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * Decision 0075: a confidential grievance names its complainant to its grievance desk only — the author,
 * the follow-up owner, the tenant's administrators and managers. A site analyst who may open (and edit)
 * it reads it with no stakeholder named, no personal text and no files, cannot find it through its
 * stakeholders, and cannot wipe the hidden stakeholders nor make them known.
 */
describe('social interactions: a confidential grievance', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let author: { token: string; id: string };
  let owner: { token: string; id: string };
  let analyst: { token: string; id: string };
  let complainantId: string;
  let groupId: string;
  let record: Interaction;

  const COMPLAINANT = 'Ermelinda Quaresma Saldanha';
  const GROUP = 'Associação Vale do Paraopeba';
  const SAID = 'Relato sigiloso da denunciante';

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    // Every one an analyst by role (none heads the desk), with the record's edit rights.
    author = await userWith(ctx, admin, [site], roleTemplates.manager);
    owner = await userWith(ctx, admin, [site], roleTemplates.manager);
    analyst = await userWith(ctx, admin, [site], roleTemplates.manager);
    complainantId = (
      await createStakeholder(ctx.app, admin, person({ name: COMPLAINANT, workspaceId: site }))
    ).id;
    groupId = (await createStakeholder(ctx.app, admin, organisation({ name: GROUP, workspaceId: site }))).id;
    record = await createInteraction(
      ctx.app,
      author.token,
      interaction({
        workspaceId: site,
        typeCode: 'complaint',
        subject: 'Queixa reservada de ruído noturno',
        description: SAID,
        issuesRaised: 'Ruído depois das 22h',
        stakeholders: [
          { stakeholderId: complainantId, role: 'complainant' },
          { stakeholderId: groupId, role: 'representative' },
        ],
        followUpRequired: true,
        followUpDue: '2026-03-20',
        followUpOwnerId: owner.id,
        confidential: true,
      }),
    );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (token: string, url: string) => ctx.app.inject({ url: `${API}${url}`, headers: bearer(token) });
  const read = async (token: string) =>
    (await get(token, `/social-interactions/${record.id}`)).json<Interaction>();
  const found = async (token: string, query: string) =>
    (await get(token, `/social-interactions/search?${query}`))
      .json<InteractionPage>()
      .items.filter((i) => i.id === record.id);
  const rankedInInteractions = async (who: string) =>
    (
      await get(
        who,
        '/social-interactions/dashboards/rank?period=week&from=2026-01-01&to=2026-03-31&limit=50',
      )
    )
      .json<InteractionRank>()
      .items.find((r) => r.id === complainantId)?.count;
  const storedLinks = async () =>
    (
      await ctx.database.db
        .select({ id: interactionStakeholders.stakeholderId, role: interactionStakeholders.role })
        .from(interactionStakeholders)
        .where(eq(interactionStakeholders.interactionId, record.id))
    )
      .map((r) => `${r.id === complainantId ? 'complainant' : 'group'}:${r.role}`)
      .sort();

  it('is a 422 naming the field on an interaction that is not a grievance', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/social-interactions`,
      headers: bearer(author.token),
      payload: interaction({
        workspaceId: site,
        typeCode: 'meeting',
        classificationCode: 'request',
        confidential: true,
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.confidential']);
  });

  it('is read in full by its author, its follow-up owner and an administrator', async () => {
    for (const token of [author.token, owner.token, admin]) {
      const r = await read(token);
      expect(r).toMatchObject({ confidential: true, complainantHidden: false, description: SAID });
      expect(r.stakeholders.map((s) => s.name).sort()).toEqual([GROUP, COMPLAINANT].sort());
      expect(r.hiddenAttachments).toBeUndefined();
    }
    expect(await found(author.token, 'q=Ermelinda')).toHaveLength(1);
    expect(await found(owner.token, `stakeholderId=${complainantId}`)).toHaveLength(1);
  });

  it('is read by a site analyst with no stakeholder, no personal text and its files counted only', async () => {
    const res = await get(analyst.token, `/social-interactions/${record.id}`);
    expect(res.statusCode).toBe(200);
    const r = res.json<Interaction>();
    expect(r).toMatchObject({
      confidential: true,
      complainantHidden: true,
      stakeholders: [],
      unnamedPeople: 0,
    });
    expect(r.description).toBeUndefined();
    expect(r.issuesRaised).toBeUndefined();
    expect(r.hiddenAttachments).toBe(0);
    expect(res.body).not.toContain('Ermelinda');
    expect(res.body).not.toContain('Paraopeba');

    const details = await get(analyst.token, `/social-interactions/${record.id}/details`);
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain('Ermelinda');
    expect(details.body).not.toContain('Paraopeba');
    expect(details.body).not.toContain(SAID);
    const fields = details.json<InteractionDetails>().history.flatMap((e) => e.changes.map((c) => c.field));
    expect(fields).toContain('subject');
    expect(fields).not.toContain('stakeholders');
    expect(fields).not.toContain('description');

    expect((await get(analyst.token, `/social-interactions/${record.id}/attachments`)).statusCode).toBe(403);
  });

  it('is not found by a site analyst through its complainant: words, filter, timeline, resume', async () => {
    expect(await found(analyst.token, 'q=Ermelinda')).toHaveLength(0);
    expect(await found(analyst.token, 'q=Paraopeba')).toHaveLength(0);
    expect(await found(analyst.token, `stakeholderId=${complainantId}`)).toHaveLength(0);
    expect(await found(analyst.token, `stakeholderId=${groupId}`)).toHaveLength(0);
    // Nor counted through its complainant when the whole search is counted ("Count all").
    const counted = async (who: string) =>
      (await get(who, `/social-interactions/search/count?stakeholderId=${complainantId}`)).json<{
        total: number;
      }>().total;
    expect(await counted(analyst.token)).toBe(0);
    expect(await counted(author.token)).toBe(1);
    // The stakeholder's timeline is that filter, newest first.
    expect(
      await found(analyst.token, `stakeholderId=${complainantId}&sort=startsAt,desc&size=5&page=1`),
    ).toHaveLength(0);
    // Its own words still find it, and its row names nobody.
    const [row] = await found(analyst.token, 'q=reservada');
    expect(row).toMatchObject({ stakeholders: [], stakeholderCount: 0 });
    const resume = (who: string) =>
      get(who, `/stakeholders/${complainantId}/social-interaction/resume`).then(
        (res) => res.json<{ total: number }>().total,
      );
    expect(await resume(analyst.token)).toBe(0);
    expect(await resume(admin)).toBe(1);
    // Nor counted beside the complainant's name in the stakeholders ranked by interactions.
    const ranked = async (who: string) =>
      (await get(who, '/stakeholders/dashboards/rank?sortBy=interactions&limit=50'))
        .json<Array<{ id: string; interactions: number }>>()
        .find((r) => r.id === complainantId)?.interactions;
    expect(await ranked(analyst.token)).toBe(0);
    expect(await ranked(admin)).toBe(1);
    // Nor in the interaction dashboard's ranking, before and after the day counts are folded; the
    // desk (a head, its author) sees it counted.
    for (const folded of [false, true]) {
      if (folded) await ctx.database.db.execute(sql`select interaction_day_counts_fold()`);
      expect(await rankedInInteractions(analyst.token)).toBeUndefined();
      expect(await rankedInInteractions(admin)).toBe(1);
      expect(await rankedInInteractions(author.token)).toBe(1);
    }
  });

  it('names no stakeholder and no personal text in the export and the report to a site analyst', async () => {
    const csv = async (token: string) =>
      (
        await ctx.app.inject({
          url: `${API}/social-interactions/export?format=csv&q=reservada`,
          headers: { ...bearer(token), 'accept-language': 'en' },
        })
      ).body;
    const theirs = await csv(analyst.token);
    expect(theirs).toContain(record.code);
    expect(theirs).not.toContain('Ermelinda');
    expect(theirs).not.toContain('Paraopeba');
    expect(theirs).not.toContain(SAID);
    expect(await csv(owner.token)).toContain('Ermelinda');

    const report = async (token: string) => {
      const res = await ctx.app.inject({
        url: `${API}/social-interactions/report?q=reservada`,
        headers: { ...bearer(token), 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      return (await pdfText(res.rawPayload)).text;
    };
    const text = await report(analyst.token);
    expect(text).toContain(record.code);
    expect(text).not.toContain('Ermelinda');
    expect(text).not.toContain('Paraopeba');
    expect(await report(author.token)).toContain('Ermelinda');
  });

  it("the desk's export imports back still confidential; a confidential meeting is refused by row", async () => {
    const exported = (
      await ctx.app.inject({
        url: `${API}/social-interactions/export?format=csv&q=reservada`,
        headers: { ...bearer(owner.token), 'accept-language': 'en' },
      })
    ).body;
    const [header = [], row = []] = parse(exported.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    const column = (label: string) => header.indexOf(label);
    expect(row[column('Grievance: confidential complainant')]).toBe('Yes');
    // The same row again as a new record: no code, another subject.
    const copy = [...row];
    copy[column('Code')] = '';
    copy[column('Subject')] = 'Queixa reservada reimportada';
    // The test's users share one name, which an import cannot tell apart: no follow-up on the copy.
    header.forEach((label, index) => {
      if (label.startsWith('Follow-up')) copy[index] = label === 'Follow-up required' ? 'No' : '';
    });
    const meeting = [...copy];
    meeting[column('Subject')] = 'Reunião dita confidencial';
    meeting[column('Type')] = 'Meeting';
    const send = (rows: string[][], dryRun: boolean) => {
      const { payload, headers } = multipartFile(csvFile([header, ...rows]), 'reservadas.csv');
      return ctx.app.inject({
        method: 'POST',
        url: `${API}/social-interactions/import?workspaceId=${site}&dryRun=${dryRun}`,
        headers: { ...bearer(owner.token), ...headers },
        payload,
      });
    };
    const checked = await send([copy, meeting], true);
    expect(checked.statusCode).toBe(200);
    expect(
      (checked.json().errors as Array<{ line: number; field: string; messageCode: string }>).map((e) => [
        e.line,
        e.field,
        e.messageCode,
      ]),
    ).toEqual([[3, 'grievanceConfidential', 'confidentialNotGrievance']]);
    expect((await send([copy], false)).statusCode).toBe(200);
    const [again] = (
      await get(owner.token, '/social-interactions/search?q=reimportada')
    ).json<InteractionPage>().items;
    expect(again).toBeDefined();
    const asDesk = (await get(owner.token, `/social-interactions/${again?.id}`)).json<Interaction>();
    expect(asDesk.confidential).toBe(true);
    expect(asDesk.stakeholders.map((s) => s.id).sort()).toEqual([complainantId, groupId].sort());
    const offDesk = (await get(analyst.token, `/social-interactions/${again?.id}`)).json<Interaction>();
    expect(offDesk.stakeholders).toEqual([]);
  });

  it('keeps the hidden stakeholders and text when a site analyst saves it without them', async () => {
    const mine = await read(analyst.token);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      headers: bearer(analyst.token),
      payload: interactionUpdateOf(mine, { subject: 'Queixa reservada de ruído noturno (revista)' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Interaction>()).toMatchObject({ stakeholders: [], confidential: true });
    expect(await storedLinks()).toEqual(['complainant:complainant', 'group:representative']);
    const [row] = await ctx.database.db.select().from(interactions).where(eq(interactions.id, record.id));
    expect(row).toMatchObject({ description: SAID, confidential: true });
  });

  it('cannot be made known by a site analyst, nor its desk changed; its desk may', async () => {
    const mine = await read(analyst.token);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      headers: bearer(analyst.token),
      payload: interactionUpdateOf(mine, { confidential: false }),
    });
    expect(refused.statusCode).toBe(422);
    // Coded, so the form says it in the reader's language under the field concerned.
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'body.confidential', code: 'confidentialDeskOnly' }),
    ]);
    const takeover = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      headers: bearer(analyst.token),
      payload: interactionUpdateOf(mine, { followUpOwnerId: analyst.id }),
    });
    expect(takeover.statusCode).toBe(422);
    expect(takeover.json().errors).toEqual([
      expect.objectContaining({ path: 'body.followUpOwnerId', code: 'confidentialOwnerDeskOnly' }),
    ]);
    expect((await read(admin)).confidential).toBe(true);

    const desk = await read(owner.token);
    const known = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      headers: bearer(owner.token),
      payload: interactionUpdateOf(desk, { confidential: false }),
    });
    expect(known.statusCode).toBe(200);
    // Made known, its complainant counts for everyone in the ranking again, folded or not.
    expect(await rankedInInteractions(analyst.token)).toBe(1);
    await ctx.database.db.execute(sql`select interaction_day_counts_fold()`);
    expect(await rankedInInteractions(analyst.token)).toBe(1);
    // The head of the desk also counts the copy imported back above, still confidential.
    expect(await rankedInInteractions(admin)).toBe(2);
    expect((await read(analyst.token)).stakeholders.map((s) => s.name).sort()).toEqual(
      [GROUP, COMPLAINANT].sort(),
    );
    const history = (
      await get(owner.token, `/social-interactions/${record.id}/details`)
    ).json<InteractionDetails>().history;
    expect(history[0]?.changes).toContainEqual(
      expect.objectContaining({ field: 'confidential', before: true, after: false }),
    );
  });
});
