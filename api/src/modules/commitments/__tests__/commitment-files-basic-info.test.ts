import type {
  Attachment,
  Commitment,
  CommitmentDetails,
  NegotiationPlan,
  NegotiationPlanDetails,
} from '@conexoes/shared/contract';
import { jpegPhoto, pdfBytes } from '../../../testing/attachment-fixtures';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  attachTo,
  commitment,
  createAction,
  createCommitment,
  createPlan,
  negotiationPlan,
} from '../../../testing/commitment-helpers';
import { API, openSiteTestbed, permissionWith, userWith } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * Decision 0059: `customModules.onlyBasicInfo` hides the files of plans, commitments and actions —
 * signed attendance lists, receipts, photos of the families served — as decision 0058 hides an
 * interaction's: no list (403), no link and no removal (404), the details count them
 * (`hiddenAttachments`), the history tells a file added or removed without its name. Adding stays
 * theirs under the record's edit rule.
 */
describe('social commitments: basic information only hides the files', () => {
  let ctx: TestContext;
  let site: string;
  let token: string;
  let admin: string;
  let plan: NegotiationPlan;
  let record: Commitment;
  let actionId: string;
  let file: Attachment;
  let basic: string;
  let basicEditor: string;
  const records = () => [
    { base: '/commitments/negotiation-plans', id: plan.id },
    { base: '/commitments/management', id: record.id },
    { base: '/actions', id: actionId },
  ];

  beforeAll(async () => {
    ({ ctx, site, token, admin } = await openSiteTestbed());
    const me = await adminId(ctx);
    plan = await createPlan(ctx.app, token, negotiationPlan(me, { workspaceId: site }));
    record = await createCommitment(ctx.app, token, commitment(me, { workspaceId: site }));
    actionId = (await createAction(ctx.app, token, record.actionPlanId)).id;
    for (const { base, id } of records())
      await attachTo(ctx.app, token, base, id, 'Lista de presença.pdf', pdfBytes());
    file = await attachTo(
      ctx.app,
      token,
      '/commitments/management',
      record.id,
      'Recibos assinados.pdf',
      pdfBytes(),
    );
    const restricted = { view: true, onlyBasicInfo: true };
    basic = (await userWith(ctx, admin, [site], permissionWith({ customModules: restricted }))).token;
    basicEditor = (
      await userWith(ctx, admin, [site], permissionWith({ customModules: { ...restricted, edit: true } }))
    ).token;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const call = (caller: string, url: string, method: 'GET' | 'DELETE' = 'GET') =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(caller) });

  it('lists the files to a full reader (the positive control)', async () => {
    for (const { base, id } of records())
      expect((await call(token, `${base}/${id}/attachments`)).json<Attachment[]>().length).toBeGreaterThan(0);
    expect(
      (await call(token, `/commitments/management/${record.id}/attachments/${file.id}`)).statusCode,
    ).toBe(200);
  });

  it('lists no file of a plan, a commitment or an action to an onlyBasicInfo reader, nor gives a link', async () => {
    for (const { base, id } of records()) {
      const res = await call(basic, `${base}/${id}/attachments`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('.pdf');
    }
    // The one way to a download link answers as for an id that does not exist.
    const link = await call(basic, `/commitments/management/${record.id}/attachments/${file.id}`);
    expect(link.statusCode).toBe(404);
    expect(link.body).not.toContain('Recibos');
  });

  it('counts the files in the details and names none in the history', async () => {
    const details = (
      await call(basic, `/commitments/management/${record.id}/details`)
    ).json<CommitmentDetails>();
    expect(details.hiddenAttachments).toBe(2);
    const planDetails = (
      await call(basic, `/commitments/negotiation-plans/${plan.id}/details`)
    ).json<NegotiationPlanDetails>();
    expect(planDetails.hiddenAttachments).toBe(1);
    expect(JSON.stringify([details, planDetails])).not.toMatch(/Lista de presença|Recibos assinados/);
    const added = details.history.flatMap((e) => e.changes).filter((c) => c.field === 'attachments');
    expect(added).toEqual([
      { field: 'attachments', before: null, after: 1 },
      { field: 'attachments', before: null, after: 1 },
    ]);
    // A full reader reads the names and no count.
    const full = (
      await call(token, `/commitments/management/${record.id}/details`)
    ).json<CommitmentDetails>();
    expect(full.hiddenAttachments).toBeUndefined();
    expect(JSON.stringify(full.history)).toContain('Recibos assinados.pdf');
  });

  it('lets an onlyBasicInfo editor add a file but not remove one, theirs included', async () => {
    const own = await attachTo(
      ctx.app,
      basicEditor,
      '/commitments/management',
      record.id,
      'Fotos.pdf',
      pdfBytes(),
    );
    expect(own.canRemove).toBe(false);
    // A photo of theirs: made a thumbnail (decision 0066), yet no link to it in their answer either.
    const photo = await attachTo(
      ctx.app,
      basicEditor,
      '/commitments/management',
      record.id,
      'Entrega.jpg',
      await jpegPhoto(320, 240),
    );
    expect(photo).toMatchObject({ canRemove: false, thumbnailUrl: null });
    for (const id of [own.id, file.id])
      expect(
        (await call(basicEditor, `/commitments/management/${record.id}/attachments/${id}`, 'DELETE'))
          .statusCode,
      ).toBe(404);
    const kept = (await call(token, `/commitments/management/${record.id}/attachments`)).json<Attachment[]>();
    expect(kept.map((f) => f.fileName).sort()).toEqual([
      'Entrega.jpg',
      'Fotos.pdf',
      'Lista de presença.pdf',
      'Recibos assinados.pdf',
    ]);
    // A full reader gets the photo's thumbnail, and no thumbnail for a PDF.
    expect(kept.find((f) => f.fileName === 'Entrega.jpg')?.thumbnailUrl).toEqual(expect.any(String));
    expect(kept.find((f) => f.fileName === 'Fotos.pdf')?.thumbnailUrl).toBeNull();
  });
});
