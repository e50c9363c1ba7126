import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Attachment, Interaction } from '@conexoes/shared/contract';
import { attachments } from '../../../db/schema';
import { createDiskStorage, FILES_PATH, type DiskStorage } from '../../../lib/files';
import { MAX_THUMBNAIL_INPUT_PIXELS, THUMBNAIL_SIZE } from '../../../lib/files/thumbnail';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import {
  corruptJpegBytes,
  jpegPhoto,
  pdfBytes,
  pngDeclaring,
  uploadedSlot,
} from '../../../testing/attachment-fixtures';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { API, freshSite, permissionWith, userWith } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { ORPHAN_GRACE_MS, sweepAttachmentFiles } from '../attachment-sweep.jobs';
import { createAttachmentService, thumbnailKey } from '../attachment.service';
import type { RequestScope } from '../../../lib/scope';

/**
 * Decision 0066: a photo gets a 112 px WebP thumbnail when it is registered, stored beside it and
 * removed with it; the card draws it instead of downloading the whole photo. Disk driver, end to end.
 */
describe('photo thumbnails', () => {
  let ctx: TestContext;
  let storage: DiskStorage;
  let dir: string;
  let admin: string;
  let site: string;
  let token: string;
  let photo: Buffer;

  beforeAll(async () => {
    dir = path.join(os.tmpdir(), `thumbnails-test-${randomUUID()}`);
    storage = createDiskStorage({
      dir,
      secret: randomBytes(32).toString('hex'),
      publicPath: FILES_PATH,
      maxBytes: 8 * 1024 * 1024,
      uploadTtlSeconds: 600,
      downloadTtlSeconds: 60,
    });
    ctx = await createTestApp({ files: storage });
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [root.id]);
    site = await freshSite(ctx, admin);
    token = await signIn(ctx.app, [site]);
    photo = await jpegPhoto(1600, 1200);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as = token) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(as) });
  const freshRecord = (subject: string): Promise<Interaction> =>
    createInteraction(ctx.app, token, interaction({ workspaceId: site, subject }));
  const attach = async (id: string, fileName: string, bytes: Buffer, as = token) => {
    const slot = await uploadedSlot(ctx.app, as, id, fileName, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `${API}/social-interactions/${id}/attachments`,
      headers: bearer(as),
      payload: { uploadId: slot.uploadId },
    });
  };
  const listOf = async (id: string) => {
    const res = await call('GET', `/social-interactions/${id}/attachments`);
    expect(res.statusCode).toBe(200);
    return res.json<Attachment[]>();
  };
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(attachments).where(eq(attachments.id, id)))[0];
  const fetchLink = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('a photo is listed with a thumbnail link: a small WebP of at most 112 px, the photo itself intact', async () => {
    expect(photo.length).toBeGreaterThan(500_000);
    const record = await freshRecord('Visita à nascente');
    const res = await attach(record.id, 'Nascente.jpg', photo);
    expect(res.statusCode).toBe(201);
    expect(res.json<Attachment>().thumbnailUrl).toEqual(expect.any(String));

    const [file] = await listOf(record.id);
    expect(file?.contentType).toBe('image/jpeg');
    const thumbnailUrl = file?.thumbnailUrl as string;
    expect(thumbnailUrl.startsWith(`${FILES_PATH}/thumbnails/`)).toBe(true);
    expect(thumbnailUrl).not.toBe(file?.downloadUrl);
    // Signed like the download and ending with it.
    const expiresOf = (url: string) => new URL(url, 'http://x').searchParams.get('expires');
    expect(expiresOf(thumbnailUrl)).toBe(expiresOf(file?.downloadUrl as string));

    const thumbnail = await fetchLink(thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(THUMBNAIL_SIZE);
    expect(meta.height).toBeLessThanOrEqual(THUMBNAIL_SIZE);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(THUMBNAIL_SIZE);
    expect(meta.exif).toBeUndefined();
    expect(thumbnail.rawPayload.length * 50).toBeLessThan(photo.length);

    const whole = await fetchLink(file?.downloadUrl as string);
    expect(whole.rawPayload.equals(photo)).toBe(true);
    // A link for one file is no link for the other: the signature covers the key.
    const swapped = thumbnailUrl.replace('/thumbnails/', '/files/');
    expect((await fetchLink(swapped)).statusCode).toBe(403);
  });

  it('the EXIF orientation is applied: a photo taken on its side stands up in its thumbnail', async () => {
    const record = await freshRecord('Foto de lado');
    // 400×100 stored, "rotate 90°" in EXIF: seen as 100×400, so its thumbnail is 100 wide, 112 high.
    const res = await attach(record.id, 'De lado.jpg', await jpegPhoto(400, 100, 6));
    expect(res.statusCode).toBe(201);
    const thumbnail = await fetchLink(res.json<Attachment>().thumbnailUrl as string);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 112]);
  });

  it('no thumbnail for a PDF, a "photo" no decoder reads, or a decompression bomb; each still registers', async () => {
    const record = await freshRecord('Arquivos sem miniatura');
    const bomb = pngDeclaring(12_000, 12_000);
    expect(12_000 * 12_000).toBeGreaterThan(MAX_THUMBNAIL_INPUT_PIXELS);
    for (const [name, bytes, type] of [
      ['Ata.pdf', pdfBytes(), 'application/pdf'],
      ['Quebrada.jpg', corruptJpegBytes(), 'image/jpeg'],
      ['Enorme.png', bomb, 'image/png'],
    ] as const) {
      const res = await attach(record.id, name, bytes);
      expect(res.statusCode).toBe(201);
      const file = res.json<Attachment>();
      expect(file).toMatchObject({ fileName: name, contentType: type, thumbnailUrl: null });
      expect((await rowOf(file.id))?.thumbnailKey).toBeNull();
      // Nothing half-written beside it.
      const key = thumbnailKey(ctx.seed.tenantId, file.id);
      expect(await storage.stat(key)).toBeNull();
      await expect(fs.stat(`${storage.pathOf(key)}.part`)).rejects.toThrow(/ENOENT/);
    }
    const list = await listOf(record.id);
    expect(list.map((f) => [f.fileName, f.thumbnailUrl])).toEqual([
      ['Ata.pdf', null],
      ['Quebrada.jpg', null],
      ['Enorme.png', null],
    ]);
  });

  it('a photo registered before thumbnails existed is listed without one', async () => {
    const record = await freshRecord('Foto antiga');
    // As it was then: a row naming no thumbnail, none stored.
    const file = (await attach(record.id, 'Antiga.jpg', await jpegPhoto(300, 200))).json<Attachment>();
    await ctx.database.db.update(attachments).set({ thumbnailKey: null }).where(eq(attachments.id, file.id));
    await storage.remove(thumbnailKey(ctx.seed.tenantId, file.id));
    const [listed] = await listOf(record.id);
    expect(listed).toMatchObject({ id: file.id, thumbnailUrl: null });
    expect(listed?.downloadUrl).toEqual(expect.any(String));
  });

  it('removing the photo removes its thumbnail; deleting the record removes every thumbnail', async () => {
    const record = await freshRecord('Remoção de fotos');
    const first = (await attach(record.id, 'Um.jpg', photo)).json<Attachment>();
    const second = (await attach(record.id, 'Dois.jpg', photo)).json<Attachment>();
    const firstThumbnail = thumbnailKey(ctx.seed.tenantId, first.id);
    expect((await rowOf(first.id))?.thumbnailKey).toBe(firstThumbnail);
    expect(await storage.stat(firstThumbnail)).not.toBeNull();

    expect(
      (await call('DELETE', `/social-interactions/${record.id}/attachments/${first.id}`)).statusCode,
    ).toBe(204);
    expect(await storage.stat(firstThumbnail)).toBeNull();
    expect((await fetchLink(first.thumbnailUrl as string)).statusCode).toBe(404);

    const secondThumbnail = thumbnailKey(ctx.seed.tenantId, second.id);
    expect(await storage.stat(secondThumbnail)).not.toBeNull();
    expect((await call('DELETE', `/social-interactions/${record.id}`, admin)).statusCode).toBe(204);
    expect(await storage.stat(secondThumbnail)).toBeNull();
    expect(await storage.stat(`files/${ctx.seed.tenantId}/${second.id}`)).toBeNull();
  });

  it('a caller who may not read the files (onlyBasicInfo, decision 0058) gets no thumbnail link', async () => {
    const record = await freshRecord('Reunião restrita');
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, add: true, edit: true, onlyBasicInfo: true } }),
    );
    const own = await attach(record.id, 'Grupo.jpg', photo, basic.token);
    expect(own.statusCode).toBe(201);
    expect(own.json<Attachment>()).toMatchObject({ canRemove: false, thumbnailUrl: null });
    expect(own.body).not.toContain('/thumbnails/');
    expect((await call('GET', `/social-interactions/${record.id}/attachments`, basic.token)).statusCode).toBe(
      403,
    );
    const one = await call(
      'GET',
      `/social-interactions/${record.id}/attachments/${own.json<Attachment>().id}`,
      basic.token,
    );
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain('/thumbnails/');
    // The thumbnail was made all the same: a full reader sees it.
    const [listed] = await listOf(record.id);
    expect(listed?.thumbnailUrl).toEqual(expect.stringContaining('/thumbnails/'));
  });

  it('a registration that fails after the thumbnail was written leaves no thumbnail behind', async () => {
    const record = await freshRecord('Registro interrompido');
    const slot = await uploadedSlot(ctx.app, token, record.id, 'Interrompida.jpg', photo);
    const service = createAttachmentService(ctx.database.db, storage);
    const scope = { tenantId: ctx.seed.tenantId, workspaceIds: [site] } as unknown as RequestScope;
    const owner = { type: 'interaction' as const, id: record.id, workspaceId: site };
    // The owner's history fails in the transaction that would make the photo ready.
    await expect(
      service.register(scope, owner, slot.uploadId, async () => {
        throw new Error('history not written');
      }),
    ).rejects.toThrow('history not written');
    const key = thumbnailKey(ctx.seed.tenantId, slot.uploadId);
    expect(await storage.stat(key)).toBeNull();
    await expect(fs.stat(`${storage.pathOf(key)}.part`)).rejects.toThrow(/ENOENT/);
    expect((await rowOf(slot.uploadId))?.status).toBe('pending');
  });

  it('the hourly sweep removes thumbnails no row names and keeps the others', async () => {
    const record = await freshRecord('Varredura de miniaturas');
    const kept = (await attach(record.id, 'Fica.jpg', photo)).json<Attachment>();
    const keptKey = thumbnailKey(ctx.seed.tenantId, kept.id);
    // A thumbnail whose row is gone (its removal failed), and one whose write stopped half-way.
    const lost = thumbnailKey(ctx.seed.tenantId, randomUUID());
    const half = `${storage.pathOf(thumbnailKey(ctx.seed.tenantId, randomUUID()))}.part`;
    await storage.write(lost, Buffer.from('x'), 'image/webp');
    await fs.writeFile(half, 'x');

    const later = new Date(Date.now() + storage.uploadTtlSeconds * 1000 + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepAttachmentFiles(ctx.database.db, storage, undefined, later);
    expect(swept.strayThumbnails).toBe(2);
    expect(await storage.stat(lost)).toBeNull();
    await expect(fs.stat(half)).rejects.toThrow(/ENOENT/);
    expect(await storage.stat(keptKey)).not.toBeNull();
  });
});
