import { useCallback, useState } from 'react';
import { attachmentRefusal, type AttachmentRefusal } from '@conexoes/shared';
import { failureStatus } from './attachment-errors';
import type { AttachmentsRecordKind } from './attachments.i18n';
import { attachmentsClient } from './attachments-client';
import { troubleKey, useAttachmentTroubles, type FileTrouble } from './attachment-troubles.store';

/**
 * A file chosen on a new record, waiting for its first save (then `percent` while it goes up).
 * `refused`: the API would refuse it (its type, its size), said next to it when chosen; it is not sent.
 */
export type StagedFile = { key: string; file: File; percent?: number; refused?: AttachmentRefusal };

/** How the staged files went: how many did not become attachments (refused or failed). */
export type StagedUpload = { notSent: number };

/**
 * Files of a record that does not exist yet: kept in the page until the form saves, then each goes
 * up to the new record's `path` (the API needs the record to check who may attach to it).
 */
export function useAttachmentStaging(_recordKind?: AttachmentsRecordKind) {
  const [files, setFiles] = useState<StagedFile[]>([]);
  const keepTroubles = useAttachmentTroubles((s) => s.add);
  const add = useCallback((chosen: File[]) => {
    setFiles((current) => [
      ...current,
      ...chosen.map((file) => {
        const refused = attachmentRefusal(file);
        return { key: troubleKey(), file, ...(refused ? { refused } : {}) };
      }),
    ]);
  }, []);
  const remove = useCallback(
    (key: string) => setFiles((current) => current.filter((f) => f.key !== key)),
    [],
  );
  /**
   * Sends every staged file the API may take to `path`, one after the other. The record is saved
   * either way: a file refused or failed stays on the record's card (useAttachmentTroubles), marked with
   * why, to send again or drop; the count lets the save's toast say so instead of "recorded" alone.
   */
  const uploadAll = useCallback(
    async (path: string): Promise<StagedUpload> => {
      const client = attachmentsClient(path);
      const troubles: FileTrouble[] = [];
      for (const staged of files) {
        if (staged.refused) {
          troubles.push({ key: staged.key, file: staged.file, reason: { refused: staged.refused } });
          continue;
        }
        try {
          await client.upload(staged.file, (percent) =>
            setFiles((current) => current.map((f) => (f.key === staged.key ? { ...f, percent } : f))),
          );
        } catch (error) {
          troubles.push({ key: staged.key, file: staged.file, reason: { status: failureStatus(error) } });
        }
      }
      if (troubles.length > 0) keepTroubles(path, troubles);
      return { notSent: troubles.length };
    },
    [files, keepTroubles],
  );
  return { files, add, remove, uploadAll };
}
export type AttachmentStaging = ReturnType<typeof useAttachmentStaging>;
