import ExcelJS from 'exceljs';
import type { ImportReport } from '@conexoes/shared/contract';
import { bearer, createUser, tenantTree } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  permissionWith,
  person,
  userWith,
} from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';
import { interactionColumnLabels } from '../interaction-columns';

const base = `${API}/social-interactions`;
const pt = interactionColumnLabels['pt-BR'];
const toCsv = (rows: string[][]): string =>
  rows.map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');

/** What a reviewer found importing interactions in pt-BR: each check names what the person sees. */
describe('social interaction import: the review tells the whole truth', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;
  let admin: string;

  const upload = (file: Buffer, query = 'dryRun=true', language = 'pt-BR', as = token) => {
    const { payload, headers } = multipartFile(file, 'interacoes.csv');
    return ctx.app.inject({
      method: 'POST',
      url: `${base}/import?workspaceId=${site}&${query}`,
      headers: { ...bearer(as), ...headers, 'accept-language': language },
      payload,
    });
  };

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    site = testbed.site;
    admin = testbed.admin;
  });
  afterAll(async () => ctx.close());

  it('reports every error of a row at once, the unknown stakeholder with the unknown topic, and warns of an unknown column', async () => {
    const file = Buffer.from(
      toCsv([
        [pt.startsAt, pt.subject, pt.direction, pt.type, pt.stakeholders, pt.topics, 'Observações'],
        [
          '12/05/2026 10:00',
          'Reunião na praça',
          'Recebida',
          'Reunião',
          'Fulano Que Não Existe',
          'Tema Inexistente',
          'x',
        ],
        // The same stakeholder on a row with no other error.
        ['12/05/2026 11:00', 'Outra reunião', 'Recebida', 'Reunião', 'Fulano Que Não Existe', '', ''],
      ]),
    );
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    const report = res.json() as ImportReport;
    expect(report.errors.map((e) => [e.line, e.column, e.messageCode, e.params?.value])).toEqual([
      [2, pt.topics, 'topicUnknown', 'Tema Inexistente'],
      [2, pt.stakeholders, 'stakeholderUnknown', 'Fulano Que Não Existe'],
      [3, pt.stakeholders, 'stakeholderUnknown', 'Fulano Que Não Existe'],
    ]);
    expect(report.counts).toMatchObject({ rows: 2, invalid: 2, errors: 3 });
    expect(report.ignoredColumns).toEqual(['Observações']);

    // Registering the stakeholders on request: the topic remains, and the broken row registers nobody.
    const create = (await upload(file, 'dryRun=true&createStakeholders=true')).json() as ImportReport;
    expect(create.errors.map((e) => [e.line, e.messageCode])).toEqual([[2, 'topicUnknown']]);
    expect(create.counts.stakeholdersCreated).toBe(1);
  });

  it('refuses a participant who cannot open the workspace’s interactions, as the form does, and takes one who can', async () => {
    const { sites } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const sibling = sites.find((s) => s.id !== site)?.id as string;
    const reader = permissionWith({ socialInteractions: { view: true, add: true } });
    await createUser(ctx.app, admin, {
      name: 'Dona do Outro Site',
      workspaceIds: [sibling],
      permission: reader,
    });
    await createUser(ctx.app, admin, { name: 'Dona Deste Site', workspaceIds: [site], permission: reader });
    const file = Buffer.from(
      toCsv([
        [pt.startsAt, pt.subject, pt.direction, pt.type, pt.participants],
        ['12/05/2026 10:00', 'Visita à escola', 'Recebida', 'Reunião', 'Dona do Outro Site'],
        ['12/05/2026 11:00', 'Visita à creche', 'Recebida', 'Reunião', 'Dona Deste Site'],
      ]),
    );
    // The tenant's admin sees both people; only one of them may open this site's interactions.
    const report = (await upload(file, 'dryRun=true', 'pt-BR', admin)).json() as ImportReport;
    expect(report.errors.map((e) => [e.line, e.column, e.messageCode, e.params?.value])).toEqual([
      [2, pt.participants, 'userCannotOpen', 'Dona do Outro Site'],
    ]);
    expect(report.counts).toMatchObject({ rows: 2, invalid: 1 });
  });

  it('does not guess stakeholders of a row whose place is wrong, but still checks their CPF/CNPJ', async () => {
    const file = Buffer.from(
      toCsv([
        [
          pt.startsAt,
          pt.subject,
          pt.direction,
          pt.type,
          pt.state,
          pt.municipality,
          pt.stakeholders,
          pt.stakeholderDocuments,
        ],
        [
          '12/05/2026 10:00',
          'Visita',
          'Recebida',
          'Visita',
          'MG',
          'Atlântida',
          'Ninguém Conhecido | Beltrano',
          ' | 529.982.247-25',
        ],
      ]),
    );
    const report = (await upload(file)).json() as ImportReport;
    expect(report.errors.map((e) => [e.messageCode, e.params?.value])).toEqual([
      ['municipalityNotInState', 'Atlântida'],
      ['stakeholderUnknown', 'Beltrano (52998224725)'],
    ]);
  });

  it('tells that a CPF is registered at a site out of sight only to who asks, and may, register stakeholders', async () => {
    const { sites } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const sibling = sites.find((s) => s.id !== site)?.id as string;
    const neighbour = person({ workspaceId: sibling, name: 'Vizinha' });
    await createStakeholder(ctx.app, admin, neighbour);
    const adder = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, add: true } }),
    );
    const file = Buffer.from(
      toCsv([
        [pt.startsAt, pt.subject, pt.direction, pt.type, pt.stakeholders, pt.stakeholderDocuments],
        ['12/05/2026 10:00', 'Visita', 'Recebida', 'Visita', 'Vizinha', String(neighbour.document)],
      ]),
    );
    const codes = async (query: string, as: string) =>
      ((await upload(file, query, 'pt-BR', as)).json() as ImportReport).errors.map((e) => e.messageCode);
    // Without asking to register, or without the right to, the CPF is as unknown as any other.
    expect(await codes('dryRun=true', adder.token)).toEqual(['stakeholderUnknown']);
    expect(await codes('dryRun=true&createStakeholders=true', adder.token)).toEqual(['stakeholderUnknown']);
    expect(await codes('dryRun=true', token)).toEqual(['stakeholderUnknown']);
    // Who registers stakeholders here is told why this one cannot be, as the stakeholder form tells.
    expect(await codes('dryRun=true&createStakeholders=true', token)).toEqual(['documentTaken']);
  });

  it('names the column of an error as the file does: “Início”, not the form’s “Data e hora”', async () => {
    const file = Buffer.from(
      toCsv([
        [pt.startsAt, pt.subject, pt.direction, pt.type],
        ['31/02/2026', 'Data ruim', 'Recebida', 'Reunião'],
      ]),
    );
    const [bad] = ((await upload(file)).json() as ImportReport).errors;
    expect(bad).toMatchObject({ line: 2, column: 'Início', field: 'startsAt', messageCode: 'dateInvalid' });

    // The file's own spelling of a header, and a column the file lacks as the reader's template names it.
    const english = Buffer.from(
      toCsv([
        ['start', 'Subject', 'Direction', 'Type', 'Follow-up required'],
        ['31/02/2026', 'Data ruim', 'Inbound', 'Meeting', 'Yes'],
      ]),
    );
    const errors = ((await upload(english, 'dryRun=true', 'pt-BR')).json() as ImportReport).errors;
    expect(errors.map((e) => [e.column, e.messageCode])).toEqual([
      ['start', 'dateInvalid'],
      [pt.followUpDue, 'followUpDue'],
      [pt.followUpOwner, 'followUpOwner'],
    ]);
    const missing = Buffer.from(
      toCsv([
        [pt.startsAt, pt.direction, pt.type],
        ['12/05/2026', 'Recebida', 'Reunião'],
      ]),
    );
    expect(((await upload(missing)).json() as ImportReport).errors).toEqual([
      expect.objectContaining({
        column: 'Assunto',
        messageCode: 'columnMissing',
        params: { column: 'Assunto' },
      }),
    ]);
  });

  it('serves the pt-BR template with its instructions sheet in Portuguese', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}/import/template?format=xlsx`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-time-zone': 'America/Manaus' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('interacoes-sociais-modelo.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Interações', 'Instruções']);
    const help = workbook.worksheets[1]!;
    expect((help.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Coluna',
      'O que aceita',
      'Valores aceitos',
    ]);
    const startRow = (help.getRow(3).values as unknown[]).slice(1);
    expect(startRow[0]).toBe('Início');
    expect(startRow[1]).toBe(
      'Obrigatório. dd/mm/aaaa hh:mm (Horário Padrão do Amazonas), dd/mm/aaaa ou aaaa-mm-dd[Thh:mm].',
    );
    const directionRow = (help.getRow(7).values as unknown[]).slice(1);
    expect(directionRow).toEqual([pt.direction, expect.stringContaining('Recebida'), 'Recebida, Realizada']);

    const german = await ctx.app.inject({
      method: 'GET',
      url: `${base}/import/template?format=xlsx`,
      headers: { ...bearer(token), 'accept-language': 'de' },
    });
    const de = new ExcelJS.Workbook();
    await de.xlsx.load(german.rawPayload as unknown as ArrayBuffer);
    expect(de.worksheets[1]?.name).toBe('Anleitung');
    // The tenant's options as the reader's language labels them.
    expect(String((de.worksheets[1]!.getRow(8).values as unknown[])[3])).toContain('Besprechung');
  });
});
