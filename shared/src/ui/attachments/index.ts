export { AttachmentsCard, type AttachmentsCardProps } from './attachments-card';
export { attachmentsClient, type AttachmentsClient } from './attachments-client';
export { attachmentErrorMessage } from './attachment-errors';
export { ATTACHMENTS_NS, type AttachmentsRecordKind } from './attachments.i18n';
export {
  useAttachmentStaging,
  type AttachmentStaging,
  type StagedFile,
  type StagedUpload,
} from './use-attachment-staging';
export { useAttachmentTroubles, type FileTrouble } from './attachment-troubles.store';
