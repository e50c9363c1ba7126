import { randomBytes, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  noAccess,
  roleTemplates,
  type Permission,
  type StakeholderImportReport,
} from '@conexoes/shared/contract';
import { count, eq, sql } from 'drizzle-orm';
import { stakeholderHistory, stakeholderImportJobs, workspaces } from '../../../../db/schema';
import { bearer, createUser, signIn, tenantTree } from '../../../../testing/auth-helpers';
import { buildZip, multipartFile } from '../../../../testing/file-upload';
import { createTestApp, type TestContext } from '../../../../testing/test-app';
import { stakeholderColumns } from '../stakeholder-columns';
import { csvFile } from '../../../../testing/csv-file';

const api = '/manager/api/v1/stakeholders';

// Valid check digits, generated once with @brazilian-utils: documents must pass the real validators.
const CPF = { ana: '52998224725', bruno: '11144477735', carla: '39053344705' };
const CNPJ = { associacao: '11222333000181', prefeitura: '45723174000110' };

const header = [...stakeholderColumns];
const row = (values: Partial<Record<(typeof stakeholderColumns)[number], string>>): string[] =>
  header.map((h) => values[h] ?? '');

const xlsx = async (rows: Array<Array<string | number>>): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Plan1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe('stakeholder import', () => {
  let ctx: TestContext;
  let admin: string;
  let tree: Awaited<ReturnType<typeof tenantTree>>;
  let workspaceId: string;

  const upload = (
    data: Buffer,
    query = '',
    options: { path?: string; token?: string; name?: string; headers?: Record<string, string> } = {},
  ) => {
    const { payload, headers } = multipartFile(data, options.name ?? 'stakeholders.csv');
    return ctx.app.inject({
      method: 'POST',
      url: `${api}/${options.path ?? 'import'}${query ? `?${query}` : ''}`,
      headers: { ...bearer(options.token ?? admin), ...headers, ...options.headers },
      payload,
    });
  };
  const search = async (q = '', token = admin) => {
    const res = await ctx.app.inject({
      url: `${api}/search?size=100${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; items: Array<Record<string, unknown>> };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    // A workspace of its own: the seeded demo stakeholders live elsewhere in the tree.
    workspaceId = randomUUID();
    await ctx.database.db.insert(workspaces).values({
      tenantId: ctx.seed.tenantId,
      id: workspaceId,
      parentId: tree.root.id,
      level: 2,
      name: 'Importações',
    });
    admin = await signIn(ctx.app, [workspaceId]);
  });
  afterAll(() => ctx.close());

  it('offers a template whose headers are the import columns, as XLSX and CSV', async () => {
    const res = await ctx.app.inject({ url: `${api}/import/template?format=xlsx`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="stakeholders-template.xlsx"');
    const portuguese = await ctx.app.inject({
      url: `${api}/import/template?format=csv`,
      headers: { ...bearer(admin), 'accept-language': 'pt-BR' },
    });
    expect(portuguese.headers['content-disposition']).toContain('filename="partes-interessadas-modelo.csv"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    const help = workbook.getWorksheet('Instructions');
    const category = help?.getRows(2, 20)?.find((r) => r.getCell(1).value === 'Category (category)');
    expect(String(category?.getCell(3).value)).toContain('Community');

    const text = await ctx.app.inject({ url: `${api}/import/template?format=csv`, headers: bearer(admin) });
    expect(text.headers['content-type']).toContain('text/csv');
    expect(text.body.replace(/^\uFEFF/, '').trim()).toBe(header.join(','));
  });

  it('writes the pt-BR template’s instructions in Portuguese, with the options as a Portuguese reader names them', async () => {
    const res = await ctx.app.inject({
      url: `${api}/import/template?format=xlsx`,
      headers: { ...bearer(admin), 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Partes interessadas', 'Instruções']);
    // The data sheet keeps the keys the import reads in any language.
    expect((workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    const help = workbook.worksheets[1]!;
    expect((help.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Coluna',
      'O que aceita',
      'Valores aceitos',
    ]);
    expect((help.getRow(2).values as unknown[]).slice(1, 3)).toEqual([
      'Nome (name)',
      'Obrigatório. Nome da pessoa ou organização (de 2 a 200 caracteres).',
    ]);
    const kind = (help.getRow(3).values as unknown[]).slice(1);
    expect(kind[0]).toBe('Tipo de pessoa (kind)');
    expect(kind[2]).toBe('Pessoa física, Pessoa jurídica');
    const category = (help.getRow(5).values as unknown[]).slice(1);
    expect(category[0]).toBe('Categoria (category)');
    expect(String(category[2])).toContain('Comunidade');
  });

  it('previews a dry run with per-row errors and writes nothing', async () => {
    const file = csvFile([
      header,
      row({
        name: 'Ana Souza',
        kind: 'person',
        document: '529.982.247-25',
        state: 'MG',
        municipality: 'Brumadinho',
        category: 'community',
      }),
      row({ name: 'Bruno Lima', kind: 'person', document: '111.444.777-00' }),
      row({ name: 'Carla Dias', kind: 'person', state: 'MG', municipality: 'Parauapebas' }),
      row({ name: 'Associação X', kind: 'organization', category: 'martians' }),
      row({ name: '', kind: 'pessoa física' }),
      row({ name: 'Dora', kind: 'robot', influence: '9' }),
    ]);
    const res = await upload(file, 'dryRun=true');
    expect(res.statusCode).toBe(200);
    const report = res.json() as StakeholderImportReport;
    expect(report).toMatchObject({
      status: 'previewed',
      dryRun: true,
      format: 'csv',
      fileName: 'stakeholders.csv',
    });
    // Five rows with errors, six errors: line 7 has two.
    expect(report.counts).toMatchObject({ rows: 6, valid: 1, invalid: 5, errors: 6, created: 0 });
    // Issue 10 item 5: each error carries a message code and the values to word it in any language.
    const worded = (line: number) =>
      report.errors.filter((e) => e.line === line).map((e) => [e.messageCode, e.params]);
    expect(worded(3)).toEqual([['cpfInvalid', { value: '111.444.777-00' }]]);
    expect(worded(4)).toEqual([['municipalityNotInState', { value: 'Parauapebas', state: 'MG' }]]);
    expect(worded(5)).toEqual([['optionUnknown', { value: 'martians' }]]);
    expect(report.errors.find((e) => e.line === 5)?.message).toBe('"martians" is not an option of this list');
    expect(worded(6)).toEqual([['nameRequired', {}]]);
    expect(worded(7)).toEqual(
      expect.arrayContaining([
        ['kindUnknown', { value: 'robot' }],
        ['scaleRange', { value: '9', min: 1, max: 5 }],
      ]),
    );
    const byLine = (line: number) =>
      report.errors.filter((e) => e.line === line).map((e) => [e.field, e.code]);
    expect(byLine(3)).toEqual([['document', 'invalidDocument']]);
    expect(byLine(4)).toEqual([['municipality', 'municipalityNotInState']]);
    expect(byLine(5)).toEqual([['category', 'unknownOption']]);
    expect(byLine(6)).toEqual([['name', 'required']]);
    expect(byLine(7)).toEqual(
      expect.arrayContaining([
        ['kind', 'invalid'],
        ['influence', 'invalid'],
      ]),
    );
    expect((await search()).total).toBe(0);

    const job = await ctx.app.inject({ url: `${api}/import/${report.jobId}`, headers: bearer(admin) });
    expect(job.json()).toMatchObject({ status: 'previewed', counts: { rows: 6, invalid: 5, errors: 6 } });
  });

  it('refuses to apply a file with a bad row: 422 with the rows at fault, nothing written', async () => {
    const file = csvFile([
      header,
      row({ name: 'Ana Souza', kind: 'person', document: CPF.ana }),
      row({ name: 'Bruno Lima', kind: 'person', document: '11144477700' }),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ path: 'rows.3.document', message: 'Invalid CPF' }]);
    expect((await search()).total).toBe(0);
  });

  it('applies a valid file in one go: rows, parents by CNPJ, location spelling, history', async () => {
    const file = csvFile([
      header,
      row({
        name: 'Ana Souza',
        kind: 'person',
        document: CPF.ana,
        state: 'mg',
        municipality: 'sao joaquim de bicas',
        parentDocument: CNPJ.associacao,
        influence: '5',
        email: 'Ana@Example.com',
      }),
      row({
        name: 'Associação Córrego do Feijão',
        kind: 'organization',
        document: '11.222.333/0001-81',
        state: 'Minas Gerais',
        municipality: 'Brumadinho',
        category: 'Associação',
        postalCode: '35460-000',
      }),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'applied', counts: { rows: 2, created: 2, updated: 0 } });
    const { items } = await search();
    const ana = items.find((s) => s.name === 'Ana Souza');
    const org = items.find((s) => s.kind === 'organization');
    expect(org).toMatchObject({
      document: CNPJ.associacao,
      state: 'MG',
      municipality: 'Brumadinho',
      categoryCode: 'association',
    });
    expect(ana).toMatchObject({
      municipality: 'São Joaquim de Bicas',
      influence: 5,
      email: 'ana@example.com',
      parent: { id: org?.id },
    });
    const history = await ctx.app.inject({
      url: `${api}/${ana?.id as string}/history`,
      headers: bearer(admin),
    });
    expect(history.json()[0]).toMatchObject({ action: 'imported' });
  });

  it('reports duplicates in the file and against the database, and asks for a decision', async () => {
    const file = csvFile([
      header,
      row({ name: 'Ana Souza Reis', kind: 'person', document: CPF.ana, influence: '2' }),
      row({
        name: 'Carla Dias',
        kind: 'person',
        document: CPF.carla,
        state: 'MG',
        municipality: 'Brumadinho',
      }),
      row({ name: 'CARLA  DIAS', kind: 'person', state: 'MG', municipality: 'Brumadinho', interest: '5' }),
    ]);
    const preview = await upload(file, 'dryRun=true');
    const report = preview.json() as StakeholderImportReport;
    expect(report.counts).toMatchObject({ rows: 3, valid: 3, duplicates: 2 });
    expect(report.duplicates).toEqual([
      expect.objectContaining({ line: 2, reason: 'document', existingName: 'Ana Souza', matchedLine: null }),
      expect.objectContaining({ line: 4, reason: 'nameAndMunicipality', matchedLine: 3 }),
    ]);

    const undecided = await upload(file);
    expect(undecided.statusCode).toBe(409);
    expect((await search('carla')).total).toBe(0);

    const skipped = await upload(file, 'onDuplicate=skip');
    expect(skipped.json().counts).toMatchObject({ created: 1, updated: 0, skipped: 2 });
    expect((await search('ana souza')).items[0]).toMatchObject({ name: 'Ana Souza', influence: 5 });
    expect((await search('carla')).items).toEqual([expect.objectContaining({ interest: 3 })]);

    const updated = await upload(file, 'onDuplicate=update');
    expect(updated.json().counts).toMatchObject({ created: 0, updated: 2, skipped: 0 });
    const ana = (await search('ana souza')).items[0];
    expect(ana).toMatchObject({ name: 'Ana Souza Reis', influence: 2 });
    // The later row wins, but its empty cells erase nothing (the CPF stays).
    expect((await search('carla')).items).toEqual([
      expect.objectContaining({ name: 'CARLA DIAS', interest: 5, document: CPF.carla }),
    ]);
  });

  it('judges the file by its content: a PDF named .csv, a zip without a workbook, a JSON body are 415', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj'), '', { name: 'stakeholders.csv' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.headers['content-type']).toContain('application/problem+json');
    const docx = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect((await upload(docx, '', { name: 'stakeholders.xlsx' })).statusCode).toBe(415);
    const binary = await upload(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05]), '', {
      name: 'stakeholders.csv',
    });
    expect(binary.statusCode).toBe(415);
    const asynchronous = await upload(Buffer.from('%PDF-1.7'), '', { headers: { prefer: 'respond-async' } });
    expect(asynchronous.statusCode).toBe(415);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `${api}/import`,
      headers: bearer(admin),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    // A real workbook named .csv is still read as a workbook.
    const book = await xlsx([header, row({ name: 'Elisa Prado', kind: 'person' })]);
    const named = await upload(book, 'dryRun=true', { name: 'stakeholders.csv' });
    expect(named.json()).toMatchObject({ format: 'xlsx', counts: { rows: 1, valid: 1 } });
  });

  // Issue 9 item 10: each of these answered 500 on every import route.
  it('answers a broken upload with a 4xx problem on every import route: no boundary, truncated, NUL in the name', async () => {
    const body = csvFile([header, row({ name: 'Ana Lima', kind: 'person' })]);
    for (const path of ['import', 'import/am', 'import/renova', 'import/nx']) {
      const post = (payload: Buffer | string, contentType: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `${api}/${path}?dryRun=true`,
          headers: { ...bearer(admin), 'content-type': contentType },
          payload,
        });
      const { payload, headers } = multipartFile(body);
      const boundless = await post(payload, 'multipart/form-data');
      expect([path, boundless.statusCode]).toEqual([path, 400]);
      expect(boundless.headers['content-type']).toContain('application/problem+json');
      expect(boundless.json().detail).toMatch(/boundary/i);

      const truncated = await post(
        payload.subarray(0, payload.length - 40),
        headers['content-type'] as string,
      );
      expect([path, truncated.statusCode]).toEqual([path, 400]);
      expect(truncated.headers['content-type']).toContain('application/problem+json');
      expect(truncated.json().detail).toMatch(/incomplete|truncated|ended/i);

      const nul = multipartFile(body, 'stake\0holders.csv');
      const named = await post(nul.payload, nul.headers['content-type'] as string);
      expect([path, named.statusCode]).toEqual([path, 422]);
      expect(named.json().errors).toEqual([
        { path: 'body.file', message: expect.stringContaining('file name') },
      ]);
    }
  });

  // PostgreSQL stores no 0x00 in text: past the first 64 KiB (judged as text), a NUL reached a query.
  it('refuses a NUL character past the first 64 KiB with a 422 naming its line, dry run or not', async () => {
    const filler = Array.from({ length: 1500 }, (_, i) =>
      row({ name: `Pessoa de enchimento ${i} do arquivo`, kind: 'person' }),
    );
    const file = csvFile([header, ...filler, row({ name: 'Nome com a\u0000b', kind: 'person' })]);
    expect(file.length).toBeGreaterThan(64 * 1024);
    for (const query of ['dryRun=true', '']) {
      const res = await upload(file, query);
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain('line 1502');
    }
    expect((await search('enchimento')).total).toBe(0);
  });

  // Issue 9 item 11: a first row that never closed cost minutes of CPU; now refused at the row cap.
  it('refuses a sheet whose row passes the row size cap with 413', async () => {
    // Random text: it compresses too little for the zip guard's ratio check to stop it first.
    const sheet = Buffer.from(
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${randomBytes(1024 * 1024).toString('hex')}`,
    );
    const file = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
    const res = await upload(file, 'dryRun=true', { name: 'row.xlsx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toContain('A row of the sheet is larger than 1024 KB');
    const unclosedCsv = await upload(
      Buffer.from(`name,kind\n"${'y'.repeat(2 * 1024 * 1024)}`),
      'dryRun=true',
    );
    expect(unclosedCsv.statusCode).toBe(413);
    expect(unclosedCsv.json().detail).toContain('quote that is never closed');
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024, 'a');
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses zip bombs before reading them: huge ratio, declared size lies, too much in total', async () => {
    const content = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
    const zeros = Buffer.alloc(30 * 1024 * 1024);
    const ratio = buildZip([content, { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(ratio.length).toBeLessThan(100 * 1024);
    expect((await upload(ratio, 'dryRun=true', { name: 'bomb.xlsx' })).statusCode).toBe(413);

    // Declares 1 KiB, inflates to 30 MiB: only inflating with a counter catches it.
    const liar = buildZip([content, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1024 }]);
    expect((await upload(liar, 'dryRun=true', { name: 'bomb.xlsx' })).statusCode).toBe(413);

    const many = buildZip([
      content,
      ...Array.from({ length: 300 }, (_, i) => ({ name: `xl/media/${i}.bin`, data: Buffer.from('x') })),
    ]);
    expect((await upload(many, 'dryRun=true', { name: 'bomb.xlsx' })).statusCode).toBe(413);
    const job = await search('bomb');
    expect(job.total).toBe(0);
  });

  it('reads an XLSX workbook: numbers that lost leading zeros, formula results, rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(header);
    const cells = row({
      name: 'Fábio Nunes',
      kind: 'PF',
      state: 'MG',
      municipality: 'Itabirito',
      postalCode: '35450000',
    });
    const r = sheet.addRow(cells);
    // 036.590.412-03 would be a number in a careless sheet: 3659041203 (first a wrong one).
    r.getCell(header.indexOf('document') + 1).value = 3659041204;
    r.getCell(header.indexOf('influence') + 1).value = { formula: '2+2', result: 4 };
    r.getCell(header.indexOf('address') + 1).value = {
      richText: [{ text: 'Rua ' }, { text: 'Direita, 10' }],
    };
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'dryRun=true', {
      name: 'dados.xlsx',
    });
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'document', code: 'invalidDocument' }),
    ]);

    r.getCell(header.indexOf('document') + 1).value = 3659041203;
    const ok = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), '', { name: 'dados.xlsx' });
    expect(ok.json()).toMatchObject({ status: 'applied', counts: { created: 1 } });
    const stored = await ctx.app.inject({
      url: `${api}/${(await search('fabio')).items[0]?.id as string}`,
      headers: bearer(admin),
    });
    expect(stored.json()).toMatchObject({
      document: '03659041203',
      influence: 4,
      address: 'Rua Direita, 10',
      postalCode: '35450000',
    });
  });

  it('profile am: a CRM export with Portuguese headers and labels', async () => {
    const book = await xlsx([
      [
        'Nome',
        'Tipo de Pessoa',
        'CPF/CNPJ',
        'Categoria',
        'Abrangência',
        'Tipo de Entidade',
        'UF',
        'Cidade',
        'Influência',
        'Interesse',
        'Organização',
        'E-mail',
      ],
      [
        'Prefeitura de Itabirito',
        'Jurídica',
        '45.723.174/0001-10',
        'Poder público',
        'Municipal',
        'Órgão público',
        'MG',
        'Itabirito',
        'Muito alta',
        'Alta',
        '',
        '',
      ],
      [
        'Gilda Matos',
        'Física',
        '',
        'Comunidade',
        'Local',
        'Pessoa física',
        'MG',
        'Itabirito',
        'Média',
        'baixa',
        'Prefeitura de Itabirito',
        'gilda@example.com',
      ],
      ['Hugo', 'Física', '', 'Extraterrestre', '', '', 'MG', 'Itabirito', '', '', '', ''],
    ]);
    const preview = (
      await upload(book, 'dryRun=true', { path: 'import/am', name: 'crm.xlsx' })
    ).json() as StakeholderImportReport;
    expect(preview.profile).toBe('am');
    expect(preview.errors).toEqual([
      expect.objectContaining({ line: 4, column: 'Categoria', code: 'unknownOption' }),
    ]);

    const fixed = await xlsx([
      [
        'Nome',
        'Tipo de Pessoa',
        'CPF/CNPJ',
        'Categoria',
        'Abrangência',
        'Tipo de Entidade',
        'UF',
        'Cidade',
        'Influência',
        'Interesse',
        'Organização',
      ],
      [
        'Prefeitura de Itabirito',
        'Jurídica',
        '45.723.174/0001-10',
        'Poder público',
        'Municipal',
        'Órgão público',
        'MG',
        'Itabirito',
        'Muito alta',
        'Alta',
        '',
      ],
      [
        'Gilda Matos',
        'Física',
        '',
        'Comunidade',
        'Local',
        'Pessoa física',
        'MG',
        'Itabirito',
        'Média',
        'baixa',
        'Prefeitura de Itabirito',
      ],
    ]);
    const res = await upload(fixed, '', { path: 'import/am', name: 'crm.xlsx' });
    expect(res.json().counts).toMatchObject({ created: 2 });
    const gilda = (await search('gilda')).items[0];
    const prefeitura = (await search('prefeitura de itabirito')).items[0];
    expect(prefeitura).toMatchObject({
      kind: 'organization',
      categoryCode: 'publicAuthority',
      scopeCode: 'municipal',
      entityTypeCode: 'publicBody',
      influence: 5,
      interest: 4,
    });
    expect(gilda).toMatchObject({
      kind: 'person',
      influence: 3,
      interest: 2,
      parent: { id: prefeitura?.id },
    });
  });

  it('profile renova: organisations by CNPJ, UF and município apart, IBGE code, address in parts', async () => {
    const file = csvFile([
      [
        'CNPJ',
        'Razão Social',
        'Nome Fantasia',
        'UF',
        'Município',
        'Código IBGE',
        'Logradouro',
        'Número',
        'Bairro',
        'CEP',
        'Segmento',
      ],
      [
        '11.444.777/0001-61',
        'Cooperativa Agrícola Vale do Paraopeba Ltda',
        'Coopervale',
        'MG',
        '',
        '3109006',
        'Rua das Flores',
        '120',
        'Centro',
        '35460-000',
        'Empresa',
      ],
      ['', 'Sem CNPJ Ltda', '', 'MG', 'Brumadinho', '', '', '', '', '', ''],
      ['11.444.777/0001-62', 'CNPJ Errado SA', '', 'SP', 'Brumadinho', '', '', '', '', '', ''],
    ]);
    const preview = (
      await upload(file, 'dryRun=true', { path: 'import/renova' })
    ).json() as StakeholderImportReport;
    expect(preview.errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [3, 'CNPJ', 'required'],
      [4, 'CNPJ', 'invalidDocument'],
      [4, 'Município', 'municipalityNotInState'],
    ]);
    const ok = await upload(
      csvFile([
        [
          'CNPJ',
          'Razão Social',
          'Nome Fantasia',
          'UF',
          'Município',
          'Código IBGE',
          'Logradouro',
          'Número',
          'Bairro',
          'CEP',
          'Segmento',
        ],
        [
          '11.444.777/0001-61',
          'Cooperativa Agrícola Vale do Paraopeba Ltda',
          'Coopervale',
          'MG',
          '',
          '3109006',
          'Rua das Flores',
          '120',
          'Centro',
          '35460-000',
          'Empresa',
        ],
      ]),
      '',
      { path: 'import/renova' },
    );
    expect(ok.json().counts).toMatchObject({ created: 1 });
    const coop = await ctx.app.inject({
      url: `${api}/${(await search('cooperativa agricola')).items[0]?.id as string}`,
      headers: bearer(admin),
    });
    expect(coop.json()).toMatchObject({
      kind: 'organization',
      document: '11444777000161',
      municipality: 'Brumadinho',
      municipalityCode: '3109006',
      address: 'Rua das Flores, 120, Centro',
      categoryCode: 'business',
      notes: 'Nome fantasia: Coopervale',
    });
  });

  it('keeps line breaks, tabs and backslashes of multi-line cells exactly as the file has them', async () => {
    const notes = 'Linha 1\nLinha 2\tcom tab\r\nC:\\pasta\\arquivo \\N fim';
    const file = csvFile([
      header,
      row({ name: 'Texto Especial', kind: 'person', notes, address: 'Rua A\\B, 10' }),
    ]);
    expect((await upload(file)).json()).toMatchObject({ status: 'applied', counts: { created: 1 } });
    const stored = await ctx.app.inject({
      url: `${api}/${(await search('texto especial')).items[0]?.id as string}`,
      headers: bearer(admin),
    });
    expect(stored.json()).toMatchObject({ notes, address: 'Rua A\\B, 10' });
  });

  it('profile nx: semicolons and Windows-1252 text from a legacy system', async () => {
    const text = [
      'NOME;TIPO;DOCUMENTO;CATEGORIA;ESTADO;CIDADE;INFLUENCIA;OBS',
      'JOÃO DA CONCEIÇÃO;PF;;COMUNIDADE;MINAS GERAIS;SÃO JOAQUIM DE BICAS;4;Líder comunitário; fala em reuniões',
      'ASSOCIAÇÃO DOS MORADORES;PJ;;ASSOCIAÇÃO;MG;BRUMADINHO;;',
    ].join('\r\n');
    // The 'OBS' value contains the separator: it must be quoted in a real file.
    const latin1 = Buffer.from(
      text.replace('Líder comunitário; fala em reuniões', '"Líder comunitário; fala em reuniões"'),
      'latin1',
    );
    expect(latin1.includes(Buffer.from('Ã', 'utf8'))).toBe(false);
    const res = await upload(latin1, '', { path: 'import/nx', name: 'NX_EXPORT.TXT' });
    expect(res.json()).toMatchObject({ status: 'applied', counts: { created: 2 } });
    const joao = await ctx.app.inject({
      url: `${api}/${(await search('joao da conceicao')).items[0]?.id as string}`,
      headers: bearer(admin),
    });
    expect(joao.json()).toMatchObject({
      name: 'JOÃO DA CONCEIÇÃO',
      state: 'MG',
      municipality: 'São Joaquim de Bicas',
      categoryCode: 'community',
      influence: 4,
      notes: 'Líder comunitário; fala em reuniões',
    });
  });

  it('names the missing columns of a profile', async () => {
    const res = await upload(Buffer.from('NOME;CIDADE\r\nAna;Brumadinho\r\n'), 'dryRun=true', {
      path: 'import/nx',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ line: 1, column: 'TIPO', code: 'missingColumn' }),
    ]);
  });

  it('runs a large import in the background when asked, with progress in the job', async () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      row({ name: `Vizinho ${i}`, kind: 'person', state: 'MG', municipality: 'Mariana' }),
    );
    const res = await upload(csvFile([header, ...rows]), '', { headers: { prefer: 'respond-async' } });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json() as StakeholderImportReport;
    expect(res.headers.location).toBe(`${api}/import/${jobId}`);
    let job: StakeholderImportReport = res.json();
    for (let i = 0; i < 10_000 && job.status === 'running'; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      job = (await ctx.app.inject({ url: `${api}/import/${jobId}`, headers: bearer(admin) })).json();
    }
    expect(job).toMatchObject({
      status: 'applied',
      phase: 'done',
      processed: 300,
      total: 300,
      counts: { created: 300 },
    });
    expect((await search('vizinho')).total).toBe(300);
  });

  it('reports a job whose server went away as interrupted', async () => {
    const file = csvFile([header, row({ name: 'Job Perdido', kind: 'person' })]);
    const { jobId } = (await upload(file, 'dryRun=true')).json() as StakeholderImportReport;
    await ctx.database.db
      .update(stakeholderImportJobs)
      .set({ status: 'running', phase: 'reading', updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(stakeholderImportJobs.id, jobId));
    const job = await ctx.app.inject({ url: `${api}/import/${jobId}`, headers: bearer(admin) });
    expect(job.json()).toMatchObject({
      status: 'interrupted',
      message: expect.stringContaining('nothing was imported'),
    });
  });

  it('takes the alphanumeric CNPJ the API accepts, for the row and for its parent', async () => {
    // CNPJ in the 2026 format (IN RFB 2.229/2024), masked as users type it.
    const alphanumeric = '12.ABC.345/01DE-35';
    const institute = row({ name: 'Instituto Alfa Numérico', kind: 'organization', document: alphanumeric });
    const branch = row({ name: 'Núcleo Filial', kind: 'organization', parentDocument: '12abc34501de35' });
    const wrongDigit = row({
      name: 'Instituto Trocado',
      kind: 'organization',
      document: '12.ABC.345/01DE-36',
    });
    const preview = (
      await upload(csvFile([header, institute, branch, wrongDigit]), 'dryRun=true')
    ).json() as StakeholderImportReport;
    expect(preview.errors).toEqual([
      expect.objectContaining({ line: 4, field: 'document', code: 'invalidDocument' }),
    ]);

    const res = await upload(csvFile([header, institute, branch]));
    expect(res.statusCode).toBe(200);
    const stored = (await search('alfa numerico')).items[0];
    // Stored like a typed record: no mask, upper case, letters kept.
    expect(stored).toMatchObject({ document: '12ABC34501DE35' });
    expect((await search('nucleo filial')).items[0]).toMatchObject({ parent: { id: stored?.id } });
  });

  it('writes an imported entry for a creation and the changes of a later update, as a typed edit would', async () => {
    const historyOf = async (id: string) =>
      (await ctx.app.inject({ url: `${api}/${id}/history`, headers: bearer(admin) })).json() as Array<{
        action: string;
        userId: string;
        userName: string | null;
        changes: Array<{ field: string; before: unknown; after: unknown }>;
      }>;
    const file = csvFile([
      header,
      row({
        name: 'Heitor Importado',
        kind: 'person',
        document: '123.134.849-63',
        state: 'MG',
        municipality: 'ouro preto',
        category: 'community',
        email: 'heitor@example.com',
        influence: '4',
      }),
    ]);
    expect((await upload(file)).json()).toMatchObject({ status: 'applied', counts: { created: 1 } });
    const imported = (await search('heitor importado')).items[0] as { id: string };
    // Who imported it, and when; its values are the record's own (decision 0025).
    const [created, ...rest] = await historyOf(imported.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ action: 'imported', changes: [] });
    expect(created?.userName).toEqual(expect.any(String));

    const again = csvFile([
      header,
      row({ name: 'Heitor Importado', kind: 'person', document: '12313484963', interest: '5' }),
    ]);
    expect((await upload(again, 'onDuplicate=update')).json()).toMatchObject({ counts: { updated: 1 } });
    const [updated] = await historyOf(imported.id);
    expect(updated).toMatchObject({
      action: 'updated',
      changes: [{ field: 'interest', before: 3, after: 5 }],
    });
  });

  it('writes records and history in one transaction: a failing history write leaves no record', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(stakeholderHistory);
    // The records insert fine; the history insert then breaks this probe inside the same transaction.
    await ctx.database.db.execute(
      sql`alter table stakeholder_history add constraint import_probe check (action <> 'imported') not valid`,
    );
    try {
      const file = csvFile([
        header,
        row({ name: 'Sonda Um', kind: 'person' }),
        row({ name: 'Sonda Dois', kind: 'person' }),
      ]);
      const res = await upload(file);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect((await search('sonda')).total).toBe(0);
    } finally {
      await ctx.database.db.execute(sql`alter table stakeholder_history drop constraint import_probe`);
    }
    expect(await ctx.database.db.select({ n: count() }).from(stakeholderHistory)).toEqual(before);
  });

  it('lists the first 1,000 errors of a file full of them, and counts them all', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => row({ name: `Erro ${i}`, kind: 'robot' }));
    const res = await upload(
      csvFile([header, ...rows, row({ name: 'Linha Boa', kind: 'person' })]),
      'dryRun=true',
    );
    const report = res.json() as StakeholderImportReport;
    expect(report.counts).toMatchObject({ rows: 1501, invalid: 1500, valid: 1 });
    expect(report.errors).toHaveLength(1000);
    expect(report.errors[999]).toMatchObject({ line: 1001, field: 'kind', code: 'invalid' });
    expect(report.truncated).toBe(true);
  });

  it('asks for the right flags: add to import, edit to update duplicates (403)', async () => {
    const viewer = await createUser(ctx.app, admin, { role: 'viewer', workspaceIds: [workspaceId] });
    const viewerToken = await signIn(ctx.app, [workspaceId], viewer.email, 'Password@123');
    const file = csvFile([header, row({ name: 'Ivo Teles', kind: 'person' })]);
    expect((await upload(file, 'dryRun=true', { token: viewerToken })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: `${api}/import/template`, headers: bearer(viewerToken) })).statusCode,
    ).toBe(403);

    const addOnly: Permission = {
      ...roleTemplates.viewer,
      stakeholders: { ...noAccess, view: true, add: true },
    };
    const adder = await createUser(ctx.app, admin, {
      role: 'analyst',
      workspaceIds: [workspaceId],
      permission: addOnly,
    });
    const adderToken = await signIn(ctx.app, [workspaceId], adder.email, 'Password@123');
    expect((await upload(file, 'onDuplicate=update', { token: adderToken })).statusCode).toBe(403);
    expect((await upload(file, 'onDuplicate=skip', { token: adderToken })).json()).toMatchObject({
      counts: { created: 1 },
    });
  });

  // Issue 9 item 5: a report names the stakeholders the rows matched, as its starter's reach found them.
  it('lets only the user who started an import read its job, not a colleague of the same workspace', async () => {
    const adder = await createUser(ctx.app, admin, {
      role: 'analyst',
      workspaceIds: [workspaceId],
      permission: { ...roleTemplates.viewer, stakeholders: { ...noAccess, view: true, add: true } },
    });
    const adderToken = await signIn(ctx.app, [workspaceId], adder.email, 'Password@123');
    const file = csvFile([header, row({ name: 'Jonas Reis', kind: 'person' })]);
    const mine = (await upload(file, 'dryRun=true')).json() as StakeholderImportReport;
    const theirs = (
      await upload(file, 'dryRun=true', { token: adderToken })
    ).json() as StakeholderImportReport;
    const read = (jobId: string, token: string) =>
      ctx.app.inject({ url: `${api}/import/${jobId}`, headers: bearer(token) });
    expect((await read(mine.jobId, admin)).statusCode).toBe(200);
    expect((await read(theirs.jobId, adderToken)).statusCode).toBe(200);
    expect((await read(mine.jobId, adderToken)).statusCode).toBe(404);
    expect((await read(theirs.jobId, admin)).statusCode).toBe(404);
  });
});
