import type { Commitment, NegotiationPlan } from '@conexoes/shared/contract';
import ExcelJS from 'exceljs';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  commitmentUpdateOf,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
import { readAnswer } from '../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/** The export files name a status in the words the screens show (German "Storniert" before). */
describe('commitment exports speak the screens’ words', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;

  const put = async (url: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'PUT', url: `${API}${url}`, headers: bearer(token), payload });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const exported = async (url: string, language: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}${url}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return (await readAnswer(res)).text;
  };

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    site = testbed.site;
    const me = await adminId(ctx);

    const dropped = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Poço cancelado' }),
    );
    await put(`/commitments/management/${dropped.id}`, commitmentUpdateOf(dropped, { status: 'cancelled' }));
    let partly: Commitment = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Cisterna em parte' }),
    );
    for (const status of ['in_progress', 'partially_fulfilled'] as const)
      partly = (
        await put(`/commitments/management/${partly.id}`, commitmentUpdateOf(partly, { status }))
      ).json<Commitment>();

    const plan: NegotiationPlan = await createPlan(
      ctx.app,
      token,
      negotiationPlan(me, { workspaceId: site }),
    );
    await put(`/commitments/negotiation-plans/${plan.id}`, planUpdateOf(plan, { status: 'cancelled' }));
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('writes a cancelled commitment and plan "Abgebrochen" in German, as the screens do', async () => {
    const commitments = await exported(`/commitments/management/export?workspaceId=${site}&format=csv`, 'de');
    expect(commitments).toContain('Abgebrochen');
    expect(commitments).toContain('Teilweise erfüllt');
    expect(commitments).not.toContain('Storniert');
    const plans = await exported('/commitments/negotiation-plans/export?format=xlsx', 'de');
    expect(plans).toContain('Abgebrochen');
    expect(plans).not.toContain('Storniert');
  });

  it('writes a partly fulfilled commitment "Cumprido parcialmente" in Portuguese, as the screens do', async () => {
    const text = await exported(`/commitments/management/export?workspaceId=${site}&format=xlsx`, 'pt-BR');
    expect(text).toContain('Cumprido parcialmente');
    expect(text).toContain('Cancelado');
  });

  it('writes due, start and end dates as date cells in XLSX, as the person reads dates', async () => {
    const sheetOf = async (url: string) => {
      const res = await ctx.app.inject({
        url: `${API}${url}`,
        headers: { ...bearer(token), 'accept-language': 'pt-BR', 'x-date-format': 'yyyy-MM-dd' },
      });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const header = (sheet?.getRow(1).values as unknown[]).slice(1);
      return { sheet, column: (label: string) => header.indexOf(label) + 1 };
    };
    const commitments = await sheetOf(`/commitments/management/export?workspaceId=${site}&format=xlsx`);
    const due = commitments.sheet?.getRow(2).getCell(commitments.column('Prazo'));
    expect(due?.value).toEqual(new Date(Date.UTC(2026, 11, 20)));
    expect(due?.numFmt).toBe('yyyy-mm-dd');
    const plans = await sheetOf('/commitments/negotiation-plans/export?format=xlsx');
    const start = plans.sheet?.getRow(2).getCell(plans.column('Início'));
    expect(start?.value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(start?.numFmt).toBe('yyyy-mm-dd');
  });
});
