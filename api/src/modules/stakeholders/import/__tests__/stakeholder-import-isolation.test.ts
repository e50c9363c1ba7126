import type { StakeholderImportReport } from '@conexoes/shared/contract';
import { bearer } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import { openIsolationMatrix, type IsolationMatrix } from '../../../../testing/isolation-matrix';
import { API, openSiteTestbed } from '../../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../../testing/test-app';
import { stakeholderColumns } from '../stakeholder-columns';

/** The isolation matrix (issue 9) over the import job route: a report is its starter's alone. */
describe('stakeholder import isolation', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;
  let matrix: IsolationMatrix;

  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
    matrix = await openIsolationMatrix(ctx, admin, site);
  });
  afterAll(() => ctx.close());

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
});
