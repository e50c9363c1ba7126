import { documentCell } from '../../../lib/sheets/document-cell';
import { eq } from 'drizzle-orm';
import type {
  Action,
  Attachment,
  AttachmentUploadSlot,
  Commitment,
  NegotiationPlan,
} from '@conexoes/shared/contract';
import { commitments } from '../../../db/schema';
import { pdfBytes, pngBytes } from '../../../testing/attachment-fixtures';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  attachTo,
  commitment,
  commitmentUpdateOf,
  createAction,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
import {
  openIsolationMatrix,
  type IsolationMatrix,
  type MatrixRoute,
} from '../../../testing/isolation-matrix';
import {
  API,
  createStakeholder,
  openSiteTestbed,
  permissionWith,
  person,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

const view: MatrixRoute['permission'] = [['customModules', 'view']];
const edit: MatrixRoute['permission'] = [
  ['customModules', 'edit'],
  ['customModules', 'editConditionally'],
];
const remove: MatrixRoute['permission'] = [['customModules', 'delete']];

/** Issue 12: the isolation matrix over every social-commitment, action-plan and action route. */
describe('social commitments: the isolation matrix on every route', () => {
  let ctx: TestContext;
  let matrix: IsolationMatrix;
  let site: string;
  let token: string;
  let me: string;
  let plan: NegotiationPlan;
  let doomedPlan: NegotiationPlan;
  let record: Commitment;
  let doomed: Commitment;
  let finishedPlanId: string;
  let untreated: Commitment;
  const actions: Record<'kept' | 'toComplete' | 'toReopen' | 'toEdit' | 'toDelete', Action> = {} as never;
  const files: Record<string, { kept: Attachment; unwanted: Attachment; pending: AttachmentUploadSlot }> = {};
  let stakeholder: { id: string; name: string; document: string; email: string };

  const slot = async (base: string, id: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}${base}/${id}/attachments/uploads`,
      headers: bearer(token),
      payload: { fileName: 'Pendente.pdf', size: pdfBytes().length },
    });
    const made = res.json<AttachmentUploadSlot>();
    await ctx.app.inject({ method: 'PUT', url: made.url, payload: pdfBytes(), headers: made.headers });
    return made;
  };

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    site = testbed.site;
    token = testbed.token;
    me = await adminId(ctx);
    stakeholder = await createStakeholder(
      ctx.app,
      token,
      person({ name: 'Pessoa do Compromisso Isolado', workspaceId: site }),
    );
    plan = await createPlan(
      ctx.app,
      token,
      negotiationPlan(me, {
        workspaceId: site,
        title: 'Plano isolado',
        stakeholderIds: [stakeholder.id],
        agreements: [{ text: 'Acordo isolado', date: '2026-03-01' }],
      }),
    );
    doomedPlan = await createPlan(
      ctx.app,
      token,
      negotiationPlan(me, { workspaceId: site, title: 'Plano a apagar' }),
    );
    record = await createCommitment(
      ctx.app,
      token,
      commitment(me, {
        workspaceId: site,
        title: 'Compromisso isolado',
        beneficiaryIds: [stakeholder.id],
        dueDate: '2019-07-20',
      }),
    );
    doomed = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Compromisso a apagar' }),
    );
    // The dashboards count one commitment registered in July 2019, alone in its month.
    await ctx.database.db
      .update(commitments)
      .set({ createdAt: new Date('2019-07-10T12:00:00-03:00') })
      .where(eq(commitments.id, record.id));
    const planId = record.actionPlanId;
    actions.kept = await createAction(ctx.app, token, planId, { title: 'Ação isolada' });
    actions.toComplete = await createAction(ctx.app, token, planId, { title: 'Ação a concluir' });
    actions.toReopen = await createAction(ctx.app, token, planId, { title: 'Ação a reabrir' });
    actions.toEdit = await createAction(ctx.app, token, planId, { title: 'Ação a editar' });
    actions.toDelete = await createAction(ctx.app, token, planId, { title: 'Ação a apagar' });
    await ctx.app.inject({
      method: 'PUT',
      url: `${API}/actions/${actions.toReopen.id}/complete`,
      headers: bearer(token),
      payload: { completionNote: 'Feito' },
    });
    // One finished action plan (the doomed commitment's, no actions) for the reopen route.
    finishedPlanId = doomed.actionPlanId;
    const other = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Plano concluído' }),
    );
    finishedPlanId = other.actionPlanId;
    untreated = other;
    // Without a completed action and registered in August 2019: the one demand untreated past the target then.
    await ctx.database.db
      .update(commitments)
      .set({ createdAt: new Date('2019-08-10T12:00:00-03:00') })
      .where(eq(commitments.id, other.id));
    await ctx.app.inject({
      method: 'PUT',
      url: `${API}/action-plans/${finishedPlanId}/finish`,
      headers: bearer(token),
    });
    for (const [base, id] of [
      ['/commitments/negotiation-plans', plan.id],
      ['/commitments/management', record.id],
      ['/actions', actions.kept.id],
    ] as const)
      files[base] = {
        kept: await attachTo(ctx.app, token, base, id, 'Ata isolada.pdf', pdfBytes()),
        unwanted: await attachTo(ctx.app, token, base, id, 'Foto isolada.png', pngBytes()),
        pending: await slot(base, id),
      };
    matrix = await openIsolationMatrix(ctx, testbed.admin, site);
  }, 240_000);
  afterAll(() => ctx.close(), 60_000);

  const basicInfo = () => ({
    area: 'customModules' as const,
    // The document as stored and as an export writes it.
    values: [stakeholder.document, documentCell(stakeholder.document) as string, stakeholder.email],
  });

  const attachmentRoutes = (base: string, id: string): MatrixRoute[] => {
    const f = files[base] as (typeof files)[string];
    return [
      { method: 'GET', url: `${API}${base}/${id}/attachments`, permission: view },
      { method: 'GET', url: `${API}${base}/${id}/attachments/${f.kept.id}`, permission: view },
      {
        method: 'POST',
        url: `${API}${base}/${id}/attachments/uploads`,
        body: { fileName: 'Matriz.pdf', size: 1000 },
        permission: edit,
      },
      {
        method: 'POST',
        url: `${API}${base}/${id}/attachments`,
        body: { uploadId: f.pending.uploadId },
        permission: edit,
      },
      { method: 'DELETE', url: `${API}${base}/${id}/attachments/${f.unwanted.id}`, permission: edit },
    ];
  };

  const routes = (): MatrixRoute[] => [
    // Negotiation plans
    {
      method: 'GET',
      url: `${API}/commitments/negotiation-plans/search?q=isolado`,
      permission: view,
      absent: [plan.id, plan.code],
    },
    // The stakeholder's profile lists the plans naming them: refused without the area, empty elsewhere.
    {
      method: 'GET',
      url: `${API}/commitments/negotiation-plans/search?stakeholderId=${stakeholder.id}`,
      permission: view,
      absent: [plan.id],
    },
    // "Count all": an outsider's count of the site's records is none, never a number that leaks them.
    {
      method: 'GET',
      url: `${API}/commitments/negotiation-plans/search/count?q=${plan.code}`,
      permission: view,
      absent: ['"total":1}'],
    },
    {
      method: 'GET',
      url: `${API}/commitments/negotiation-plans/export?q=isolado&format=csv`,
      permission: view,
      absent: [plan.code],
    },
    {
      method: 'GET',
      url: `${API}/commitments/negotiation-plans/${plan.id}`,
      permission: view,
      basicInfo: basicInfo(),
    },
    {
      method: 'GET',
      url: `${API}/commitments/negotiation-plans/${plan.id}/details`,
      permission: view,
      basicInfo: basicInfo(),
    },
    {
      method: 'PUT',
      url: `${API}/commitments/negotiation-plans/${plan.id}`,
      body: planUpdateOf(plan),
      permission: edit,
    },
    {
      method: 'POST',
      url: `${API}/commitments/negotiation-plans`,
      body: negotiationPlan(me, {
        workspaceId: site,
        title: 'Criado pela matriz',
        stakeholderIds: [stakeholder.id],
      }),
      permission: [['customModules', 'add']],
      // Naming a workspace (and a stakeholder) outside the caller's reach is an invalid body.
      outsiderStatus: [422],
    },
    ...attachmentRoutes('/commitments/negotiation-plans', plan.id),
    { method: 'DELETE', url: `${API}/commitments/negotiation-plans/${doomedPlan.id}`, permission: remove },
    // Commitments
    {
      method: 'GET',
      url: `${API}/commitments/management/search?q=isolado`,
      permission: view,
      absent: [record.id, record.code],
    },
    {
      method: 'GET',
      url: `${API}/commitments/management/search?stakeholderId=${stakeholder.id}`,
      permission: view,
      absent: [record.id],
    },
    {
      method: 'GET',
      url: `${API}/commitments/management/search/count?q=${record.code}`,
      permission: view,
      absent: ['"total":1}'],
    },
    {
      method: 'GET',
      url: `${API}/commitments/management/export?q=isolado`,
      permission: view,
      absent: [record.code],
    },
    {
      method: 'GET',
      url: `${API}/commitments/management/${record.id}`,
      permission: view,
      basicInfo: basicInfo(),
    },
    {
      method: 'GET',
      url: `${API}/commitments/management/${record.id}/details`,
      permission: view,
      basicInfo: basicInfo(),
    },
    {
      method: 'PUT',
      url: `${API}/commitments/management/${record.id}`,
      body: commitmentUpdateOf(record),
      permission: edit,
    },
    {
      method: 'POST',
      url: `${API}/commitments/management`,
      body: commitment(me, { workspaceId: site, sourceAgreementId: plan.agreements[0]?.id ?? null }),
      permission: [['customModules', 'add']],
      outsiderStatus: [422],
    },
    ...attachmentRoutes('/commitments/management', record.id),
    { method: 'DELETE', url: `${API}/commitments/management/${doomed.id}`, permission: remove },
    // Dashboards and settings
    {
      method: 'GET',
      url: `${API}/commitments/dashboards/overview?from=2019-07-01&to=2019-07-31`,
      permission: view,
      absent: ['"total":1', '"month":"2019-07","due":1'],
    },
    {
      method: 'GET',
      url: `${API}/actions/dashboards/first-treatment?from=2019-07-01&to=2019-07-31`,
      permission: view,
      absent: ['"demands":1'],
    },
    {
      method: 'GET',
      url: `${API}/actions/dashboards/first-treatment/untreated?from=2019-08-01&to=2019-08-31`,
      permission: view,
      absent: ['"total":1', untreated.code],
    },
    // Tenant-wide: any member of the area reads the tenant's own values (another tenant reads its own).
    { method: 'GET', url: `${API}/commitments/settings`, permission: view, absent: [] },
    {
      method: 'PUT',
      url: `${API}/commitments/settings`,
      body: { firstTreatmentTargetDays: 15, dueSoonDays: 7 },
      permission: [['configurations', 'edit']],
      // Only a tenant administrator at the root changes them: everyone signed in at a site is refused.
      outsiderStatus: [403],
      okStatus: [403],
    },
    // Action plans
    { method: 'GET', url: `${API}/action-plans/${record.actionPlanId}`, permission: view },
    {
      method: 'PUT',
      url: `${API}/action-plans/${record.actionPlanId}`,
      body: { goal: 'Meta isolada', ownerId: me, startDate: null, endDate: null },
      permission: edit,
    },
    { method: 'PUT', url: `${API}/action-plans/${plan.actionPlanId}/finish`, permission: edit },
    { method: 'PUT', url: `${API}/action-plans/${finishedPlanId}/reopen`, permission: edit },
    // Actions
    { method: 'GET', url: `${API}/actions/${actions.kept.id}`, permission: view },
    {
      method: 'POST',
      url: `${API}/actions`,
      body: {
        actionPlanId: record.actionPlanId,
        title: 'Ação da matriz',
        description: null,
        ownerId: null,
        dueDate: null,
        status: 'open',
      },
      permission: edit,
      // An action plan outside the reach is an unknown reference.
      outsiderStatus: [422],
    },
    {
      method: 'PUT',
      url: `${API}/actions/${actions.toEdit.id}`,
      body: { title: 'Ação editada', description: null, ownerId: null, dueDate: null, status: 'in_progress' },
      permission: edit,
    },
    {
      method: 'PUT',
      url: `${API}/actions/${actions.toComplete.id}/complete`,
      body: { completionNote: 'Feito' },
      permission: edit,
    },
    { method: 'PUT', url: `${API}/actions/${actions.toReopen.id}/reopen`, permission: edit },
    { method: 'DELETE', url: `${API}/actions/${actions.toDelete.id}`, permission: remove },
    ...attachmentRoutes('/actions', actions.kept.id),
  ];

  it('holds for every route', async () => {
    const failures: string[] = [];
    for (const route of routes()) failures.push(...(await matrix.check(route)));
    expect(failures).toEqual([]);
  }, 240_000);

  it('editConditionally: only what the caller registered or is responsible for', async () => {
    const flags = permissionWith({ customModules: { view: true, add: true, editConditionally: true } });
    // The site's admin creates them, with their own password (docs/decisions/0056).
    const someone = await userWith(ctx, matrix.actors.siteAdmin.token, [site], flags, 'Password@123');
    const put = (url: string, payload: object, as = someone.token) =>
      ctx.app.inject({ method: 'PUT', url: `${API}${url}`, headers: bearer(as), payload });
    // Not theirs: refused (they can read it).
    const current = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/management/${record.id}`,
        headers: bearer(someone.token),
      })
    ).json<Commitment>();
    expect(current.canEdit).toBe(false);
    expect((await put(`/commitments/management/${record.id}`, commitmentUpdateOf(current))).statusCode).toBe(
      403,
    );
    expect(
      (
        await put(`/action-plans/${record.actionPlanId}`, {
          goal: null,
          ownerId: null,
          startDate: null,
          endDate: null,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await put(`/actions/${actions.kept.id}`, {
          title: 'x',
          description: null,
          ownerId: null,
          dueDate: null,
          status: 'open',
        })
      ).statusCode,
    ).toBe(403);
    // Theirs (they own it): allowed.
    const mine = await createCommitment(
      ctx.app,
      token,
      commitment(someone.id, { workspaceId: site, title: 'Dele' }),
    );
    const asOwner = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/commitments/management/${mine.id}`,
        headers: bearer(someone.token),
      })
    ).json<Commitment>();
    expect(asOwner.canEdit).toBe(true);
    expect(
      (
        await put(
          `/commitments/management/${mine.id}`,
          commitmentUpdateOf(asOwner, { status: 'in_progress' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(`/action-plans/${mine.actionPlanId}`, {
          goal: 'Minha meta',
          ownerId: someone.id,
          startDate: null,
          endDate: null,
        })
      ).statusCode,
    ).toBe(200);
    // What they register themselves is theirs too.
    const theirs = await createPlan(
      ctx.app,
      someone.token,
      negotiationPlan(me, { workspaceId: site, title: 'Registrado por ele' }),
    );
    expect(
      (
        await put(
          `/commitments/negotiation-plans/${theirs.id}`,
          planUpdateOf(theirs, { status: 'in_negotiation' }),
        )
      ).statusCode,
    ).toBe(200);
  }, 60_000);

  it('tries every route under /commitments, /action-plans and /actions', () => {
    expect(matrix.uncovered('/commitments')).toEqual([]);
    expect(matrix.uncovered('/action-plans')).toEqual([]);
    expect(matrix.uncovered('/actions')).toEqual([]);
  });
});
