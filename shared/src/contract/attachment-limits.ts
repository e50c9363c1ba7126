// Plain values (no zod) about attachments, for the API and the front end's file picker alike.

/** What the file picker offers; the server judges the content, not the name. */
export const attachmentExtensions = [
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.heic',
  '.tif',
  '.tiff',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.csv',
  '.txt',
] as const;

/** How many files one record may hold. */
export const MAX_ATTACHMENTS_PER_RECORD = 50;

/**
 * The largest file the API takes unless FILES_MAX_BYTES says otherwise (its default): the file picker
 * refuses a larger one when it is chosen, not after the record is saved.
 */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Why a chosen file will not be sent: not a type the API keeps, over the size limit, or empty. */
export type AttachmentRefusal = 'type' | 'size' | 'empty';

/**
 * What the API would refuse, told from the name and size alone (the API still judges the content): a
 * name outside `attachmentExtensions` (virus.exe), more than `maxBytes`, or no bytes at all.
 */
export const attachmentRefusal = (
  file: { name: string; size: number },
  maxBytes: number = ATTACHMENT_MAX_BYTES,
): AttachmentRefusal | null => {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(attachmentExtensions as readonly string[]).includes(extension)) return 'type';
  if (file.size > maxBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
};
