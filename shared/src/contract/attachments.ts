import { z } from 'zod';

/**
 * Files attached to a record (social interactions first; docs/decisions/0030-file-storage.md). The bytes
 * never go through the JSON API: the client asks for an upload slot, PUTs the file to the slot's URL
 * with the shared `uploadFile` helper (no base path, no Authorization), then registers it; the API reads
 * the stored bytes back and keeps the file only if its content is an accepted type within the limit.
 * Downloads are short-lived URLs fetched with `downloadFile`.
 */

export * from './attachment-limits';

/** POST .../attachments/uploads: the file about to be sent. */
export const attachmentUploadRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(1),
});
export type AttachmentUploadRequest = z.infer<typeof attachmentUploadRequestSchema>;

/** Where to PUT the bytes (with `headers`), until `expiresAt`; then register `uploadId`. */
export const attachmentUploadSlotSchema = z.object({
  uploadId: z.uuid(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type AttachmentUploadSlot = z.infer<typeof attachmentUploadSlotSchema>;

/** POST .../attachments: the uploaded file becomes an attachment (or is refused and removed). */
export const attachmentRegisterSchema = z.object({ uploadId: z.uuid() });
export type AttachmentRegister = z.infer<typeof attachmentRegisterSchema>;

export const attachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  /** As sniffed from the content. */
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** A short-lived GET link (no Authorization); ask again after `downloadExpiresAt`. */
  downloadUrl: z.string(),
  downloadExpiresAt: z.string(),
  /**
   * A photo's small picture (112 px WebP, decision 0066), signed like `downloadUrl` and ending with it.
   * Null for other files, photos registered before thumbnails were made or that could not be read, and
   * for a caller who may not read the record's files.
   */
  thumbnailUrl: z.string().nullable(),
  /** Whether the caller may remove it (the record's edit rule). */
  canRemove: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.array(attachmentSchema);

export const attachmentParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });
export type AttachmentParams = z.infer<typeof attachmentParamsSchema>;
