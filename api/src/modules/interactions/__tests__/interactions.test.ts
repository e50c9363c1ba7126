import { and, eq, sql } from 'drizzle-orm';
import {
  interactionTotalCap,
  roleTemplates,
  type Interaction,
  type InteractionDetails,
  type InteractionPage,
  recordChangedMeanwhile,
} from '@conexoes/shared/contract';
import { interactionHistory, interactions } from '../../../db/schema';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import {
  createInteraction,
  interaction,
  interactionUpdateOf,
  topicIdsDrift,
} from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  organisation,
  otherTenantAdmin,
  permissionWith,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { todayInSaoPaulo } from '../interaction.fields';

const day = (offset: number) => {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe('social interactions: the record, search, permissions and history', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;
  let association: { id: string; name: string };
  let resident: { id: string; name: string };
  let topicId: string;
  let first: Interaction;

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    association = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Associação Comunitária do Tejuco', workspaceId: site }),
    );
    resident = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Conceição Aparecida Gonçalves', workspaceId: site }),
    );
    const category = await inject('POST', '/topic/categories', {
      workspaceId: site,
      name: 'Água e poeira',
      ods: [6],
    });
    topicId = (
      await inject('POST', '/topics', {
        workspaceId: site,
        name: 'Poeira na estrada',
        categoryId: category.json().id,
      })
    ).json().id;
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, t = token) {
    return ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(t),
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const search = async (query: string, t = token): Promise<InteractionPage> => {
    const res = await inject('GET', `/social-interactions/search?${query}`, undefined, t);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const codesOf = (page: InteractionPage) => page.items.map((i) => i.code).sort();

  it('creates an interaction with two stakeholders and a topic, numbered INT-<year>-<5 digits>', async () => {
    first = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        stakeholders: [
          { stakeholderId: association.id, role: 'representative' },
          { stakeholderId: resident.id, role: 'complainant' },
        ],
        topicIds: [topicId],
        ods: [11],
        municipality: 'sao joaquim de bicas',
      }),
    );
    const year = new Date(Date.now() - 3 * 3600_000).getUTCFullYear();
    expect(first.code).toMatch(new RegExp(`^INT-${year}-\\d{5}$`));
    expect(first).toMatchObject({
      workspaceId: site,
      municipality: 'São Joaquim de Bicas',
      municipalityCode: '3162922',
      topics: [{ id: topicId, name: 'Poeira na estrada' }],
      ods: [11],
      odsDerived: [6],
      canEdit: true,
      canDelete: true,
    });
    expect(first.stakeholders).toEqual([
      { id: association.id, name: association.name, kind: 'organization', role: 'representative' },
      { id: resident.id, name: resident.name, kind: 'person', role: 'complainant' },
    ]);
    expect(first.createdBy?.name).toBeTruthy();

    const second = await createInteraction(ctx.app, token, interaction({ workspaceId: site }));
    const number = (code: string) => Number(code.split('-')[2]);
    expect(number(second.code)).toBe(number(first.code) + 1);
    const again = await inject('GET', `/social-interactions/${first.id}`);
    expect(again.json()).toEqual(first);
  });

  it('keeps codes unique in the tenant, also when created at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createInteraction(ctx.app, token, interaction({ workspaceId: site, subject: `Lote ${i}` })),
      ),
    );
    const codes = made.map((m) => m.code);
    expect(new Set(codes).size).toBe(5);
    const rows = await ctx.database.db
      .select({ code: interactions.code })
      .from(interactions)
      .where(eq(interactions.tenantId, ctx.seed.tenantId));
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('finds by every word, ignoring case and accents, over code, subject, description and stakeholder names', async () => {
    expect(codesOf(await search('q=REUNIAO corrego feijao&size=100'))).toContain(first.code);
    expect(codesOf(await search('q=umectacao'))).toContain(first.code);
    expect(codesOf(await search('q=conceicao goncalves'))).toEqual([first.code]);
    expect(codesOf(await search(`q=${first.code.toLowerCase()}`))).toEqual([first.code]);
    expect((await search('q=tejuco inexistente')).total).toBe(0);
    // Wildcards are text, not patterns.
    expect((await search('q=%25_')).total).toBe(0);
  });

  it('applies each filter of the list', async () => {
    const other = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Ligação sobre vagas de emprego local',
        startsAt: '2026-01-05T09:00:00-03:00',
        endsAt: null,
        direction: 'inbound',
        typeCode: 'phoneCall',
        channelCode: 'phone',
        classificationCode: 'complaint',
        statusCode: 'inProgress',
        perception: 'negative',
        state: 'PA',
        municipality: 'Parauapebas',
        latitude: null,
        longitude: null,
        participantIds: [],
      }),
    );
    const only = async (query: string, expected: Interaction) => {
      const page = await search(`${query}&size=100`);
      expect([query, page.items.map((i) => i.id)]).toEqual([query, expect.arrayContaining([expected.id])]);
      const unexpected = expected.id === first.id ? other : first;
      expect([query, page.items.map((i) => i.id)]).not.toEqual([
        query,
        expect.arrayContaining([unexpected.id]),
      ]);
    };
    await only('type=phoneCall', other);
    await only('type=meeting', first);
    await only('channel=phone', other);
    await only('classification=complaint', other);
    await only('status=inProgress', other);
    await only('perception=negative', other);
    await only('perception=neutral', first);
    await only('direction=inbound', other);
    await only('state=PA', other);
    await only('municipality=parauapebas', other);
    await only('municipality=S%C3%A3o Joaquim de Bicas', first);
    await only(`stakeholderId=${resident.id}`, first);
    await only(`topicId=${topicId}`, first);
    await only('ods=6', first);
    await only('ods=11', first);
    await only('from=2026-01-05&to=2026-01-05', other);
    await only('from=2026-03-10&to=2026-03-10', first);
    expect((await search('from=2026-01-06&to=2026-01-06')).total).toBe(0);
    expect((await search(`workspaceId=${site}&size=1`)).total).toBeGreaterThan(2);
    // Sort and paging.
    const asc = await search('sort=startsAt,asc&size=1');
    expect(asc.items[0]?.id).toBe(other.id);
    const page2 = await search('sort=startsAt,asc&size=1&page=2');
    expect(page2.items[0]?.id).not.toBe(other.id);
    expect(asc.total).toBe(page2.total);
  });

  it('filters by a workspace with the workspaces under it, never past the caller’s reach', async () => {
    const { root, units, sitesOf } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const unit = units[0]!;
    const otherUnitSite = units.slice(1).flatMap((u) => sitesOf(u.id))[0]!;
    const sibling = await freshSite(ctx, admin);
    const word = 'ventania';
    const make = (workspaceId: string) =>
      createInteraction(ctx.app, admin, interaction({ workspaceId, subject: `Vistoria após ${word}` }));
    const [here, next, away] = [await make(site), await make(sibling), await make(otherUnitSite.id)];
    const found = async (query: string, t = admin) =>
      (await search(`q=${word}&${query}&size=100`, t)).items.map((i) => i.id).sort();

    // A unit: its sites' interactions, not another unit's; the top: all; a site: its own.
    expect(await found(`workspaceId=${unit.id}`)).toEqual([here.id, next.id].sort());
    expect(await found(`workspaceId=${root.id}`)).toEqual([here.id, next.id, away.id].sort());
    expect(await found(`workspaceId=${sibling}`)).toEqual([next.id]);
    // Signed in at one site, the unit above names only what that site reaches.
    expect(await found(`workspaceId=${unit.id}`, token)).toEqual([here.id]);
    // Another tenant's workspace finds nothing, and says nothing of it.
    const stranger = await otherTenantAdmin(ctx);
    const foreign = await search(`workspaceId=${stranger.tenantId}&size=5`);
    expect({ total: foreign.total, items: foreign.items }).toEqual({ total: 0, items: [] });
  });

  it('never finds a record by the name or id of a stakeholder the caller cannot see (decision 0029)', async () => {
    // Someone with a wider reach links a person of another site to an interaction of this site.
    const sibling = await freshSite(ctx, admin);
    const away = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Genoveva Quintiliana Barreto', workspaceId: sibling }),
    );
    const near = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Dorotéia Amaral Vieira', workspaceId: site }),
    );
    const visit = await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: site,
        subject: 'Visita xilografada ao galpão',
        stakeholders: [
          { stakeholderId: away.id, role: 'complainant' },
          { stakeholderId: near.id, role: 'participant' },
        ],
      }),
    );
    const ids = (page: InteractionPage) => page.items.map((i) => i.id);
    // The site's reader sees the record without that person…
    expect((await search('q=xilografada')).items.map((i) => [i.id, i.stakeholderCount])).toEqual([
      [visit.id, 1],
    ]);
    // …and cannot find it by the person's name or id, in the list or in the file.
    for (const query of ['q=quintiliana', 'q=genoveva%20xilografada', `stakeholderId=${away.id}`]) {
      expect([query, ids(await search(query))]).toEqual([query, []]);
      const file = await inject('GET', `/social-interactions/export?format=csv&${query}`);
      expect([query, file.body.includes('xilografada')]).toEqual([query, false]);
    }
    // Words of the record and of the people the reader sees still find it, alone or together.
    for (const query of ['q=galpao', 'q=doroteia%20xilografada', `stakeholderId=${near.id}&q=visita`])
      expect([query, ids(await search(query)).includes(visit.id)]).toEqual([query, true]);
    // Whoever sees the person finds the record by them.
    expect(ids(await search('q=quintiliana', admin))).toEqual([visit.id]);
    expect(ids(await search(`stakeholderId=${away.id}`, admin))).toEqual([visit.id]);
  });

  it('finds open and overdue follow-ups, and the participant filter', async () => {
    const participant = await userWith(ctx, admin, [site], roleTemplates.analyst);
    const overdue = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Retorno sobre rachaduras',
        followUpRequired: true,
        followUpDue: day(-2),
        followUpOwnerId: participant.id,
        participantIds: [participant.id],
      }),
    );
    const pending = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Retorno sobre ruído',
        followUpRequired: true,
        followUpDue: day(5),
        followUpOwnerId: participant.id,
      }),
    );
    const answered = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Retorno respondido',
        statusCode: 'answered',
        followUpRequired: true,
        followUpDue: day(-5),
        followUpOwnerId: participant.id,
      }),
    );
    const ids = (page: InteractionPage) => page.items.map((i) => i.id);
    const open = await search('followUp=open&size=100');
    expect(ids(open)).toEqual(expect.arrayContaining([overdue.id, pending.id]));
    expect(ids(open)).not.toContain(answered.id);
    // By due date: the most overdue first, or the furthest ahead; those without a follow-up last either way.
    const dueOrder = (page: InteractionPage) =>
      ids(page).filter((id) => [overdue.id, pending.id].includes(id));
    expect(dueOrder(await search('followUp=open&size=100&sort=followUpDue,asc'))).toEqual([
      overdue.id,
      pending.id,
    ]);
    expect(dueOrder(await search('followUp=open&size=100&sort=followUpDue,desc'))).toEqual([
      pending.id,
      overdue.id,
    ]);
    const byDue = await search('size=100&sort=followUpDue,desc');
    expect(byDue.items.findIndex((i) => i.followUpDue === null)).toBeGreaterThan(
      byDue.items.findIndex((i) => i.id === overdue.id),
    );
    const late = await search('followUp=overdue&size=100');
    expect(ids(late)).toEqual([overdue.id]);
    expect(late.items[0]).toMatchObject({ followUpOverdue: true, followUpDue: day(-2) });
    const all = await search('q=retorno&size=100');
    expect(all.items.find((i) => i.id === pending.id)?.followUpOverdue).toBe(false);
    expect(all.items.find((i) => i.id === answered.id)?.followUpOverdue).toBe(false);
    // The record itself says so too, for its page: overdue while open, not once answered.
    for (const [record, late] of [
      [overdue, true],
      [pending, false],
      [answered, false],
    ] as const)
      expect((await inject('GET', `/social-interactions/${record.id}/details`)).json()).toMatchObject({
        followUpOverdue: late,
      });
    expect(ids(await search(`participantId=${participant.id}`))).toEqual([overdue.id]);
  });

  it('refuses references the caller cannot see, naming the field', async () => {
    const elsewhere = await freshSite(ctx, admin);
    const stranger = await createStakeholder(
      ctx.app,
      admin,
      person({ name: 'Pessoa de Outro Site', workspaceId: elsewhere }),
    );
    const other = await otherTenantAdmin(ctx);
    const res = await inject(
      'POST',
      '/social-interactions',
      interaction({
        workspaceId: site,
        typeCode: 'noSuchType',
        channelCode: 'noSuchChannel',
        stakeholders: [
          { stakeholderId: resident.id, role: 'participant' },
          { stakeholderId: stranger.id, role: 'participant' },
        ],
        topicIds: ['00000000-0000-4000-8000-000000000000'],
        participantIds: [other.tenantId],
        followUpRequired: true,
        followUpDue: day(3),
        followUpOwnerId: '00000000-0000-4000-8000-000000000001',
      }),
    );
    expect(res.statusCode).toBe(422);
    const paths = (res.json().errors as Array<{ path: string }>).map((e) => e.path).sort();
    expect(paths).toEqual(
      [
        'body.channelCode',
        'body.followUpOwnerId',
        'body.participantIds.0',
        'body.stakeholders.1.stakeholderId',
        'body.topicIds.0',
        'body.typeCode',
      ].sort(),
    );
    const outside = await inject('POST', '/social-interactions', interaction({ workspaceId: elsewhere }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual([expect.objectContaining({ path: 'body.workspaceId' })]);
    // Checks across fields of the contract.
    const crossed = await inject(
      'POST',
      '/social-interactions',
      interaction({ endsAt: '2026-03-10T10:00:00-03:00', latitude: null, followUpRequired: true }),
    );
    expect(crossed.statusCode).toBe(422);
    expect((crossed.json().errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(
      ['body.endsAt', 'body.followUpDue', 'body.followUpOwnerId', 'body.latitude'].sort(),
    );
  });

  it('updates the whole record: a missing field is a 422 naming it; null clears', async () => {
    const body = interactionUpdateOf(first) as Record<string, unknown>;
    delete body.description;
    const missing = await inject('PUT', `/social-interactions/${first.id}`, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'body.description' })]);

    const res = await inject(
      'PUT',
      `/social-interactions/${first.id}`,
      interactionUpdateOf(first, {
        description: null,
        statusCode: 'closed',
        typeCode: 'visit',
        stakeholders: [{ stakeholderId: resident.id, role: 'affected' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const updated: Interaction = res.json();
    expect(updated).toMatchObject({
      description: null,
      statusCode: 'closed',
      typeCode: 'visit',
      code: first.code,
    });
    expect(updated.stakeholders).toEqual([
      { id: resident.id, name: resident.name, kind: 'person', role: 'affected' },
    ]);
    // The search text follows: the association's name no longer finds it.
    expect(codesOf(await search('q=tejuco'))).not.toContain(first.code);
    first = updated;
  });

  it('finds an interaction by a topic, or an ODS through it, exactly while the topic is linked', async () => {
    const made = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, subject: 'Tema que vai e volta', topicIds: [topicId], ods: [] }),
    );
    const found = async (query: string) =>
      (await search(`${query}&size=100`)).items.map((i) => i.id).includes(made.id);
    expect([await found(`topicId=${topicId}`), await found('ods=6')]).toEqual([true, true]);
    const without = await inject(
      'PUT',
      `/social-interactions/${made.id}`,
      interactionUpdateOf(made, { topicIds: [] }),
    );
    expect(without.statusCode).toBe(200);
    expect([await found(`topicId=${topicId}`), await found('ods=6')]).toEqual([false, false]);
    const again = await inject(
      'PUT',
      `/social-interactions/${made.id}`,
      interactionUpdateOf(without.json(), { topicIds: [topicId, topicId] }),
    );
    expect(again.statusCode).toBe(200);
    expect([await found(`topicId=${topicId}`), await found('ods=6')]).toEqual([true, true]);
    expect(await topicIdsDrift(ctx.database.db, ctx.seed.tenantId)).toEqual([]);

    // A topic deleted while linked: its link stays, and so does the row's copy through an edit.
    const passing = (
      await inject('POST', '/topics', { workspaceId: site, name: 'Tema passageiro', categoryId: null })
    ).json().id as string;
    const linked = await inject(
      'PUT',
      `/social-interactions/${made.id}`,
      interactionUpdateOf(again.json(), { topicIds: [topicId, passing] }),
    );
    expect(linked.statusCode).toBe(200);
    expect((await inject('DELETE', `/topics/${passing}`)).statusCode).toBe(204);
    const current: Interaction = (await inject('GET', `/social-interactions/${made.id}`)).json();
    const edited = await inject(
      'PUT',
      `/social-interactions/${made.id}`,
      interactionUpdateOf(current, { subject: 'Tema que ficou' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await topicIdsDrift(ctx.database.db, ctx.seed.tenantId)).toEqual([]);
    // Gone again, so the topic's figures below count only the first interaction.
    expect((await inject('DELETE', `/social-interactions/${made.id}`)).statusCode).toBe(204);
  });

  it('deletes once: of two deletes at the same moment one is a 404 and the history says "deleted" once', async () => {
    const made = await createInteraction(ctx.app, token, interaction({ workspaceId: site }));
    const both = await Promise.all([
      inject('DELETE', `/social-interactions/${made.id}`),
      inject('DELETE', `/social-interactions/${made.id}`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    const deletions = await ctx.database.db
      .select()
      .from(interactionHistory)
      .where(and(eq(interactionHistory.interactionId, made.id), eq(interactionHistory.action, 'deleted')));
    expect(deletions).toHaveLength(1);
  });

  it('refuses a save over a version changed since the form opened (409), writing nothing', async () => {
    const opened = await createInteraction(ctx.app, token, interaction({ workspaceId: site }));
    const historyOf = async () =>
      ((await inject('GET', `/social-interactions/${opened.id}/details`)).json() as InteractionDetails)
        .history.length;
    const saved = await inject(
      'PUT',
      `/social-interactions/${opened.id}`,
      interactionUpdateOf(opened, { subject: 'Visita à nascente', expectedUpdatedAt: opened.updatedAt }),
    );
    expect(saved.statusCode).toBe(200);
    const entries = await historyOf();

    // A second person's form was opened on the same version: their save would undo the first one's.
    const stale = await inject(
      'PUT',
      `/social-interactions/${opened.id}`,
      interactionUpdateOf(opened, { subject: 'Reunião antiga', expectedUpdatedAt: opened.updatedAt }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(recordChangedMeanwhile);
    const malformed = await inject(
      'PUT',
      `/social-interactions/${opened.id}`,
      interactionUpdateOf(opened, { expectedUpdatedAt: 'yesterday' }),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ path: 'body.expectedUpdatedAt' })]);
    const now: Interaction = (await inject('GET', `/social-interactions/${opened.id}`)).json();
    expect(now.subject).toBe('Visita à nascente');
    expect(await historyOf()).toBe(entries);

    // Two saves at once from the version just read: they take turns, the second is refused.
    const both = await Promise.all(
      ['Primeira', 'Segunda'].map((subject) =>
        inject(
          'PUT',
          `/social-interactions/${opened.id}`,
          interactionUpdateOf(now, { subject, expectedUpdatedAt: now.updatedAt }),
        ),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)?.json() as Interaction;
    expect(((await inject('GET', `/social-interactions/${opened.id}`)).json() as Interaction).subject).toBe(
      winner.subject,
    );
    expect(await historyOf()).toBe(entries + 1);
  });

  it('reads the details: labels in the caller’s language, names, and a history of names and labels', async () => {
    const res = await inject('GET', `/social-interactions/${first.id}/details`, undefined, token);
    const pt = await ctx.app.inject({
      url: `${API}/social-interactions/${first.id}/details`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    const en: InteractionDetails = res.json();
    const ptBr: InteractionDetails = pt.json();
    expect(en.labels).toEqual({
      type: 'Visit',
      channel: 'In person',
      classification: 'Request',
      status: 'Closed',
    });
    expect(ptBr.labels).toEqual({
      type: 'Visita',
      channel: 'Presencial',
      classification: 'Solicitação',
      status: 'Encerrada',
    });
    expect(en.workspace.id).toBe(site);
    expect(en.workspace.name).toMatch(/^Site /);
    expect(en.history.map((h) => h.action)).toEqual(['updated', 'created']);
    const [updatedEntry, createdEntry] = ptBr.history;
    const change = (entry: typeof updatedEntry, field: string) =>
      entry?.changes.find((c) => c.field === field);
    expect(change(updatedEntry, 'typeCode')?.display).toEqual({ before: 'Reunião', after: 'Visita' });
    expect(change(updatedEntry, 'statusCode')?.display).toEqual({ before: 'Aberta', after: 'Encerrada' });
    expect(change(updatedEntry, 'stakeholders')?.display).toEqual({
      before: `${association.name}, ${resident.name}`,
      after: resident.name,
    });
    expect(change(createdEntry, 'workspaceId')?.display).toEqual({ before: null, after: en.workspace.name });
    expect(change(createdEntry, 'topics')?.display).toEqual({ before: null, after: 'Poeira na estrada' });
    expect(updatedEntry?.userName).toBeTruthy();
    // Display texts never carry ids.
    const displays = JSON.stringify(ptBr.history.flatMap((h) => h.changes.map((c) => c.display ?? null)));
    expect(displays).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('onlyBasicInfo: people and what was said are left out of the record, details, history and search, and kept on edits', async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, add: true, edit: true, onlyBasicInfo: true } }),
    );
    // A person of their own: the resume below counts the interactions of the others.
    const resident = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Conceição Reservada Moreira', workspaceId: site }),
    );
    const said = {
      description: 'Conceição contou que o filho adoeceu com a poeira.',
      issuesRaised: 'Saúde da família de Conceição',
      response: 'Visita do posto de saúde à casa de Conceição',
    };
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Visita à família reservada',
        stakeholders: [
          { stakeholderId: association.id, role: 'representative' },
          { stakeholderId: resident.id, role: 'complainant' },
        ],
        ...said,
      }),
    );
    // The history holds both versions of each: an edit by someone who sees everything.
    const edited = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(record, { description: `${said.description} Pediu retorno.` }),
    );
    expect(edited.statusCode).toBe(200);
    said.description = `${said.description} Pediu retorno.`;

    const personal = [resident.name, 'Conceição', 'poeira', 'Saúde', 'posto de saúde'];
    const leaks = (answer: unknown) => personal.filter((word) => JSON.stringify(answer).includes(word));

    const seen = (await inject('GET', `/social-interactions/${record.id}`, undefined, basic.token)).json();
    expect(seen).toMatchObject({ restricted: true, unnamedPeople: 1, subject: 'Visita à família reservada' });
    for (const field of ['description', 'issuesRaised', 'response']) expect(seen).not.toHaveProperty(field);
    expect(seen.stakeholders).toEqual([
      { id: association.id, name: association.name, kind: 'organization', role: 'representative' },
    ]);
    expect(leaks(seen)).toEqual([]);

    const details = (
      await inject('GET', `/social-interactions/${record.id}/details`, undefined, basic.token)
    ).json();
    expect(details).toMatchObject({ restricted: true, unnamedPeople: 1 });
    expect(details.history.length).toBeGreaterThan(0);
    expect(leaks(details)).toEqual([]);

    const listed = (
      await inject('GET', `/social-interactions/search?q=familia%20reservada`, undefined, basic.token)
    ).json();
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: record.id,
        restricted: true,
        stakeholders: [{ id: association.id, name: association.name }],
        stakeholderCount: 1,
      }),
    ]);
    expect(leaks(listed)).toEqual([]);
    // Nor found by what they cannot read: a person's name, or words of what was said.
    for (const q of ['conceicao aparecida', 'filho adoeceu'])
      expect(
        (
          await inject(
            'GET',
            `/social-interactions/search?q=${encodeURIComponent(q)}`,
            undefined,
            basic.token,
          )
        ).json().items,
      ).toEqual([]);

    // Everyone else reads it all, as before.
    const full = (await inject('GET', `/social-interactions/${record.id}`)).json();
    expect(full).toMatchObject({ ...said, restricted: false, unnamedPeople: 0 });
    expect(full.stakeholders).toHaveLength(2);

    // Their edit sends what they saw; what they could not see stays as stored.
    const edit = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(seen, { subject: 'Visita à família (revista)' }),
      basic.token,
    );
    expect(edit.statusCode).toBe(200);
    expect(leaks(edit.json())).toEqual([]);
    const after = (await inject('GET', `/social-interactions/${record.id}`)).json();
    expect(after).toMatchObject({ ...said, subject: 'Visita à família (revista)' });
    expect(after.stakeholders.map((s: { id: string }) => s.id).sort()).toEqual(
      [association.id, resident.id].sort(),
    );
    // Even text they send for those fields does not replace what they cannot read.
    const blanks = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(seen, { description: null, issuesRaised: '', response: null, stakeholders: [] }),
      basic.token,
    );
    expect(blanks.statusCode).toBe(200);
    const kept = (await inject('GET', `/social-interactions/${record.id}`)).json();
    expect(kept).toMatchObject(said);
    expect(kept.stakeholders.map((s: { id: string }) => s.id)).toEqual([resident.id]);
  });

  it('onlyBasicInfo: a person is not a filter and their profile counts nothing; an organisation is both', async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({
        socialInteractions: { view: true, onlyBasicInfo: true },
        stakeholders: { view: true },
      }),
    );
    const neighbour = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Iracema Vizinha Prado', workspaceId: site }),
    );
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Reclamação de ruído noturno',
        stakeholders: [
          { stakeholderId: association.id, role: 'representative' },
          { stakeholderId: neighbour.id, role: 'complainant' },
        ],
      }),
    );
    const idsFound = async (stakeholderId: string, as?: string) =>
      (
        await inject(
          'GET',
          `/social-interactions/search?stakeholderId=${stakeholderId}&size=100`,
          undefined,
          as,
        )
      )
        .json()
        .items.map((i: { id: string }) => i.id);
    const resumeTotal = async (stakeholderId: string, as?: string) =>
      (await inject('GET', `/stakeholders/${stakeholderId}/social-interaction/resume`, undefined, as)).json()
        .total;

    // Which interactions a person took part in is theirs: not found by their id, not counted on their profile.
    expect(await idsFound(neighbour.id, basic.token)).toEqual([]);
    expect(await resumeTotal(neighbour.id, basic.token)).toBe(0);
    // An organisation's part is the record's basic information.
    expect(await idsFound(association.id, basic.token)).toContain(record.id);
    expect(await resumeTotal(association.id, basic.token)).toBeGreaterThan(0);
    // Everyone else finds and counts the person's, before and after (each reader's statement is its own).
    expect(await idsFound(neighbour.id)).toEqual([record.id]);
    expect(await resumeTotal(neighbour.id)).toBe(1);
    expect(await idsFound(neighbour.id, basic.token)).toEqual([]);
  });

  it('editConditionally: the author and a participant may edit, anyone else may not', async () => {
    const conditional = permissionWith({
      socialInteractions: { view: true, add: true, editConditionally: true },
      stakeholders: { view: true },
    });
    const author = await userWith(ctx, admin, [site], conditional);
    const colleague = await userWith(ctx, admin, [site], conditional);
    const outsider = await userWith(ctx, admin, [site], conditional);
    const own = await createInteraction(
      ctx.app,
      author.token,
      interaction({
        workspaceId: site,
        subject: 'Visita de campo à nascente',
        participantIds: [colleague.id],
      }),
    );
    expect(own).toMatchObject({ canEdit: true, canDelete: false });
    const asOther = await inject('GET', `/social-interactions/${own.id}`, undefined, outsider.token);
    expect(asOther.json()).toMatchObject({ canEdit: false, canDelete: false });
    const asColleague = await inject('GET', `/social-interactions/${own.id}`, undefined, colleague.token);
    expect(asColleague.json()).toMatchObject({ canEdit: true });

    const change = (subject: string) => interactionUpdateOf(own, { subject });
    expect(
      (await inject('PUT', `/social-interactions/${own.id}`, change('Pelo autor'), author.token)).statusCode,
    ).toBe(200);
    expect(
      (await inject('PUT', `/social-interactions/${own.id}`, change('Pelo colega'), colleague.token))
        .statusCode,
    ).toBe(200);
    const refused = await inject(
      'PUT',
      `/social-interactions/${own.id}`,
      change('Por outro'),
      outsider.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await inject('DELETE', `/social-interactions/${own.id}`, undefined, author.token)).statusCode,
    ).toBe(403);
    expect((await inject('GET', `/social-interactions/${own.id}`)).json().subject).toBe('Pelo colega');
  });

  it('sums a stakeholder’s interactions in the resume of the stakeholder profile', async () => {
    const grievance = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Queixa formal sobre rachaduras',
        startsAt: '2026-04-01T10:00:00-03:00',
        endsAt: null,
        typeCode: 'grievance',
        classificationCode: 'grievance',
        statusCode: 'open',
        perception: 'negative',
        stakeholders: [{ stakeholderId: resident.id, role: 'complainant' }],
      }),
    );
    const res = await ctx.app.inject({
      url: `${API}/stakeholders/${resident.id}/social-interaction/resume`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    const resume = res.json();
    // `first` (a visit, closed, neutral) and the grievance.
    expect(resume).toEqual({
      total: 2,
      lastInteractionAt: grievance.startsAt,
      perception: { positive: 0, neutral: 1, negative: 1 },
      openGrievances: 1,
      byType: expect.arrayContaining([
        { code: 'grievance', label: 'Queixa formal', count: 1 },
        { code: 'visit', label: 'Visita', count: 1 },
      ]),
    });
    // The stakeholder dashboards count them too.
    const rank = await inject('GET', '/stakeholders/dashboards/rank?sortBy=interactions&limit=1');
    expect(rank.json()).toEqual([expect.objectContaining({ id: resident.id, interactions: 2 })]);
    // That dashboard lists the topics stakeholders follow.
    await inject('POST', `/stakeholders/${resident.id}/sync/topics`, { topicIds: [topicId] });
    const byTopic = await inject('GET', '/stakeholders/dashboards/compare/interactions/topics?period=all');
    expect(byTopic.statusCode).toBe(200);
    expect(byTopic.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: topicId, interactions: 1 })]),
    );
    // Someone who may not see interactions gets the empty resume.
    const blind = await userWith(ctx, admin, [site], permissionWith({ stakeholders: { view: true } }));
    const hidden = await inject(
      'GET',
      `/stakeholders/${resident.id}/social-interaction/resume`,
      undefined,
      blind.token,
    );
    expect(hidden.json()).toMatchObject({ total: 0, byType: [] });
    // Deleted interactions no longer count.
    expect((await inject('DELETE', `/social-interactions/${grievance.id}`)).statusCode).toBe(204);
    const after = await inject('GET', `/stakeholders/${resident.id}/social-interaction/resume`);
    expect(after.json()).toMatchObject({ total: 1, openGrievances: 0 });
  });

  it('deletes softly: gone from every route, kept in the table with who and when, and in the history', async () => {
    const doomed = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, subject: 'Registro duplicado' }),
    );
    expect((await inject('DELETE', `/social-interactions/${doomed.id}`)).statusCode).toBe(204);
    for (const url of [`/social-interactions/${doomed.id}`, `/social-interactions/${doomed.id}/details`])
      expect((await inject('GET', url)).statusCode).toBe(404);
    expect(
      (await inject('PUT', `/social-interactions/${doomed.id}`, interactionUpdateOf(doomed))).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/social-interactions/${doomed.id}`)).statusCode).toBe(404);
    expect((await search('q=duplicado')).total).toBe(0);
    const [row] = await ctx.database.db
      .select()
      .from(interactions)
      .where(and(eq(interactions.tenantId, ctx.seed.tenantId), eq(interactions.id, doomed.id)));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBeTruthy();
  });

  it('counts a broad search only up to the cap and says so; a narrow one stays exact', async () => {
    const bigSite = await freshSite(ctx, admin);
    // One more row than the cap, straight into the table: the API would take minutes for this.
    await ctx.database.db.execute(sql`
      insert into interactions (tenant_id, workspace_id, code, starts_at, subject, direction, type_code, perception, search_text)
      select ${ctx.seed.tenantId}::uuid, ${bigSite}::uuid, 'INT-1999-' || lpad(i::text, 5, '0'),
        now() - i * interval '1 hour', 'Visita ' || i, 'outbound', 'visit',
        case when i % 5 = 0 then 'negative' else 'positive' end, 'int-1999-' || i || ' visita ' || i
      from generate_series(1, ${interactionTotalCap + 1}) as i`);
    const t = await signIn(ctx.app, [bigSite]);
    const search = async (query: string): Promise<InteractionPage> => {
      const res = await inject('GET', `/social-interactions/search?${query}`, undefined, t);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const broad = await search('size=20');
    expect(broad).toMatchObject({ total: interactionTotalCap, totalCapped: true, page: 1, size: 20 });
    expect(broad.items).toHaveLength(20);
    // The bound moves with the page: near the end the count reaches every row and is exact again.
    const deep = await search(`size=20&page=${interactionTotalCap / 20}`);
    expect(deep.total).toBe(interactionTotalCap + 1);
    expect(deep.totalCapped).toBeUndefined();
    // Every fifth row is negative: under the cap, so exact; a page past the end tells it too.
    const fifth = Math.floor((interactionTotalCap + 1) / 5);
    const narrow = await search('perception=negative&size=20&page=3');
    expect(narrow.total).toBe(fifth);
    expect(narrow.totalCapped).toBeUndefined();
    expect(await search('perception=negative&size=100&page=30')).toMatchObject({
      items: [],
      total: fifth,
    });
    // "Count all" asks the exact number of the same search, on demand: every row, past the cap.
    const counted = async (query: string) => {
      const res = await inject('GET', `/social-interactions/search/count?${query}`, undefined, t);
      expect(res.statusCode).toBe(200);
      return res.json<{ total: number }>().total;
    };
    expect(await counted('size=20')).toBe(interactionTotalCap + 1);
    expect(await counted('perception=negative')).toBe(fifth);
    expect(await counted('q=visita&perception=negative')).toBe(fifth);
    // Another tenant's admin counts none of them.
    const other = await otherTenantAdmin(ctx);
    const outside = await inject('GET', '/social-interactions/search/count?q=visita', undefined, other.token);
    expect(outside.json()).toEqual({ total: 0 });
    expect(
      (await inject('GET', '/social-interactions/search/count?from=2026-13-01', undefined, t)).statusCode,
    ).toBe(422);
  });

  it('answers 404 outside the reach and never 5xx on bad input', async () => {
    const other = await otherTenantAdmin(ctx);
    expect((await inject('GET', `/social-interactions/${first.id}`, undefined, other.token)).statusCode).toBe(
      404,
    );
    expect((await search('q=conceicao', other.token)).total).toBe(0);
    for (const url of [
      '/social-interactions/not-a-uuid',
      '/social-interactions/search?sort=subject,sideways',
      '/social-interactions/search?ods=18',
      '/social-interactions/search?from=2026-13-01',
      '/social-interactions/search?page=0',
    ]) {
      const res = await inject('GET', url);
      expect([url, res.statusCode < 500 && res.statusCode >= 400]).toEqual([url, true]);
    }
    const bad = await inject('POST', '/social-interactions', {
      ...interaction(),
      ods: [0],
      stakeholders: [{ stakeholderId: 'x' }],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses dates outside the years 1900–2999 with a 422 naming the field, never a 500 or a wrong year', async () => {
    const periods = [
      'from=0001-01-01&to=2026-01-31',
      'from=1000-01-01&to=2026-01-01',
      'from=2026-01-01&to=9999-12-31',
    ];
    for (const period of periods)
      for (const path of [
        'search',
        'export?format=csv',
        'report',
        'dashboards/compare/month',
        'dashboards/type',
        'dashboards/survey',
      ]) {
        const url = `/social-interactions/${path}${path.includes('?') ? '&' : '?'}${period}`;
        const res = await inject('GET', url);
        expect([url, res.statusCode]).toEqual([url, 422]);
        expect(res.json().errors[0]).toMatchObject({ code: 'dateRange' });
      }
    // The widest period allowed still answers, with the period before it.
    const widest = await inject(
      'GET',
      '/social-interactions/dashboards/compare/month?from=1900-01-01&to=2999-12-31',
    );
    expect(widest.statusCode).toBe(200);
    expect(
      (await inject('GET', '/social-interactions/search?from=1900-01-01&to=2999-12-31')).statusCode,
    ).toBe(200);
    for (const [field, changes] of [
      ['startsAt', { startsAt: '9999-12-31T23:00:00-03:00', endsAt: null }],
      ['startsAt', { startsAt: '0001-01-01T00:00:00-03:00', endsAt: null }],
      ['endsAt', { endsAt: '3000-01-01T10:00:00-03:00' }],
      ['followUpDue', { followUpRequired: true, followUpDue: '0000-01-01', followUpOwnerId: null }],
    ] as const) {
      const res = await inject(
        'POST',
        '/social-interactions',
        interaction({ workspaceId: site, ...changes }),
      );
      expect([field, res.statusCode]).toEqual([field, 422]);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ path: `body.${field}`, code: 'dateRange' }),
      );
    }
  });
});
