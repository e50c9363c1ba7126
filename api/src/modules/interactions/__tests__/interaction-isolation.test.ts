import { documentCell } from '../../../lib/sheets/document-cell';
import {
  interactionPersonalFields,
  type Attachment,
  type AttachmentUploadSlot,
  type Interaction,
} from '@conexoes/shared/contract';
import { attachFile, pdfBytes, pngBytes, uploadedSlot } from '../../../testing/attachment-fixtures';
import { bearer } from '../../../testing/auth-helpers';
import { multipartFile } from '../../../testing/file-upload';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import {
  openIsolationMatrix,
  personalKeys,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import { API, createStakeholder, openSiteTestbed, person } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/** Issue 11: the isolation matrix over every social-interaction route. */
describe('social interactions: the isolation matrix on every route', () => {
  let ctx: TestContext;
  let matrix: IsolationMatrix;
  let site: string;
  let record: Interaction;
  let doomed: Interaction;
  let complaint: Interaction;
  let kept: Attachment;
  let unwanted: Attachment;
  let pending: AttachmentUploadSlot;
  let stakeholder: { id: string; name: string; document: string; email: string };
  let dashboardTopic: { id: string };
  // The perception survey (issue 11): a question of the site, and one to delete.
  let siteQuestion: { id: string };
  let doomedQuestion: { id: string };
  const view: MatrixRoute['permission'] = [['socialInteractions', 'view']];

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    site = testbed.site;
    stakeholder = await createStakeholder(
      ctx.app,
      testbed.token,
      person({ name: 'Pessoa da Interação Isolada', workspaceId: site }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(testbed.admin),
      payload: {
        list: 'interactionType',
        code: 'matrizTipo',
        labelPtBr: 'matrizTipo',
        labelEn: 'matrizTipo',
        workspaceId: site,
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    record = await createInteraction(
      ctx.app,
      testbed.token,
      interaction({
        workspaceId: site,
        subject: 'Audiência isolada',
        typeCode: 'matrizTipo',
        stakeholders: [{ stakeholderId: stakeholder.id, role: 'complainant' }],
        issuesRaised: 'Questão pessoal levantada na audiência',
        response: 'Resposta pessoal dada na audiência',
      }),
    );
    doomed = await createInteraction(
      ctx.app,
      testbed.token,
      interaction({ workspaceId: site, subject: 'Apagada' }),
    );
    // A grievance of June 2019, alone in its month (the other dashboards count July): its steps and figures.
    complaint = await createInteraction(
      ctx.app,
      testbed.token,
      interaction({
        workspaceId: site,
        subject: 'Queixa isolada',
        startsAt: '2019-06-12T10:00:00-03:00',
        endsAt: null,
        typeCode: 'complaint',
      }),
    );
    // The dashboards count one record of July 2019, alone in its month: a topic (ODS 9 through its category).
    const post = async (url: string, payload: object) => {
      const made = await ctx.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        headers: bearer(testbed.token),
        payload,
      });
      if (made.statusCode !== 201) throw new Error(made.body);
      return made.json() as { id: string };
    };
    const category = await post('/topic/categories', {
      workspaceId: site,
      name: 'Categoria isolada',
      ods: [9],
    });
    dashboardTopic = await post('/topics', {
      workspaceId: site,
      name: 'Tema isolado',
      categoryId: category.id,
    });
    await createInteraction(
      ctx.app,
      testbed.token,
      interaction({
        workspaceId: site,
        startsAt: '2019-07-10T10:00:00-03:00',
        endsAt: null,
        typeCode: 'matrizTipo',
        municipality: 'Itabirito',
        stakeholders: [{ stakeholderId: stakeholder.id, role: 'participant' }],
        topicIds: [dashboardTopic.id],
      }),
    );
    const question = async (textEn: string) => {
      const made = await ctx.app.inject({
        method: 'POST',
        url: `${API}/social-interactions/survey/questions`,
        headers: bearer(testbed.admin),
        payload: { workspaceId: site, textPtBr: `${textEn} (pt)`, textEn },
      });
      if (made.statusCode !== 201) throw new Error(made.body);
      return made.json() as { id: string };
    };
    siteQuestion = await question('Matrix survey question?');
    doomedQuestion = await question('Matrix question to delete?');
    kept = await attachFile(ctx.app, testbed.token, record.id, 'Ata isolada.pdf', pdfBytes());
    unwanted = await attachFile(ctx.app, testbed.token, record.id, 'Foto isolada.png', pngBytes());
    pending = await uploadedSlot(ctx.app, testbed.token, record.id, 'Lista isolada.pdf', pdfBytes());
    matrix = await openIsolationMatrix(ctx, testbed.admin, testbed.site);
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  /**
   * The people involved are neither named nor identified, and what was said is not given (decision
   * 0031, interaction-basic-info.ts): in JSON by key and by value, in files and reports by value.
   */
  const basicInfo = () => ({
    area: 'socialInteractions' as const,
    // The document as stored and as an export writes it; the person's name; the free text of the record.
    values: [
      stakeholder.document,
      documentCell(stakeholder.document) as string,
      stakeholder.email,
      stakeholder.name,
      record.description as string,
      record.issuesRaised as string,
      record.response as string,
    ],
    keys: [...personalKeys, ...interactionPersonalFields],
  });

  const dashboard = (path: string, absent?: string[], extra = ''): MatrixRoute => ({
    method: 'GET',
    url: `${API}/social-interactions/dashboards/${path}?from=2019-07-01&to=2019-07-31${extra}`,
    permission: view,
    ...(absent ? { absent } : {}),
  });
  // Counts: an outsider gets an answer in which the site's record counts nothing.
  const dashboardRoutes = (): MatrixRoute[] => [
    dashboard('compare/month', ['"month":"2019-07","count":1']),
    // A topic outside the reach is a 404.
    dashboard(`compare/${dashboardTopic.id}`),
    dashboard('perception', ['"count":1,"share":100']),
    { ...dashboard('rank', [stakeholder.name]), basicInfo: basicInfo() },
    dashboard('rank', ['Tema isolado'], '&by=topics'),
    dashboard('rank', ['"name":"Itabirito"'], '&by=municipalities'),
    dashboard('ods', ['"ods":9,"label":"9. Industry, Innovation and Infrastructure","count":1']),
    dashboard('type', ['matrizTipo']),
    dashboard('channel', ['"count":1']),
    dashboard('classification', ['"count":1']),
    dashboard('status', ['"count":1']),
    {
      method: 'GET',
      url: `${API}/social-interactions/dashboards/grievances?from=2019-06-01&to=2019-06-30`,
      permission: view,
      absent: ['"received":1'],
    },
  ];

  const routes = (): MatrixRoute[] => [
    ...dashboardRoutes(),
    {
      method: 'GET',
      url: `${API}/social-interactions/search?q=isolada`,
      permission: view,
      absent: [record.id, record.code],
      basicInfo: basicInfo(),
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/search?stakeholderId=${stakeholder.id}&type=matrizTipo`,
      permission: view,
      absent: [record.id],
    },
    {
      // "Count all": an outsider's count of the site's records is none, never a number that leaks them.
      method: 'GET',
      url: `${API}/social-interactions/search/count?q=${record.code}&stakeholderId=${stakeholder.id}&type=matrizTipo`,
      permission: view,
      absent: ['"total":1}'],
    },
    {
      // The PDF report (read back as text): outsiders get a report without the site's records; an
      // onlyBasicInfo reader gets it without the person's name, document or e-mail.
      method: 'GET',
      url: `${API}/social-interactions/report?q=isolada`,
      permission: view,
      absent: [record.code, record.subject],
      basicInfo: basicInfo(),
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/${record.id}`,
      permission: view,
      basicInfo: basicInfo(),
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/${record.id}/details`,
      permission: view,
      basicInfo: basicInfo(),
    },
    {
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}`,
      body: interactionUpdateOf(record),
      permission: [
        ['socialInteractions', 'edit'],
        ['socialInteractions', 'editConditionally'],
      ],
    },
    {
      method: 'POST',
      url: `${API}/social-interactions`,
      body: interaction({
        workspaceId: site,
        subject: 'Criada pela matriz',
        stakeholders: [{ stakeholderId: stakeholder.id, role: 'participant' }],
      }),
      permission: [['socialInteractions', 'add']],
      // Naming a workspace (and a stakeholder) outside the caller's reach is an invalid body.
      outsiderStatus: [422],
      basicInfo: basicInfo(),
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/${record.id}/attachments`,
      permission: view,
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/${record.id}/attachments/${kept.id}`,
      permission: view,
    },
    {
      method: 'POST',
      url: `${API}/social-interactions/${record.id}/attachments/uploads`,
      body: { fileName: 'Matriz.pdf', size: 1000 },
      permission: [
        ['socialInteractions', 'edit'],
        ['socialInteractions', 'editConditionally'],
      ],
    },
    {
      method: 'POST',
      url: `${API}/social-interactions/${record.id}/attachments`,
      body: { uploadId: pending.uploadId },
      permission: [
        ['socialInteractions', 'edit'],
        ['socialInteractions', 'editConditionally'],
      ],
    },
    {
      method: 'DELETE',
      url: `${API}/social-interactions/${record.id}/attachments/${unwanted.id}`,
      permission: [
        ['socialInteractions', 'edit'],
        ['socialInteractions', 'editConditionally'],
      ],
    },
    {
      method: 'PUT',
      url: `${API}/social-interactions/${complaint.id}/grievance`,
      body: { acknowledgedOn: '2019-06-14', respondedOn: null, closedOn: null, outcome: null },
      permission: [
        ['socialInteractions', 'edit'],
        ['socialInteractions', 'editConditionally'],
      ],
    },
    // Tenant-wide: any member of the area reads the tenant's own targets (another tenant reads its own).
    { method: 'GET', url: `${API}/social-interactions/settings`, permission: view, absent: [] },
    {
      method: 'PUT',
      url: `${API}/social-interactions/settings`,
      body: { grievanceAcknowledgeDays: 7, grievanceResolveDays: 30 },
      permission: [['configurations', 'edit']],
      // Only a tenant administrator at the root changes them: everyone signed in at a site is refused.
      outsiderStatus: [403],
      okStatus: [403],
    },
    {
      method: 'DELETE',
      url: `${API}/social-interactions/${doomed.id}`,
      permission: [['socialInteractions', 'delete']],
    },
    // The perception survey: the site's questions are configuration of the site (read reach below it).
    {
      method: 'GET',
      url: `${API}/social-interactions/survey/questions`,
      permission: 'member',
      absent: [siteQuestion.id],
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/survey/questions?workspaceId=${site}`,
      permission: 'member',
      absent: [siteQuestion.id],
    },
    {
      method: 'POST',
      url: `${API}/social-interactions/survey/questions`,
      body: { workspaceId: site, textPtBr: 'Pergunta da matriz?', textEn: 'Matrix question?' },
      permission: [['configurations', 'add']],
      // Naming a workspace outside the caller's reach is an invalid body.
      outsiderStatus: [422],
    },
    {
      method: 'PUT',
      url: `${API}/social-interactions/survey/questions/order`,
      body: { ids: [siteQuestion.id] },
      permission: [['configurations', 'edit']],
      // A question outside the reach is unknown in the list.
      outsiderStatus: [422],
    },
    {
      method: 'PUT',
      url: `${API}/social-interactions/survey/questions/${siteQuestion.id}`,
      body: {
        textPtBr: 'Pergunta renomeada?',
        textEn: 'Renamed question?',
        textEs: null,
        textDe: null,
        active: true,
      },
      permission: [['configurations', 'edit']],
    },
    {
      method: 'DELETE',
      url: `${API}/social-interactions/survey/questions/${doomedQuestion.id}`,
      permission: [['configurations', 'delete']],
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/survey/workspaces`,
      permission: 'member',
      absent: [site],
    },
    {
      method: 'PUT',
      url: `${API}/social-interactions/survey/workspaces/${site}/true`,
      permission: [['configurations', 'edit']],
    },
    {
      method: 'GET',
      url: `${API}/social-interactions/dashboards/survey?period=all`,
      permission: view,
      absent: [siteQuestion.id],
    },
  ];

  it('holds for every route', async () => {
    const failures: string[] = [];
    for (const route of routes()) failures.push(...(await matrix.check(route)));
    expect(failures).toEqual([]);
    const gone = await ctx.app.inject({
      url: `${API}/social-interactions/${doomed.id}`,
      headers: bearer(matrix.actors.siteAdmin.token),
    });
    expect(gone.statusCode).toBe(404);
  }, 180_000);

  // Export and import (docs/imports.md "Interactions"): files of the caller's reach only.
  it('holds for the export and import routes', async () => {
    const failures: string[] = [];
    const add: MatrixRoute['permission'] = [['socialInteractions', 'add']];
    for (const format of ['csv', 'xlsx'])
      failures.push(
        ...(await matrix.check({
          method: 'GET',
          url: `${API}/social-interactions/export?format=${format}&q=isolada`,
          permission: view,
          absent: [record.code, record.subject],
          // A person involved is neither named nor identified in an onlyBasicInfo reader's file.
          basicInfo: basicInfo(),
        })),
      );
    // The template lists the option labels of the caller's reach (the site's type for insiders).
    failures.push(
      ...(await matrix.check({
        method: 'GET',
        url: `${API}/social-interactions/import/template?format=xlsx`,
        permission: add,
        absent: ['matrizTipo'],
      })),
    );
    const files: Array<[string, string]> = [
      ['import', 'startsAt,subject,direction,type\n10/03/2026 10:00,Importada pela matriz,inbound,meeting'],
      ['import/nx', 'DATA;ASSUNTO;SENTIDO;TIPO\r\n10/03/2026;IMPORTADA PELA MATRIZ;ENTRADA;meeting\r\n'],
    ];
    for (const [path, text] of files) {
      const { payload, headers } = multipartFile(Buffer.from(text));
      failures.push(
        ...(await matrix.check({
          method: 'POST',
          url: `${API}/social-interactions/${path}?dryRun=true&workspaceId=${site}`,
          body: payload,
          headers,
          permission: add,
          // Naming a workspace outside the caller's reach is a refused query, not a missing record.
          outsiderStatus: [422],
        })),
      );
    }
    // A job answers only the user who started it (the site's admin, the matrix's positive control).
    const { payload, headers } = multipartFile(Buffer.from(files[0]?.[1] ?? ''));
    const started = await ctx.app.inject({
      method: 'POST',
      url: `${API}/social-interactions/import?dryRun=true&workspaceId=${site}`,
      headers: { ...bearer(matrix.actors.siteAdmin.token), ...headers },
      payload,
    });
    expect(started.statusCode).toBe(200);
    const url = `${API}/social-interactions/import/${(started.json() as { jobId: string }).jobId}`;
    failures.push(...(await matrix.check({ method: 'GET', url, permission: add })));
    expect(failures).toEqual([]);
  }, 120_000);

  // Runs last: a route of the area that no check above tried fails here.
  it('tries every route under /social-interactions', () => {
    expect(matrix.uncovered('/social-interactions')).toEqual([]);
  });
});
