import { sql } from 'drizzle-orm';
import type { ImportReport, InteractionDetails, InteractionPage } from '@conexoes/shared/contract';
import { bearer } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import { API, openSiteTestbed } from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';
import { defaultImportLimits } from '../../../../lib/sheets/import-limits';
import { interactionColumnLabels, LIST_SEPARATOR } from '../interaction-columns';
import { topicIdsDrift } from '../../../../testing/interaction-helpers';
import { csvFile } from '../../../../testing/csv-file';

const base = `${API}/social-interactions`;
const labels = interactionColumnLabels.en;
const header = [
  labels.startsAt,
  labels.subject,
  labels.direction,
  labels.type,
  labels.state,
  labels.municipality,
  labels.stakeholders,
];
const row = (subject: string, stakeholder = ''): string[] => [
  '12/05/2026 10:00',
  subject,
  'inbound',
  'Meeting',
  'MG',
  'Mariana',
  stakeholder,
];

/**
 * The import reads, checks and writes batch by batch inside one transaction, writing one batch
 * while it reads the next. Batches of two rows here, so every file below crosses several of them.
 */
describe('interaction import across batches', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;
  let limit: number;

  const upload = (file: Buffer, query = '') => {
    const { payload, headers } = multipartFile(file, 'interacoes.csv');
    return ctx.app.inject({
      method: 'POST',
      url: `${base}/import?workspaceId=${site}${query ? `&${query}` : ''}`,
      headers: { ...bearer(token), ...headers },
      payload,
    });
  };
  const search = async (q: string): Promise<InteractionPage> =>
    (
      await ctx.app.inject({
        url: `${base}/search?q=${encodeURIComponent(q)}&size=100&sort=code,asc`,
        headers: bearer(token),
      })
    ).json();

  beforeAll(async () => {
    limit = defaultImportLimits.batchRows;
    defaultImportLimits.batchRows = 2;
    ({ ctx, token, site } = await openSiteTestbed());
  });
  afterAll(async () => {
    defaultImportLimits.batchRows = limit;
    await ctx.close();
  });

  it('registers a stakeholder once for rows of several batches, numbers the rows in order, and finds them by its name', async () => {
    const file = csvFile([
      header,
      row('Lote um', 'Associação dos Lotes (Complainant)'),
      row('Lote dois'),
      row('Lote três'),
      row('Lote quatro', 'Associação dos Lotes'),
      row('Lote cinco'),
      row('Lote seis'),
      row('Lote sete', 'Associação dos Lotes'),
    ]);
    const res = await upload(file, 'createStakeholders=true');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportReport).counts).toMatchObject({
      rows: 7,
      created: 7,
      stakeholdersCreated: 1,
    });

    // The search text holds the stakeholder's name, accents folded.
    const named = await search('associacao dos lotes');
    expect(named.items.map((i) => i.subject)).toEqual(['Lote um', 'Lote quatro', 'Lote sete']);
    const all = (await search('lote')).items;
    expect(all).toHaveLength(7);
    const numbers = all.map((i) => Number(i.code.slice(-5)));
    expect(numbers).toEqual(numbers.map((_, k) => (numbers[0] as number) + k));

    const details = await Promise.all(
      named.items.map(
        async (i) =>
          (
            await ctx.app.inject({ url: `${base}/${i.id}/details`, headers: bearer(token) })
          ).json() as InteractionDetails,
      ),
    );
    const linked = details.map((d) => d.stakeholders.map((s) => [s.id, s.name, s.role]));
    expect(new Set(linked.map((l) => l[0]?.[0])).size).toBe(1);
    expect(linked.map((l) => l.map(([, name, role]) => [name, role]))).toEqual([
      [['Associação dos Lotes', 'complainant']],
      [['Associação dos Lotes', 'participant']],
      [['Associação dos Lotes', 'participant']],
    ]);
    expect(details[0]?.history.map((h) => h.action)).toEqual(['imported']);
  });

  it('rolls back every batch, the stakeholders it registered and its numbers when the database fails on the last one', async () => {
    const before = (await search('')).total;
    // Only the last row breaks this probe, after three batches were written (on PostgreSQL: a COPY
    // the server refuses, whose error must reach the import instead of leaving it waiting).
    await ctx.database.db.execute(
      sql`alter table interactions add constraint import_probe check (subject <> 'Sonda tardia') not valid`,
    );
    try {
      const res = await upload(
        csvFile([
          header,
          row('Sonda cedo 1', 'Vizinhança da Sonda'),
          row('Sonda cedo 2'),
          row('Sonda cedo 3'),
          row('Sonda cedo 4'),
          row('Sonda cedo 5', 'Vizinhança da Sonda'),
          row('Sonda tardia'),
        ]),
        'createStakeholders=true',
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await ctx.database.db.execute(sql`alter table interactions drop constraint import_probe`);
    }
    expect((await search('sonda')).total).toBe(0);
    expect((await search('')).total).toBe(before);
    const stakeholders = await ctx.app.inject({
      url: `${API}/stakeholders/search?q=${encodeURIComponent('vizinhança da sonda')}`,
      headers: bearer(token),
    });
    expect(stakeholders.json().total).toBe(0);

    // The numbers the failed import took are free again: the next one continues the sequence.
    const last = Math.max(...(await search('lote')).items.map((i) => Number(i.code.slice(-5))));
    expect((await upload(csvFile([header, row('Depois da sonda')]))).statusCode).toBe(200);
    const [after] = (await search('depois da sonda')).items;
    expect(Number(after?.code.slice(-5))).toBe(last + 1);
  });

  it('finds a file code that this import gave a row of an earlier batch: a duplicate of that row', async () => {
    const codes = (await search('')).items.map((i) => i.code).sort();
    const [, year, number] = /^INT-(\d{4})-(\d+)$/.exec(codes.at(-1) as string) as RegExpExecArray;
    const next = `INT-${year}-${String(Number(number) + 1).padStart(5, '0')}`;
    const file = csvFile([
      [labels.code, ...header],
      ['', ...row('Primeira do lote')],
      ['', ...row('Segunda do lote')],
      ['', ...row('Terceira do lote')],
      ['', ...row('Quarta do lote')],
      // Read after the first row was numbered and written: the code is that row's.
      [next, ...row('Eco da primeira')],
    ]);
    const res = await upload(file, 'onDuplicate=skip');
    expect(res.statusCode).toBe(200);
    const report = res.json() as ImportReport;
    const [first] = (await search('primeira do lote')).items;
    expect(first?.code).toBe(next);
    expect(report.counts).toMatchObject({ rows: 5, created: 4, skipped: 1 });
    expect(report.duplicates).toEqual([
      expect.objectContaining({
        line: 6,
        reason: 'code',
        matchedLine: null,
        existingId: first?.id,
        existingName: 'Primeira do lote',
      }),
    ]);
    expect((await search('eco da primeira')).total).toBe(0);
  });

  it('keeps each imported row’s topics on the row as in its links, so the topic filter finds them', async () => {
    const topicNamed = async (name: string): Promise<string> =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${API}/topics`,
          headers: bearer(token),
          payload: { workspaceId: site, name, categoryId: null },
        })
      ).json().id;
    const dust = await topicNamed('Poeira da mina');
    const water = await topicNamed('Água das nascentes');
    const withTopics = (subject: string, topics: string) => [...row(subject), topics];
    const file = csvFile([
      [...header, labels.topics],
      withTopics('Tema um', 'Poeira da mina'),
      withTopics('Tema dois', `Água das nascentes${LIST_SEPARATOR}Poeira da mina`),
      withTopics('Tema três', ''),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    const subjects = async (query: string) =>
      (
        (
          await ctx.app.inject({
            url: `${base}/search?q=tema&${query}&size=100&sort=code,asc`,
            headers: bearer(token),
          })
        ).json() as InteractionPage
      ).items.map((i) => i.subject);
    expect(await subjects(`topicId=${dust}`)).toEqual(['Tema um', 'Tema dois']);
    expect(await subjects(`topicId=${water}`)).toEqual(['Tema dois']);
    expect(await topicIdsDrift(ctx.database.db, ctx.seed.tenantId)).toEqual([]);
  });
});
