import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newRecordId } from '../../lib/record-id';

/**
 * Files attached to a record (docs/decisions/0030-file-storage.md). General on purpose: the owner is
 * named by `owner_type` + `owner_id` (social interactions first, commitments' evidence later), and the
 * owner's workspace is copied so that reach is checked without joining the owner.
 *
 * A row starts `pending` when an upload slot is handed out (the bytes are not there yet) and becomes
 * `ready` when the API has read the stored bytes back, sniffed their type and checked their size. A
 * pending row whose slot expired is swept with its bytes (lib/files). The bytes live in the storage
 * driver (disk or S3) under `storage_key`; the database holds only what describes them.
 */
export const attachments = pgTable(
  'attachments',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom().$defaultFn(newRecordId),
    workspaceId: uuid('workspace_id').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    storageKey: text('storage_key').notNull(),
    // The name the user's file had, shown and offered again on download.
    fileName: text('file_name').notNull(),
    // Sniffed from the bytes when registered (null while pending).
    contentType: text('content_type'),
    size: integer('size'),
    // A photo's small WebP made when it was registered (decision 0066), in the same store; null for
    // other files, photos the API could not read, and photos registered before thumbnails existed.
    thumbnailKey: text('thumbnail_key'),
    status: text('status').notNull().default('pending'),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('attachments_owner_idx').on(t.tenantId, t.ownerType, t.ownerId, t.createdAt),
    // The sweep of abandoned upload slots.
    index('attachments_pending_idx')
      .on(t.tenantId, t.uploadExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('attachments_status_check', sql`${t.status} in ('pending', 'ready')`),
  ],
);
export type AttachmentRow = typeof attachments.$inferSelect;
