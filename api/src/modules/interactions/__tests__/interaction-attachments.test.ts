import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type {
  Attachment,
  AttachmentUploadSlot,
  Interaction,
  InteractionDetails,
} from '@conexoes/shared/contract';
import { attachments } from '../../../db/schema';
import { createDiskStorage, FILES_PATH, type DiskStorage } from '../../../lib/files';
import { signature } from '../../../lib/files/signed-url';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import {
  csvBytes,
  docxBytes,
  exeBytes,
  htmlBytes,
  pdfBytes,
  pngBytes,
} from '../../../testing/attachment-fixtures';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { API, freshSite, permissionWith, userWith } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { MAX_ATTACHMENTS_PER_RECORD } from '@conexoes/shared/contract';
import { MAX_OPEN_UPLOADS_PER_USER } from '../../attachments/attachment.service';
import {
  ORPHAN_GRACE_MS,
  SWEEP_JOB,
  sweepAttachmentFiles,
  type AttachmentSweep,
} from '../../attachments/attachment-sweep.jobs';

const LIMIT = 3 * 1024 * 1024;

/** Issue 11: an interaction's files through the disk driver's signed links, end to end. */
describe('interaction attachments on the disk driver', () => {
  let ctx: TestContext;
  let storage: DiskStorage;
  let dir: string;
  let admin: string;
  let site: string;
  let token: string;
  let record: Interaction;

  beforeAll(async () => {
    dir = path.join(os.tmpdir(), `attachments-test-${randomUUID()}`);
    storage = createDiskStorage({
      dir,
      secret: randomBytes(32).toString('hex'),
      publicPath: FILES_PATH,
      maxBytes: LIMIT,
      uploadTtlSeconds: 600,
      downloadTtlSeconds: 60,
    });
    ctx = await createTestApp({ files: storage });
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [root.id]);
    site = await freshSite(ctx, admin);
    token = await signIn(ctx.app, [site]);
    record = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, subject: 'Reunião com anexos' }),
    );
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = token) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(as), ...(payload ? { payload } : {}) });
  const slotFor = async (fileName: string, size: number, id = record.id, as = token) => {
    const res = await call('POST', `/social-interactions/${id}/attachments/uploads`, { fileName, size }, as);
    expect(res.statusCode).toBe(201);
    return res.json<AttachmentUploadSlot>();
  };
  /** The browser's PUT: to the slot's URL as it is, no Authorization. */
  const put = (url: string, bytes: Buffer, contentType = 'application/octet-stream') =>
    ctx.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': contentType } });
  const upload = async (fileName: string, bytes: Buffer, id = record.id, as = token) => {
    const slot = await slotFor(fileName, bytes.length, id, as);
    expect((await put(slot.url, bytes)).statusCode).toBe(204);
    return {
      slot,
      res: await call('POST', `/social-interactions/${id}/attachments`, { uploadId: slot.uploadId }, as),
    };
  };
  const rowsOf = (id: string) =>
    ctx.database.db.select().from(attachments).where(eq(attachments.ownerId, id));

  it('a PDF goes up through its signed link, is registered by content, listed and downloaded under its name', async () => {
    const slot = await slotFor('Ata da reunião.pdf', pdfBytes().length);
    expect(slot.url.startsWith(`${FILES_PATH}/uploads/`)).toBe(true);
    expect(slot.method).toBe('PUT');
    // The browser says octet-stream; the content decides.
    expect((await put(slot.url, pdfBytes())).statusCode).toBe(204);
    const registered = await call('POST', `/social-interactions/${record.id}/attachments`, {
      uploadId: slot.uploadId,
    });
    expect(registered.statusCode).toBe(201);
    const file = registered.json<Attachment>();
    expect(file).toMatchObject({
      fileName: 'Ata da reunião.pdf',
      contentType: 'application/pdf',
      size: pdfBytes().length,
      canRemove: true,
    });

    const list = (await call('GET', `/social-interactions/${record.id}/attachments`)).json<Attachment[]>();
    expect(list.map((a) => a.fileName)).toEqual(['Ata da reunião.pdf']);
    const download = await ctx.app.inject({ method: 'GET', url: list[0]?.downloadUrl as string });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''Ata%20da%20reuni%C3%A3o.pdf`);

    // The upload link cannot replace the accepted bytes: its slot is closed (410), and the bytes left
    // the key it names anyway.
    const late = await put(slot.url, Buffer.alloc(pdfBytes().length, 0x41));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ status: 410, detail: 'This upload is closed; ask for a new link' });
    const again = await ctx.app.inject({ method: 'GET', url: list[0]?.downloadUrl as string });
    expect(again.rawPayload.equals(pdfBytes())).toBe(true);

    const details = (
      await call('GET', `/social-interactions/${record.id}/details`)
    ).json<InteractionDetails>();
    expect(details.history[0]?.changes).toEqual([
      { field: 'attachments', before: null, after: 'Ata da reunião.pdf' },
    ]);
  });

  it('what was checked is what is kept: bytes PUT again while the upload is checked never become the file', async () => {
    const slot = await slotFor('Ata conferida.pdf', pdfBytes().length);
    expect((await put(slot.url, pdfBytes())).statusCode).toBe(204);
    // The uploader's link is valid until it expires, but its slot closes as the registration claims
    // it: a second PUT (a web page) right after the server has read the bytes it judges is refused.
    const open = storage.open;
    storage.open = async (key) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await open(key)) chunks.push(chunk as Buffer);
      expect((await put(slot.url, htmlBytes())).statusCode).toBe(410);
      return Readable.from([Buffer.concat(chunks)], { objectMode: false });
    };
    let registered;
    try {
      registered = await call('POST', `/social-interactions/${record.id}/attachments`, {
        uploadId: slot.uploadId,
      });
    } finally {
      storage.open = open;
    }
    expect(registered.statusCode).toBe(201);
    const file = registered.json<Attachment>();
    expect(file.contentType).toBe('application/pdf');
    const download = await ctx.app.inject({ method: 'GET', url: file.downloadUrl });
    expect(download.rawPayload.toString('latin1')).toBe(pdfBytes().toString('latin1'));
  });

  it('two registrations of one upload at the same instant: one file, the other a 409, never a 500', async () => {
    const cases: Array<[Buffer, number[]]> = [
      [pdfBytes(), [201, 409]],
      [exeBytes(), [409, 415]],
    ];
    for (const [bytes, expected] of cases) {
      const slot = await slotFor('Ata em dobro.pdf', bytes.length);
      expect((await put(slot.url, bytes)).statusCode).toBe(204);
      const register = () =>
        call('POST', `/social-interactions/${record.id}/attachments`, { uploadId: slot.uploadId });
      const both = await Promise.all([register(), register()]);
      // The accepted PDF is kept once, the refused program refused once (415); the other call is told
      // the upload is already being registered (409), or, when it arrives after the first is done, that
      // the upload is no longer there to register (404): a 4xx problem either way.
      const loser = both.find((r) => r.statusCode === 409 || r.statusCode === 404);
      expect(loser?.json()).toMatchObject({ status: loser?.statusCode });
      const statuses = both.map((r) => (r === loser ? 409 : r.statusCode)).sort();
      expect(statuses).toEqual(expected);
      const rows = (await rowsOf(record.id)).filter((r) => r.id === slot.uploadId);
      if (statuses.includes(201)) {
        expect(rows.map((r) => r.status)).toEqual(['ready']);
        const file = both.find((r) => r.statusCode === 201)?.json<Attachment>() as Attachment;
        const download = await ctx.app.inject({ method: 'GET', url: file.downloadUrl });
        expect(download.rawPayload.equals(bytes)).toBe(true);
        const details = (
          await call('GET', `/social-interactions/${record.id}/details`)
        ).json<InteractionDetails>();
        expect(
          details.history.filter((e) => e.changes.some((c) => c.after === 'Ata em dobro.pdf')),
        ).toHaveLength(1);
      } else {
        expect(rows).toEqual([]);
        expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
        expect(await storage.stat(`files/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
      }
    }
  });

  it('a file larger than the JSON body limit (1 MB) goes up whole', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const { res } = await upload('Relatório fotográfico.pdf', big);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'application/pdf', size: big.length });
  });

  it('pictures, Word documents and CSV are accepted by what they are', async () => {
    const png = (await upload('foto.png', pngBytes())).res;
    expect(png.json()).toMatchObject({ contentType: 'image/png' });
    const docx = (await upload('lista de presença.docx', await docxBytes())).res;
    expect(docx.json()).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const csv = (await upload('presença.csv', csvBytes())).res;
    expect(csv.json()).toMatchObject({ contentType: 'text/csv' });
  });

  it('a program or a web page under a document name is refused (415) and nothing of it stays', async () => {
    const exe = await upload('relatorio.pdf', exeBytes());
    expect(exe.res.statusCode).toBe(415);
    expect(exe.res.json()).toMatchObject({ status: 415, detail: expect.stringContaining('not accepted') });
    const html = await upload('relatorio.pdf', htmlBytes());
    expect(html.res.statusCode).toBe(415);
    for (const { slot } of [exe, html]) {
      expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
      expect((await rowsOf(record.id)).some((r) => r.id === slot.uploadId)).toBe(false);
    }
  });

  it('too big: refused when announced, when more bytes come than announced, never stored', async () => {
    const announced = await call('POST', `/social-interactions/${record.id}/attachments/uploads`, {
      fileName: 'grande.pdf',
      size: LIMIT + 1,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json().detail).toContain(String(LIMIT));
    const slot = await slotFor('pequeno.pdf', 10);
    const tooMany = await put(slot.url, pdfBytes());
    expect(tooMany.statusCode).toBe(413);
    expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
    const register = await call('POST', `/social-interactions/${record.id}/attachments`, {
      uploadId: slot.uploadId,
    });
    expect(register.statusCode).toBe(409);
  });

  it("bytes PUT to an upload link leave every tenant's cached answers fresh (the link is no sign-in)", async () => {
    const slot = await slotFor('Ata de cache.pdf', pdfBytes().length);
    const someTenant = randomUUID();
    const stamp = ctx.app.changes.stamp();
    // Whoever holds the link may PUT again until it expires: each used to mark every tenant changed,
    // emptying every cache of the instance (tokens, searches) at will.
    for (let i = 0; i < 3; i += 1) expect((await put(slot.url, pdfBytes())).statusCode).toBe(204);
    expect(ctx.app.changes.fresh(someTenant, stamp)).toBe(true);
  });

  it('an altered link is refused (403) and an expired one is gone (410), as problems, before the disk', async () => {
    const slot = await slotFor('ata.pdf', pdfBytes().length);
    const url = new URL(slot.url, 'http://x');
    const altered = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    for (const bad of [
      altered((u) => u.searchParams.set('max', String(LIMIT * 10))),
      altered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      altered((u) => u.searchParams.set('sig', `${u.searchParams.get('sig')?.slice(0, -2)}AA`)),
      altered((u) => u.searchParams.delete('sig')),
      altered((u) => (u.pathname = u.pathname.replace(slot.uploadId, randomUUID()))),
      altered((u) => (u.pathname = `${FILES_PATH}/uploads/..%2F..%2Fetc%2Fpasswd`)),
    ]) {
      const res = await put(bad, pdfBytes());
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // A genuine signature whose time is up.
    const key = `uploads/${ctx.seed.tenantId}/${slot.uploadId}`;
    const params = { expires: String(Math.floor(Date.now() / 1000) - 1), max: String(LIMIT) };
    const expired = `${FILES_PATH}/${key}?${new URLSearchParams({ ...params, sig: signature(storage.secret, 'put', key, params) })}`;
    const gone = await put(expired, pdfBytes());
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ status: 410 });
    expect(await storage.stat(key)).toBeNull();

    const [file] = (await call('GET', `/social-interactions/${record.id}/attachments`)).json<Attachment[]>();
    const link = new URL(file?.downloadUrl as string, 'http://x');
    link.searchParams.set('name', 'outro.exe');
    expect((await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(
      403,
    );
    link.searchParams.set('type', 'text/html');
    expect((await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(
      403,
    );
  });

  it('removal: by the edit rule, in the history, bytes gone; a deleted record takes its files along', async () => {
    const viewer = await userWith(ctx, admin, [site], permissionWith({ socialInteractions: { view: true } }));
    const conditional = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, add: true, editConditionally: true } }),
    );
    const [first] = (
      await call('GET', `/social-interactions/${record.id}/attachments`, undefined, viewer.token)
    ).json<Attachment[]>();
    expect(first?.canRemove).toBe(false);
    // Viewing is not changing; editConditionally on someone else's record is not either.
    expect(
      (
        await call(
          'DELETE',
          `/social-interactions/${record.id}/attachments/${first?.id}`,
          undefined,
          viewer.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          `/social-interactions/${record.id}/attachments/uploads`,
          { fileName: 'a.pdf', size: 10 },
          conditional.token,
        )
      ).statusCode,
    ).toBe(403);
    // ...but their own record is theirs to furnish.
    const own = await createInteraction(
      ctx.app,
      conditional.token,
      interaction({ workspaceId: site, subject: 'Minha visita' }),
    );
    expect((await upload('foto.png', pngBytes(), own.id, conditional.token)).res.statusCode).toBe(201);

    const key = (await rowsOf(record.id)).find((r) => r.id === first?.id)?.storageKey as string;
    expect(await storage.stat(key)).not.toBeNull();
    expect(
      (await call('DELETE', `/social-interactions/${record.id}/attachments/${first?.id}`)).statusCode,
    ).toBe(204);
    expect(await storage.stat(key)).toBeNull();
    expect((await call('GET', `/social-interactions/${record.id}/attachments/${first?.id}`)).statusCode).toBe(
      404,
    );
    const details = (
      await call('GET', `/social-interactions/${record.id}/details`)
    ).json<InteractionDetails>();
    expect(details.history[0]?.changes).toEqual([
      { field: 'attachments', before: 'Ata da reunião.pdf', after: null },
    ]);

    const keys = (await rowsOf(record.id)).map((r) => r.storageKey);
    expect(keys.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/social-interactions/${record.id}`, undefined, admin)).statusCode).toBe(
      204,
    );
    expect(await rowsOf(record.id)).toEqual([]);
    for (const k of keys) expect(await storage.stat(k)).toBeNull();
    expect((await call('GET', `/social-interactions/${record.id}/attachments`)).statusCode).toBe(404);
  });
  // The removal test above deletes the shared record.
  const freshRecord = (subject: string) =>
    createInteraction(ctx.app, token, interaction({ workspaceId: site, subject }));

  it('onlyBasicInfo (decision 0058): files are counted, never listed, linked, named in the history or removed', async () => {
    const meeting = await freshRecord('Reunião com lista de presença');
    const minutes = (await upload('Lista de presença - Joana Quitéria.pdf', pdfBytes(), meeting.id)).res;
    expect(minutes.statusCode).toBe(201);
    const file = minutes.json<Attachment>();
    const basic = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, add: true, edit: true, onlyBasicInfo: true } }),
    );
    const asBasic = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      call(method, `/social-interactions/${meeting.id}${url}`, payload, basic.token);
    const leaks = (body: string) => {
      expect(body).not.toContain('Quitéria');
      expect(body).not.toContain('foto do grupo');
      expect(body).not.toContain(FILES_PATH);
    };

    // The record and its details: how many files, no name, no link; the history says a file came.
    const got = await asBasic('GET', '');
    expect(got.statusCode).toBe(200);
    expect(got.json<Interaction>()).toMatchObject({ restricted: true, hiddenAttachments: 1 });
    leaks(got.body);
    const details = await asBasic('GET', '/details');
    expect(details.statusCode).toBe(200);
    leaks(details.body);
    const entries = details.json<InteractionDetails>();
    expect(entries.hiddenAttachments).toBe(1);
    expect(entries.history[0]?.changes).toEqual([{ field: 'attachments', before: null, after: 1 }]);

    // No list (403) and no link: a file id answers as if it did not exist.
    const list = await asBasic('GET', '/attachments');
    expect(list.statusCode).toBe(403);
    expect(list.headers['content-type']).toContain('application/problem+json');
    leaks(list.body);
    const link = await asBasic('GET', `/attachments/${file.id}`);
    expect(link.statusCode).toBe(404);
    expect(link.headers['content-type']).toContain('application/problem+json');
    expect(link.body).toBe((await asBasic('GET', `/attachments/${randomUUID()}`)).body);
    leaks(link.body);

    // Removing a file they cannot see: 404 too, and the file stays.
    const removal = await asBasic('DELETE', `/attachments/${file.id}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.headers['content-type']).toContain('application/problem+json');
    expect((await rowsOf(meeting.id)).filter((r) => r.status === 'ready')).toHaveLength(1);

    // Attaching stays theirs (they hold the bytes); it is counted, named to nobody but full readers.
    const photo = await upload('foto do grupo.png', pngBytes(), meeting.id, basic.token);
    expect(photo.res.statusCode).toBe(201);
    expect(photo.res.json<Attachment>().canRemove).toBe(false);
    const after = (await asBasic('GET', '/details')).json<InteractionDetails>();
    expect(after.hiddenAttachments).toBe(2);
    expect(after.history.slice(0, 2).map((e) => e.changes)).toEqual([
      [{ field: 'attachments', before: null, after: 1 }],
      [{ field: 'attachments', before: null, after: 1 }],
    ]);
    leaks(JSON.stringify(after));

    // A full reader still gets everything: names, links, the history by name, no count.
    const full = (await call('GET', `/social-interactions/${meeting.id}/details`)).json<InteractionDetails>();
    expect(full.hiddenAttachments).toBeUndefined();
    expect(full.history.slice(0, 2).map((e) => e.changes[0]?.after)).toEqual([
      'foto do grupo.png',
      'Lista de presença - Joana Quitéria.pdf',
    ]);
    const files = (await call('GET', `/social-interactions/${meeting.id}/attachments`)).json<Attachment[]>();
    expect(files.map((f) => f.fileName)).toEqual([
      'Lista de presença - Joana Quitéria.pdf',
      'foto do grupo.png',
    ]);
    const one = await call('GET', `/social-interactions/${meeting.id}/attachments/${file.id}`);
    expect(one.statusCode).toBe(200);
    const bytes = await ctx.app.inject({ method: 'GET', url: one.json<Attachment>().downloadUrl });
    expect(bytes.rawPayload.equals(pdfBytes())).toBe(true);
  });

  /** Marks slots as past their expiry, as the clock would after FILES_UPLOAD_TTL_SECONDS. */
  const expire = (uploadIds: string[]) =>
    Promise.all(
      uploadIds.map((id) =>
        ctx.database.db
          .update(attachments)
          .set({ uploadExpiresAt: new Date(Date.now() - 1000) })
          .where(and(eq(attachments.id, id), eq(attachments.status, 'pending'))),
      ),
    );

  it('a record full of files and slots refuses another slot (409), and takes one again when a slot expires', async () => {
    const full = await freshRecord('Cheia');
    await ctx.database.db.insert(attachments).values(
      Array.from({ length: MAX_ATTACHMENTS_PER_RECORD - 2 }, (_, i) => ({
        tenantId: ctx.seed.tenantId,
        workspaceId: site,
        ownerType: 'interaction' as const,
        ownerId: full.id,
        storageKey: `files/${ctx.seed.tenantId}/${randomUUID()}`,
        fileName: `foto-${i}.png`,
        status: 'ready' as const,
        contentType: 'image/png',
        size: 10,
      })),
    );
    // Five asked for at the same instant with two places left: two slots, and the slots count as files.
    const asks = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', `/social-interactions/${full.id}/attachments/uploads`, {
          fileName: `ata-${i}.pdf`,
          size: 10,
        }),
      ),
    );
    expect(asks.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = asks.find((r) => r.statusCode === 409);
    expect(refused?.headers['content-type']).toContain('application/problem+json');
    await expire(
      asks.filter((r) => r.statusCode === 201).map((r) => r.json<AttachmentUploadSlot>().uploadId),
    );
    await slotFor('ultima.pdf', 10, full.id);
  });

  it('one person holds at most a set number of uploads open at once (429), and another once one is registered', async () => {
    const record = await freshRecord('Muitas fotos');
    const busy = await userWith(
      ctx,
      admin,
      [site],
      permissionWith({ socialInteractions: { view: true, add: true, edit: true } }),
    );
    // Asked for all at once: exactly the limit is handed out, the rest told to wait.
    const asks = await Promise.all(
      Array.from({ length: MAX_OPEN_UPLOADS_PER_USER + 3 }, (_, i) =>
        call(
          'POST',
          `/social-interactions/${record.id}/attachments/uploads`,
          { fileName: `foto-${i}.png`, size: pngBytes().length },
          busy.token,
        ),
      ),
    );
    const slots = asks.filter((r) => r.statusCode === 201).map((r) => r.json<AttachmentUploadSlot>());
    expect(slots).toHaveLength(MAX_OPEN_UPLOADS_PER_USER);
    const refused = asks.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    expect(refused[0]?.json().detail).toContain(String(MAX_OPEN_UPLOADS_PER_USER));
    // Someone else is not held back by them.
    await slotFor('outra.png', 10, record.id);
    const first = slots[0] as AttachmentUploadSlot;
    expect((await put(first.url, pngBytes())).statusCode).toBe(204);
    expect(
      (
        await call(
          'POST',
          `/social-interactions/${record.id}/attachments`,
          { uploadId: first.uploadId },
          busy.token,
        )
      ).statusCode,
    ).toBe(201);
    await slotFor('mais.png', 10, record.id, busy.token);
    await expire(slots.map((s) => s.uploadId));
  });

  it('a slot past its expiry is not registered (410): the slot and its bytes go', async () => {
    const record = await freshRecord('Atrasada');
    const slot = await slotFor('atrasada.pdf', pdfBytes().length, record.id);
    expect((await put(slot.url, pdfBytes())).statusCode).toBe(204);
    await expire([slot.uploadId]);
    const late = await call('POST', `/social-interactions/${record.id}/attachments`, {
      uploadId: slot.uploadId,
    });
    expect(late.statusCode).toBe(410);
    expect((await rowsOf(record.id)).some((r) => r.id === slot.uploadId)).toBe(false);
    expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${slot.uploadId}`)).toBeNull();
  });

  it('the hourly sweep removes bytes nothing can register or names any more, and keeps every file', async () => {
    const record = await freshRecord('Varredura');
    // Links whose upload was registered, and one that was refused, take no more bytes (410)…
    const { slot: used, res } = await upload('ata-final.pdf', pdfBytes(), record.id);
    expect(res.statusCode).toBe(201);
    expect((await put(used.url, pdfBytes())).statusCode).toBe(410);
    const refusedSlot = await slotFor('pagina.pdf', htmlBytes().length, record.id);
    expect((await put(refusedSlot.url, htmlBytes())).statusCode).toBe(204);
    expect(
      (
        await call('POST', `/social-interactions/${record.id}/attachments`, {
          uploadId: refusedSlot.uploadId,
        })
      ).statusCode,
    ).toBe(415);
    expect((await put(refusedSlot.url, htmlBytes())).statusCode).toBe(410);
    // …but bytes may still sit at such keys (with S3 the bucket takes a presigned PUT until it expires).
    for (const id of [used.uploadId, refusedSlot.uploadId]) {
      const key = `uploads/${ctx.seed.tenantId}/${id}`;
      await fs.mkdir(path.dirname(storage.pathOf(key)), { recursive: true });
      await fs.writeFile(storage.pathOf(key), htmlBytes());
    }
    // Kept bytes whose row is gone (a removal that failed after its delete), and a key of another shape.
    const lost = `files/${ctx.seed.tenantId}/${randomUUID()}`;
    const foreign = `files/${ctx.seed.tenantId}/backup-notes`;
    for (const key of [lost, foreign]) {
      await fs.mkdir(path.dirname(storage.pathOf(key)), { recursive: true });
      await fs.writeFile(storage.pathOf(key), 'x');
    }
    // Half an upload left on disk by a process that died during the PUT (never renamed to its key).
    const halfSent = `uploads/${ctx.seed.tenantId}/${randomUUID()}`;
    await fs.mkdir(path.dirname(storage.pathOf(halfSent)), { recursive: true });
    await fs.writeFile(`${storage.pathOf(halfSent)}.part`, 'half');
    // An open slot with its bytes, still registrable.
    const open = await slotFor('em-andamento.pdf', pdfBytes().length, record.id);
    expect((await put(open.url, pdfBytes())).statusCode).toBe(204);
    const strays = [
      `uploads/${ctx.seed.tenantId}/${used.uploadId}`,
      `uploads/${ctx.seed.tenantId}/${refusedSlot.uploadId}`,
      lost,
    ];

    // Now: everything is younger than the grace, so nothing is judged.
    const job = await ctx.app.jobs.enqueue<Record<string, never>, AttachmentSweep>(SWEEP_JOB, {});
    expect(await job.done).toEqual(expect.objectContaining({ strayUploads: 0, strayFiles: 0 }));
    for (const key of strays) expect(await storage.stat(key)).not.toBeNull();

    // Past the upload links' life and the grace: the strays go; every registered file stays.
    const later = new Date(Date.now() + storage.uploadTtlSeconds * 1000 + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepAttachmentFiles(ctx.database.db, storage, undefined, later);
    expect(swept.strayUploads).toBeGreaterThanOrEqual(3);
    expect(swept.strayFiles).toBe(1);
    expect(swept.expiredSlots).toBeGreaterThanOrEqual(1);
    for (const key of strays) expect(await storage.stat(key)).toBeNull();
    await expect(fs.stat(`${storage.pathOf(halfSent)}.part`)).rejects.toThrow(/ENOENT/);
    expect(await storage.stat(foreign)).not.toBeNull();
    const ready = (await ctx.database.db.select().from(attachments)).filter(
      (r) => r.status === 'ready' && !r.fileName.startsWith('foto-'),
    );
    expect(ready.length).toBeGreaterThan(0);
    for (const row of ready) expect(await storage.stat(row.storageKey)).not.toBeNull();
    // The open slot was past its expiry at that hour: it went with its bytes.
    expect(await storage.stat(`uploads/${ctx.seed.tenantId}/${open.uploadId}`)).toBeNull();
  });
});
