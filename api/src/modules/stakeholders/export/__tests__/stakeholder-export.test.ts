import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  noAccess,
  permissionAreas,
  roleTemplates,
  type Permission,
  type StakeholderImportReport,
} from '@conexoes/shared/contract';
import { topics, userPermissions, workspaces } from '../../../../db/schema';
import { foldText } from '../../../../lib/text';
import { bearer, createOtherTenant, createUser, signIn, tenantTree } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import { createTestApp, type TestContext } from '../../../../testing/test-app';
import { stakeholderColumns } from '../../import/stakeholder-columns';
import { columnLabels } from '../column-labels';
import { csvFile } from '../../../../testing/csv-file';

const api = '/manager/api/v1/stakeholders';
const header = [...stakeholderColumns];
/** The export's header row for an English reader (no Accept-Language). */
const englishHeader = stakeholderColumns.map((c) => columnLabels.en[c]);
type Column = (typeof stakeholderColumns)[number];
const row = (values: Partial<Record<Column, string>>): string[] => header.map((h) => values[h] ?? '');

/** The first sheet of an XLSX file as rows of cell values. */
const readXlsx = async (file: Buffer): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};

const sample = [
  row({
    name: 'Associação Quilombola Boa Esperança',
    kind: 'organization',
    document: '11222333000181',
    category: 'quilombola',
    scope: 'local',
    entityType: 'collective',
    state: 'MG',
    municipality: 'Brumadinho',
    address: 'Estrada do Quilombo, km 3',
    postalCode: '35460000',
    email: 'contato@boaesperanca.org.br',
    phone: '+55 31 3571-0000',
    influence: '4',
    interest: '5',
    topics: 'Água | Emprego local',
    notes: 'Reuniões mensais\nna sede',
  }),
  row({
    name: 'Coletivo Jovens do Feijão',
    kind: 'organization',
    category: 'community',
    state: 'MG',
    municipality: 'Brumadinho',
    parentDocument: '11222333000181',
  }),
  row({
    name: 'Lúcia Ferreira',
    kind: 'person',
    document: '52998224725',
    state: 'MG',
    municipality: 'Brumadinho',
    parentName: 'Coletivo Jovens do Feijão',
    email: 'lucia@example.com',
    influence: '2',
    topics: 'Água',
  }),
  row({
    name: '=HYPERLINK("http://evil.example","clique")',
    kind: 'person',
    notes: '@SUM(1,2)',
    address: '-2+3',
    phone: '+5531999990000',
  }),
];

describe('stakeholder export', () => {
  let ctx: TestContext;
  let admin: string;
  let workspaceId: string;

  const upload = (data: Buffer, query = '', token = admin, name = 'stakeholders.csv') => {
    const { payload, headers } = multipartFile(data, name);
    return ctx.app.inject({
      method: 'POST',
      url: `${api}/import${query ? `?${query}` : ''}`,
      headers: { ...bearer(token), ...headers },
      payload,
    });
  };
  const exportFile = (query: string, token = admin, language?: string) =>
    ctx.app.inject({
      url: `${api}/export?${query}`,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    workspaceId = randomUUID();
    await ctx.database.db.insert(workspaces).values({
      tenantId: ctx.seed.tenantId,
      id: workspaceId,
      parentId: tree.root.id,
      level: 2,
      name: 'Exportações',
    });
    await ctx.database.db.insert(topics).values(
      ['Água', 'Emprego local'].map((name) => ({
        tenantId: ctx.seed.tenantId,
        workspaceId: tree.root.id,
        name,
        searchText: foldText(name),
      })),
    );
    admin = await signIn(ctx.app, [workspaceId]);
    const res = await upload(csvFile([header, ...sample]));
    expect(res.json()).toMatchObject({ status: 'applied', counts: { created: 4 } });
    // A fresh migrated database: generous on a shared machine.
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('exports the search as XLSX with labelled headers, every field, in the search order', async () => {
    const res = await exportFile('format=xlsx&sort=name,asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="stakeholders-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"/,
    );
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(englishHeader);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '=HYPERLINK("http://evil.example","clique")',
      'Associação Quilombola Boa Esperança',
      'Coletivo Jovens do Feijão',
      'Lúcia Ferreira',
    ]);
    const lucia = Object.fromEntries(header.map((h, i) => [h, rows[4]?.[i] ?? null]));
    expect(lucia).toMatchObject({
      kind: 'Person',
      // Written as a person writes it (and kept from being read as a number that drops a leading zero).
      document: '529.982.247-25',
      parentName: 'Coletivo Jovens do Feijão',
      influence: 2,
      interest: 3,
      topics: 'Água',
    });
    const coletivo = Object.fromEntries(header.map((h, i) => [h, rows[3]?.[i] ?? null]));
    expect(coletivo).toMatchObject({ parentDocument: '11.222.333/0001-81', parentName: null });

    const filtered = await readXlsx((await exportFile('format=xlsx&kind=person&q=lucia')).rawPayload);
    expect(filtered.length).toBe(2);
  });

  it('neutralises cells that a spreadsheet would run as formulas, in XLSX and CSV', async () => {
    // XLSX: text cells, never formulas, shown as typed (a phone keeps its +55, no stray apostrophe).
    const rows = await readXlsx((await exportFile('format=xlsx&q=hyperlink')).rawPayload);
    const evil = Object.fromEntries(header.map((h, i) => [h, rows[1]?.[i] ?? null]));
    expect(evil).toMatchObject({
      name: '=HYPERLINK("http://evil.example","clique")',
      notes: '@SUM(1,2)',
      address: '-2+3',
      phone: '+5531999990000',
    });
    const text = (await exportFile('format=csv&q=hyperlink')).body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    for (const line of text.split('\n').slice(1).filter(Boolean)) {
      for (const cellText of line.split(',')) expect(cellText.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('streams thousands of rows across read batches, in order, and they import back unchanged', async () => {
    const bigId = randomUUID();
    await ctx.database.db.insert(workspaces).values({
      tenantId: ctx.seed.tenantId,
      id: bigId,
      parentId: ctx.seed.tenantId,
      level: 2,
      name: 'Exportação grande',
    });
    const token = await signIn(ctx.app, [bigId]);
    const people = Array.from({ length: 2500 }, (_, i) =>
      row({
        name: `Pessoa ${String(i).padStart(4, '0')}`,
        kind: 'person',
        state: 'MG',
        municipality: 'Mariana',
        // The parent sorts last, so it is read in the last batch; its children in the first.
        parentDocument: i < 3 ? '45723174000110' : '',
        topics: i % 2 === 0 ? 'Água' : '',
      }),
    );
    const parent = row({ name: 'Zeta Prefeitura', kind: 'organization', document: '45723174000110' });
    const imported = await upload(csvFile([header, ...people, parent]), `workspaceId=${bigId}`, token);
    expect(imported.json()).toMatchObject({ status: 'applied', counts: { created: 2501 } });

    const file = (await exportFile(`format=xlsx&sort=name,asc&workspaceId=${bigId}`, token)).rawPayload;
    const rows = await readXlsx(file);
    expect(rows).toHaveLength(2502);
    const names = rows.slice(1).map((r) => r[header.indexOf('name')]);
    expect(names).toEqual([...people.map((p) => p[0]), 'Zeta Prefeitura']);
    expect(rows[1]?.[header.indexOf('parentDocument')]).toBe('45.723.174/0001-10');
    expect(rows[1]?.[header.indexOf('topics')]).toBe('Água');

    const back = await upload(file, `onDuplicate=update&workspaceId=${bigId}`, token, 'export.xlsx');
    expect(back.json().counts).toMatchObject({ rows: 2501, duplicates: 2501, unchanged: 2501, created: 0 });
  });

  it('imports back what it exported, XLSX and CSV: every row a duplicate, nothing changed', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const file = (await exportFile(`format=${format}`)).rawPayload;
      const res = await upload(file, 'onDuplicate=update', admin, `export.${format}`);
      expect(res.statusCode).toBe(200);
      const report = res.json() as StakeholderImportReport;
      expect(report.errors).toEqual([]);
      expect(report.counts).toMatchObject({ rows: 4, duplicates: 4, created: 0, updated: 0, unchanged: 4 });
    }
    const evil = (await ctx.app.inject({ url: `${api}/search?q=hyperlink`, headers: bearer(admin) })).json()
      .items[0];
    expect(evil.name).toBe('=HYPERLINK("http://evil.example","clique")');
  });

  it('writes a Portuguese reader’s file in Portuguese, and that file imports back unchanged', async () => {
    const res = await exportFile('format=csv&sort=name,asc', admin, 'pt-BR');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="partes-interessadas-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/,
    );
    const [head, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    // Separated by semicolons, as a Brazilian spreadsheet splits a CSV (its decimal mark is the comma).
    expect(head?.split(';').slice(0, 6)).toEqual([
      'Nome',
      'Tipo de pessoa',
      'CPF/CNPJ',
      'Categoria',
      'Abrangência',
      'Tipo de entidade',
    ]);
    // No option code or technical key in the file: labels and words a person reads.
    const body = lines.join('\n');
    expect(body).toContain('Pessoa física');
    expect(body).toContain('Pessoa jurídica');
    expect(body).not.toMatch(/;(person|organization|community|association);/);
    const back = await upload(Buffer.from(res.body), 'onDuplicate=update', admin, 'partes.csv');
    expect(back.statusCode).toBe(200);
    const report = back.json() as StakeholderImportReport;
    expect(report.errors).toEqual([]);
    expect(report.counts).toMatchObject({ rows: 4, duplicates: 4, created: 0, unchanged: 4 });
  });

  it('leaves personal columns out for onlyBasicInfo users', async () => {
    const basic: Permission = {
      ...roleTemplates.viewer,
      stakeholders: { ...noAccess, view: true, add: true, onlyBasicInfo: true },
    };
    const user = await createUser(ctx.app, admin, {
      role: 'viewer',
      workspaceIds: [workspaceId],
      permission: basic,
    });
    const token = await signIn(ctx.app, [workspaceId], user.email, 'Password@123');
    const res = await exportFile('format=csv', token);
    expect(res.statusCode).toBe(200);
    const [head, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(head?.split(',')).toEqual([
      'Name',
      'Type',
      'Category',
      'Scope',
      'Entity type',
      'State',
      'Municipality',
      'Parent organisation',
      'Influence',
      'Interest',
      'Topics',
    ]);
    expect(lines).toHaveLength(4);
    for (const secret of [
      '52998224725',
      '529.982.247-25',
      '11222333000181',
      '11.222.333/0001-81',
      'lucia@example.com',
      '3571-0000',
      'Estrada do Quilombo',
      'Reuniões',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    const rows = await readXlsx((await exportFile('format=xlsx', token)).rawPayload);
    expect(rows[0]).not.toContain('CPF/CNPJ');
  });

  it('answers 403 to a view-only user: bulk export takes the add flag, as the import does', async () => {
    const none: Permission = { ...roleTemplates.viewer, stakeholders: { ...noAccess, view: true } };
    const user = await createUser(ctx.app, admin, {
      role: 'viewer',
      workspaceIds: [workspaceId],
      permission: none,
    });
    const token = await signIn(ctx.app, [workspaceId], user.email, 'Password@123');
    const res = await exportFile('format=xlsx', token);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('keeps tenants apart: no rows, no jobs, no duplicates across tenants', async () => {
    const other = await createOtherTenant(ctx.database.db);
    await ctx.database.db.insert(userPermissions).values(
      permissionAreas.map((area) => ({
        tenantId: other.tenantId,
        userId: other.user.id,
        area,
        ...roleTemplates.admin[area],
      })),
    );
    const token = await signIn(ctx.app, [other.siteId], other.user.email, 'Other@12345');
    const rows = await readXlsx((await exportFile('format=xlsx', token)).rawPayload);
    expect(rows).toEqual([englishHeader]);

    const mine = (
      await upload(csvFile([header, row({ name: 'Teste', kind: 'person' })]), 'dryRun=true')
    ).json() as StakeholderImportReport;
    const peek = await ctx.app.inject({ url: `${api}/import/${mine.jobId}`, headers: bearer(token) });
    expect(peek.statusCode).toBe(404);

    // The same CPF is another person's record in another tenant: not a duplicate, not a conflict.
    const res = await upload(
      csvFile([header, row({ name: 'Lúcia F.', kind: 'person', document: '529.982.247-25' })]),
      '',
      token,
    );
    expect(res.json()).toMatchObject({ status: 'applied', counts: { created: 1, duplicates: 0 } });
  });
});
