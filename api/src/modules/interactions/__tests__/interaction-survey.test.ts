import {
  roleTemplates,
  type Interaction,
  type InteractionDetails,
  type SurveyQuestion,
  type SurveySummary,
  type SurveyWorkspace,
} from '@conexoes/shared/contract';
import { eq } from 'drizzle-orm';
import { interactionSurveyAnswers, interactionSurveyQuestions } from '../../../db/schema';
import { ADMIN_EMAIL } from '../../../testing/test-app';
import { acceptLgpd, bearer, login, signIn } from '../../../testing/auth-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import { API, freshSite, openSiteTestbed, userWith } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/** Issue 11: the perception survey — questions, the research switch, answers, history and summary. */
describe('social interactions: the perception survey', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;
  let questions: SurveyQuestion[];

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    questions = (await inject('GET', `/social-interactions/survey/questions?workspaceId=${site}`)).json();
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  function inject(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    t = token,
    language = 'en',
  ) {
    return ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...bearer(t), 'accept-language': language },
      ...(payload === undefined ? {} : { payload }),
    });
  }
  const researchAt = async (workspaceId: string, on: boolean) => {
    const res = await inject(
      'PUT',
      `/social-interactions/survey/workspaces/${workspaceId}/${on}`,
      undefined,
      admin,
    );
    expect(res.statusCode).toBe(200);
    return res.json() as SurveyWorkspace[];
  };
  const details = async (id: string, language = 'en'): Promise<InteractionDetails> => {
    const res = await inject('GET', `/social-interactions/${id}/details`, undefined, token, language);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('offers the seeded questions in order, in the caller’s language', async () => {
    expect(questions.map((q) => q.textEn)).toEqual([
      'How does the community rate its relationship with the company?',
      "How well informed does the community feel about the company's activities?",
      "How much does the community trust the company's answers to its requests?",
      "How does the community rate the operation's impacts on its daily life?",
    ]);
    expect(questions.every((q) => q.active)).toBe(true);
    const pt = (
      await inject('GET', '/social-interactions/survey/questions', undefined, token, 'pt-BR')
    ).json();
    expect(pt[0].text).toBe('Como a comunidade avalia a relação com a empresa?');
    const es = (await inject('GET', '/social-interactions/survey/questions', undefined, token, 'es')).json();
    expect(es[0].text).toBe('¿Cómo valora la comunidad su relación con la empresa?');
    // Root questions serve the site but are not the site's to change.
    expect(questions.every((q) => q.canEdit === false)).toBe(true);
  });

  it('refuses answers where the research is off, and takes none', async () => {
    const refused = await inject(
      'POST',
      '/social-interactions',
      interaction({ workspaceId: site, survey: [{ questionId: questions[0]!.id, value: 4 }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'body.survey', code: 'surveyOff' }),
    ]);
    const plain = await createInteraction(ctx.app, token, interaction({ workspaceId: site }));
    expect(plain.survey).toEqual([]);
  });

  it('turns the research on for a workspace and says so when workspaces are chosen', async () => {
    const before = await inject('GET', '/social-interactions/survey/workspaces');
    expect(before.json()).toEqual([expect.objectContaining({ id: site, research: false, effective: false })]);
    const listed = await researchAt(site, true);
    expect(listed.find((w) => w.id === site)).toMatchObject({ research: true, effective: true });

    const loginToken = await acceptLgpd(ctx.app, await login(ctx.app), ADMIN_EMAIL);
    const choose = (workspaceIds: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `${API}/auth/workspaces`,
        headers: bearer(loginToken),
        payload: { workspaceIds },
      });
    // The site itself, and the root above it (its subtree holds the site), show the research.
    expect((await choose([site])).json().showSocialInteractionResearch).toBe(true);
    expect((await choose([ctx.seed.tenantId])).json().showSocialInteractionResearch).toBe(true);
  });

  it('saves 1–5 answers of active questions, returns them and shows them on the detail', async () => {
    const [first, second] = questions as [SurveyQuestion, SurveyQuestion];
    const created = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        survey: [
          { questionId: first.id, value: 4 },
          { questionId: second.id, value: 2 },
        ],
      }),
    );
    expect(created.survey).toEqual(
      expect.arrayContaining([
        { questionId: first.id, value: 4 },
        { questionId: second.id, value: 2 },
      ]),
    );
    const got: Interaction = (await inject('GET', `/social-interactions/${created.id}`)).json();
    expect(got.survey).toHaveLength(2);
    const shown = await details(created.id, 'pt-BR');
    expect(shown.surveyAnswers).toEqual([
      { questionId: first.id, question: first.textPtBr, value: 4 },
      { questionId: second.id, question: second.textPtBr, value: 2 },
    ]);
  });

  it('refuses a value outside 1–5, a question twice and an unknown question, on the field', async () => {
    const q = questions[0]!.id;
    const cases: Array<[object[], string]> = [
      [[{ questionId: q, value: 6 }], 'body.survey.0.value'],
      [[{ questionId: q, value: 0 }], 'body.survey.0.value'],
      [[{ questionId: q, value: 2.5 }], 'body.survey.0.value'],
      [
        [
          { questionId: q, value: 3 },
          { questionId: q, value: 4 },
        ],
        'body.survey.1.questionId',
      ],
      [[{ questionId: '00000000-0000-4000-8000-000000000001', value: 3 }], 'body.survey.0.questionId'],
    ];
    for (const [survey, path] of cases) {
      const res = await inject('POST', '/social-interactions', {
        ...interaction({ workspaceId: site }),
        survey,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    // Left out of a PUT: a 422 naming it (decision 0027).
    const record = await createInteraction(ctx.app, token, interaction({ workspaceId: site }));
    const { survey: _left, ...withoutSurvey } = interactionUpdateOf(record);
    const res = await inject('PUT', `/social-interactions/${record.id}`, withoutSurvey);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('body.survey');
  });

  it('changes answers with the whole record, keeps what a deactivated question holds, and tells the history', async () => {
    const extra = await inject(
      'POST',
      '/social-interactions/survey/questions',
      {
        workspaceId: site,
        textPtBr: 'A comunidade recomendaria o canal de diálogo?',
        textEn: 'Would the community recommend the dialogue channel?',
      },
      admin,
    );
    expect(extra.statusCode).toBe(201);
    const question: SurveyQuestion = extra.json();
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, survey: [{ questionId: question.id, value: 3 }] }),
    );
    const changed = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(record, { survey: [{ questionId: question.id, value: 5 }] }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().survey).toEqual([{ questionId: question.id, value: 5 }]);

    const history = (await details(record.id)).history;
    expect(history[0]).toMatchObject({
      action: 'updated',
      changes: [
        {
          field: 'survey',
          // The question comes with each value, for the screen to word the scale as the detail does.
          before: [
            {
              questionId: question.id,
              question: 'Would the community recommend the dialogue channel?',
              value: 3,
            },
          ],
          after: [
            {
              questionId: question.id,
              question: 'Would the community recommend the dialogue channel?',
              value: 5,
            },
          ],
          display: {
            before: 'Would the community recommend the dialogue channel?: 3/5',
            after: 'Would the community recommend the dialogue channel?: 5/5',
          },
        },
      ],
    });
    expect(history.at(-1)?.changes.find((c) => c.field === 'survey')?.display?.after).toBe(
      'Would the community recommend the dialogue channel?: 3/5',
    );

    // Deactivated: the stored answer comes back unchanged, a new one is refused.
    const off = await inject(
      'PUT',
      `/social-interactions/survey/questions/${question.id}`,
      { textPtBr: question.textPtBr, textEn: question.textEn, textEs: null, textDe: null, active: false },
      admin,
    );
    expect(off.statusCode).toBe(200);
    const stored: Interaction = changed.json();
    const kept = await inject('PUT', `/social-interactions/${record.id}`, interactionUpdateOf(stored));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().survey).toEqual([{ questionId: question.id, value: 5 }]);
    const refused = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(stored, { survey: [{ questionId: question.id, value: 1 }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'body.survey.0.questionId', code: 'surveyQuestion' }),
    ]);
    // Answered, so it cannot be deleted (deactivated it stays).
    const remove = await inject(
      'DELETE',
      `/social-interactions/survey/questions/${question.id}`,
      undefined,
      admin,
    );
    expect(remove.statusCode).toBe(409);
    // `[]` clears.
    const cleared = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(stored, { survey: [] }),
    );
    expect(cleared.json().survey).toEqual([]);
  });

  it('lets the configuration add, edit, reorder and delete questions where it administers', async () => {
    const created = await inject(
      'POST',
      '/social-interactions/survey/questions',
      { textPtBr: 'Pergunta nova da raiz?', textEn: 'New root question?', textEs: '', textDe: 'Neue Frage?' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const question: SurveyQuestion = created.json();
    expect(question).toMatchObject({
      workspaceId: ctx.seed.tenantId,
      textEs: null,
      active: true,
      canEdit: true,
    });
    // Spanish and German are optional: a question left without one is asked in English.
    const textIn = async (locale: string) =>
      (
        (
          await inject('GET', '/social-interactions/survey/questions', undefined, admin, locale)
        ).json() as Array<{
          id: string;
          text: string;
        }>
      ).find((q) => q.id === question.id)?.text;
    expect(await textIn('es')).toBe('New root question?');
    expect(await textIn('de')).toBe('Neue Frage?');
    expect(await textIn('pt-BR')).toBe('Pergunta nova da raiz?');

    // The whole record or nothing (decision 0027).
    const partial = await inject(
      'PUT',
      `/social-interactions/survey/questions/${question.id}`,
      { textPtBr: 'Só o texto?', textEn: 'Only the text?' },
      admin,
    );
    expect(partial.statusCode).toBe(422);
    expect(
      partial
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.active', 'body.textDe', 'body.textEs']);
    const tooShort = await inject(
      'POST',
      '/social-interactions/survey/questions',
      { textPtBr: 'ok', textEn: 'A fine question?' },
      admin,
    );
    expect(tooShort.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.textPtBr']);

    const all: SurveyQuestion[] = (
      await inject('GET', '/social-interactions/survey/questions', undefined, admin)
    ).json();
    const reversed = [...all].reverse().map((q) => q.id);
    const ordered = await inject(
      'PUT',
      '/social-interactions/survey/questions/order',
      { ids: reversed },
      admin,
    );
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().map((q: SurveyQuestion) => q.id)).toEqual(reversed);
    const unknown = await inject(
      'PUT',
      '/social-interactions/survey/questions/order',
      { ids: ['00000000-0000-4000-8000-000000000002'] },
      admin,
    );
    expect(unknown.statusCode).toBe(422);

    // A site's configuration manager reads the root's questions but does not change them (0026).
    const siteAdmin = await userWith(ctx, admin, [site], roleTemplates.admin);
    const take = await inject(
      'PUT',
      `/social-interactions/survey/questions/${question.id}`,
      { textPtBr: 'Tomada', textEn: 'Taken', textEs: null, textDe: null, active: true },
      siteAdmin.token,
    );
    expect(take.statusCode).toBe(403);
    const order = await inject(
      'PUT',
      '/social-interactions/survey/questions/order',
      { ids: [question.id] },
      siteAdmin.token,
    );
    expect(order.statusCode).toBe(403);

    const removed = await inject(
      'DELETE',
      `/social-interactions/survey/questions/${question.id}`,
      undefined,
      admin,
    );
    expect(removed.statusCode).toBe(204);
  });

  it('sums the answers of the period per question: average, distribution and months', async () => {
    const q = (
      await inject(
        'POST',
        '/social-interactions/survey/questions',
        {
          workspaceId: site,
          textPtBr: 'Pergunta do resumo?',
          textEn: 'Summary question?',
        },
        admin,
      )
    ).json() as SurveyQuestion;
    const answer = (startsAt: string, value: number) =>
      createInteraction(
        ctx.app,
        token,
        interaction({ workspaceId: site, startsAt, endsAt: null, survey: [{ questionId: q.id, value }] }),
      );
    await answer('2025-01-10T10:00:00-03:00', 5);
    await answer('2025-01-20T10:00:00-03:00', 4);
    // 31 January 22:00 in São Paulo is 1 February in UTC: it counts in January.
    await answer('2025-01-31T22:00:00-03:00', 4);
    await answer('2025-02-05T10:00:00-03:00', 1);
    const deleted = await answer('2025-02-06T10:00:00-03:00', 1);
    await inject('DELETE', `/social-interactions/${deleted.id}`);
    await answer('2025-04-01T10:00:00-03:00', 2); // outside the period

    const res = await inject('GET', '/social-interactions/dashboards/survey?from=2025-01-01&to=2025-03-31');
    expect(res.statusCode).toBe(200);
    const summary: SurveySummary = res.json();
    expect(summary.period).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(summary.months).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(summary.answered).toBe(4);
    const row = summary.questions.find((x) => x.id === q.id);
    expect(row).toEqual({
      id: q.id,
      text: 'Summary question?',
      active: true,
      answers: 4,
      average: 3.5,
      distribution: [1, 0, 0, 2, 1],
      byMonth: [
        { average: 4.33, answers: 3 },
        { average: 1, answers: 1 },
        { average: null, answers: 0 },
      ],
    });
    // The root's questions, unanswered in the period, are listed with no average.
    expect(summary.questions.find((x) => x.id === questions[3]!.id)).toMatchObject({
      answers: 0,
      average: null,
    });

    const bad = await inject('GET', '/social-interactions/dashboards/survey?from=2025-03-01&to=2025-01-01');
    expect(bad.statusCode).toBe(422);
  });

  it('hides, and keeps, the answers to another site’s questions on a record moved in from there', async () => {
    const own = await inject(
      'POST',
      '/social-interactions/survey/questions',
      {
        workspaceId: site,
        textPtBr: 'A comunidade conhece o canal de queixas do sítio?',
        textEn: 'Does the community know the site’s grievance channel?',
      },
      admin,
    );
    expect(own.statusCode).toBe(201);
    const siteQuestion: SurveyQuestion = own.json();
    const rootQuestion = questions[0] as SurveyQuestion;
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        survey: [
          { questionId: siteQuestion.id, value: 4 },
          { questionId: rootQuestion.id, value: 2 },
        ],
      }),
    );
    const other = await freshSite(ctx, admin);
    await researchAt(other, true);
    const moved = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(record, { workspaceId: other }),
      admin,
    );
    expect(moved.statusCode).toBe(200);
    const there = await signIn(ctx.app, [other]);

    // The other site's people see the root question's answer only: not the site's question, nor its text.
    const seen: Interaction = (
      await inject('GET', `/social-interactions/${record.id}`, undefined, there)
    ).json();
    expect(seen.survey).toEqual([{ questionId: rootQuestion.id, value: 2 }]);
    const shown = await inject('GET', `/social-interactions/${record.id}/details`, undefined, there);
    expect(shown.statusCode).toBe(200);
    const detail: InteractionDetails = shown.json();
    expect(detail.surveyAnswers).toEqual([
      { questionId: rootQuestion.id, question: rootQuestion.textEn, value: 2 },
    ]);
    expect(JSON.stringify(detail)).not.toContain(siteQuestion.textEn);
    expect(JSON.stringify(detail)).not.toContain(siteQuestion.id);

    // A record whose only answer is to the site's question is not counted as answered over there.
    const onlyHidden = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, survey: [{ questionId: siteQuestion.id, value: 5 }] }),
    );
    const movedToo = await inject(
      'PUT',
      `/social-interactions/${onlyHidden.id}`,
      interactionUpdateOf(onlyHidden, { workspaceId: other }),
      admin,
    );
    expect(movedToo.statusCode).toBe(200);
    const summaryThere: SurveySummary = (
      await inject(
        'GET',
        '/social-interactions/dashboards/survey?from=2026-03-01&to=2026-03-31',
        undefined,
        there,
      )
    ).json();
    expect(summaryThere.answered).toBe(1);
    expect(summaryThere.questions.map((x) => x.id)).not.toContain(siteQuestion.id);
    expect(summaryThere.questions.find((x) => x.id === rootQuestion.id)?.answers).toBe(1);

    // Their change keeps the hidden answer as stored; the site's own people still read it.
    const changed = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(seen, { survey: [{ questionId: rootQuestion.id, value: 5 }] }),
      there,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().survey).toEqual([{ questionId: rootQuestion.id, value: 5 }]);
    const whole: Interaction = (
      await inject('GET', `/social-interactions/${record.id}`, undefined, admin)
    ).json();
    expect(whole.survey).toEqual(
      expect.arrayContaining([
        { questionId: siteQuestion.id, value: 4 },
        { questionId: rootQuestion.id, value: 5 },
      ]),
    );
    expect(whole.survey).toHaveLength(2);

    // An answer whose question is gone (deleted beside a save) is hidden, and still not lost on a change.
    const { db } = ctx.database;
    const stored = async () =>
      (
        await db
          .select({ questionId: interactionSurveyAnswers.questionId })
          .from(interactionSurveyAnswers)
          .where(eq(interactionSurveyAnswers.interactionId, record.id))
      )
        .map((a) => a.questionId)
        .sort();
    await db.delete(interactionSurveyQuestions).where(eq(interactionSurveyQuestions.id, siteQuestion.id));
    const again = await inject(
      'PUT',
      `/social-interactions/${record.id}`,
      interactionUpdateOf(whole, { survey: [{ questionId: rootQuestion.id, value: 1 }] }),
      admin,
    );
    expect(again.json().survey).toEqual([{ questionId: rootQuestion.id, value: 1 }]);
    expect(await stored()).toEqual([rootQuestion.id, siteQuestion.id].sort());
  });

  it('turns the research off again: answers are refused, stored ones stay', async () => {
    await researchAt(site, false);
    const res = await inject(
      'POST',
      '/social-interactions',
      interaction({ workspaceId: site, survey: [{ questionId: questions[0]!.id, value: 3 }] }),
    );
    expect(res.statusCode).toBe(422);
  });
});
