import { api, downloadFile, uploadFile, type Attachment, type AttachmentUploadSlot } from '@conexoes/shared';

const path = (id: string) => `social-interactions/${encodeURIComponent(id)}/attachments`;

/** An interaction's files (shared/src/contract/attachments.ts; docs/decisions/0030-file-storage.md). */
export const attachmentsApi = {
  list: (interactionId: string, signal?: AbortSignal) =>
    api.get<Attachment[]>(path(interactionId), { signal }),
  /** One file with a fresh download link (the listed ones live a few minutes). */
  get: (interactionId: string, attachmentId: string) =>
    api.get<Attachment>(`${path(interactionId)}/${encodeURIComponent(attachmentId)}`),
  remove: (interactionId: string, attachmentId: string) =>
    api.delete(`${path(interactionId)}/${encodeURIComponent(attachmentId)}`),

  /**
   * The whole upload: a slot from the API, the bytes PUT to its signed URL (outside the API base path,
   * without Authorization: the shared `uploadFile`), then the API registers them, judging the content.
   */
  upload: async (
    interactionId: string,
    file: File,
    onProgress?: (percent: number) => void,
    signal?: AbortSignal,
  ): Promise<Attachment> => {
    const slot = await api.post<AttachmentUploadSlot>(`${path(interactionId)}/uploads`, {
      fileName: file.name,
      size: file.size,
    });
    await uploadFile(slot.url, file, signal, { onProgress, headers: slot.headers });
    return api.post<Attachment>(path(interactionId), { uploadId: slot.uploadId });
  },

  /** The file's bytes under its own name (a fresh link, fetched with the shared `downloadFile`). */
  download: async (
    interactionId: string,
    attachmentId: string,
  ): Promise<{ blob: Blob; fileName: string }> => {
    const fresh = await attachmentsApi.get(interactionId, attachmentId);
    return { blob: await downloadFile(fresh.downloadUrl), fileName: fresh.fileName };
  },
};
