import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@conexoes/shared';
import { attachmentErrorMessage } from './attachment-errors';
import { ATTACHMENTS_NS, type AttachmentsRecordKind } from './attachments.i18n';
import { attachmentsClient } from './attachments-client';

/** A file chosen on a new record, waiting for its first save (then `percent` while it goes up). */
export type StagedFile = { key: string; file: File; percent?: number };

let sequence = 0;

/**
 * Files of a record that does not exist yet: kept in the page until the form saves, then each goes
 * up to the new record's `path` (the API needs the record to check who may attach to it).
 */
export function useAttachmentStaging(recordKind?: AttachmentsRecordKind) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  const [files, setFiles] = useState<StagedFile[]>([]);
  const add = useCallback((chosen: File[]) => {
    setFiles((current) => [...current, ...chosen.map((file) => ({ key: `staged-${++sequence}`, file }))]);
  }, []);
  const remove = useCallback(
    (key: string) => setFiles((current) => current.filter((f) => f.key !== key)),
    [],
  );
  /**
   * Sends every staged file to `path`, one after the other; a refused file is said in a toast (the
   * record is saved either way: the file can be added again on its page).
   */
  const uploadAll = useCallback(
    async (path: string): Promise<void> => {
      const client = attachmentsClient(path);
      for (const staged of files) {
        try {
          await client.upload(staged.file, (percent) =>
            setFiles((current) => current.map((f) => (f.key === staged.key ? { ...f, percent } : f))),
          );
          notify.success(t('added', { name: staged.file.name }));
        } catch (error) {
          notify.error(attachmentErrorMessage(t, staged.file.name, error, recordKind));
        }
      }
    },
    [files, t, recordKind],
  );
  return { files, add, remove, uploadAll };
}
export type AttachmentStaging = ReturnType<typeof useAttachmentStaging>;
