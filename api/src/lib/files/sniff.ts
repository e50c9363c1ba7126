import type { Readable } from 'node:stream';

/**
 * What an attachment may be, judged by its bytes (never by the name or the browser's word): PDF,
 * pictures, office documents (OOXML, OpenDocument, and the old binary formats when the name says
 * which), and plain text or CSV. Anything else — executables, archives, HTML, SVG — is refused.
 */
const binaryTypes = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/** The old Office formats are one container (CFB) to a sniffer; the name tells them apart. */
const legacyOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const textTypes: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

const extensionOf = (fileName: string): string =>
  /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** How much of the start is read to judge text. */
const TEXT_SAMPLE = 64 * 1024;

const sampleOf = async (stream: Readable, bytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      read += buffer.length;
      if (read >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
};

/** UTF-8 (a character cut at the sample's end is fine) or Latin-1 text with no control bytes but tab/CR/LF/FF. */
export const looksLikeText = (sample: Buffer): boolean => {
  if (sample.length === 0) return false;
  for (const byte of sample)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  return true;
};

export type Sniffed = { contentType: string } | { refused: string };

/**
 * The content type of the stored bytes (`open` is called once per look), or why they are refused.
 * file-type walks zip entries, so OOXML/OpenDocument are told from a plain zip.
 */
export const sniffContent = async (open: () => Promise<Readable>, fileName: string): Promise<Sniffed> => {
  const { fileTypeFromStream } = await import('file-type');
  const stream = await open();
  let found: Awaited<ReturnType<typeof fileTypeFromStream>>;
  try {
    // Node entry point: takes a Node stream (the types resolve to the browser-neutral core).
    found = await fileTypeFromStream(stream as unknown as Parameters<typeof fileTypeFromStream>[0]);
  } finally {
    stream.destroy();
  }
  const extension = extensionOf(fileName);
  if (found) {
    if (binaryTypes.has(found.mime)) return { contentType: found.mime };
    const legacy = legacyOffice[extension];
    if (found.mime === 'application/x-cfb' && legacy) return { contentType: legacy };
    return { refused: `Files of type ${found.mime} are not accepted` };
  }
  const textType = textTypes[extension];
  if (textType && looksLikeText(await sampleOf(await open(), TEXT_SAMPLE))) return { contentType: textType };
  return { refused: 'The file is not a PDF, picture, office document, CSV or text file' };
};
