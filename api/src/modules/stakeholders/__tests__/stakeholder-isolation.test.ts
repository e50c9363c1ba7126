import { documentCell } from '../../../lib/sheets/document-cell';
import { dashboardTabs, digitsOnly } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import {
  API,
  createStakeholder,
  organisation,
  person,
  openSiteTestbed,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { columnLabels } from '../export/column-labels';
import { personalColumns } from '../import/stakeholder-columns';

/** Codes of option lists kept in the site, so answers naming them come from the site alone. */
const codes = {
  category: 'matriz-categoria',
  scope: 'matriz-abrangencia',
  entityType: 'matriz-entidade',
  addition: 'matriz-adicional',
} as const;
const additionField = 'matrizCampo';
const municipality = 'Catas Altas da Noruega';

/** A file's personal columns: the stable keys and their headers in every language of the export. */
const personalHeaders = [...personalColumns].flatMap((c) => [
  c,
  ...Object.values(columnLabels).map((labels) => labels[c]),
]);

/** Issue 9: the isolation matrix over every stakeholder route, export and dashboards included. */
describe('stakeholders: the isolation matrix on every route', () => {
  let ctx: TestContext;
  let matrix: IsolationMatrix;
  let record: Awaited<ReturnType<typeof createStakeholder>>;
  let org: Awaited<ReturnType<typeof createStakeholder>>;
  let doomed: Awaited<ReturnType<typeof createStakeholder>>;
  let subject: Awaited<ReturnType<typeof createStakeholder>>;
  let site: string;
  let topicId: string;
  const view: MatrixRoute['permission'] = [['stakeholders', 'view']];
  const edit: MatrixRoute['permission'] = [
    ['stakeholders', 'edit'],
    ['stakeholders', 'editConditionally'],
  ];

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    site = testbed.site;
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(testbed.admin), payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { id: string };
    };
    for (const [list, code] of [
      ['stakeholderCategory', codes.category],
      ['stakeholderScope', codes.scope],
      ['entityType', codes.entityType],
      [`stakeholderAddition.${additionField}`, codes.addition],
    ])
      await post(`${API}/options`, { list, code, labelPtBr: code, labelEn: code, workspaceId: site });
    const category = await post(`${API}/topic/categories`, {
      workspaceId: site,
      name: 'Categoria isolada',
      ods: [6],
    });
    topicId = (
      await post(`${API}/topics`, { workspaceId: site, name: 'Tema isolado', categoryId: category.id })
    ).id;
    org = await createStakeholder(ctx.app, testbed.token, organisation({ name: 'Matriz Isolada Ltda' }));
    record = await createStakeholder(
      ctx.app,
      testbed.token,
      person({
        name: 'Pessoa Isolada',
        parentId: org.id,
        notes: 'Nota isolada',
        categoryCode: codes.category,
        scopeCode: codes.scope,
        entityTypeCode: codes.entityType,
        municipality,
        topicIds: [topicId],
      }),
    );
    doomed = await createStakeholder(ctx.app, testbed.token, person({ name: 'Pessoa Excluída' }));
    subject = await createStakeholder(ctx.app, testbed.token, person({ name: 'Pessoa Anonimizada' }));
    matrix = await openIsolationMatrix(ctx, testbed.admin, testbed.site);
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const basicInfo = () => ({
    area: 'stakeholders' as const,
    // The document as stored and as an export writes it.
    values: [
      record.document as string,
      documentCell(record.document as string) as string,
      record.email as string,
      'Nota isolada',
    ],
  });
  /** An export for an onlyBasicInfo user: no personal column, no personal value of either record. */
  const fileBasicInfo = () => ({
    area: 'stakeholders' as const,
    keys: personalHeaders,
    // Documents as answered and as digits (the file may hold either).
    values: [
      ...new Set([record.document, org.document].flatMap((d: string) => [d, digitsOnly(d)])),
      record.email as string,
      '98888-7777',
      'Rua das Flores',
      '35460',
      'Nota isolada',
    ],
  });
  const routes = (): Array<[string, MatrixRoute]> => [
    [
      'search',
      {
        method: 'GET',
        url: `${API}/stakeholders/search?q=isolada`,
        permission: view,
        absent: [record.id],
        basicInfo: basicInfo(),
      },
    ],
    [
      'search by CPF',
      {
        method: 'GET',
        url: `${API}/stakeholders/search?q=${record.document}`,
        permission: view,
        absent: [record.id],
      },
    ],
    [
      // "Count all": an outsider's count of the site's records is none, never a number that leaks them.
      'count by CPF',
      {
        method: 'GET',
        url: `${API}/stakeholders/search/count?q=${record.document}`,
        permission: view,
        absent: ['"total":1}'],
      },
    ],
    [
      'options',
      {
        method: 'POST',
        url: `${API}/stakeholders/options`,
        body: { ids: [org.id] },
        permission: view,
        absent: [org.id],
      },
    ],
    [
      'detail',
      { method: 'GET', url: `${API}/stakeholders/${record.id}`, permission: view, basicInfo: basicInfo() },
    ],
    [
      'history',
      {
        method: 'GET',
        url: `${API}/stakeholders/${record.id}/history`,
        permission: view,
        basicInfo: basicInfo(),
      },
    ],
    [
      'resume',
      { method: 'GET', url: `${API}/stakeholders/${record.id}/social-interaction/resume`, permission: view },
    ],
    [
      'update',
      { method: 'PUT', url: `${API}/stakeholders/${record.id}`, body: updateOf(record), permission: edit },
    ],
    [
      'sync topics',
      {
        method: 'POST',
        url: `${API}/stakeholders/${record.id}/sync/topics`,
        // The topic stays: the dashboards below count it.
        body: { topicIds: [topicId] },
        permission: edit,
      },
    ],
    [
      'personal data',
      {
        method: 'GET',
        url: `${API}/stakeholders/${record.id}/personal-data`,
        permission: [['stakeholders', 'delete']],
        // The data subject's file is all personal data: refused with basic-information access.
        basicInfo: { ...basicInfo(), refused: true },
      },
    ],
    [
      'export',
      {
        method: 'GET',
        url: `${API}/stakeholders/export?format=csv&q=isolada`,
        permission: [['stakeholders', 'add']],
        // The e-mail: the site's admin gets the personal columns, so their absence below means something.
        absent: ['Pessoa Isolada', 'Matriz Isolada', record.email as string],
        basicInfo: fileBasicInfo(),
      },
    ],
    [
      'export XLSX',
      {
        method: 'GET',
        url: `${API}/stakeholders/export?format=xlsx&q=isolada`,
        permission: [['stakeholders', 'add']],
        absent: ['Pessoa Isolada', 'Matriz Isolada', record.email as string],
        basicInfo: fileBasicInfo(),
      },
    ],
    [
      'export XLSX in Portuguese',
      {
        method: 'GET',
        url: `${API}/stakeholders/export?format=xlsx&q=isolada`,
        headers: { 'accept-language': 'pt-BR' },
        permission: [['stakeholders', 'add']],
        absent: ['Pessoa Isolada', 'Matriz Isolada', record.email as string],
        basicInfo: fileBasicInfo(),
      },
    ],
    [
      'dashboard rank',
      { method: 'GET', url: `${API}/stakeholders/dashboards/rank`, permission: view, absent: [record.id] },
    ],
    [
      'dashboard entity tree',
      {
        method: 'GET',
        url: `${API}/stakeholders/dashboards/entity-tree`,
        permission: view,
        absent: [org.id],
      },
    ],
    [
      'dashboard category',
      {
        method: 'GET',
        url: `${API}/stakeholders/dashboards/category`,
        permission: view,
        absent: [codes.category],
      },
    ],
    [
      'dashboard entity',
      { method: 'GET', url: `${API}/stakeholders/dashboards/entity`, permission: view, absent: [] },
    ],
  ];

  /**
   * What only the site's records can put in a dashboard of each tab. Outsiders reach no stakeholder
   * at all, so no group (`"count":`) either.
   */
  const tabMarks: Record<(typeof dashboardTabs)[number], string> = {
    category: codes.category,
    scope: codes.scope,
    entityType: codes.entityType,
    kind: '"key":"person"',
    state: '"key":"MG"',
    municipality,
    topic: '',
    influence: '"key":"3"',
    interest: '"key":"4"',
  };
  const dashboardRoutes = (): Array<[string, MatrixRoute]> => [
    ...dashboardTabs.flatMap((tab): Array<[string, MatrixRoute]> => {
      const absent = ['"count":', tab === 'topic' ? topicId : tabMarks[tab]];
      return [
        [
          `dashboard ${tab}`,
          { method: 'GET', url: `${API}/stakeholders/dashboards/${tab}`, permission: view, absent },
        ],
        [
          `dashboard compare ${tab}`,
          { method: 'GET', url: `${API}/stakeholders/dashboards/compare/${tab}`, permission: view, absent },
        ],
      ];
    }),
    [
      'dashboard compare interactions by topic',
      {
        method: 'GET',
        url: `${API}/stakeholders/dashboards/compare/interactions/topics`,
        permission: view,
        absent: [topicId],
      },
    ],
    [
      'scope options',
      {
        method: 'POST',
        url: `${API}/stakeholders/scopes/options`,
        body: {},
        permission: view,
        absent: [codes.scope],
      },
    ],
    [
      'scope options of the site, named',
      {
        method: 'POST',
        url: `${API}/stakeholders/scopes/options`,
        body: { workspaceIds: [site] },
        permission: view,
        absent: [codes.scope],
      },
    ],
    [
      'addition options',
      {
        method: 'GET',
        url: `${API}/stakeholders/additions/options/${additionField}`,
        permission: 'member',
        absent: [codes.addition],
      },
    ],
  ];

  /** Writes that end a record, each on a record of its own. */
  const endingRoutes = (): Array<[string, MatrixRoute]> => [
    [
      'create in the site',
      {
        method: 'POST',
        url: `${API}/stakeholders`,
        body: person({
          name: 'Criada pela Matriz',
          document: null,
          email: 'criada.matriz@exemplo.com.br',
          notes: 'Nota da criação',
          workspaceId: site,
        }),
        permission: [['stakeholders', 'add']],
        // Naming a workspace outside the caller's reach is an invalid body, not a missing record.
        outsiderStatus: [422],
        basicInfo: { area: 'stakeholders', values: ['criada.matriz@exemplo.com.br', 'Nota da criação'] },
      },
    ],
    [
      'delete',
      { method: 'DELETE', url: `${API}/stakeholders/${doomed.id}`, permission: [['stakeholders', 'delete']] },
    ],
    [
      'anonymise',
      {
        method: 'POST',
        url: `${API}/stakeholders/${subject.id}/anonymise`,
        permission: [['stakeholders', 'delete']],
        basicInfo: { ...basicInfo(), refused: true },
      },
    ],
  ];

  it('holds for every read and write route', async () => {
    const failures: string[] = [];
    for (const [, route] of routes()) failures.push(...(await matrix.check(route)));
    expect(failures).toEqual([]);
  }, 180_000);

  it('holds for the dashboards of every tab and the option lists of the form', async () => {
    const failures: string[] = [];
    for (const [, route] of dashboardRoutes()) failures.push(...(await matrix.check(route)));
    expect(failures).toEqual([]);
  }, 180_000);

  it('holds for create, delete and anonymise', async () => {
    const failures: string[] = [];
    for (const [, route] of endingRoutes()) failures.push(...(await matrix.check(route)));
    expect(failures).toEqual([]);
    // The control really ended them.
    for (const [id, status] of [
      [doomed.id, 404],
      [subject.id, 200],
    ] as const) {
      const res = await ctx.app.inject({
        url: `${API}/stakeholders/${id}`,
        headers: bearer(matrix.actors.siteAdmin.token),
      });
      expect([id, res.statusCode]).toEqual([id, status]);
      if (status === 200) expect(res.json()).toMatchObject({ anonymisedAt: expect.any(String) });
    }
  }, 180_000);

  // Runs last: a route of the area that no check above tried fails here (issue 9: no route without the matrix).
  it('tries every route under /stakeholders', () => {
    // The import routes are tried by import/__tests__/stakeholder-import-isolation.test.ts.
    expect(matrix.uncovered('/stakeholders', ['/stakeholders/import'])).toEqual([]);
  });
});
