import { api, downloadFile, uploadFile, type Attachment, type AttachmentUploadSlot } from '@conexoes/shared';

/** A record's files under `path` (e.g. `commitments/{id}/attachments`; decision 0030). */
export type AttachmentsClient = ReturnType<typeof attachmentsClient>;

/**
 * The calls of one record's attachments: every record type with files has the same routes below its
 * own path (list, upload slot, register, one file with a fresh link, remove).
 */
export const attachmentsClient = (path: string) => {
  const one = (attachmentId: string) => `${path}/${encodeURIComponent(attachmentId)}`;
  const client = {
    list: (signal?: AbortSignal) => api.get<Attachment[]>(path, { signal }),
    /** One file with a fresh download link (the listed ones live a few minutes). */
    get: (attachmentId: string) => api.get<Attachment>(one(attachmentId)),
    remove: (attachmentId: string) => api.delete(one(attachmentId)),
    /**
     * The whole upload: a slot from the API, the bytes PUT to its signed URL (outside the API base
     * path, without Authorization), then the API registers them, judging the content.
     */
    upload: async (file: File, onProgress?: (percent: number) => void, signal?: AbortSignal) => {
      const slot = await api.post<AttachmentUploadSlot>(`${path}/uploads`, {
        fileName: file.name,
        size: file.size,
      });
      await uploadFile(slot.url, file, signal, { onProgress, headers: slot.headers });
      return api.post<Attachment>(path, { uploadId: slot.uploadId });
    },
    /** The file's bytes under its own name, through a fresh link. */
    download: async (attachmentId: string): Promise<{ blob: Blob; fileName: string }> => {
      const fresh = await client.get(attachmentId);
      return { blob: await downloadFile(fresh.downloadUrl), fileName: fresh.fileName };
    },
  };
  return client;
};
