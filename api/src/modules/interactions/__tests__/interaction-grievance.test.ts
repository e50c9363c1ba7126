import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import {
  recordChangedMeanwhile,
  type Interaction,
  type InteractionDetails,
  type InteractionGrievanceSummary,
  type InteractionPage,
  type InteractionSettingsResponse,
} from '@conexoes/shared/contract';
import { auditLog, users } from '../../../db/schema';
import { bearer } from '../../../testing/auth-helpers';
import { pdfText } from '../../../testing/pdf-text';
import { csvFile } from '../../../testing/csv-file';
import { multipartFile } from '../../../testing/file-upload';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import {
  API,
  freshSite,
  openSiteTestbed,
  permissionWith,
  userWith,
} from '../../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, type TestContext } from '../../../testing/test-app';
import { todayInSaoPaulo } from '../interaction.fields';

/** A São Paulo day `offset` days from today. */
const day = (offset: number) => {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const at = (offset: number) => `${day(offset)}T10:00:00-03:00`;
const noSteps = { acknowledgedOn: null, respondedOn: null, closedOn: null, outcome: null };

/** The grievance mechanism (IFC PS1): steps, targets, lateness, filters, figures and settings. */
describe('social interactions: the grievance mechanism', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;
  let fresh: Interaction;
  let late: Interaction;
  let meeting: Interaction;

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    const complaint = (subject: string, startsAt: string) =>
      createInteraction(
        ctx.app,
        token,
        interaction({ workspaceId: site, subject, startsAt, endsAt: null, typeCode: 'complaint' }),
      );
    fresh = await complaint('Queixa de poeira recebida hoje', at(-1));
    late = await complaint('Queixa de barulho sem resposta', at(-40));
    meeting = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, subject: 'Reunião sem queixa', startsAt: at(-2), endsAt: null }),
    );
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  function inject(method: 'GET' | 'PUT', url: string, payload?: object, t = token) {
    return ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(t),
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const steps = (record: { id: string }, body: object, t = token) =>
    inject('PUT', `/social-interactions/${record.id}/grievance`, { ...noSteps, ...body }, t);
  const search = async (query: string) =>
    (
      await inject('GET', `/social-interactions/search?workspaceId=${site}&${query}`)
    ).json() as InteractionPage;

  it('a complaint carries its steps and targets; a meeting has none', async () => {
    const record = (await inject('GET', `/social-interactions/${fresh.id}`)).json() as Interaction;
    expect(record.grievance).toEqual({
      stage: 'received',
      receivedOn: day(-1),
      acknowledgedOn: null,
      respondedOn: null,
      closedOn: null,
      outcome: null,
      acknowledgeBy: day(6),
      resolveBy: day(29),
      closedByStatus: false,
      acknowledgementOverdue: false,
      resolutionOverdue: false,
      daysOpen: 1,
    });
    const old = (await inject('GET', `/social-interactions/${late.id}`)).json() as Interaction;
    expect(old.grievance).toMatchObject({
      acknowledgementOverdue: true,
      resolutionOverdue: true,
      daysOpen: 40,
    });
    expect(
      ((await inject('GET', `/social-interactions/${meeting.id}`)).json() as Interaction).grievance,
    ).toBeNull();
  });

  it('records each step in order, closes with the outcome and the status, reopens, and keeps it in the history', async () => {
    const acknowledged = await steps(fresh, { acknowledgedOn: day(0) });
    expect(acknowledged.statusCode).toBe(200);
    expect((acknowledged.json() as Interaction).grievance).toMatchObject({ stage: 'acknowledged' });
    const closed = await steps(fresh, {
      acknowledgedOn: day(0),
      respondedOn: day(0),
      closedOn: day(0),
      outcome: 'accepted',
    });
    expect(closed.statusCode).toBe(200);
    const record = closed.json() as Interaction;
    expect(record.grievance).toMatchObject({ stage: 'closed', outcome: 'accepted', daysOpen: 1 });
    // Closing ends it everywhere the status counts (the follow-up, the stakeholder's open grievances).
    expect(record.statusCode).toBe('closed');

    const reopened = await steps(fresh, { acknowledgedOn: day(0), respondedOn: day(0) });
    expect((reopened.json() as Interaction).grievance).toMatchObject({ stage: 'responded', outcome: null });
    expect((reopened.json() as Interaction).statusCode).toBe('inProgress');

    const details = (
      await inject('GET', `/social-interactions/${fresh.id}/details`)
    ).json() as InteractionDetails;
    const fields = details.history.flatMap((entry) => entry.changes.map((c) => c.field));
    expect(fields).toEqual(
      expect.arrayContaining([
        'grievanceAcknowledgedOn',
        'grievanceClosedOn',
        'grievanceOutcome',
        'statusCode',
      ]),
    );
  });

  it('refuses steps out of order, before receipt, in the future, without an outcome, or on a meeting', async () => {
    const problem = async (body: object, record: { id: string } = late) => {
      const res = await steps(record, body);
      return {
        status: res.statusCode,
        paths: ((res.json().errors ?? []) as Array<{ path: string }>).map((e) => e.path),
      };
    };
    expect(await problem({ respondedOn: day(0) })).toEqual({ status: 422, paths: ['body.respondedOn'] });
    expect(await problem({ acknowledgedOn: day(-41) })).toEqual({
      status: 422,
      paths: ['body.acknowledgedOn'],
    });
    expect(await problem({ acknowledgedOn: day(1) })).toEqual({
      status: 422,
      paths: ['body.acknowledgedOn'],
    });
    expect(await problem({ acknowledgedOn: day(-30), respondedOn: day(-35) })).toEqual({
      status: 422,
      paths: ['body.respondedOn'],
    });
    expect(await problem({ acknowledgedOn: day(-30), respondedOn: day(-20), closedOn: day(-10) })).toEqual({
      status: 422,
      paths: ['body.outcome'],
    });
    expect((await problem({ acknowledgedOn: day(0) }, meeting)).status).toBe(409);
    // Nothing was written by any of them.
    expect(
      ((await inject('GET', `/social-interactions/${late.id}`)).json() as Interaction).grievance?.stage,
    ).toBe('received');
  });

  it('a step saved over another version is a conflict', async () => {
    const res = await steps(late, {
      acknowledgedOn: day(-39),
      expectedUpdatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(recordChangedMeanwhile);
  });

  it('only someone who may edit the record records a step', async () => {
    const reader = await userWith(ctx, admin, [site], permissionWith({ socialInteractions: { view: true } }));
    expect((await steps(late, { acknowledgedOn: day(-39) }, reader.token)).statusCode).toBe(403);
    const conditional = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, editConditionally: true } }),
    );
    // Neither its author nor a participant.
    expect((await steps(late, { acknowledgedOn: day(-39) }, conditional.token)).statusCode).toBe(403);
  });

  it('the list finds open and overdue grievances and tags the late ones', async () => {
    const open = await search('grievance=open');
    expect(open.items.map((i) => i.id).sort()).toEqual([fresh.id, late.id].sort());
    const overdue = await search('grievance=overdue');
    expect(overdue.items.map((i) => i.id)).toEqual([late.id]);
    expect(overdue.items[0]?.grievanceOverdue).toBe(true);
    const all = await search('');
    expect(all.items.find((i) => i.id === meeting.id)?.grievanceOverdue).toBe(false);
    expect(all.items.find((i) => i.id === fresh.id)?.grievanceOverdue).toBe(false);
  });

  it('the dashboard counts received, open, late and closed grievances of the period', async () => {
    const summary = (
      await inject('GET', '/social-interactions/dashboards/grievances?period=quarter', undefined, token)
    ).json() as InteractionGrievanceSummary;
    expect(summary).toMatchObject({
      received: 2,
      open: 2,
      acknowledgementOverdue: 1,
      resolutionOverdue: 1,
      closed: 0,
      medianDaysToClose: null,
      targets: { acknowledgeDays: 7, resolveDays: 30 },
    });
  });

  it('tenant administrators set the targets, which the lateness follows; a site cannot', async () => {
    expect((await inject('GET', '/social-interactions/settings')).json()).toEqual({
      grievanceAcknowledgeDays: 7,
      grievanceResolveDays: 30,
      changed: null,
    });
    const refused = await inject('PUT', '/social-interactions/settings', {
      grievanceAcknowledgeDays: 10,
      grievanceResolveDays: 60,
    });
    expect(refused.statusCode).toBe(403);
    const inverted = await inject(
      'PUT',
      '/social-interactions/settings',
      { grievanceAcknowledgeDays: 20, grievanceResolveDays: 10 },
      admin,
    );
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'body.grievanceResolveDays',
    ]);
    const before = Date.now();
    const saved = await inject(
      'PUT',
      '/social-interactions/settings',
      // The answer's `changed`, sent back by a careless client, is dropped: who saved is the caller.
      {
        grievanceAcknowledgeDays: 45,
        grievanceResolveDays: 60,
        changed: { by: 'Someone else', at: '2020-01-01T00:00:00.000Z' },
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    // Who changed them and when: the administrator's name, now; the PUT answers as the GET.
    const [me] = await ctx.database.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL));
    const answer = saved.json() as InteractionSettingsResponse;
    expect(answer).toEqual({
      grievanceAcknowledgeDays: 45,
      grievanceResolveDays: 60,
      changed: { by: me!.name, at: expect.any(String) },
    });
    const at = Date.parse(answer.changed!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await inject('GET', '/social-interactions/settings')).json()).toEqual(answer);
    // The audit trail keeps the change, from what to what; a save of the same values changes nothing.
    const again = await inject(
      'PUT',
      '/social-interactions/settings',
      { grievanceAcknowledgeDays: 45, grievanceResolveDays: 60 },
      admin,
    );
    expect(again.json()).toEqual(answer);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.event, 'settings.interactions.changed'), eq(auditLog.tenantId, ctx.seed.tenantId)),
      );
    expect(audited).toEqual([
      expect.objectContaining({
        userId: me!.id,
        detail: {
          before: { grievanceAcknowledgeDays: 7, grievanceResolveDays: 30 },
          after: { grievanceAcknowledgeDays: 45, grievanceResolveDays: 60 },
        },
      }),
    ]);
    // 40 days old: within both targets now.
    expect((await search('grievance=overdue')).items).toEqual([]);
    const record = (await inject('GET', `/social-interactions/${late.id}`)).json() as Interaction;
    expect(record.grievance).toMatchObject({ acknowledgeBy: day(5), acknowledgementOverdue: false });
  });

  it('the export carries the steps and the complainant’s answer in the reader’s words', async () => {
    const closed = await steps(late, {
      acknowledgedOn: day(-38),
      respondedOn: day(-10),
      closedOn: day(-2),
      outcome: 'notAccepted',
    });
    expect(closed.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/social-interactions/export?format=csv&q=barulho`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const [head, row] = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    const cell = (label: string) => row?.[head?.indexOf(label) ?? -1];
    const brazilian = (iso: string) => iso.split('-').reverse().join('/');
    expect(cell('Grievance acknowledged on')).toBe(brazilian(day(-38)));
    expect(cell('Grievance closed on')).toBe(brazilian(day(-2)));
    expect(cell("Complainant's answer to the outcome")).toBe('Not accepted');

    // The PDF report tells the steps under the interaction, in the reader's language.
    const report = await ctx.app.inject({
      method: 'GET',
      url: `${API}/social-interactions/report?q=barulho&grievance=open`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    expect(report.statusCode).toBe(200);
    const none = (await pdfText(report.rawPayload)).text.replace(/\s+/g, ' ');
    // Closed: not among the open ones (the cover says which filter).
    expect(none).toContain('Queixa: Em aberto');
    expect(none).not.toContain('Queixa de barulho sem resposta');
    const all = await ctx.app.inject({
      method: 'GET',
      url: `${API}/social-interactions/report?q=barulho`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    const text = (await pdfText(all.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(
      `Queixa: recebimento confirmado em ${brazilian(day(-38))} · respondida em ${brazilian(day(-10))} · encerrada em ${brazilian(day(-2))} · o reclamante não aceitou`,
    );
  });

  it('an imported grievance keeps its steps; steps out of order, on a meeting or closed without an answer are named by row', async () => {
    const brazilian = (iso: string) => iso.split('-').reverse().join('/');
    const header = [
      'startsAt',
      'subject',
      'direction',
      'type',
      'grievanceAcknowledgedOn',
      'grievanceRespondedOn',
      'grievanceClosedOn',
      'grievanceOutcome',
    ];
    const row = (subject: string, type: string, steps: string[]) => [
      `${brazilian(day(-60))} 09:00`,
      subject,
      'inbound',
      type,
      ...steps,
    ];
    const send = (rows: string[][], dryRun: boolean) => {
      const { payload, headers } = multipartFile(csvFile([header, ...rows]), 'queixas.csv');
      return ctx.app.inject({
        method: 'POST',
        url: `${API}/social-interactions/import?workspaceId=${site}&dryRun=${dryRun}`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
    };
    const good = row('Queixa antiga de lama na estrada', 'grievance', [
      brazilian(day(-58)),
      brazilian(day(-40)),
      brazilian(day(-30)),
      'Not accepted',
    ]);
    const checked = await send(
      [
        good,
        row('Reunião com etapas', 'meeting', [brazilian(day(-58)), '', '', '']),
        row('Queixa fora de ordem', 'complaint', [brazilian(day(-50)), brazilian(day(-55)), '', '']),
        row('Queixa sem posição', 'complaint', [
          brazilian(day(-58)),
          brazilian(day(-50)),
          brazilian(day(-40)),
          '',
        ]),
        row('Queixa com posição estranha', 'complaint', ['', '', '', 'Talvez']),
      ],
      true,
    );
    expect(checked.statusCode).toBe(200);
    const errors = (checked.json().errors as Array<{ line: number; field: string; messageCode: string }>).map(
      (e) => [e.line, e.field, e.messageCode],
    );
    expect(errors).toEqual([
      [3, 'grievanceAcknowledgedOn', 'grievanceNotAGrievance'],
      [4, 'grievanceRespondedOn', 'grievanceStepOrder'],
      [5, 'grievanceOutcome', 'grievanceOutcome'],
      [6, 'grievanceOutcome', 'grievanceOutcomeUnknown'],
    ]);

    expect((await send([good], false)).statusCode).toBe(200);
    const found = await search('q=lama%20na%20estrada');
    const imported = (
      await inject('GET', `/social-interactions/${found.items[0]?.id}`)
    ).json() as Interaction;
    expect(imported.grievance).toMatchObject({
      stage: 'closed',
      acknowledgedOn: day(-58),
      respondedOn: day(-40),
      closedOn: day(-30),
      outcome: 'notAccepted',
    });
  });

  describe('on a site of its own', () => {
    let other: string;
    const made = (subject: string, startsAt: string, more: object = {}) =>
      createInteraction(
        ctx.app,
        admin,
        interaction({ workspaceId: other, subject, startsAt, endsAt: null, typeCode: 'complaint', ...more }),
      );
    const searchOther = async (query: string) =>
      (
        await inject('GET', `/social-interactions/search?workspaceId=${other}&${query}`, undefined, admin)
      ).json() as InteractionPage;
    beforeAll(async () => {
      other = await freshSite(ctx, admin);
      // The tenant's targets back to IFC practice (an earlier test moved them).
      await inject(
        'PUT',
        '/social-interactions/settings',
        { grievanceAcknowledgeDays: 7, grievanceResolveDays: 30 },
        admin,
      );
    });

    it('the record, the list and the dashboard agree on the last day of a target, on São Paulo days', async () => {
      const onTheDay = await made('Queixa no último dia', at(-7));
      // 23:30 in São Paulo is already the next day in UTC: still 8 days back here.
      const dayLate = await made('Queixa um dia atrasada', `${day(-8)}T23:30:00-03:00`);
      const read = async (id: string) =>
        ((await inject('GET', `/social-interactions/${id}`, undefined, admin)).json() as Interaction)
          .grievance;
      expect(await read(onTheDay.id)).toMatchObject({ acknowledgeBy: day(0), acknowledgementOverdue: false });
      expect(await read(dayLate.id)).toMatchObject({
        receivedOn: day(-8),
        acknowledgeBy: day(-1),
        acknowledgementOverdue: true,
      });
      expect((await searchOther('grievance=overdue')).items.map((i) => i.id)).toEqual([dayLate.id]);
      const summary = (
        await inject('GET', '/social-interactions/dashboards/grievances?period=week', undefined, admin)
      ).json() as InteractionGrievanceSummary;
      expect(summary.acknowledgementOverdue).toBeGreaterThanOrEqual(1);
    });

    it('a complaint ended by its status is closed everywhere, without a day, and its closing may still be recorded', async () => {
      const ended = await made('Queixa antiga encerrada', at(-90), { statusCode: 'closed' });
      const record = (
        await inject('GET', `/social-interactions/${ended.id}`, undefined, admin)
      ).json() as Interaction;
      expect(record.grievance).toMatchObject({
        stage: 'closed',
        closedByStatus: true,
        closedOn: null,
        resolutionOverdue: false,
        acknowledgementOverdue: false,
        daysOpen: null,
      });
      const open = (await searchOther('grievance=open')).items.map((i) => i.id);
      expect(open).not.toContain(ended.id);
      const recorded = await steps(
        ended,
        { acknowledgedOn: day(-89), respondedOn: day(-80), closedOn: day(-70), outcome: 'accepted' },
        admin,
      );
      expect(recorded.statusCode).toBe(200);
      expect((recorded.json() as Interaction).grievance).toMatchObject({
        closedByStatus: false,
        daysOpen: 20,
      });
    });

    it('a step recorded stays valid when the start moves after it; a deleted record is not found', async () => {
      const moved = await made('Queixa com data corrigida', at(-10));
      expect((await steps(moved, { acknowledgedOn: day(-9) }, admin)).statusCode).toBe(200);
      const current = (
        await inject('GET', `/social-interactions/${moved.id}`, undefined, admin)
      ).json() as Interaction;
      const put = await inject(
        'PUT',
        `/social-interactions/${moved.id}`,
        interactionUpdateOf(current, { startsAt: at(-5) }),
        admin,
      );
      expect(put.statusCode).toBe(200);
      expect((await steps(moved, { acknowledgedOn: day(-9), respondedOn: day(-1) }, admin)).statusCode).toBe(
        200,
      );

      const gone = await made('Queixa apagada', at(-3));
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `${API}/social-interactions/${gone.id}`,
            headers: bearer(admin),
          })
        ).statusCode,
      ).toBe(204);
      const res = await steps(gone, { acknowledgedOn: day(-2) }, admin);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Queixa apagada');
    });

    it('the dashboard counts the closings of the period: within the target, the median days and the answers', async () => {
      // A site of its own, read by someone who sees only it: the figures are exactly these grievances.
      const desk = await freshSite(ctx, admin);
      const reader = await userWith(
        ctx,
        admin,
        [desk],
        permissionWith({ socialInteractions: { view: true } }),
      );
      const received = (subject: string, offset: number) =>
        createInteraction(
          ctx.app,
          admin,
          interaction({
            workspaceId: desk,
            subject,
            startsAt: at(offset),
            endsAt: null,
            typeCode: 'complaint',
          }),
        );
      const close = async (
        record: { id: string },
        receivedOffset: number,
        closedOffset: number,
        outcome: string,
      ) =>
        expect(
          (
            await steps(
              record,
              {
                acknowledgedOn: day(receivedOffset),
                respondedOn: day(closedOffset),
                closedOn: day(closedOffset),
                outcome,
              },
              admin,
            )
          ).statusCode,
        ).toBe(200);
      const quick = await received('Queixa resolvida em cinco dias', -50);
      const slow = await received('Queixa resolvida em quarenta dias', -40);
      const middle = await received('Queixa resolvida em dez dias', -20);
      const waiting = await received('Queixa ainda sem resposta', -10);
      await close(quick, -50, -45, 'accepted');
      await close(slow, -40, 0, 'notAccepted');
      await close(middle, -20, -10, 'noReply');
      const figures = async () =>
        (
          await inject(
            'GET',
            '/social-interactions/dashboards/grievances?period=quarter',
            undefined,
            reader.token,
          )
        ).json() as InteractionGrievanceSummary;

      expect(await figures()).toMatchObject({
        received: 4,
        closed: 3,
        closedWithinTarget: 2,
        medianDaysToClose: 10,
        outcomes: { accepted: 1, notAccepted: 1, noReply: 1 },
        open: 1,
        acknowledgementOverdue: 1,
        resolutionOverdue: 0,
      });

      // An even number of closings: halfway between the two middle ones (5, 6, 10, 40 → 8).
      await close(waiting, -10, -4, 'accepted');
      expect(await figures()).toMatchObject({
        closed: 4,
        closedWithinTarget: 3,
        medianDaysToClose: 8,
        outcomes: { accepted: 2, notAccepted: 1, noReply: 1 },
        open: 0,
        acknowledgementOverdue: 0,
      });

      // Reopened, it is open again and no longer a closing; deleted, it counts nowhere.
      await steps(waiting, { acknowledgedOn: day(-10) }, admin);
      expect(await figures()).toMatchObject({
        closed: 3,
        medianDaysToClose: 10,
        open: 1,
        acknowledgementOverdue: 0,
      });
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `${API}/social-interactions/${slow.id}`,
            headers: bearer(admin),
          })
        ).statusCode,
      ).toBe(204);
      expect(await figures()).toMatchObject({
        received: 3,
        closed: 2,
        closedWithinTarget: 2,
        medianDaysToClose: 7.5,
        outcomes: { accepted: 1, notAccepted: 0, noReply: 1 },
      });
    });
  });

  describe('late on one target or the other', () => {
    let reader: string;
    const ids = {} as Record<'acknowledgement' | 'resolution' | 'both' | 'onTime' | 'ended', string>;
    const searchAs = async (query: string) => {
      const res = await inject('GET', `/social-interactions/search?${query}`, undefined, reader);
      expect(res.statusCode).toBe(200);
      return ((res.json() as InteractionPage).items.map((i) => i.id) as string[]).sort();
    };
    beforeAll(async () => {
      // Targets other than IFC practice: the list and the dashboard both read the tenant's days.
      await inject(
        'PUT',
        '/social-interactions/settings',
        { grievanceAcknowledgeDays: 5, grievanceResolveDays: 20 },
        admin,
      );
      const site = await freshSite(ctx, admin);
      // The dashboard counts the caller's whole reach: a reader of this site alone.
      reader = (await userWith(ctx, admin, [site], permissionWith({ socialInteractions: { view: true } })))
        .token;
      const made = async (subject: string, startsAt: string, more: object = {}) =>
        (
          await createInteraction(
            ctx.app,
            admin,
            interaction({
              workspaceId: site,
              subject,
              startsAt,
              endsAt: null,
              typeCode: 'complaint',
              ...more,
            }),
          )
        ).id;
      ids.acknowledgement = await made('Queixa sem confirmação', at(-8));
      ids.resolution = await made('Queixa confirmada sem solução', at(-25));
      ids.both = await made('Queixa esquecida', at(-30));
      ids.onTime = await made('Queixa recente', at(-2));
      ids.ended = await made('Queixa encerrada pela situação', at(-40), { statusCode: 'closed' });
      expect((await steps({ id: ids.resolution }, { acknowledgedOn: day(-24) }, admin)).statusCode).toBe(200);
    });
    afterAll(() =>
      inject(
        'PUT',
        '/social-interactions/settings',
        { grievanceAcknowledgeDays: 7, grievanceResolveDays: 30 },
        admin,
      ),
    );

    it('each late filter finds the grievances late on its target, and the dashboard counts exactly them', async () => {
      const acknowledgementLate = await searchAs('grievance=acknowledgementOverdue');
      const resolutionLate = await searchAs('grievance=resolutionOverdue');
      expect(acknowledgementLate).toEqual([ids.acknowledgement, ids.both].sort());
      expect(resolutionLate).toEqual([ids.resolution, ids.both].sort());
      // `overdue` stays either target.
      expect(await searchAs('grievance=overdue')).toEqual(
        [ids.acknowledgement, ids.resolution, ids.both].sort(),
      );

      const summary = (
        await inject('GET', '/social-interactions/dashboards/grievances?period=week', undefined, reader)
      ).json() as InteractionGrievanceSummary;
      expect(summary).toMatchObject({
        open: 4,
        acknowledgementOverdue: acknowledgementLate.length,
        resolutionOverdue: resolutionLate.length,
        targets: { acknowledgeDays: 5, resolveDays: 20 },
      });
    });

    it('the report takes the filter and names it on its cover', async () => {
      const report = await ctx.app.inject({
        method: 'GET',
        url: `${API}/social-interactions/report?grievance=resolutionOverdue&q=queixa%20confirmada`,
        headers: { ...bearer(admin), 'accept-language': 'pt-BR' },
      });
      expect(report.statusCode).toBe(200);
      const text = (await pdfText(report.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain('Queixa: Resolução fora do prazo');
      expect(text).toContain('Queixa confirmada sem solução');
    });
  });
});
