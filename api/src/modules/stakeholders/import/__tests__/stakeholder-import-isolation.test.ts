import type { StakeholderImportReport } from '@conexoes/shared/contract';
import { bearer } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';
import { stakeholderColumns } from '../stakeholder-columns';

const add: MatrixRoute['permission'] = [['stakeholders', 'add']];
/** A scope kept in the site: the template lists its label to the site's members only. */
const siteScope = 'matriz-abrangencia-importada';
const siteScopeLabel = 'Abrangência Matriz Importada';

/** A small file each import profile reads (its own headers; a dry run reports whatever it finds). */
const files: Array<[string, string]> = [
  [
    'import',
    `${stakeholderColumns.join(',')}\nZélia Matriz,person${','.repeat(stakeholderColumns.length - 2)}`,
  ],
  ['import/am', 'Nome,Tipo de Pessoa\nZélia Matriz,Pessoa Física'],
  ['import/renova', 'CNPJ,Razão Social,UF\n11.444.777/0001-61,Cooperativa Matriz,MG'],
  ['import/nx', 'NOME;TIPO\r\nZELIA MATRIZ;PF\r\n'],
];

/** The isolation matrix (issue 9) over the import routes: a report is its starter's alone. */
describe('stakeholder import isolation', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let matrix: IsolationMatrix;

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    matrix = await openIsolationMatrix(ctx, admin, site);
    const option = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(admin),
      payload: {
        list: 'stakeholderScope',
        code: siteScope,
        labelPtBr: siteScopeLabel,
        labelEn: siteScopeLabel,
        workspaceId: site,
      },
    });
    expect(option.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it('POST every import route only into a workspace of the caller, under stakeholders.add', async () => {
    const failures: string[] = [];
    for (const [path, text] of files) {
      const { payload, headers } = multipartFile(Buffer.from(text));
      failures.push(
        ...(await matrix.check({
          method: 'POST',
          url: `${API}/stakeholders/${path}?dryRun=true&workspaceId=${site}`,
          body: payload,
          headers,
          permission: add,
          // Naming a workspace outside the caller's reach is a refused query, not a missing record.
          outsiderStatus: [422],
        })),
      );
    }
    expect(failures).toEqual([]);
  });

  it("GET /stakeholders/import/template lists no other workspace's codes", async () => {
    const failures: string[] = [];
    for (const [format, absent] of [
      // The workbook's help sheet lists the accepted labels; the CSV template is the header alone.
      ['xlsx', [siteScopeLabel]],
      ['csv', []],
    ] as const)
      failures.push(
        ...(await matrix.check({
          method: 'GET',
          url: `${API}/stakeholders/import/template?format=${format}`,
          permission: add,
          absent: [...absent],
        })),
      );
    expect(failures).toEqual([]);
  });

  it('GET /stakeholders/import/:jobId answers only the user who started the import', async () => {
    const header = [...stakeholderColumns];
    const csv = `${header.join(',')}\n${header.map((h) => (h === 'name' ? 'Zélia Matriz' : h === 'kind' ? 'person' : '')).join(',')}`;
    const { payload, headers } = multipartFile(Buffer.from(csv));
    // Started by the site's admin, the matrix's positive control.
    const started = await ctx.app.inject({
      method: 'POST',
      url: `${API}/stakeholders/import?dryRun=true&workspaceId=${site}`,
      headers: { ...bearer(matrix.actors.siteAdmin.token), ...headers },
      payload,
    });
    expect(started.statusCode).toBe(200);
    const { jobId } = started.json() as StakeholderImportReport;
    const url = `${API}/stakeholders/import/${jobId}`;
    expect(await matrix.check({ method: 'GET', url, permission: [['stakeholders', 'add']] })).toEqual([]);
    // The tenant's own admin, who sees every workspace, did not start it either.
    expect((await ctx.app.inject({ url, headers: bearer(admin) })).statusCode).toBe(404);
  });

  // Runs last: a route of the area that no check above tried fails here (issue 9: no route without the matrix).
  it('tries every route under /stakeholders/import', () => {
    expect(matrix.uncovered('/stakeholders/import')).toEqual([]);
  });
});
