import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { attachments } from '../../db/schema';
import type { FileStorage } from '../../lib/files';
import { fileKey, thumbnailKey, uploadKey } from './attachment.service';

export const SWEEP_JOB = 'attachments.sweep';
/** Hourly: what it removes is at least an hour old, so sooner would find nothing new. */
export const SWEEP_CRON = '23 * * * *';
/** Stored bytes younger than this are never judged: a registration or a removal may be under way. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BATCH = 500;

export type AttachmentSweep = {
  /** Upload slots past their expiry, removed with whatever was uploaded to them. */
  expiredSlots: number;
  /** Bytes at an upload key that nothing can register any more (sent after the slot was used or refused). */
  strayUploads: number;
  /** Kept bytes whose attachment row is gone (their removal failed after the row's delete). */
  strayFiles: number;
  /** Thumbnails no row names (their removal failed, or their registration stopped half-way). */
  strayThumbnails: number;
};

/**
 * Keeps the store to what the attachments table names (decision 0030), the one place that does: expired
 * slots, and bytes a still-valid upload link sent after its slot was registered, refused or its record
 * deleted (no row names them).
 */
export const sweepAttachmentFiles = async (
  db: Database,
  storage: FileStorage,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<AttachmentSweep> => {
  const remove = async (key: string) => {
    await storage.remove(key).catch((error: unknown) => log?.warn({ err: error, key }, 'file not removed'));
  };
  const expired = await db
    .delete(attachments)
    .where(and(eq(attachments.status, 'pending'), lt(attachments.uploadExpiresAt, now)))
    .returning({ tenantId: attachments.tenantId, id: attachments.id });
  for (const slot of expired) {
    await remove(uploadKey(slot.tenantId, slot.id));
    await remove(fileKey(slot.tenantId, slot.id));
    // A registration that stopped after the photo's thumbnail was written (decision 0066).
    await remove(thumbnailKey(slot.tenantId, slot.id));
  }

  // An upload lands only while its link lives, and a slot past its expiry cannot be registered: bytes
  // at an upload key older than the link's life (and the grace) can never become a file.
  let strayUploads = 0;
  const uploadsBefore = new Date(now.getTime() - storage.uploadTtlSeconds * 1000 - ORPHAN_GRACE_MS);
  for await (const key of storage.listOlderThan('uploads/', uploadsBefore)) {
    await remove(key);
    strayUploads += 1;
  }

  // Kept bytes are `files/<tenant>/<attachment id>`; those no row names any more go.
  let strayFiles = 0;
  const judge = async (keys: Array<{ key: string; tenantId: string; id: string }>) => {
    if (keys.length === 0) return;
    const named = new Set(
      (
        await db
          .select({ tenantId: attachments.tenantId, id: attachments.id })
          .from(attachments)
          .where(
            inArray(
              attachments.id,
              keys.map((k) => k.id),
            ),
          )
      ).map((row) => `${row.tenantId}/${row.id}`),
    );
    for (const k of keys)
      if (!named.has(`${k.tenantId}/${k.id}`)) {
        await remove(k.key);
        strayFiles += 1;
      }
  };
  let batch: Array<{ key: string; tenantId: string; id: string }> = [];
  for await (const key of storage.listOlderThan('files/', new Date(now.getTime() - ORPHAN_GRACE_MS))) {
    const [, tenantId, id, ...rest] = key.split('/');
    // Only keys of the shape this service writes are judged; anything else in the store is left alone.
    if (!tenantId || !id || rest.length > 0 || !UUID.test(id)) continue;
    batch.push({ key, tenantId, id });
    if (batch.length === BATCH) {
      await judge(batch);
      batch = [];
    }
  }
  await judge(batch);

  // Thumbnails are `thumbnails/<tenant>/<attachment id>`, kept while their row names them (decision
  // 0066); on disk, one whose write stopped half-way is `<key>.part`, named by no row either.
  let strayThumbnails = 0;
  const judgeThumbnails = async (keys: string[]) => {
    if (keys.length === 0) return;
    const named = new Set(
      (
        await db
          .select({ key: attachments.thumbnailKey })
          .from(attachments)
          .where(inArray(attachments.thumbnailKey, keys))
      ).map((row) => row.key),
    );
    for (const key of keys)
      if (!named.has(key)) {
        await remove(key);
        strayThumbnails += 1;
      }
  };
  let thumbnails: string[] = [];
  for await (const key of storage.listOlderThan('thumbnails/', new Date(now.getTime() - ORPHAN_GRACE_MS))) {
    const [, tenantId, id, ...rest] = key.split('/');
    if (!tenantId || !id || rest.length > 0 || !UUID.test(id.replace(/\.part$/, ''))) continue;
    thumbnails.push(key);
    if (thumbnails.length === BATCH) {
      await judgeThumbnails(thumbnails);
      thumbnails = [];
    }
  }
  await judgeThumbnails(thumbnails);
  return { expiredSlots: expired.length, strayUploads, strayFiles, strayThumbnails };
};

/** The sweep as a durable job (pg-boss on PostgreSQL, decision 0036), scheduled when the server schedules. */
export const attachmentSweepJobs: FastifyPluginAsync<{ schedule: boolean }> = async (app, options) => {
  app.jobs.register<Record<string, never>, AttachmentSweep>(
    SWEEP_JOB,
    async () => {
      const swept = await sweepAttachmentFiles(app.db, app.files, app.log);
      if (swept.expiredSlots + swept.strayUploads + swept.strayFiles + swept.strayThumbnails > 0)
        app.log.info(swept, 'attachment files swept');
      return swept;
    },
    { durable: true },
  );
  if (options.schedule)
    app.addHook('onReady', async () => {
      await app.jobs.schedule(SWEEP_JOB, SWEEP_CRON, {});
    });
};
