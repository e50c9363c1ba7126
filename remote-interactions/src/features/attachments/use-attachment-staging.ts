import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@conexoes/shared';
import { attachmentsApi } from '../../api/attachments.api';
import { NS } from '../../i18n/register';
import { attachmentErrorMessage } from './attachment-errors';

/** A file chosen on a new interaction, waiting for its first save (then `percent` while it goes up). */
export type StagedFile = { key: string; file: File; percent?: number };

let sequence = 0;

/**
 * Files of an interaction that does not exist yet: kept in the page until the form saves, then each
 * goes up to the new record (the API needs the record to check who may attach to it).
 */
export function useAttachmentStaging() {
  const { t } = useTranslation(NS);
  const [files, setFiles] = useState<StagedFile[]>([]);
  const add = useCallback((chosen: File[]) => {
    setFiles((current) => [...current, ...chosen.map((file) => ({ key: `staged-${++sequence}`, file }))]);
  }, []);
  const remove = useCallback(
    (key: string) => setFiles((current) => current.filter((f) => f.key !== key)),
    [],
  );

  /**
   * Sends every staged file to the new `interactionId`, one after the other; a file refused is said in
   * a toast (the record is saved either way: the file can be added again on its page).
   */
  const uploadAll = useCallback(
    async (interactionId: string): Promise<void> => {
      for (const staged of files) {
        try {
          await attachmentsApi.upload(interactionId, staged.file, (percent) =>
            setFiles((current) => current.map((f) => (f.key === staged.key ? { ...f, percent } : f))),
          );
          notify.success(t('attachments.added', { name: staged.file.name }));
        } catch (error) {
          notify.error(attachmentErrorMessage(t, staged.file.name, error));
        }
      }
    },
    [files, t],
  );

  return { files, add, remove, uploadAll };
}
export type AttachmentStaging = ReturnType<typeof useAttachmentStaging>;
