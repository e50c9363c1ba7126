import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import {
  noAccess,
  roleTemplates,
  type ImportReport,
  type InteractionPage,
  type Permission,
} from '@conexoes/shared/contract';
import { bearer, createUser, signIn } from '../../../../testing/auth-helpers';
import { buildZip, multipartFile } from '../../../../testing/file-upload';
import { createInteraction, interaction } from '../../../../testing/interaction-helpers';
import { API, createStakeholder, openSiteTestbed, person } from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';
import {
  interactionColumnLabels,
  interactionColumns,
  interactionExportColumns,
  interactionExportOnlyLabels,
  isExportOnlyColumn,
} from '../interaction-columns';

const base = `${API}/social-interactions`;

/** The first sheet of an XLSX file as rows of `width` cell values (the export's columns unless said). */
const readXlsx = async (file: Buffer, width = interactionExportColumns.length): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (r) => {
    const values = (r.values as unknown[]).slice(1);
    out.push(Array.from({ length: width }, (_, i) => values[i] ?? null));
  });
  return out;
};
/** An exported CSV's rows: `;`-separated for a Portuguese reader, `,` for an English one (csvDelimiterOf). */
const csvRows = (body: string): string[][] => {
  const text = body.replace(/^\uFEFF/, '');
  return parse(text, { delimiter: (text.split('\n', 1)[0] ?? '').includes(';') ? ';' : ',' }) as string[][];
};
const toCsv = (rows: string[][], separator = ','): string =>
  rows
    .map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(separator))
    .join('\n');

describe('social interactions: export and import', () => {
  let ctx: TestContext;
  let token: string;
  let admin: string;
  let site: string;
  let subjectTag: string;

  const exportFile = (query: string, as = token, language = 'pt-BR') =>
    ctx.app.inject({
      method: 'GET',
      url: `${base}/export?${query}`,
      headers: { ...bearer(as), 'accept-language': language },
    });
  const upload = (file: Buffer, query = '', name = 'interacoes.csv', path = 'import', as = token) => {
    const { payload, headers } = multipartFile(file, name);
    return ctx.app.inject({
      method: 'POST',
      url: `${base}/${path}?workspaceId=${site}${query ? `&${query}` : ''}`,
      headers: { ...bearer(as), ...headers },
      payload,
    });
  };
  const search = async (q: string): Promise<InteractionPage> =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/search?q=${encodeURIComponent(q)}&size=100`,
        headers: bearer(token),
      })
    ).json();

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    admin = testbed.admin;
    site = testbed.site;
    subjectTag = 'Arquivo';
    const maria = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Maria Aparecida Souza', workspaceId: site }),
    );
    // Water reaches SDG 11 through its category: the export's "all SDGs" says so, as the ODS dashboard.
    const water = (
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/topic/categories`,
        headers: bearer(token),
        payload: { workspaceId: site, name: 'Saneamento', ods: [11] },
      })
    ).json<{ id: string }>().id;
    const topicNamed = async (name: string, categoryId: string | null = null): Promise<string> =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${API}/topics`,
          headers: bearer(token),
          payload: { workspaceId: site, name, categoryId },
        })
      ).json<{ id: string }>().id;
    const colleague = await createUser(ctx.app, admin, {
      role: 'analyst',
      workspaceIds: [site],
      name: 'Álvaro Teixeira',
    });
    const other = await createUser(ctx.app, admin, {
      role: 'analyst',
      workspaceIds: [site],
      name: 'Bruna Costa',
    });
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: `=HYPERLINK("http://mal.example") ${subjectTag} poeira`,
        stakeholders: [{ stakeholderId: maria.id, role: 'complainant' }],
        ods: [6, 3],
        topicIds: [await topicNamed('Poeira na estrada'), await topicNamed('Água potável', water)],
        participantIds: [other.id, colleague.id],
        followUpRequired: true,
        followUpDue: '2026-03-20',
        followUpOwnerId: colleague.id,
      }),
    );
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: `${subjectTag} visita à escola`,
        startsAt: '2026-04-02T09:30:00-03:00',
        endsAt: null,
        typeCode: 'visit',
        perception: 'positive',
      }),
    );
  });
  afterAll(async () => ctx.close());

  it('exports the search as XLSX labelled in the reader’s language, formulas neutralised, dates Brazilian', async () => {
    const res = await exportFile(`q=${subjectTag}&format=xlsx&sort=startsAt,asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="interacoes-sociais-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"/,
    );
    const [head, first, second] = await readXlsx(res.rawPayload);
    expect(head).toEqual(
      interactionExportColumns.map((c) =>
        isExportOnlyColumn(c) ? interactionExportOnlyLabels['pt-BR'][c] : interactionColumnLabels['pt-BR'][c],
      ),
    );
    const cell = (row: unknown[] | undefined, column: (typeof interactionExportColumns)[number]) =>
      row?.[interactionExportColumns.indexOf(column)];
    // A text cell, never a formula, shown as typed (the writer marks it to stay text when edited).
    expect(cell(first, 'subject')).toBe(`=HYPERLINK("http://mal.example") ${subjectTag} poeira`);
    // Dates are date cells a spreadsheet sorts and filters (the wall time the screens show).
    expect(cell(first, 'startsAt')).toEqual(new Date(Date.UTC(2026, 2, 10, 14, 0)));
    expect(cell(first, 'type')).toBe('Reunião');
    expect(cell(first, 'channel')).toBe('Presencial');
    expect(cell(first, 'direction')).toBe('Realizada');
    expect(cell(first, 'stakeholders')).toBe('Maria Aparecida Souza (Reclamante)');
    expect(cell(first, 'ods')).toBe('3 | 6');
    expect(cell(first, 'odsAll')).toBe('3 | 6 | 11');
    expect(cell(second, 'odsAll') ?? null).toBeNull();
    // Topics and people by name, never by id (the import reads them back by name).
    const listed = (value: unknown) => String(value).split(' | ').sort();
    expect(listed(cell(first, 'topics'))).toEqual(['Poeira na estrada', 'Água potável'].sort());
    expect(listed(cell(first, 'participants'))).toEqual(['Bruna Costa', 'Álvaro Teixeira'].sort());
    expect(cell(first, 'followUpOwner')).toBe('Álvaro Teixeira');
    expect(cell(first, 'followUpRequired')).toBe('Sim');
    expect(cell(second, 'topics') ?? null).toBeNull();
    expect(cell(second, 'startsAt')).toEqual(new Date(Date.UTC(2026, 3, 2, 9, 30)));
    expect(cell(second, 'type')).toBe('Visita');

    // What a person sees on opening it: a bold header that stays in view, dates written the Brazilian way.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    const startsColumn = interactionExportColumns.indexOf('startsAt') + 1;
    expect(sheet?.getRow(2).getCell(startsColumn).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet?.getColumn(startsColumn).width).toBeGreaterThanOrEqual(16);

    // Someone who reads dates year first gets date cells written so (display settings, X-Date-Format).
    const iso = await ctx.app.inject({
      url: `${base}/export?q=${subjectTag}&format=xlsx&sort=startsAt,asc`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-date-format': 'yyyy-MM-dd' },
    });
    const isoBook = new ExcelJS.Workbook();
    await isoBook.xlsx.load(iso.rawPayload as unknown as ArrayBuffer);
    expect(isoBook.worksheets[0]?.getRow(2).getCell(startsColumn).numFmt).toBe('yyyy-mm-dd hh:mm');

    // And the import reads those date cells back: the same interactions, found as duplicates by code.
    const back = await upload(res.rawPayload, 'dryRun=true', 'interacoes.xlsx');
    expect(back.statusCode).toBe(200);
    expect((back.json() as ImportReport).errors).toEqual([]);
    expect((back.json() as ImportReport).counts).toMatchObject({ rows: 2, duplicates: 2 });
  });

  it('exports CSV in English with a BOM, and leaves personal data out for onlyBasicInfo', async () => {
    const res = await exportFile(`q=${subjectTag}&format=csv`, token, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [head, ...rows] = csvRows(res.body);
    expect(head?.slice(0, 4)).toEqual(['Code', 'Start', 'End', 'Subject']);
    expect(rows).toHaveLength(2);

    const basic: Permission = {
      ...roleTemplates.viewer,
      socialInteractions: { ...noAccess, view: true, onlyBasicInfo: true },
    };
    const user = await createUser(ctx.app, admin, {
      role: 'viewer',
      workspaceIds: [site],
      permission: basic,
    });
    const restricted = await signIn(ctx.app, [site], user.email, 'Password@123');
    const limited = await exportFile(`q=${subjectTag}&format=csv`, restricted, 'en');
    expect(limited.statusCode).toBe(200);
    const [limitedHead, ...limitedRows] = csvRows(limited.body);
    expect(limitedHead).not.toContain('Description');
    expect(limitedHead).not.toContain('Stakeholders CPF/CNPJ');
    expect(limited.body).not.toContain('Maria Aparecida Souza');
    expect(limitedRows).toHaveLength(2);
  });

  it('round trip: an export imported back is all duplicates; without its codes it creates the same interactions', async () => {
    const exported = await exportFile(`q=${subjectTag}&format=csv&sort=startsAt,asc`);
    // A Portuguese reader's spreadsheet splits on semicolons; the import reads it back all the same.
    expect(exported.body.replace(/^\uFEFF/, '').split('\n', 1)[0]).toMatch(/^[^,]*;/);
    const file = exported.rawPayload;
    const again = await upload(file, 'dryRun=true');
    expect(again.statusCode).toBe(200);
    const preview = again.json() as ImportReport;
    expect(preview.errors).toEqual([]);
    // The export-only "all SDGs" column is known, not reported as a column the import did not read.
    expect(preview.ignoredColumns).toEqual([]);
    expect(preview.counts).toMatchObject({ rows: 2, duplicates: 2, created: 0 });
    expect(preview.duplicates.map((d) => d.reason)).toEqual(['code', 'code']);
    // Who may add interactions but not read them learns nothing of the registered ones from the
    // check: no duplicate by code, no subject (their rows get codes of their own).
    const adder = await createUser(ctx.app, admin, {
      role: 'viewer',
      workspaceIds: [site],
      permission: { ...roleTemplates.viewer, socialInteractions: { ...noAccess, add: true } },
    });
    const blind = await upload(
      file,
      'dryRun=true',
      'interacoes.csv',
      'import',
      await signIn(ctx.app, [site], adder.email, 'Password@123'),
    );
    expect(blind.statusCode).toBe(200);
    const blindReport = blind.json() as ImportReport;
    expect(blindReport.duplicates).toEqual([]);
    expect(blindReport.counts).toMatchObject({ rows: 2, duplicates: 0 });
    // Undecided duplicates refuse the import; skipping them writes nothing new.
    expect((await upload(file)).statusCode).toBe(409);
    const skipped = await upload(file, 'onDuplicate=skip');
    expect(skipped.statusCode).toBe(200);
    expect((skipped.json() as ImportReport).counts).toMatchObject({ created: 0, skipped: 2 });

    const [head, ...rows] = csvRows(exported.body);
    const codeless = toCsv([head as string[], ...rows.map((r) => ['', ...r.slice(1)])]);
    const imported = await upload(Buffer.from(codeless));
    expect(imported.statusCode).toBe(200);
    expect((imported.json() as ImportReport).counts).toMatchObject({
      rows: 2,
      created: 2,
      stakeholdersCreated: 0,
    });
    expect((await search(subjectTag)).total).toBe(4);

    const after = csvRows((await exportFile(`q=${subjectTag}&format=csv&sort=startsAt,asc`)).body).slice(1);
    const withoutCode = (r: string[]) => r.slice(1);
    const originals = rows.map(withoutCode);
    expect(after.map(withoutCode).sort()).toEqual([...originals, ...originals].sort());
  });

  it('writes and reads times on the caller’s clock: a Manaus file is an hour earlier and imports back to the same instants', async () => {
    const onClock = (zone: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `${base}/export?q=${subjectTag}&format=csv&sort=startsAt,asc`,
        headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-time-zone': zone },
      });
    const manaus = await onClock('America/Manaus');
    expect(manaus.statusCode).toBe(200);
    const [head, ...all] = csvRows(manaus.body);
    const starts = (head as string[]).indexOf(interactionColumnLabels['pt-BR'].startsAt);
    // The two interactions of this suite (the round trip above copied them once).
    const rows = all.filter((r, i) => all.findIndex((o) => o[starts] === r[starts]) === i);
    expect(rows.map((r) => r[starts])).toEqual(['10/03/2026 13:00', '02/04/2026 08:30']);
    // A zone nobody knows is not an error: the file is on Brasília's clock.
    const unknown = csvRows((await onClock('Mars/Olympus')).body).slice(1);
    expect([...new Set(unknown.map((r) => r[starts]))]).toEqual(['10/03/2026 14:00', '02/04/2026 09:30']);

    const subject = (head as string[]).indexOf(interactionColumnLabels['pt-BR'].subject);
    const moved = rows.map((r, n) =>
      r.map((c, i) => (i === 0 ? '' : i === subject ? `Fuso Manaus ${n}` : c)),
    );
    const { payload, headers } = multipartFile(
      Buffer.from(toCsv([head as string[], ...moved], ';')),
      'fuso.csv',
    );
    const imported = await ctx.app.inject({
      method: 'POST',
      url: `${base}/import?workspaceId=${site}`,
      headers: { ...bearer(token), ...headers, 'x-time-zone': 'America/Manaus' },
      payload,
    });
    expect(imported.statusCode).toBe(200);
    const found = (await search('Fuso Manaus')).items.map((i) => Date.parse(i.startsAt)).sort();
    expect(found).toEqual([Date.parse('2026-03-10T14:00:00-03:00'), Date.parse('2026-04-02T09:30:00-03:00')]);
  });

  it('reports bad rows with message codes, and an apply with one writes nothing', async () => {
    const labels = interactionColumnLabels.en;
    const file = Buffer.from(
      toCsv([
        [labels.startsAt, labels.subject, labels.direction, labels.type, labels.topics],
        ['12/05/2026 10:00', 'Linha boa de erro', 'inbound', 'Meeting', ''],
        ['31/02/2026', 'Linha ruim de erro', 'sideways', 'robot', 'Tema inexistente'],
        // A type named in Spanish or German is matched too.
        ['12/05/2026 11:00', 'Linha em espanhol', 'inbound', 'Reunión', ''],
        ['12/05/2026 12:00', 'Linha em alemão', 'outbound', 'Telefonat', ''],
      ]),
    );
    const preview = await upload(file, 'dryRun=true');
    expect(preview.statusCode).toBe(200);
    const report = preview.json() as ImportReport;
    expect(report.counts).toMatchObject({ rows: 4, valid: 3, invalid: 1 });
    expect(report.errors.map((e) => [e.line, e.field, e.messageCode])).toEqual([
      [3, 'startsAt', 'dateInvalid'],
      [3, 'direction', 'directionUnknown'],
      [3, 'type', 'optionUnknown'],
      [3, 'topics', 'topicUnknown'],
    ]);
    expect(report.errors[0]?.params).toEqual({ value: '31/02/2026' });
    const applied = await upload(file);
    expect(applied.statusCode).toBe(422);
    expect((await search('Linha boa de erro')).total).toBe(0);
  });

  it('reports an unmatched stakeholder, or registers it on request; a dry run writes nothing', async () => {
    const labels = interactionColumnLabels['pt-BR'];
    const file = Buffer.from(
      toCsv([
        [
          labels.startsAt,
          labels.subject,
          labels.direction,
          labels.type,
          labels.state,
          labels.municipality,
          labels.stakeholders,
        ],
        [
          '2026-05-20 15:00',
          'Visita à Associação Nova',
          'Realizada',
          'Visita',
          'MG',
          'Brumadinho',
          'Associação Nova Vida (Representante) | Maria Aparecida Souza',
        ],
      ]),
    );
    const unmatched = (await upload(file, 'dryRun=true')).json() as ImportReport;
    expect(unmatched.errors).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'stakeholders',
        messageCode: 'stakeholderUnknown',
        params: { value: 'Associação Nova Vida' },
      }),
    ]);
    const preview = (await upload(file, 'dryRun=true&createStakeholders=true')).json() as ImportReport;
    expect(preview.errors).toEqual([]);
    expect(preview.counts).toMatchObject({ created: 0, stakeholdersCreated: 1 });
    expect((await search('Associação Nova')).total).toBe(0);

    const applied = await upload(file, 'createStakeholders=true');
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as ImportReport).counts).toMatchObject({ created: 1, stakeholdersCreated: 1 });
    const [found] = (await search('Associação Nova')).items;
    const details = (
      await ctx.app.inject({ method: 'GET', url: `${base}/${found?.id}`, headers: bearer(token) })
    ).json();
    expect(details.stakeholders.map((s: { name: string; role: string }) => [s.name, s.role]).sort()).toEqual([
      ['Associação Nova Vida', 'representative'],
      ['Maria Aparecida Souza', 'participant'],
    ]);
    expect(details.code).toMatch(/^INT-\d{4}-\d{5}$/);
  });

  it('imports the nx profile: semicolons, Windows-1252, date and time apart', async () => {
    const text = [
      'DATA;HORA;ASSUNTO;SENTIDO;TIPO;UF;MUNICIPIO;RETORNO',
      '03/06/2026;08:15;Ligação sobre caminhões NX;ENTRADA;Ligação telefônica;Minas Gerais;brumadinho;N',
    ].join('\r\n');
    const res = await upload(Buffer.from(text, 'latin1'), '', 'nx.csv', 'import/nx');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportReport).counts).toMatchObject({ rows: 1, created: 1 });
    const [found] = (await search('caminhoes NX')).items;
    expect(found).toMatchObject({ direction: 'inbound', typeCode: 'phoneCall', municipality: 'Brumadinho' });
    expect(found?.startsAt).toBe('2026-06-03T11:15:00.000Z');
  });

  it('refuses a zip bomb, a file too big and a file that is not a sheet; serves the template', async () => {
    const content = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
    const bomb = buildZip([
      content,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024) },
    ]);
    expect((await upload(bomb, 'dryRun=true', 'bomb.xlsx')).statusCode).toBe(413);
    expect((await upload(Buffer.alloc(26 * 1024 * 1024, 'a'))).statusCode).toBe(413);
    const pdf = await upload(Buffer.from('%PDF-1.7 not a sheet'), 'dryRun=true', 'relatorio.csv');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.headers['content-type']).toContain('application/problem+json');

    const template = await ctx.app.inject({
      method: 'GET',
      url: `${base}/import/template?format=xlsx`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(template.statusCode).toBe(200);
    // The template is the import's columns alone: no export-only column, nothing after the last.
    const [head] = await readXlsx(template.rawPayload, interactionColumns.length + 1);
    expect(head).toEqual([...interactionColumns.map((c) => interactionColumnLabels.en[c]), null]);
  });

  it('answers a CSV with a stray quote in a cell with a 422 saying why, never a 500', async () => {
    const files: Array<[string, string]> = [
      ['import', 'startsAt,subject,direction,type\n10/03/2026 10:00,Reunião "aberta",inbound,meeting\n'],
      ['import/nx', 'DATA;ASSUNTO;SENTIDO;TIPO\r\n10/03/2026;REUNIÃO "ABERTA";ENTRADA;meeting\r\n'],
      ['import', 'startsAt,subject,direction,type\n10/03/2026 10:00,"Reunião" aberta,inbound,meeting\n'],
    ];
    for (const [path, text] of files)
      for (const query of ['dryRun=true', '']) {
        const res = await upload(Buffer.from(text), query, 'aspas.csv', path);
        expect([path, query, res.statusCode]).toEqual([path, query, 422]);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().detail).toMatch(/^The CSV file cannot be read: .*quote/i);
      }
  });

  // PostgreSQL stores no 0x00 in text: the file's first 64 KiB are judged as text (415 otherwise),
  // a NUL further on reached the database, a 500 after a dry run that called the row valid.
  it('refuses a NUL character past the first 64 KiB with a 422 naming its line, dry run or not, writing nothing', async () => {
    const labels = interactionColumnLabels.en;
    const filler = Array.from({ length: 1500 }, (_, i) => [
      '12/05/2026 10:00',
      `Linha de enchimento ${i} do arquivo com nulo`,
      'inbound',
      'Meeting',
    ]);
    const csv = Buffer.from(
      toCsv([
        [labels.startsAt, labels.subject, labels.direction, labels.type],
        ...filler,
        ['12/05/2026 10:00', 'Assunto com um a\u0000b', 'inbound', 'Meeting'],
      ]),
    );
    expect(csv.length).toBeGreaterThan(64 * 1024);
    for (const query of ['dryRun=true', '']) {
      const res = await upload(csv, query, 'nulo.csv');
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain('line 1502');
    }
    expect((await search('enchimento')).total).toBe(0);
  });

  it('follows a large import as a job: 202, then its report to the user who started it only', async () => {
    const labels = interactionColumnLabels.en;
    const file = Buffer.from(
      toCsv([
        [labels.startsAt, labels.subject, labels.direction, labels.type],
        ['01/07/2026 10:00', 'Assíncrona um', 'inbound', 'meeting'],
      ]),
    );
    const { payload, headers } = multipartFile(file, 'async.csv');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/import?workspaceId=${site}`,
      headers: { ...bearer(token), ...headers, prefer: 'respond-async' },
      payload,
    });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as ImportReport;
    expect(res.headers.location).toBe(`${base}/import/${jobId}`);
    // The job runs on the app's queue: once it has settled, its report is the outcome.
    while (ctx.app.jobs.pending() > 0) await new Promise((resolve) => setImmediate(resolve));
    const report = (
      await ctx.app.inject({ method: 'GET', url: `${base}/import/${jobId}`, headers: bearer(token) })
    ).json() as ImportReport;
    expect(report).toMatchObject({ status: 'applied', counts: { created: 1 } });
    // Another import area's job route does not know it.
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: `${API}/stakeholders/import/${jobId}`,
      headers: bearer(token),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
