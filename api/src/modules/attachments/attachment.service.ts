import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  MAX_ATTACHMENTS_PER_RECORD,
  type Attachment,
  type AttachmentUploadRequest,
  type AttachmentUploadSlot,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { attachments, users, type AttachmentRow } from '../../db/schema';
import type { FileStorage } from '../../lib/files';
import { sniffContent } from '../../lib/files/sniff';
import { makeThumbnail, THUMBNAIL_SOURCES, THUMBNAIL_TYPE, thumbnailName } from '../../lib/files/thumbnail';
import { HttpProblem, notFound } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';

/** The record files hang on; the caller has already checked that the scope reaches it. */
export type AttachmentOwner = {
  type: 'interaction' | 'negotiation_plan' | 'commitment' | 'action';
  id: string;
  workspaceId: string;
};

export const uploadKey = (tenantId: string, id: string) => `uploads/${tenantId}/${id}`;

const UPLOAD_KEY = /^uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/i;
/**
 * Whether an upload key names a slot still open for its bytes (pending, not yet claimed by its
 * registration): the disk driver's PUT asks (lib/files/file.routes.ts), by the row's key.
 */
export const uploadSlotOpen =
  (db: Database) =>
  async (key: string): Promise<boolean> => {
    const [, tenantId, id] = UPLOAD_KEY.exec(key) ?? [];
    if (!tenantId || !id) return false;
    const [row] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          eq(attachments.tenantId, tenantId),
          eq(attachments.id, id),
          eq(attachments.status, 'pending'),
          eq(attachments.storageKey, key),
          gte(attachments.uploadExpiresAt, new Date()),
        ),
      );
    return Boolean(row);
  };
export const fileKey = (tenantId: string, id: string) => `files/${tenantId}/${id}`;
/** A photo's thumbnail (decision 0066), beside its file in the same store. */
export const thumbnailKey = (tenantId: string, id: string) => `thumbnails/${tenantId}/${id}`;
/** What a removed row leaves in the store: its file and, for a photo, its thumbnail. */
export const storedKeysOf = (row: Pick<AttachmentRow, 'storageKey' | 'thumbnailKey'>): string[] =>
  row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
const alreadyRegistering = () => new HttpProblem(409, 'This upload is already being registered');
const linkExpired = () => new HttpProblem(410, 'The upload link expired: send the file again');

/**
 * Upload slots one person may hold open at once. Each lets its link take up to `maxBytes` until it
 * expires, so without a bound one account could fill the disk or the bucket by asking for slots.
 */
export const MAX_OPEN_UPLOADS_PER_USER = 20;

const ofOwner = (scope: RequestScope, owner: Pick<AttachmentOwner, 'type' | 'id'>) =>
  and(
    eq(attachments.tenantId, scope.tenantId),
    eq(attachments.ownerType, owner.type),
    eq(attachments.ownerId, owner.id),
  );

const countWhere = async (tx: Database, where: ReturnType<typeof and>) =>
  (await tx.select({ n: count() }).from(attachments).where(where))[0]?.n ?? 0;

/** How many files a record holds (what a reader who may not list them is told: decision 0058). */
export const readyAttachmentCount = (
  db: Database,
  scope: RequestScope,
  owner: Pick<AttachmentOwner, 'type' | 'id'>,
): Promise<number> => countWhere(db, and(ofOwner(scope, owner), eq(attachments.status, 'ready')));

/**
 * Attachments of any record (docs/decisions/0030-file-storage.md): upload slots, registration with
 * the content checked, listing with short-lived links, removal. The owner's module checks reach and
 * permission and records history; this service only ever touches the owner it is given.
 */
export const createAttachmentService = (db: Database, storage: FileStorage, log?: FastifyBaseLogger) => {
  /** Bytes go after the rows: a failure leaves an unreferenced file (logged), never a row without one. */
  const removeStored = async (keys: string[]) => {
    for (const key of keys)
      await storage.remove(key).catch((error: unknown) => log?.warn({ err: error, key }, 'file not removed'));
  };

  const findRow = async (
    scope: RequestScope,
    owner: AttachmentOwner,
    id: string,
    status: 'pending' | 'ready',
  ): Promise<AttachmentRow> => {
    const [row] = await db
      .select()
      .from(attachments)
      .where(and(ofOwner(scope, owner), eq(attachments.id, id), eq(attachments.status, status)));
    if (!row) throw notFound(status === 'pending' ? 'Upload' : 'Attachment');
    return row;
  };

  /** A slot whose link still lives: its bytes may still come. */
  const openSlot = () => and(eq(attachments.status, 'pending'), gte(attachments.uploadExpiresAt, new Date()));
  /** The record's files and the slots still open for it. */
  const heldCount = (tx: Database, scope: RequestScope, owner: AttachmentOwner) =>
    countWhere(tx, and(ofOwner(scope, owner), or(eq(attachments.status, 'ready'), openSlot())));
  /** The caller's open slots, on any record of the tenant. */
  const openSlotsOf = (tx: Database, scope: RequestScope) =>
    countWhere(
      tx,
      and(eq(attachments.tenantId, scope.tenantId), eq(attachments.createdBy, scope.userId), openSlot()),
    );
  /** Until the transaction ends, other requests for the same `name` wait (always record, then person). */
  const takeTurnOn = (tx: Database, name: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

  /**
   * `canReadFiles` false (a basic-info caller's 201, decisions 0058/0059) gives no thumbnail link: a
   * thumbnail is the photo.
   */
  const describe = async (
    rows: AttachmentRow[],
    canRemove: boolean,
    canReadFiles = true,
  ): Promise<Attachment[]> => {
    const authorIds = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => Boolean(id)))];
    const names = new Map(
      authorIds.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(and(eq(users.tenantId, rows[0]?.tenantId ?? ''), inArray(users.id, authorIds)))
          ).map((u) => [u.id, u.name] as const),
    );
    return Promise.all(
      rows.map(async (row) => {
        const contentType = row.contentType ?? 'application/octet-stream';
        const link = await storage.downloadUrl(row.storageKey, { fileName: row.fileName, contentType });
        const thumbnail =
          canReadFiles && row.thumbnailKey
            ? await storage.downloadUrl(row.thumbnailKey, {
                fileName: thumbnailName(row.fileName),
                contentType: THUMBNAIL_TYPE,
              })
            : null;
        return {
          id: row.id,
          fileName: row.fileName,
          contentType,
          size: row.size ?? 0,
          createdAt: row.createdAt.toISOString(),
          createdBy:
            row.createdBy && names.has(row.createdBy)
              ? { id: row.createdBy, name: names.get(row.createdBy) as string }
              : null,
          downloadUrl: link.url,
          downloadExpiresAt: link.expiresAt.toISOString(),
          thumbnailUrl: thumbnail?.url ?? null,
          canRemove,
        };
      }),
    );
  };

  return {
    maxBytes: storage.maxBytes,

    /** A place to PUT one file: refused at once when it announces too many bytes or the record is full. */
    requestUpload: async (
      scope: RequestScope,
      owner: AttachmentOwner,
      file: AttachmentUploadRequest,
    ): Promise<AttachmentUploadSlot> => {
      if (file.size > storage.maxBytes)
        throw new HttpProblem(413, `The file is larger than the limit of ${storage.maxBytes} bytes`);
      const expiresAt = new Date(Date.now() + storage.uploadTtlSeconds * 1000);
      // Every open slot may become a file and takes up to maxBytes meanwhile, so slots count with the
      // record's files and with the person's uploads. Requests for one record (then one person) take
      // turns, so two at the same instant cannot both take the last place.
      const row = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await takeTurnOn(tx, `attachments:record:${owner.type}:${owner.id}`);
        await takeTurnOn(tx, `attachments:person:${scope.tenantId}:${scope.userId}`);
        if ((await heldCount(tx, scope, owner)) >= MAX_ATTACHMENTS_PER_RECORD)
          throw new HttpProblem(409, `A record holds at most ${MAX_ATTACHMENTS_PER_RECORD} files`);
        if ((await openSlotsOf(tx, scope)) >= MAX_OPEN_UPLOADS_PER_USER)
          throw new HttpProblem(
            429,
            `At most ${MAX_OPEN_UPLOADS_PER_USER} files may be going up at once: wait for them to finish`,
          );
        const [inserted] = await tx
          .insert(attachments)
          .values({
            tenantId: scope.tenantId,
            workspaceId: owner.workspaceId,
            ownerType: owner.type,
            ownerId: owner.id,
            storageKey: 'pending',
            fileName: file.fileName,
            status: 'pending',
            uploadExpiresAt: expiresAt,
            createdBy: scope.userId,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('attachment slot not stored');
      const key = uploadKey(scope.tenantId, row.id);
      await db
        .update(attachments)
        .set({ storageKey: key })
        .where(and(eq(attachments.tenantId, scope.tenantId), eq(attachments.id, row.id)));
      const link = await storage.uploadUrl(key, file.size);
      return {
        uploadId: row.id,
        url: link.url,
        method: 'PUT',
        headers: link.headers,
        expiresAt: link.expiresAt.toISOString(),
        maxBytes: storage.maxBytes,
      };
    },

    /**
     * The uploaded bytes become an attachment: present, within the limit, of an accepted type by their
     * content. Refused files are removed with their slot, so trying again starts clean.
     */
    register: async (
      scope: RequestScope,
      owner: AttachmentOwner,
      uploadId: string,
      /** Runs in the transaction that makes it ready (the owner's history). */
      onReady?: (tx: Database, row: AttachmentRow) => Promise<void>,
    ): Promise<AttachmentRow> => {
      const row = await findRow(scope, owner, uploadId, 'pending');
      const upload = uploadKey(scope.tenantId, row.id);
      if (row.storageKey !== upload) throw alreadyRegistering();
      // Past its expiry a slot is the hourly sweep's (attachment-sweep.jobs.ts), which judges stored bytes by age.
      if (!row.uploadExpiresAt || row.uploadExpiresAt < new Date()) {
        await db
          .delete(attachments)
          .where(
            and(
              eq(attachments.tenantId, scope.tenantId),
              eq(attachments.id, row.id),
              eq(attachments.storageKey, upload),
            ),
          );
        await removeStored([upload]);
        throw linkExpired();
      }
      if (!(await storage.stat(upload))) throw new HttpProblem(409, 'The file has not been uploaded yet');
      // The upload link stays valid until it expires, so the bytes move first to a key it does not
      // name, and what is judged below is what stays: a PUT to the link meanwhile lands beside them.
      const key = fileKey(scope.tenantId, row.id);
      // One registration per upload: the slot is claimed (its key moves on the row) before its bytes
      // do, so a second call at the same instant finds it taken (409) instead of the bytes gone (a 500).
      const [claimed] = await db
        .update(attachments)
        .set({ storageKey: key })
        .where(
          and(
            eq(attachments.tenantId, scope.tenantId),
            eq(attachments.id, row.id),
            eq(attachments.status, 'pending'),
            eq(attachments.storageKey, upload),
          ),
        )
        .returning({ id: attachments.id });
      if (!claimed) throw alreadyRegistering();
      const refuse = async (status: number, detail: string): Promise<never> => {
        await db
          .delete(attachments)
          .where(and(eq(attachments.tenantId, scope.tenantId), eq(attachments.id, row.id)));
        await removeStored([key, upload]);
        throw new HttpProblem(status, detail);
      };
      try {
        await storage.move(upload, key);
      } catch {
        return refuse(409, 'The file has not been uploaded yet');
      }
      const stored = await storage.stat(key);
      if (!stored) return refuse(409, 'The file has not been uploaded yet');
      if (stored.size > storage.maxBytes)
        return refuse(413, `The file is larger than the limit of ${storage.maxBytes} bytes`);
      if (stored.size === 0) return refuse(422, 'The file is empty');
      const sniffed = await sniffContent(() => storage.open(key), row.fileName);
      if ('refused' in sniffed) return refuse(415, sniffed.refused);
      // A photo gets its thumbnail before it is ready (decision 0066). One sharp cannot read, or one
      // the store does not take, is still registered, without one: the card then shows the photo.
      let thumbnail: string | null = null;
      if (THUMBNAIL_SOURCES.has(sniffed.contentType)) {
        const made = await makeThumbnail(() => storage.open(key));
        if ('bytes' in made) {
          const target = thumbnailKey(scope.tenantId, row.id);
          try {
            await storage.write(target, made.bytes, THUMBNAIL_TYPE);
            thumbnail = target;
          } catch (error) {
            log?.warn({ err: error, key: target }, 'thumbnail not stored');
            await removeStored([target]);
          }
        } else log?.info({ err: made.failed, key }, 'photo without thumbnail: not readable');
      }
      try {
        return await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Database;
          const [ready] = await tx
            .update(attachments)
            .set({
              storageKey: key,
              status: 'ready',
              contentType: sniffed.contentType,
              size: stored.size,
              thumbnailKey: thumbnail,
              uploadExpiresAt: null,
            })
            .where(
              and(
                eq(attachments.tenantId, scope.tenantId),
                eq(attachments.id, row.id),
                eq(attachments.status, 'pending'),
              ),
            )
            .returning();
          if (!ready) throw notFound('Upload');
          await onReady?.(tx, ready);
          return ready;
        });
      } catch (error) {
        // No row names a thumbnail whose file was not made ready (its record deleted meanwhile, say).
        if (thumbnail) await removeStored([thumbnail]);
        throw error;
      }
    },

    list: async (scope: RequestScope, owner: AttachmentOwner, canRemove: boolean): Promise<Attachment[]> =>
      describe(
        await db
          .select()
          .from(attachments)
          .where(and(ofOwner(scope, owner), eq(attachments.status, 'ready')))
          .orderBy(asc(attachments.createdAt), asc(attachments.id)),
        canRemove,
      ),

    get: async (
      scope: RequestScope,
      owner: AttachmentOwner,
      id: string,
      canRemove: boolean,
    ): Promise<Attachment> =>
      (await describe([await findRow(scope, owner, id, 'ready')], canRemove))[0] as Attachment,

    describe,

    /**
     * Removes one attachment's row in `tx`; answers what it was, for the owner's history. Call
     * `removeStored` with its `storedKeysOf` (file and thumbnail) after commit.
     */
    remove: async (
      scope: RequestScope,
      owner: AttachmentOwner,
      id: string,
      tx: Database = db,
    ): Promise<AttachmentRow> => {
      const [row] = await tx
        .delete(attachments)
        .where(and(ofOwner(scope, owner), eq(attachments.id, id), eq(attachments.status, 'ready')))
        .returning();
      if (!row) throw notFound('Attachment');
      return row;
    },

    /**
     * Every file of the owner, in `tx` (the owner's delete); call `removeStored` with their
     * `storedKeysOf` after commit.
     */
    removeAllOf: async (
      scope: RequestScope,
      owner: AttachmentOwner,
      tx: Database = db,
    ): Promise<AttachmentRow[]> => tx.delete(attachments).where(ofOwner(scope, owner)).returning(),

    removeStored,
  };
};
export type AttachmentService = ReturnType<typeof createAttachmentService>;
