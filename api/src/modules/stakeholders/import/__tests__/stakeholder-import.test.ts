import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { noAccess, roleTemplates, type Permission, type StakeholderImportReport } from '@conexoes/shared/contract';
import { workspaces } from '../../../../db/schema';
import { bearer, createUser, signIn, tenantTree } from '../../../../testing/auth-helpers';
import { buildZip, multipartFile } from '../../../../testing/file-upload';
import { createTestApp, type TestContext } from '../../../../testing/test-app';
import { stakeholderColumns } from '../stakeholder-columns';

const api = '/manager/api/v1/stakeholders';

// Valid check digits, generated once with @brazilian-utils: documents must pass the real validators.
const CPF = { ana: '52998224725', bruno: '11144477735', carla: '39053344705' };
const CNPJ = { associacao: '11222333000181', prefeitura: '45723174000110' };

const csv = (rows: string[][]): Buffer =>
  Buffer.from(rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n'));

const header = [...stakeholderColumns];
const row = (values: Partial<Record<(typeof stakeholderColumns)[number], string>>): string[] => header.map((h) => values[h] ?? '');

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

  const upload = (data: Buffer, query = '', options: { path?: string; token?: string; name?: string; headers?: Record<string, string> } = {}) => {
    const { payload, headers } = multipartFile(data, options.name ?? 'stakeholders.csv');
    return ctx.app.inject({
      method: 'POST',
      url: `${api}/${options.path ?? 'import'}${query ? `?${query}` : ''}`,
      headers: { ...bearer(options.token ?? admin), ...headers, ...options.headers },
      payload,
    });
  };
  const search = async (q = '', token = admin) => {
    const res = await ctx.app.inject({ url: `${api}/search?size=100${q ? `&q=${encodeURIComponent(q)}` : ''}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; items: Array<Record<string, unknown>> };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    // A workspace of its own: the seeded demo stakeholders live elsewhere in the tree.
    workspaceId = randomUUID();
    await ctx.database.db
      .insert(workspaces)
      .values({ tenantId: ctx.seed.tenantId, id: workspaceId, parentId: tree.root.id, level: 2, name: 'Importações' });
    admin = await signIn(ctx.app, [workspaceId]);
  });
  afterAll(() => ctx.close());

  it('offers a template whose headers are the import columns, as XLSX and CSV', async () => {
    const res = await ctx.app.inject({ url: `${api}/import/template?format=xlsx`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('stakeholders-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    const help = workbook.getWorksheet('Instructions');
    const category = help?.getRows(2, 20)?.find((r) => r.getCell(1).value === 'category');
    expect(String(category?.getCell(3).value)).toContain('community');

    const text = await ctx.app.inject({ url: `${api}/import/template?format=csv`, headers: bearer(admin) });
    expect(text.headers['content-type']).toContain('text/csv');
    expect(text.body.replace(/^\uFEFF/, '').trim()).toBe(header.join(','));
  });

  it('previews a dry run with per-row errors and writes nothing', async () => {
    const file = csv([
      header,
      row({ name: 'Ana Souza', kind: 'person', document: '529.982.247-25', state: 'MG', municipality: 'Brumadinho', category: 'community' }),
      row({ name: 'Bruno Lima', kind: 'person', document: '111.444.777-00' }),
      row({ name: 'Carla Dias', kind: 'person', state: 'MG', municipality: 'Parauapebas' }),
      row({ name: 'Associação X', kind: 'organization', category: 'martians' }),
      row({ name: '', kind: 'pessoa física' }),
      row({ name: 'Dora', kind: 'robot', influence: '9' }),
    ]);
    const res = await upload(file, 'dryRun=true');
    expect(res.statusCode).toBe(200);
    const report = res.json() as StakeholderImportReport;
    expect(report).toMatchObject({ status: 'previewed', dryRun: true, format: 'csv', fileName: 'stakeholders.csv' });
    expect(report.counts).toMatchObject({ rows: 6, valid: 1, invalid: 5, created: 0 });
    const byLine = (line: number) => report.errors.filter((e) => e.line === line).map((e) => [e.field, e.code]);
    expect(byLine(3)).toEqual([['document', 'invalidDocument']]);
    expect(byLine(4)).toEqual([['municipality', 'municipalityNotInState']]);
    expect(byLine(5)).toEqual([['category', 'unknownOption']]);
    expect(byLine(6)).toEqual([['name', 'required']]);
    expect(byLine(7)).toEqual(expect.arrayContaining([['kind', 'invalid'], ['influence', 'invalid']]));
    expect((await search()).total).toBe(0);

    const job = await ctx.app.inject({ url: `${api}/import/${report.jobId}`, headers: bearer(admin) });
    expect(job.json()).toMatchObject({ status: 'previewed', counts: { rows: 6, invalid: 5 } });
  });

  it('refuses to apply a file with a bad row: 422 with the rows at fault, nothing written', async () => {
    const file = csv([
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
    const file = csv([
      header,
      row({ name: 'Ana Souza', kind: 'person', document: CPF.ana, state: 'mg', municipality: 'sao joaquim de bicas', parentDocument: CNPJ.associacao, influence: '5', email: 'Ana@Example.com' }),
      row({ name: 'Associação Córrego do Feijão', kind: 'organization', document: '11.222.333/0001-81', state: 'Minas Gerais', municipality: 'Brumadinho', category: 'Associação', postalCode: '35460-000' }),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'applied', counts: { rows: 2, created: 2, updated: 0 } });
    const { items } = await search();
    const ana = items.find((s) => s.name === 'Ana Souza');
    const org = items.find((s) => s.kind === 'organization');
    expect(org).toMatchObject({ document: CNPJ.associacao, state: 'MG', municipality: 'Brumadinho', categoryCode: 'association' });
    expect(ana).toMatchObject({ municipality: 'São Joaquim de Bicas', influence: 5, email: 'ana@example.com', parent: { id: org?.id } });
    const history = await ctx.app.inject({ url: `${api}/${ana?.id as string}/history`, headers: bearer(admin) });
    expect(history.json()[0]).toMatchObject({ action: 'created' });
  });

  it('reports duplicates in the file and against the database, and asks for a decision', async () => {
    const file = csv([
      header,
      row({ name: 'Ana Souza Reis', kind: 'person', document: CPF.ana, influence: '2' }),
      row({ name: 'Carla Dias', kind: 'person', document: CPF.carla, state: 'MG', municipality: 'Brumadinho' }),
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
    expect((await search('carla')).items).toEqual([expect.objectContaining({ name: 'CARLA DIAS', interest: 5, document: CPF.carla })]);
  });
});
