import type { TFunction } from 'i18next';
import { isProblem, problemMessageKey } from '@conexoes/shared';
import type { AttachmentsRecordKind } from './attachments.i18n';
import type { FileTroubleReason } from './attachment-troubles.store';

/**
 * Why a file did not go up, in words: the API judges size (413), content (415) and how many files a
 * record holds (409), how many of the caller's files go up at once (429); the storage refuses an expired or altered link (403/410 from the signed URL).
 * `t` is the attachments namespace's; `recordKind` names the record in the sentence about it (see
 * `AttachmentsRecordKind`).
 */
export const attachmentErrorMessage = (
  t: TFunction,
  fileName: string,
  error: unknown,
  recordKind?: AttachmentsRecordKind,
): string => {
  const status = isProblem(error) ? error.status : 0;
  return statusMessage(t, fileName, status, recordKind);
};

const statusMessage = (
  t: TFunction,
  fileName: string,
  status: number,
  recordKind?: AttachmentsRecordKind,
): string => {
  if (status === 413) return t('errors.tooBig', { name: fileName });
  if (status === 415) return t('errors.wrongType', { name: fileName });
  if (status === 409) return t('errors.full', { name: fileName, context: recordKind });
  if (status === 429) return t('errors.tooManyAtOnce', { name: fileName });
  if (status === 410 || status === 403) return t('errors.linkExpired', { name: fileName });
  return t('errors.failed', { name: fileName, reason: t(problemMessageKey(status)) });
};

/** The status of a failed upload (0: no answer, the network). */
export const failureStatus = (error: unknown): number => (isProblem(error) ? error.status : 0);

/**
 * Why a file is not attached, as said next to it: refused when chosen (its type, its size against
 * `maxSize`, already in words) or the upload's answer.
 */
export const troubleMessage = (
  t: TFunction,
  fileName: string,
  reason: FileTroubleReason,
  maxSize: string,
  recordKind?: AttachmentsRecordKind,
): string => {
  if ('status' in reason) return statusMessage(t, fileName, reason.status, recordKind);
  if (reason.refused === 'type') return t('errors.wrongType', { name: fileName });
  if (reason.refused === 'size') return t('errors.tooBigMax', { name: fileName, max: maxSize });
  return t('errors.empty', { name: fileName });
};
