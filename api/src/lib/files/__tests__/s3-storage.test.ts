import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Attachment, AttachmentUploadSlot, Interaction } from '@conexoes/shared/contract';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import { exeBytes, jpegPhoto, pdfBytes, pngBytes } from '../../../testing/attachment-fixtures';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { API, freshSite } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { loadEnv } from '../../../config';
import { storageFromEnv, type FileStorage } from '..';
import { ORPHAN_GRACE_MS, sweepAttachmentFiles } from '../../../modules/attachments/attachment-sweep.jobs';

// s3rver ships no types: what this test uses of it.
type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/**
 * The production driver against a real S3-compatible server (s3rver, from the npm registry, on a free
 * port): presigned PUT and GET from outside the API, the bucket made on start, content checked by the
 * API reading the object back, an expired link refused by the store, files removed with the record.
 */
describe('interaction attachments on the S3 driver (s3rver)', () => {
  let server: S3rverInstance;
  let dir: string;
  let storage: FileStorage;
  let ctx: TestContext;
  let token: string;
  let record: Interaction;
  let s3Client: S3Client;

  beforeAll(async () => {
    dir = path.join(os.tmpdir(), `s3rver-${randomUUID()}`);
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    // Through the configuration, as server.ts builds it: FILE_STORAGE=s3 loads the S3 driver.
    storage = await storageFromEnv(
      loadEnv({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'conexoes-test',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        FILES_MAX_BYTES: String(64 * 1024),
        FILES_UPLOAD_TTL_SECONDS: '600',
        FILES_DOWNLOAD_TTL_SECONDS: '60',
      }),
      randomUUID(),
    );
    expect(storage.kind).toBe('s3');
    s3Client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    // buildApp calls ready(): the bucket does not exist yet and is created.
    ctx = await createTestApp({ files: storage });
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const admin = await signIn(ctx.app, [root.id]);
    const site = await freshSite(ctx, admin);
    token = await signIn(ctx.app, [site]);
    record = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, subject: 'Visita com fotos' }),
    );
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** What the browser does: PUT to the presigned URL, no Authorization. */
  const upload = async (fileName: string, bytes: Buffer) => {
    const slot = (
      await call('POST', `/social-interactions/${record.id}/attachments/uploads`, {
        fileName,
        size: bytes.length,
      })
    ).json<AttachmentUploadSlot>();
    const put = await fetch(slot.url, { method: 'PUT', body: new Uint8Array(bytes), headers: slot.headers });
    return {
      slot,
      put,
      res: await call('POST', `/social-interactions/${record.id}/attachments`, { uploadId: slot.uploadId }),
    };
  };

  it('uploads through a presigned URL, registers by content and downloads under the file name', async () => {
    const { slot, put, res } = await upload('Foto da nascente.png', pngBytes());
    expect(slot.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/conexoes-test\/uploads\//);
    expect(slot.url).toContain('X-Amz-Signature=');
    expect(put.status).toBe(200);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fileName: 'Foto da nascente.png',
      contentType: 'image/png',
      size: pngBytes().length,
    });

    const [file] = (await call('GET', `/social-interactions/${record.id}/attachments`)).json<Attachment[]>();
    const download = await fetch(file?.downloadUrl as string);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pngBytes())).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Foto%20da%20nascente.png`,
    );
    // The upload's key is empty: the accepted bytes moved where the upload link cannot reach.
    expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
  });

  it('an expired presigned link is refused by the store; a program is refused by the API and removed', async () => {
    // s3rver checks a link's expiry but not its SigV4 signature (AWS S3 and MinIO do: an altered link
    // is theirs to refuse); the expiry is checked here with a link signed an hour ago for 60 s.
    const [file] = (await call('GET', `/social-interactions/${record.id}/attachments`)).json<Attachment[]>();
    const key = new URL(file?.downloadUrl as string).pathname.replace('/conexoes-test/', '');
    const old = await getSignedUrl(s3Client, new GetObjectCommand({ Bucket: 'conexoes-test', Key: key }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 3600_000),
    });
    const expired = await fetch(old);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');

    const { slot, put, res } = await upload('ata.pdf', exeBytes());
    expect(put.status).toBe(200);
    expect(res.statusCode).toBe(415);
    expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
  });

  it('the sweep lists the bucket: bytes sent again through a used link go, the kept file stays', async () => {
    const { slot, res } = await upload('lista.pdf', pdfBytes());
    expect(res.statusCode).toBe(201);
    const again = await fetch(slot.url, {
      method: 'PUT',
      body: new Uint8Array(pdfBytes()),
      headers: slot.headers,
    });
    expect(again.status).toBe(200);
    const stray = `uploads/${ctx.seed.tenantId}/${slot.uploadId}`;
    const kept = `files/${ctx.seed.tenantId}/${res.json<Attachment>().id}`;
    expect(await storage.stat(stray)).not.toBeNull();
    const later = new Date(Date.now() + storage.uploadTtlSeconds * 1000 + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepAttachmentFiles(ctx.database.db, storage, undefined, later);
    expect(swept).toEqual(expect.objectContaining({ strayUploads: 1, strayFiles: 0 }));
    expect(await storage.stat(stray)).toBeNull();
    expect(await storage.stat(kept)).toEqual({ size: pdfBytes().length });
  });

  it("a photo's thumbnail is an object beside it, read through its own presigned link, removed with it", async () => {
    const photo = await jpegPhoto(240, 180);
    const { res } = await upload('Foto da reunião.jpg', photo);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<Attachment>();
    const listed = (await call('GET', `/social-interactions/${record.id}/attachments`))
      .json<Attachment[]>()
      .find((f) => f.id === id);
    expect(listed?.thumbnailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/conexoes-test\/thumbnails\//);
    const thumbnail = await fetch(listed?.thumbnailUrl as string);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await thumbnail.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(photo.length);
    const key = `thumbnails/${ctx.seed.tenantId}/${id}`;
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect((await call('DELETE', `/social-interactions/${record.id}/attachments/${id}`)).statusCode).toBe(
      204,
    );
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.stat(`files/${ctx.seed.tenantId}/${id}`)).toBeNull();
  });

  it('deleting the interaction removes its objects', async () => {
    const { res } = await upload('ata.pdf', pdfBytes());
    expect(res.statusCode).toBe(201);
    const id = res.json<Attachment>().id;
    const key = `files/${ctx.seed.tenantId}/${id}`;
    expect(await storage.stat(key)).toEqual({ size: pdfBytes().length });
    expect((await call('DELETE', `/social-interactions/${record.id}`)).statusCode).toBe(204);
    expect(await storage.stat(key)).toBeNull();
  });
});
