import ExcelJS from 'exceljs';
import { bearer } from '../../../../testing/auth-helpers';
import { API, openSiteTestbed } from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';
import { interactionColumnLabels } from '../interaction-columns';

const base = `${API}/social-interactions`;
const pt = interactionColumnLabels['pt-BR'];
/** What a reviewer found importing interactions in pt-BR: each check names what the person sees. */
describe('social interaction import: what the reviewer saw', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
  });
  afterAll(async () => ctx.close());

  it('serves the pt-BR template with its instructions sheet in Portuguese', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}/import/template?format=xlsx`,
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('interacoes-sociais-template.xlsx');
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
      'Obrigatório. dd/mm/aaaa hh:mm (horário de São Paulo), dd/mm/aaaa ou aaaa-mm-dd[Thh:mm].',
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
