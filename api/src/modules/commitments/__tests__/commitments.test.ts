import { and, eq } from 'drizzle-orm';
import type {
  ActionPlan,
  Commitment,
  CommitmentDetails,
  CommitmentPage,
  CommitmentSettingsResponse,
  NegotiationPlan,
  NegotiationPlanDetails,
  NegotiationPlanPage,
} from '@conexoes/shared/contract';
import { auditLog, commitmentHistory, notifications, users } from '../../../db/schema';
import { pdfBytes } from '../../../testing/attachment-fixtures';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  attachTo,
  commitment,
  commitmentUpdateOf,
  createAction,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { readAnswer } from '../../../testing/isolation-matrix';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  permissionWith,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/** Issue 12: negotiation plans, the commitments register, action plans and actions, as a user relies on them. */
describe('social commitments', () => {
  let ctx: TestContext;
  let token: string;
  let admin: string;
  let site: string;
  let me: string;
  let colleague: { id: string; token: string };
  let stakeholder: { id: string; name: string };

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    as = token,
  ) =>
    ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(as),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const notificationsOf = (userId: string) =>
    ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    admin = testbed.admin;
    site = testbed.site;
    me = await adminId(ctx);
    colleague = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ customModules: { view: true, editConditionally: true } }),
    );
    stakeholder = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Associação Vila Nova', workspaceId: site }),
    );
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  describe('negotiation plans', () => {
    let plan: NegotiationPlan;

    it('creates a plan with a code, its action plan, and tells the responsible', async () => {
      plan = await createPlan(
        ctx.app,
        token,
        negotiationPlan(colleague.id, {
          workspaceId: site,
          title: 'Reassentamento de São José',
          stakeholderIds: [stakeholder.id],
          agreements: [{ text: 'Construir 20 casas', date: '2026-03-10' }],
        }),
      );
      expect(plan.code).toMatch(/^NP-\d{4}-\d{5}$/);
      expect(plan.status).toBe('draft');
      expect(plan.stakeholderIds).toEqual([stakeholder.id]);
      expect(plan.agreements).toEqual([
        expect.objectContaining({ text: 'Construir 20 casas', commitment: null }),
      ]);
      const actionPlan = await call('GET', `/action-plans/${plan.actionPlanId}`);
      expect(actionPlan.statusCode).toBe(200);
      expect(actionPlan.json<ActionPlan>().parent).toEqual({
        type: 'negotiation_plan',
        id: plan.id,
        code: plan.code,
        title: plan.title,
        ended: false,
      });
      expect(actionPlan.json<ActionPlan>().owner?.id).toBe(colleague.id);
      const told = (await notificationsOf(colleague.id)).filter((n) => n.recordId === plan.id);
      expect(told).toEqual([
        expect.objectContaining({
          kind: 'owner_assigned',
          recordType: 'negotiation_plan',
          workspaceId: site,
        }),
      ]);
    });

    it('numbers plans one after another', async () => {
      const next = await createPlan(
        ctx.app,
        token,
        negotiationPlan(me, { workspaceId: site, title: 'Compensação' }),
      );
      const n = (code: string) => Number(code.slice(-5));
      expect(n(next.code)).toBe(n(plan.code) + 1);
    });

    it('moves through its statuses and refuses a jump', async () => {
      const refused = await call(
        'PUT',
        `/commitments/negotiation-plans/${plan.id}`,
        planUpdateOf(plan, { status: 'closed' }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ path: 'body.status', code: 'statusTransition' }),
      ]);
      for (const status of ['in_negotiation', 'agreed'] as const) {
        const res = await call(
          'PUT',
          `/commitments/negotiation-plans/${plan.id}`,
          planUpdateOf(plan, { status }),
        );
        expect(res.statusCode).toBe(200);
        plan = res.json<NegotiationPlan>();
      }
      expect(plan.status).toBe('agreed');
      const details = (
        await call('GET', `/commitments/negotiation-plans/${plan.id}/details`)
      ).json<NegotiationPlanDetails>();
      expect(details.history.map((h) => h.action)).toEqual(['status_changed', 'status_changed', 'created']);
      expect(details.responsible?.id).toBe(colleague.id);
      expect(details.stakeholders.map((s) => s.name)).toEqual(['Associação Vila Nova']);
      const created = details.history.at(-1);
      expect(created?.changes.find((c) => c.field === 'responsibleId')?.display?.after).toBeTruthy();
    });

    it('refuses a new plan that starts closed, an end before the start and unknown references', async () => {
      const res = await call(
        'POST',
        '/commitments/negotiation-plans',
        negotiationPlan(me, {
          workspaceId: site,
          status: 'closed',
          stakeholderIds: ['00000000-0000-4000-8000-000000000000'],
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(
        res
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['body.stakeholderIds.0', 'body.status']);
      const dates = await call(
        'POST',
        '/commitments/negotiation-plans',
        negotiationPlan(me, { startDate: '2026-05-01', endDate: '2026-04-01' }),
      );
      expect(dates.statusCode).toBe(422);
    });

    it('finds plans by words without case or accents, and by status and stakeholder', async () => {
      const search = async (q: string) =>
        (await call('GET', `/commitments/negotiation-plans/search?${q}`))
          .json<NegotiationPlanPage>()
          .items.map((i) => i.id);
      expect(await search('q=SAO%20jose')).toEqual([plan.id]);
      expect(await search('q=vila%20nova')).toEqual([plan.id]);
      expect(await search('status=agreed')).toEqual([plan.id]);
      expect(await search(`stakeholderId=${stakeholder.id}`)).toEqual([plan.id]);
      expect(await search('status=cancelled')).toEqual([]);
    });

    it('exports the plans as a sheet a person reads', async () => {
      const res = await call('GET', `/commitments/negotiation-plans/export?q=jose&format=xlsx`, undefined);
      expect(res.statusCode).toBe(200);
      const { headers, text } = await readAnswer(res);
      expect(headers).toEqual(expect.arrayContaining(['Code', 'Title', 'Status', 'Responsible']));
      expect(text).toContain(plan.code);
      expect(text).toContain('Agreed');
      const pt = await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/negotiation-plans/export?q=jose&format=csv`,
        headers: { ...bearer(token), 'accept-language': 'pt-BR' },
      });
      const csv = await readAnswer(pt);
      expect(csv.headers).toEqual(expect.arrayContaining(['Código', 'Situação']));
      expect(csv.text).toContain('Acordado');
      expect(csv.text).toContain('02/03/2026');
    });

    describe('an agreement becomes a commitment', () => {
      let fromAgreement: Commitment;

      it('registers it, linked both ways', async () => {
        const agreement = plan.agreements[0] as { id: string };
        fromAgreement = await createCommitment(
          ctx.app,
          token,
          commitment(me, {
            workspaceId: site,
            sourceCode: 'negotiationPlan',
            sourceAgreementId: agreement.id,
            title: 'Construir 20 casas',
          }),
        );
        expect(fromAgreement.sourceNegotiationPlanId).toBe(plan.id);
        const again = (
          await call('GET', `/commitments/negotiation-plans/${plan.id}`)
        ).json<NegotiationPlan>();
        expect(again.agreements[0]?.commitment).toEqual({
          id: fromAgreement.id,
          code: fromAgreement.code,
          title: 'Construir 20 casas',
        });
        plan = again;
        const details = (
          await call('GET', `/commitments/management/${fromAgreement.id}/details`)
        ).json<CommitmentDetails>();
        expect(details.sourceNegotiationPlan?.code).toBe(plan.code);
        expect(details.sourceAgreement?.text).toBe('Construir 20 casas');
        expect(details.labels.source).toBe('Negotiation plan');
      });

      it('refuses a second commitment from the same agreement (409)', async () => {
        const agreement = plan.agreements[0] as { id: string };
        const res = await call(
          'POST',
          '/commitments/management',
          commitment(me, { workspaceId: site, sourceAgreementId: agreement.id }),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toContain(fromAgreement.code);
      });

      it('refuses to remove the agreement from the plan while its commitment exists', async () => {
        const res = await call(
          'PUT',
          `/commitments/negotiation-plans/${plan.id}`,
          planUpdateOf(plan, { agreements: [] }),
        );
        expect(res.statusCode).toBe(409);
      });

      it('frees the agreement when the commitment is deleted', async () => {
        expect((await call('DELETE', `/commitments/management/${fromAgreement.id}`)).statusCode).toBe(204);
        expect((await call('GET', `/commitments/management/${fromAgreement.id}`)).statusCode).toBe(404);
        const again = (
          await call('GET', `/commitments/negotiation-plans/${plan.id}`)
        ).json<NegotiationPlan>();
        expect(again.agreements[0]?.commitment).toBeNull();
      });
    });

    it('deletes once: of two deletes at the same moment one is a 404, and "deleted" is written once', async () => {
      const doomed = await createPlan(
        ctx.app,
        token,
        negotiationPlan(me, { workspaceId: site, title: 'Plano apagado duas vezes' }),
      );
      const both = await Promise.all([
        call('DELETE', `/commitments/negotiation-plans/${doomed.id}`),
        call('DELETE', `/commitments/negotiation-plans/${doomed.id}`),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([204, 404]);
      const deletions = await ctx.database.db
        .select()
        .from(commitmentHistory)
        .where(and(eq(commitmentHistory.recordId, doomed.id), eq(commitmentHistory.action, 'deleted')));
      expect(deletions).toHaveLength(1);
    });

    it('deletes a plan: gone from get and search', async () => {
      const doomed = await createPlan(
        ctx.app,
        token,
        negotiationPlan(me, { workspaceId: site, title: 'Plano a apagar' }),
      );
      expect((await call('DELETE', `/commitments/negotiation-plans/${doomed.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/commitments/negotiation-plans/${doomed.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/action-plans/${doomed.actionPlanId}`)).statusCode).toBe(404);
      const page = (
        await call('GET', '/commitments/negotiation-plans/search?q=apagar')
      ).json<NegotiationPlanPage>();
      expect(page.items).toEqual([]);
    });
  });

  describe('commitments', () => {
    let record: Commitment;

    it('creates a commitment from an interaction and finds it by it', async () => {
      const met = await createInteraction(
        ctx.app,
        token,
        interaction({ workspaceId: site, subject: 'Pedido de poço' }),
      );
      record = await createCommitment(
        ctx.app,
        token,
        commitment(colleague.id, {
          workspaceId: site,
          sourceCode: 'interaction',
          sourceInteractionId: met.id,
          beneficiaryIds: [stakeholder.id],
        }),
      );
      expect(record.code).toMatch(/^CMT-\d{4}-\d{5}$/);
      expect(record.status).toBe('open');
      const page = (
        await call('GET', `/commitments/management/search?interactionId=${met.id}`)
      ).json<CommitmentPage>();
      expect(page.items.map((i) => i.id)).toEqual([record.id]);
      expect(page.items[0]?.beneficiaries).toEqual([{ id: stakeholder.id, name: 'Associação Vila Nova' }]);
      const details = (
        await call('GET', `/commitments/management/${record.id}/details`)
      ).json<CommitmentDetails>();
      expect(details.sourceInteraction?.code).toBe(met.code);
      expect(details.labels).toEqual({ source: 'Social interaction', priority: 'High', risk: 'Medium' });
    });

    it('refuses an interaction out of reach and unknown options', async () => {
      const res = await call(
        'POST',
        '/commitments/management',
        commitment(me, {
          workspaceId: site,
          sourceInteractionId: '00000000-0000-4000-8000-000000000000',
          priorityCode: 'nope',
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(
        res
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['body.priorityCode', 'body.sourceInteractionId']);
    });

    it('moves open → in progress → fulfilled, refuses open → fulfilled, and tells the owner', async () => {
      const jump = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(record, { status: 'fulfilled' }),
      );
      expect(jump.statusCode).toBe(422);
      expect(jump.json().errors[0]).toEqual(
        expect.objectContaining({ path: 'body.status', code: 'statusTransition' }),
      );
      const working = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(record, { status: 'in_progress' }),
      );
      expect(working.statusCode).toBe(200);
      const done = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(working.json(), { status: 'fulfilled' }),
      );
      expect(done.statusCode).toBe(200);
      record = done.json<Commitment>();
      expect(record.closedAt).not.toBeNull();
      const told = (await notificationsOf(colleague.id)).filter((n) => n.recordId === record.id);
      expect(told.map((n) => n.kind).sort()).toEqual([
        'commitment_status_changed',
        'commitment_status_changed',
        'owner_assigned',
      ]);
      expect(told.find((n) => (n.data as { to?: string }).to === 'fulfilled')?.data).toEqual({
        from: 'in_progress',
        to: 'fulfilled',
      });
      const cancelled = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(record, { status: 'cancelled' }),
      );
      expect(cancelled.statusCode).toBe(422);
    });

    it('does not notify the actor of their own change', async () => {
      const mine = await createCommitment(ctx.app, token, commitment(me, { workspaceId: site }));
      await call(
        'PUT',
        `/commitments/management/${mine.id}`,
        commitmentUpdateOf(mine, { status: 'in_progress' }),
      );
      expect((await notificationsOf(me)).filter((n) => n.recordId === mine.id)).toEqual([]);
    });

    it('derives overdue and filters by it', async () => {
      const late = await createCommitment(
        ctx.app,
        token,
        commitment(me, { workspaceId: site, title: 'Reforma da escola', dueDate: '2020-01-10' }),
      );
      expect(late.overdue).toBe(true);
      const page = (
        await call('GET', `/commitments/management/search?status=overdue&workspaceId=${site}`)
      ).json<CommitmentPage>();
      expect(page.items.map((i) => i.id)).toContain(late.id);
      expect(page.items.every((i) => i.overdue)).toBe(true);
      const sorted = (
        await call('GET', `/commitments/management/search?workspaceId=${site}&sort=dueDate,asc`)
      ).json<CommitmentPage>();
      expect(sorted.items[0]?.id).toBe(late.id);
    });

    it('lists each commitment with its owner, first five beneficiaries and their number, and its progress', async () => {
      const people = await Promise.all(
        ['Fabiana', 'Elias', 'Daniela', 'Carlos', 'Beatriz', 'Amanda'].map((name) =>
          createStakeholder(ctx.app, token, person({ name: `${name} Resumo`, workspaceId: site })),
        ),
      );
      const listed = await createCommitment(
        ctx.app,
        token,
        commitment(me, {
          workspaceId: site,
          title: 'Compromisso do resumo da lista',
          beneficiaryIds: people.map((p) => p.id),
        }),
      );
      const [first] = await Promise.all([
        createAction(ctx.app, token, listed.actionPlanId, { title: 'Primeira' }),
        createAction(ctx.app, token, listed.actionPlanId, { title: 'Segunda' }),
      ]);
      expect(
        (await call('PUT', `/actions/${first.id}/complete`, { completionNote: 'Feita' })).statusCode,
      ).toBe(200);
      const [mine] = await ctx.database.db.select().from(users).where(eq(users.id, me));
      const item = (
        await call('GET', `/commitments/management/search?q=${encodeURIComponent('resumo da lista')}`)
      ).json<CommitmentPage>().items[0];
      expect(item).toEqual(
        expect.objectContaining({
          id: listed.id,
          owner: { id: me, name: mine?.name },
          beneficiaryCount: 6,
          actionPlanId: listed.actionPlanId,
          progress: { total: 2, completed: 1, percent: 50 },
        }),
      );
      expect(item?.beneficiaries.map((b) => b.name)).toEqual([
        'Amanda Resumo',
        'Beatriz Resumo',
        'Carlos Resumo',
        'Daniela Resumo',
        'Elias Resumo',
      ]);
    });

    it('finds commitments by topic and by ODS, their own or their topics’ category’s', async () => {
      const created = async (url: string, payload: object) => {
        const res = await call('POST', url, payload);
        expect(res.statusCode).toBe(201);
        return res.json().id as string;
      };
      const categoryId = await created('/topic/categories', {
        workspaceId: site,
        name: 'Saneamento',
        ods: [6],
      });
      const topicId = await created('/topics', {
        workspaceId: site,
        name: 'Esgoto a céu aberto',
        categoryId,
      });
      const byTopic = await createCommitment(
        ctx.app,
        token,
        commitment(me, { workspaceId: site, title: 'Rede de esgoto', topicIds: [topicId], ods: [] }),
      );
      const ownOds = await createCommitment(
        ctx.app,
        token,
        commitment(me, { workspaceId: site, title: 'Cisternas', ods: [6] }),
      );
      const neither = await createCommitment(
        ctx.app,
        token,
        commitment(me, { workspaceId: site, title: 'Praça', ods: [11] }),
      );
      const found = async (query: string) =>
        (await call('GET', `/commitments/management/search?workspaceId=${site}&${query}`))
          .json<CommitmentPage>()
          .items.map((i) => i.id);
      expect(await found(`topicId=${topicId}`)).toEqual([byTopic.id]);
      const ods6 = await found('ods=6');
      expect(ods6).toEqual(expect.arrayContaining([byTopic.id, ownOds.id]));
      expect(ods6).not.toContain(neither.id);
      // The topic taken off: neither filter finds it any more, and the history says so.
      const res = await call(
        'PUT',
        `/commitments/management/${byTopic.id}`,
        commitmentUpdateOf(byTopic, { topicIds: [] }),
      );
      expect(res.statusCode).toBe(200);
      expect(await found(`topicId=${topicId}`)).toEqual([]);
      expect(await found('ods=6')).not.toContain(byTopic.id);
      const details = (
        await call('GET', `/commitments/management/${byTopic.id}/details`)
      ).json<CommitmentDetails>();
      expect(JSON.stringify(details.history)).toContain('Esgoto a céu aberto');
    });

    it('exports the register with labels and Brazilian dates', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/management/export?workspaceId=${site}&format=csv`,
        headers: { ...bearer(token), 'accept-language': 'pt-BR' },
      });
      expect(res.statusCode).toBe(200);
      const { headers, text } = await readAnswer(res);
      expect(headers).toEqual(expect.arrayContaining(['Código', 'Origem', 'Prazo', 'Atrasado']));
      expect(text).toContain('Reforma da escola');
      expect(text).toContain('10/01/2020');
      expect(text).toContain('Interação social');
    });

    it('exports every commitment of the search once, in the list’s order', async () => {
      for (const sort of ['title,asc', 'title,desc', 'dueDate,asc']) {
        const listed = (
          await call('GET', `/commitments/management/search?workspaceId=${site}&sort=${sort}&size=100`)
        ).json<CommitmentPage>();
        expect(listed.items.length).toBeGreaterThan(2);
        const res = await call(
          'GET',
          `/commitments/management/export?workspaceId=${site}&sort=${sort}&format=csv`,
          undefined,
        );
        const { text } = await readAnswer(res);
        const codes = [...text.matchAll(/CMT-\d{4}-\d{5}/g)].map((m) => m[0]);
        expect(codes).toEqual(listed.items.map((i) => i.code));
      }
    });
  });

  describe('action plans and actions', () => {
    let parent: Commitment;
    let planId: string;

    beforeAll(async () => {
      parent = await createCommitment(
        ctx.app,
        token,
        commitment(me, { workspaceId: site, title: 'Cisterna comunitária' }),
      );
      planId = parent.actionPlanId;
    });

    it('saves the plan and tells a new owner', async () => {
      const res = await call('PUT', `/action-plans/${planId}`, {
        goal: 'Água no verão',
        ownerId: colleague.id,
        startDate: '2026-01-01',
        endDate: '2026-06-30',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ActionPlan>()).toEqual(
        expect.objectContaining({ goal: 'Água no verão', status: 'open', endDate: '2026-06-30' }),
      );
      expect(
        (await notificationsOf(colleague.id)).some(
          (n) => n.recordType === 'action_plan' && n.recordId === planId,
        ),
      ).toBe(true);
      const bad = await call('PUT', `/action-plans/${planId}`, {
        goal: null,
        ownerId: null,
        startDate: '2026-06-01',
        endDate: '2026-01-01',
      });
      expect(bad.statusCode).toBe(422);
    });

    it('refuses to finish while actions are open, then finishes and reopens', async () => {
      const first = await createAction(ctx.app, token, planId, {
        title: 'Comprar a cisterna',
        ownerId: colleague.id,
      });
      const second = await createAction(ctx.app, token, planId, { title: 'Instalar a cisterna' });
      expect(
        (await notificationsOf(colleague.id)).some(
          (n) => n.recordId === first.id && n.kind === 'owner_assigned',
        ),
      ).toBe(true);

      const early = await call('PUT', `/action-plans/${planId}/finish`);
      expect(early.statusCode).toBe(422);
      expect(early.json().detail).toBe(
        'The action plan still has 2 open actions: complete or delete them before finishing the plan',
      );

      const evidence = await attachTo(ctx.app, token, '/actions', first.id, 'Nota fiscal.pdf', pdfBytes());
      const done = await call('PUT', `/actions/${first.id}/complete`, {
        completionNote: 'Comprada',
        evidenceAttachmentIds: [evidence.id],
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual(
        expect.objectContaining({
          status: 'completed',
          completionNote: 'Comprada',
          evidenceAttachmentIds: [evidence.id],
        }),
      );
      const twice = await call('PUT', `/actions/${first.id}/complete`, { completionNote: 'De novo' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().detail).toBe('This action is already completed');

      const progress = (await call('GET', `/action-plans/${planId}`)).json<ActionPlan>().progress;
      expect(progress).toEqual({ total: 2, completed: 1, percent: 50 });

      expect(
        (await call('PUT', `/actions/${second.id}/complete`, { completionNote: 'Instalada' })).statusCode,
      ).toBe(200);
      const finished = await call('PUT', `/action-plans/${planId}/finish`);
      expect(finished.statusCode).toBe(200);
      expect(finished.json<ActionPlan>()).toEqual(
        expect.objectContaining({ status: 'finished', finishedBy: expect.objectContaining({ id: me }) }),
      );
      expect((await call('PUT', `/action-plans/${planId}/finish`)).statusCode).toBe(409);
      expect(
        (
          await call('POST', '/actions', {
            actionPlanId: planId,
            title: 'Tarde demais',
            description: null,
            ownerId: null,
            dueDate: null,
            status: 'open',
          })
        ).statusCode,
      ).toBe(409);
      const toldFinished = (await notificationsOf(colleague.id)).filter(
        (n) => n.kind === 'plan_finished' && n.recordId === planId,
      );
      expect(toldFinished).toHaveLength(1);

      const reopened = await call('PUT', `/action-plans/${planId}/reopen`);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json<ActionPlan>().status).toBe('open');
      expect(
        (await notificationsOf(colleague.id)).filter(
          (n) => n.kind === 'plan_reopened' && n.recordId === planId,
        ),
      ).toHaveLength(1);
      expect(
        (await notificationsOf(me)).filter((n) => n.recordId === planId && n.kind.startsWith('plan_')),
      ).toEqual([]);
    });

    it('reopens a completed action with an empty body, refuses reopening an open one', async () => {
      const plan = (await call('GET', `/action-plans/${planId}`)).json<ActionPlan>();
      const action = plan.actions.find((a) => a.title === 'Instalar a cisterna') as { id: string };
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/actions/${action.id}/reopen`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        expect.objectContaining({ status: 'open', completedAt: null, completionNote: null }),
      );
      expect((await call('PUT', `/actions/${action.id}/reopen`)).statusCode).toBe(409);
    });

    it('edits an action, deletes it, and a deleted action is a 404 everywhere', async () => {
      const action = await createAction(ctx.app, token, planId, { title: 'Treinar a comunidade' });
      const edited = await call('PUT', `/actions/${action.id}`, {
        title: 'Treinar os moradores',
        description: 'Uso e limpeza',
        ownerId: me,
        dueDate: '2026-07-01',
        status: 'in_progress',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual(
        expect.objectContaining({ title: 'Treinar os moradores', status: 'in_progress' }),
      );
      const sneaky = await call('PUT', `/actions/${action.id}`, {
        title: 'x',
        description: null,
        ownerId: null,
        dueDate: null,
        status: 'completed',
      });
      expect(sneaky.statusCode).toBe(422);
      expect((await call('DELETE', `/actions/${action.id}`)).statusCode).toBe(204);
      expect((await call('PUT', `/actions/${action.id}/reopen`)).statusCode).toBe(404);
      expect((await call('PUT', `/actions/${action.id}/complete`, { completionNote: 'x' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/actions/${action.id}`)).statusCode).toBe(404);
      const history = (await call('GET', `/action-plans/${planId}`)).json<ActionPlan>().history;
      const lines = history.filter((h) => h.subject?.id === action.id).map((h) => h.action);
      expect(lines).toEqual(['deleted', 'updated', 'created']);
      expect(history.some((h) => h.action === 'finished')).toBe(true);
      expect(history.some((h) => h.action === 'completed' && h.subject?.title === 'Comprar a cisterna')).toBe(
        true,
      );
    });

    it('lets the owner of an action with editConditionally complete it, but not others', async () => {
      const hers = await createAction(ctx.app, token, planId, { title: 'Dela', ownerId: colleague.id });
      const notHers = await createAction(ctx.app, token, planId, { title: 'De outro', ownerId: me });
      // The colleague also owns the action plan (set above): reset it so only the action's owner counts.
      await call('PUT', `/action-plans/${planId}`, {
        goal: 'Água no verão',
        ownerId: me,
        startDate: null,
        endDate: null,
      });
      expect(
        (await call('PUT', `/actions/${hers.id}/complete`, { completionNote: 'Feito' }, colleague.token))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('PUT', `/actions/${notHers.id}/complete`, { completionNote: 'Feito' }, colleague.token))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/actions/${notHers.id}`, undefined, colleague.token)).statusCode).toBe(
        403,
      );
    });

    it('closes the action plan of an ended commitment, and opens it again when the verdict is revised', async () => {
      let record = await createCommitment(
        ctx.app,
        token,
        commitment(me, { workspaceId: site, title: 'Horta comunitária', status: 'in_progress' }),
      );
      const action = await createAction(ctx.app, token, record.actionPlanId, { title: 'Preparar a terra' });
      const moved = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(record, { status: 'not_fulfilled' }),
      );
      expect(moved.statusCode).toBe(200);
      record = moved.json<Commitment>();
      const plan = (await call('GET', `/action-plans/${record.actionPlanId}`)).json<ActionPlan>();
      expect(plan.parent.ended).toBe(true);

      const ended = 'The commitment has ended: its action plan can no longer change';
      const refusals = await Promise.all([
        call('POST', '/actions', {
          actionPlanId: record.actionPlanId,
          title: 'Depois do fim',
          description: null,
          ownerId: null,
          dueDate: null,
          status: 'open',
        }),
        call('PUT', `/actions/${action.id}`, {
          title: 'Preparar o solo',
          description: null,
          ownerId: null,
          dueDate: null,
          status: 'in_progress',
        }),
        call('PUT', `/actions/${action.id}/complete`, { completionNote: 'Feito' }),
        call('DELETE', `/actions/${action.id}`),
        call('PUT', `/action-plans/${record.actionPlanId}`, {
          goal: 'Outra meta',
          ownerId: null,
          startDate: null,
          endDate: null,
        }),
        call('PUT', `/action-plans/${record.actionPlanId}/finish`),
      ]);
      for (const res of refusals) {
        expect(res.statusCode).toBe(409);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().detail).toBe(ended);
      }
      const after = (await call('GET', `/action-plans/${record.actionPlanId}`)).json<ActionPlan>();
      expect(after).toEqual(expect.objectContaining({ goal: plan.goal, status: 'open' }));
      expect(after.actions.map((a) => [a.title, a.status])).toEqual([['Preparar a terra', 'open']]);

      const revised = await call(
        'PUT',
        `/commitments/management/${record.id}`,
        commitmentUpdateOf(record, { status: 'in_progress' }),
      );
      expect(revised.statusCode).toBe(200);
      expect(
        (await call('PUT', `/actions/${action.id}/complete`, { completionNote: 'Feito' })).statusCode,
      ).toBe(200);
    });

    it('closes the action plan of a cancelled negotiation plan, finished or not', async () => {
      let plan = await createPlan(
        ctx.app,
        token,
        negotiationPlan(me, { workspaceId: site, title: 'Feira livre' }),
      );
      const action = await createAction(ctx.app, token, plan.actionPlanId, { title: 'Ouvir os feirantes' });
      expect(
        (await call('PUT', `/actions/${action.id}/complete`, { completionNote: 'Ouvidos' })).statusCode,
      ).toBe(200);
      expect((await call('PUT', `/action-plans/${plan.actionPlanId}/finish`)).statusCode).toBe(200);
      const cancelled = await call(
        'PUT',
        `/commitments/negotiation-plans/${plan.id}`,
        planUpdateOf(plan, { status: 'cancelled' }),
      );
      expect(cancelled.statusCode).toBe(200);
      plan = cancelled.json<NegotiationPlan>();
      const ended = 'The negotiation plan has ended: its action plan can no longer change';
      for (const res of [
        await call('PUT', `/action-plans/${plan.actionPlanId}/reopen`),
        await call('PUT', `/actions/${action.id}/reopen`),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe(ended);
      }
      expect((await call('GET', `/action-plans/${plan.actionPlanId}`)).json<ActionPlan>()).toEqual(
        expect.objectContaining({ status: 'finished', parent: expect.objectContaining({ ended: true }) }),
      );
    });

    it('a bad body is a 4xx problem, never a 500', async () => {
      const res = await call('POST', '/actions', { actionPlanId: 'nope', title: '' });
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const missing = await call('POST', '/actions', {
        title: 'Sem plano',
        description: null,
        ownerId: null,
        dueDate: null,
        status: 'open',
      });
      expect(missing.statusCode).toBe(422);
    });
  });

  describe('settings', () => {
    it('reads the defaults, lets the tenant admin change them, refuses a site user', async () => {
      expect((await call('GET', '/commitments/settings')).json()).toEqual({
        firstTreatmentTargetDays: 15,
        dueSoonDays: 7,
        changed: null,
      });
      expect(
        (await call('PUT', '/commitments/settings', { firstTreatmentTargetDays: 10, dueSoonDays: 3 }, token))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', '/commitments/settings', { firstTreatmentTargetDays: 0, dueSoonDays: 3 }, admin))
          .statusCode,
      ).toBe(422);
      const before = Date.now();
      const saved = await call(
        'PUT',
        '/commitments/settings',
        { firstTreatmentTargetDays: 15, dueSoonDays: 5 },
        admin,
      );
      expect(saved.statusCode).toBe(200);
      // Who changed them and when: the administrator's name, now; the PUT answers as the GET.
      const [{ name } = { name: '' }] = await ctx.database.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, me));
      const answer = saved.json<CommitmentSettingsResponse>();
      expect(answer).toEqual({
        firstTreatmentTargetDays: 15,
        dueSoonDays: 5,
        changed: { by: name, at: expect.any(String) },
      });
      const at = Date.parse(answer.changed!.at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      expect((await call('GET', '/commitments/settings')).json()).toEqual(answer);
    });

    it('keeps each change in the audit trail, who and from what to what; a body with `changed` is fine', async () => {
      const saved = await call(
        'PUT',
        '/commitments/settings',
        {
          firstTreatmentTargetDays: 20,
          dueSoonDays: 5,
          changed: { by: 'Someone else', at: '2020-01-01T00:00:00Z' },
        },
        admin,
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json<CommitmentSettingsResponse>().changed?.by).not.toBe('Someone else');
      const audited = await ctx.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.event, 'settings.commitments.changed'), eq(auditLog.tenantId, ctx.seed.tenantId)),
        )
        .orderBy(auditLog.createdAt);
      expect(audited).toEqual([
        expect.objectContaining({
          userId: me,
          detail: {
            before: { firstTreatmentTargetDays: 15, dueSoonDays: 7 },
            after: { firstTreatmentTargetDays: 15, dueSoonDays: 5 },
          },
        }),
        expect.objectContaining({
          userId: me,
          detail: {
            before: { firstTreatmentTargetDays: 15, dueSoonDays: 5 },
            after: { firstTreatmentTargetDays: 20, dueSoonDays: 5 },
          },
        }),
      ]);
    });
  });
});
