import { randomUUID } from 'node:crypto';
import type { StakeholderImportReport } from '@conexoes/shared/contract';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { count, sql } from 'drizzle-orm';
import { stakeholderHistory, workspaces } from '../../../../db/schema';
import { bearer, signIn, tenantTree } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import { createTestApp, type TestContext } from '../../../../testing/test-app';
import { defaultImportLimits } from '../../../../lib/sheets/import-limits';
import { stakeholderColumns } from '../stakeholder-columns';
import { csvFile } from '../../../../testing/csv-file';

const api = '/manager/api/v1/stakeholders';
const CPF = { ana: '52998224725', bruno: '11144477735' };
const CNPJ = { associacao: '11222333000181', prefeitura: '45723174000110' };

const header = [...stakeholderColumns];
const row = (values: Partial<Record<(typeof stakeholderColumns)[number], string>>): string[] =>
  header.map((h) => values[h] ?? '');
const filler = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => row({ name: `${prefix} ${i + 1}`, kind: 'person' }));

/**
 * The import reads, checks and writes batch by batch inside one transaction. Batches of two rows here,
 * so that every file below crosses several of them: what spans batches must behave as in one.
 */
describe('stakeholder import across batches', () => {
  let ctx: TestContext;
  let admin: string;
  let workspaceId: string;

  const upload = (data: Buffer, query = '') => {
    const { payload, headers } = multipartFile(data, 'stakeholders.csv');
    return ctx.app.inject({
      method: 'POST',
      url: `${api}/import${query ? `?${query}` : ''}`,
      headers: { ...bearer(admin), ...headers },
      payload,
    });
  };
  const search = async (q: string) => {
    const res = await ctx.app.inject({
      url: `${api}/search?size=100&q=${encodeURIComponent(q)}`,
      headers: bearer(admin),
    });
    return res.json() as { total: number; items: Array<Record<string, unknown> & { id: string }> };
  };
  const historyOf = async (id: string) =>
    (await ctx.app.inject({ url: `${api}/${id}/history`, headers: bearer(admin) })).json() as Array<{
      action: string;
      changes: Array<{ field: string; before: unknown; after: unknown }>;
    }>;

  beforeAll(async () => {
    defaultImportLimits.batchRows = 2;
    ctx = await createTestApp();
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    workspaceId = randomUUID();
    await ctx.database.db.insert(workspaces).values({
      tenantId: ctx.seed.tenantId,
      id: workspaceId,
      parentId: tree.root.id,
      level: 2,
      name: 'Lotes',
    });
    admin = await signIn(ctx.app, [workspaceId]);
  });
  afterAll(() => ctx.close());

  it('refuses a bad row in the last batch with 422 and writes nothing of the earlier batches', async () => {
    const file = csvFile([header, ...filler('Lote Valido', 7), row({ name: 'Lote Ruim', kind: 'robot' })]);
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'rows.9.kind' })]);
    expect((await search('lote')).total).toBe(0);
  });

  it('rolls back every batch when the database fails on the last one', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(stakeholderHistory);
    // Only the last row breaks this probe, after three batches were written (on PostgreSQL: a COPY
    // the server refuses, whose error must reach the import instead of leaving it waiting).
    await ctx.database.db.execute(
      sql`alter table stakeholders add constraint import_probe check (name <> 'Sonda Tardia') not valid`,
    );
    try {
      const res = await upload(
        csvFile([header, ...filler('Sonda Cedo', 6), row({ name: 'Sonda Tardia', kind: 'person' })]),
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect((await search('sonda')).total).toBe(0);
    } finally {
      await ctx.database.db.execute(sql`alter table stakeholders drop constraint import_probe`);
    }
    expect(await ctx.database.db.select({ n: count() }).from(stakeholderHistory)).toEqual(before);
  });

  it('finds duplicates across batches, in the file and in the database by name and municipality', async () => {
    const typed = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: bearer(admin),
      payload: { workspaceId, kind: 'person', name: 'Vizinha Antiga', state: 'MG', municipality: 'Mariana' },
    });
    expect(typed.statusCode).toBe(201);
    const file = csvFile([
      header,
      row({ name: 'Ana Lote', kind: 'person', document: CPF.ana, influence: '4' }),
      ...filler('Recheio', 3),
      row({ name: 'ANA  LOTE', kind: 'person', document: '529.982.247-25', influence: '2' }),
      row({ name: 'vizinha antiga', kind: 'person', state: 'MG', municipality: 'mariana', interest: '5' }),
      // Another name that merely starts with the same words is another stakeholder.
      row({ name: 'Vizinha Antiga Filha', kind: 'person', state: 'MG', municipality: 'Mariana' }),
    ]);
    const preview = (await upload(file, 'dryRun=true')).json() as StakeholderImportReport;
    expect(preview.counts).toMatchObject({ rows: 7, valid: 7, duplicates: 2 });
    expect(preview.duplicates).toEqual([
      expect.objectContaining({ line: 6, reason: 'document', matchedLine: 2, existingId: null }),
      expect.objectContaining({
        line: 7,
        reason: 'nameAndMunicipality',
        matchedLine: null,
        existingId: typed.json().id,
      }),
    ]);
    expect((await upload(file)).statusCode).toBe(409);
    expect((await search('ana lote')).total).toBe(0);

    const applied = (await upload(file, 'onDuplicate=update')).json() as StakeholderImportReport;
    // Ana is created by line 2 and changed by line 6, two batches later: one stakeholder, created.
    expect(applied.counts).toMatchObject({ created: 5, updated: 1, skipped: 0 });
    const ana = (await search('ana lote')).items;
    expect(ana).toEqual([expect.objectContaining({ name: 'ANA LOTE', influence: 2, document: CPF.ana })]);
    expect((await historyOf(ana[0]?.id as string)).map((e) => e.action).sort()).toEqual([
      'imported',
      'updated',
    ]);
    expect((await search('vizinha antiga')).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: typed.json().id, interest: 5 }),
        expect.objectContaining({ name: 'Vizinha Antiga Filha' }),
      ]),
    );
  });

  it('settles parents named further down the file, by CNPJ and by name', async () => {
    const file = csvFile([
      header,
      row({ name: 'Filho Por Cnpj', kind: 'person', document: CPF.bruno, parentDocument: CNPJ.prefeitura }),
      row({ name: 'Filho Por Nome', kind: 'person', parentName: 'Associação Mais Abaixo' }),
      ...filler('Meio', 3),
      row({ name: 'Prefeitura Mais Abaixo', kind: 'organization', document: CNPJ.prefeitura }),
      row({ name: 'Associação Mais Abaixo', kind: 'organization' }),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ created: 7 });
    const prefeitura = (await search('prefeitura mais abaixo')).items[0];
    const associacao = (await search('associacao mais abaixo')).items[0];
    expect((await search('filho por cnpj')).items[0]).toMatchObject({ parent: { id: prefeitura?.id } });
    const child = (await search('filho por nome')).items[0];
    expect(child).toMatchObject({ parent: { id: associacao?.id } });
    // Written once, with its parent already settled: one `imported` entry, no later update for the parent.
    expect(await historyOf(child?.id as string)).toEqual([
      expect.objectContaining({ action: 'imported', changes: [] }),
    ]);
  });

  it('reports a parent nobody in the file or the database matches, and writes nothing', async () => {
    const file = csvFile([
      header,
      row({ name: 'Orfao Lote', kind: 'person', parentName: 'Organização Inexistente' }),
      ...filler('Orfao Recheio', 3),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'rows.2.parentName' })]);
    expect((await search('orfao')).total).toBe(0);
  });

  it('matches a namesake by name only when one side has no CPF/CNPJ, whichever namesake the database holds', async () => {
    const [typedCpf, fileCpf, otherCpf, mixedCpf] = [
      generateCpf(),
      generateCpf(),
      generateCpf(),
      generateCpf(),
    ];
    const create = async (payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api,
        headers: bearer(admin),
        payload: { workspaceId, kind: 'person', state: 'MG', municipality: 'Ouro Preto', ...payload },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string };
    };
    await create({ name: 'Homonima Documentada', document: typedCpf });
    await create({ name: 'Homonima Mista', document: otherCpf });
    const plain = await create({ name: 'Homonima Mista' });
    const file = csvFile([
      header,
      // Two CPFs are two people, even with the same name and town.
      row({
        name: 'Homônima Documentada',
        kind: 'person',
        document: fileCpf,
        state: 'MG',
        municipality: 'Ouro Preto',
      }),
      // The namesake without a CPF is the same person, even next to one with another CPF.
      row({
        name: 'homonima mista',
        kind: 'person',
        document: mixedCpf,
        state: 'MG',
        municipality: 'Ouro Preto',
      }),
    ]);
    const preview = (await upload(file, 'dryRun=true')).json() as StakeholderImportReport;
    expect(preview.duplicates).toEqual([
      expect.objectContaining({ line: 3, reason: 'nameAndMunicipality', existingId: plain.id }),
    ]);
  });
});
