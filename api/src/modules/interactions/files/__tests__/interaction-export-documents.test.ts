import { documentCell } from '../../../../lib/sheets/document-cell';
import { bearer } from '../../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  organisation,
  permissionWith,
  person,
  userWith,
} from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';

/**
 * A stakeholder's CPF/CNPJ is a personal field of the stakeholders area (decision 0005: its
 * onlyBasicInfo hides it; without its `view` nothing of a stakeholder is read there). The interaction
 * export's `stakeholderDocuments` column gives it only to whom the stakeholders area would.
 */
describe('interaction export: stakeholder documents by the stakeholders area’s rule', () => {
  let ctx: TestContext;
  let site: string;
  let token: string;
  let admin: string;
  let documents: string[];

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ({ ctx, site, token, admin } = testbed);
    const someone = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Pessoa Documentada', workspaceId: site }),
    );
    const company = await createStakeholder(
      ctx.app,
      token,
      organisation({ name: 'Empresa Documentada', workspaceId: site }),
    );
    documents = [someone, company].flatMap((s) => [s.document, documentCell(s.document) as string]);
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        subject: 'Exportação documentada',
        stakeholders: [
          { stakeholderId: someone.id, role: 'complainant' },
          { stakeholderId: company.id, role: 'participant' },
        ],
      }),
    );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const exported = async (caller: string) => {
    const res = await ctx.app.inject({
      url: `${API}/social-interactions/export?format=csv&q=documentada`,
      headers: { ...bearer(caller), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const documentsIn = (body: string) => documents.filter((d) => body.includes(d));

  it('writes them for a caller who reads stakeholders in full (the positive control)', async () => {
    const body = await exported(token);
    expect(body).toContain('Stakeholders CPF/CNPJ');
    expect(documentsIn(body).length).toBeGreaterThan(0);
  });

  it('leaves them out for a caller who reads stakeholders with basic information only', async () => {
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({
        socialInteractions: { view: true },
        stakeholders: { view: true, onlyBasicInfo: true },
      }),
    );
    const body = await exported(basic.token);
    // The interaction itself is theirs to read, people named as the interactions area names them.
    expect(body).toContain('Pessoa Documentada');
    expect(body).not.toContain('Stakeholders CPF/CNPJ');
    expect(documentsIn(body)).toEqual([]);
  });

  it('leaves them out for a caller who may not read stakeholders at all', async () => {
    const outsider = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true } }),
    );
    const body = await exported(outsider.token);
    expect(body).toContain('Exportação documentada');
    expect(body).not.toContain('Stakeholders CPF/CNPJ');
    expect(documentsIn(body)).toEqual([]);
  });
});
