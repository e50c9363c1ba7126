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
