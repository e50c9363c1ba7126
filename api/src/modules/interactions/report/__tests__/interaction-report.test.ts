import { roleTemplates, type Interaction } from '@conexoes/shared/contract';
import { bearer, createUser } from '../../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../../testing/interaction-helpers';
import { pdfText } from '../../../../testing/pdf-text';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  organisation,
  permissionWith,
  person,
  userWith,
} from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';

/** Issue 11, SPEC §7: GET social-interactions/report — the search's result set as a PDF a person reads. */
describe('social interactions: the PDF report', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let token: string;
  let resident: { id: string; name: string; document: string; email: string };
  let meeting: Interaction;
  let call: Interaction;
  let outside: Interaction;
  const period = 'from=2026-03-01&to=2026-04-30';

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    const association = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Associação Comunitária do Tejuco', workspaceId: site }),
    );
    resident = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Conceição Aparecida Gonçalves', workspaceId: site, email: 'conceicao@example.com' }),
    );
    const owner = await userWith(ctx, admin, [site], roleTemplates.analyst);
    meeting = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-03-10T14:00:00-03:00',
        subject: 'Ação de umectação e poeira na estrada',
        description: 'Moradores pediram umectação diária do acesso à comunidade.',
        issuesRaised: 'Poeira sobre as hortas e problemas respiratórios das crianças.',
        response: 'A empresa programou dois caminhões-pipa por dia.',
        typeCode: 'meeting',
        perception: 'positive',
        stakeholders: [
          { stakeholderId: association.id, role: 'participant' },
          { stakeholderId: resident.id, role: 'complainant' },
        ],
        followUpRequired: true,
        followUpDue: '2026-03-20',
        followUpOwnerId: owner.id,
        participantIds: [owner.id],
        ods: [6],
      }),
    );
    call = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-04-02T09:30:00-03:00',
        endsAt: null,
        subject: 'Ligação sobre ruído noturno',
        typeCode: 'phoneCall',
        channelCode: 'phone',
        perception: 'negative',
        stakeholders: [{ stakeholderId: resident.id, role: 'complainant' }],
      }),
    );
    // Same tenant, another site the caller does not reach.
    const sibling = await freshSite(ctx, admin);
    outside = await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: sibling,
        startsAt: '2026-03-15T10:00:00-03:00',
        endsAt: null,
        subject: 'Visita fora do alcance',
      }),
    );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const report = async (query: string, language: string, t = token) => {
    const res = await ctx.app.inject({
      url: `${API}/social-interactions/report?${query}`,
      headers: { ...bearer(t), 'accept-language': language },
    });
    return res;
  };
  const reportText = async (query: string, language: string, t = token) => {
    const res = await report(query, language, t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return { ...(await pdfText(res.rawPayload)), res };
  };

  it('writes the cover, the figures and every interaction in Portuguese, accents intact', async () => {
    const { text, res, pages } = await reportText(period, 'pt-BR');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-interacoes-\d{4}-\d{2}-\d{2}-\d{4}\.pdf"$/,
    );
    expect(pages).toBeGreaterThanOrEqual(3);
    // Cover.
    expect(text).toContain('Relatório de interações sociais');
    expect(text).toContain('Período: De 01/03/2026 a 30/04/2026');
    expect(text).toContain('Filtros: Nenhum: todas as interações do período');
    expect(text).toMatch(/Gerado por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Horário Padrão de Brasília\)/);
    expect(text).toContain('2 interações');
    // Figures: per month, type, channel, perception and status, with the tenant's labels.
    expect(text).toContain('Números do período');
    for (const heading of ['Por mês', 'Por tipo', 'Por canal', 'Por percepção', 'Por situação'])
      expect(text).toContain(heading);
    expect(text).toMatch(/mar\/26/);
    expect(text).toMatch(/abr\/26/);
    expect(text).toContain('Reunião');
    expect(text).toContain('Ligação telefônica');
    expect(text).toContain('Positiva');
    expect(text).toContain('Negativa');
    // Each interaction: code, date and time, subject, labels, people, texts, follow-up.
    expect(text).toContain(`${meeting.code} · 10/03/2026 14:00`);
    expect(text).toContain('Ação de umectação e poeira na estrada');
    expect(text).toContain(`${call.code} · 02/04/2026 09:30`);
    expect(text).toContain('Ligação sobre ruído noturno');
    expect(text).toContain('Associação Comunitária do Tejuco, Conceição Aparecida Gonçalves');
    expect(text).toContain('Descrição: Moradores pediram umectação diária do acesso à comunidade.');
    expect(text).toContain('Resposta da empresa: A empresa programou dois caminhões-pipa por dia.');
    expect(text).toContain('Acompanhamento: Até 20/03/2026');
    expect(text).toContain('Local: Brumadinho / MG');
    // Everything the detail screen shows: classification, the company's people, the goals by name.
    expect(text).toContain('Classificação: Solicitação');
    expect(text).toContain('Participantes da empresa: Maria da Silva');
    expect(text).toContain('ODS: 6 · Água Potável e Saneamento');
    // Outside the caller's workspaces: neither listed nor counted.
    expect(text).not.toContain(outside.subject);
    expect(text).not.toContain(outside.code);
  }, 60_000);

  it('speaks English to an English caller', async () => {
    const { text, res } = await reportText(period, 'en-GB,en;q=0.9');
    expect(res.headers['content-disposition']).toContain('filename="interactions-report-');
    expect(text).toContain('Social interactions report');
    expect(text).toContain('Period: From 01/03/2026 to 30/04/2026');
    // A day-first date and a 24-hour time, as the screens write them in English too.
    expect(text).toContain(`${meeting.code} · 10/03/2026 14:00`);
    expect(text).toMatch(/Generated by .+ on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}/);
    expect(text).toContain('2 interactions');
    expect(text).toContain('By type');
    expect(text).toContain('Meeting');
    expect(text).toContain('Phone call');
    expect(text).toContain("Company's response: A empresa programou dois caminhões-pipa por dia.");
  }, 60_000);

  it('gives times on the caller’s clock and names it: an hour earlier in Manaus', async () => {
    const res = await ctx.app.inject({
      url: `${API}/social-interactions/report?${period}`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-time-zone': 'America/Manaus' },
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(`${meeting.code} · 10/03/2026 13:00`);
    expect(text).toContain(`${call.code} · 02/04/2026 08:30`);
    expect(text).toMatch(/em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Horário Padrão do Amazonas\)/);
  }, 60_000);

  it('writes dates the way the caller chose to read them, as the screens do', async () => {
    const iso = await ctx.app.inject({
      url: `${API}/social-interactions/report?${period}`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-date-format': 'yyyy-MM-dd' },
    });
    const { text } = await pdfText(iso.rawPayload);
    expect(text).toContain('Período: De 2026-03-01 a 2026-04-30');
    expect(text).toContain(`${meeting.code} · 2026-03-10 14:00`);
    expect(text).toContain('Acompanhamento: Até 2026-03-20');

    // Month first goes with a 12-hour clock (decision 0069); anything unknown is day first.
    const us = await ctx.app.inject({
      url: `${API}/social-interactions/report?${period}`,
      headers: { ...bearer(token), 'accept-language': 'en', 'x-date-format': 'MM/dd/yyyy' },
    });
    const usText = (await pdfText(us.rawPayload)).text;
    expect(usText).toContain('Period: From 03/01/2026 to 04/30/2026');
    expect(usText).toContain(`${meeting.code} · 03/10/2026 2:00 PM`);
    const odd = await ctx.app.inject({
      url: `${API}/social-interactions/report?${period}`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-date-format': '<script>' },
    });
    expect(odd.statusCode).toBe(200);
    expect((await pdfText(odd.rawPayload)).text).toContain(`${meeting.code} · 10/03/2026 14:00`);
  }, 60_000);

  it('is exactly the search: its filters, said in words on the cover', async () => {
    const query = `${period}&type=phoneCall&perception=negative&q=ruido`;
    const search = await ctx.app.inject({
      url: `${API}/social-interactions/search?${query}`,
      headers: bearer(token),
    });
    expect(search.json().items.map((i: Interaction) => i.id)).toEqual([call.id]);
    const { text } = await reportText(query, 'pt-BR');
    expect(text).toContain('Texto: “ruido”');
    expect(text).toContain('Tipo: Ligação telefônica');
    expect(text).toContain('Percepção: Negativa');
    // One is singular.
    expect(text).toContain('1 interação');
    expect(text).not.toContain('1 interações');
    expect(text).toContain('Ligação sobre ruído noturno');
    expect(text).not.toContain(meeting.subject);

    const named = await reportText(`stakeholderId=${resident.id}`, 'pt-BR');
    expect(named.text).toContain('Parte interessada: Conceição Aparecida Gonçalves');

    // A goal by its name, a follow-up filter as a word, the chosen workspace said once.
    const more = await reportText(`${period}&ods=6&followUp=open&workspaceId=${site}`, 'pt-BR');
    expect(more.text).toContain('ODS: 6 · Água Potável e Saneamento');
    expect(more.text).toContain('Acompanhamento: Em aberto');
    const cover = more.pageTexts[0];
    expect(cover.match(/Espaço de trabalho:|Espaços de trabalho:/g)).toHaveLength(1);
  }, 60_000);

  it('writes a place known only by its state with the state’s name, as the screens do, not its code', async () => {
    const visit = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-05-12T10:00:00-03:00',
        endsAt: null,
        subject: 'Visita à comunidade ribeirinha',
        state: 'PA',
        municipality: null,
      }),
    );
    const query = 'from=2026-05-01&to=2026-05-31&state=PA';
    const pt = await reportText(query, 'pt-BR');
    expect(pt.text).toContain(visit.subject);
    // Once on the cover (the filter) and once on the interaction.
    expect(pt.text.match(/Local: Pará/g)).toHaveLength(2);
    expect(pt.text).not.toMatch(/Local: PA\b/);
    const en = await reportText(query, 'en');
    expect(en.text.match(/Place: Pará/g)).toHaveLength(2);
    expect(en.text).toMatch(/\b1 interaction\b/);
  }, 60_000);

  it('names on the cover only a participant the caller may see: a user of another site stays unnamed', async () => {
    const sibling = await freshSite(ctx, admin);
    const away = await createUser(ctx.app, admin, { workspaceIds: [sibling], name: 'Zuleica Prates Longe' });
    // The caller (signed in at the site) cannot open that user...
    const open = await ctx.app.inject({ url: `${API}/users/${away.id}`, headers: bearer(token) });
    expect(open.statusCode).toBe(404);
    // ...nor learn their name by filtering a report on them.
    const { text } = await reportText(`participantId=${away.id}`, 'pt-BR');
    expect(text).not.toContain('Zuleica');
    expect(text).toContain('Participante: Não informado');
    // A participant of the caller's site is named.
    const near = await createUser(ctx.app, admin, { workspaceIds: [site], name: 'Iracema Perto Dias' });
    const shown = await reportText(`participantId=${near.id}`, 'pt-BR');
    expect(shown.text).toContain('Participante: Iracema Perto Dias');
  }, 60_000);

  it('leaves people and what they said out for an onlyBasicInfo caller', async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, onlyBasicInfo: true } }),
    );
    const { text } = await reportText(period, 'pt-BR', basic.token);
    expect(text).toContain('Acesso restrito a informações básicas');
    expect(text).toContain('Ação de umectação e poeira na estrada');
    expect(text).toContain('Associação Comunitária do Tejuco, 1 pessoa física');
    for (const personal of [
      resident.name,
      resident.document,
      resident.email,
      'Moradores pediram',
      'problemas respiratórios',
      'caminhões-pipa',
    ])
      expect(text).not.toContain(personal);
    const named = await reportText(`stakeholderId=${resident.id}`, 'pt-BR', basic.token);
    expect(named.text).toContain('Parte interessada: 1 pessoa física');
    expect(named.text).not.toContain(resident.name);
  }, 60_000);

  it('breaks a long report into whole pages: no blank page, each numbered once and out of the right total', async () => {
    // Minutes of many lengths, in a site of their own: paragraphs end and labels start at every height of a page.
    const minutesSite = await freshSite(ctx, admin);
    const minutes = (n: number, items: number) =>
      Array.from(
        { length: items },
        (_, i) => `Item ${i + 1} da ata ${n}: a comunidade pediu retorno por escrito.`,
      ).join(' ');
    for (let n = 1; n <= 24; n += 1)
      await createInteraction(
        ctx.app,
        admin,
        interaction({
          workspaceId: minutesSite,
          startsAt: `2025-06-${String(n).padStart(2, '0')}T10:00:00-03:00`,
          endsAt: null,
          subject: `Reunião longa ${n}`,
          description: minutes(n, 2 + ((n * 7) % 23)),
          issuesRaised: minutes(n + 100, 1 + ((n * 5) % 4)),
          response: n % 3 === 0 ? null : 'A empresa respondeu por carta.',
        }),
      );
    const { pages, pageTexts } = await reportText(`workspaceId=${minutesSite}`, 'pt-BR', admin);
    expect(pages).toBeGreaterThanOrEqual(6);
    pageTexts.forEach((page, i) => {
      expect(page.match(/Página \d+ de \d+/g)).toEqual([`Página ${i + 1} de ${pages}`]);
      // Something besides the footer: a page that holds only it is a blank page to the reader.
      expect(
        page.replace(/Relatório de interações sociais · .*?Página \d+ de \d+/, '').trim().length,
      ).toBeGreaterThan(20);
    });
  }, 120_000);

  it('lists at most the configured number and says so on the cover; the figures still count all', async () => {
    process.env.INTERACTION_REPORT_LIMIT = '1';
    try {
      const { text } = await reportText(period, 'pt-BR');
      expect(text).toContain('Os números cobrem as 2 interações; a lista traz as primeiras 1.');
      // Newest first, as the list shows them.
      expect(text).toContain(call.subject);
      expect(text).not.toContain(`${meeting.code} ·`);
    } finally {
      delete process.env.INTERACTION_REPORT_LIMIT;
    }
  }, 60_000);

  it('answers an empty search with a cover that says so, and a bad period with a 422', async () => {
    const { text } = await reportText('from=2020-01-01&to=2020-01-31', 'pt-BR');
    expect(text).toContain('0 interações');
    expect(text).toContain('Nenhuma interação corresponde a estes filtros.');
    const bad = await report('from=2026-05-01&to=2026-04-01', 'pt-BR');
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const worse = await report('perception=excellent', 'pt-BR');
    expect(worse.statusCode).toBe(422);
  }, 60_000);
});
