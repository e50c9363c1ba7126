import type { Interaction } from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import {
  openIsolationMatrix,
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
  let stakeholder: { id: string; name: string; document: string; email: string };
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
      }),
    );
    doomed = await createInteraction(
      ctx.app,
      testbed.token,
      interaction({ workspaceId: site, subject: 'Apagada' }),
    );
    matrix = await openIsolationMatrix(ctx, testbed.admin, testbed.site);
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  /** The stakeholder's personal data never rides along an interaction. */
  const basicInfo = () => ({
    area: 'socialInteractions' as const,
    values: [stakeholder.document, stakeholder.email],
  });

  const routes = (): MatrixRoute[] => [
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
      method: 'DELETE',
      url: `${API}/social-interactions/${doomed.id}`,
      permission: [['socialInteractions', 'delete']],
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

  // Runs last: a route of the area that no check above tried fails here.
  it('tries every route under /social-interactions', () => {
    expect(matrix.uncovered('/social-interactions')).toEqual([]);
  });
});
