import { HttpProblem } from '../problem';

export type ImportFileKind = 'xlsx' | 'csv';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Formats people upload by mistake, refused by their first bytes. */
const knownBinary: Buffer[] = [
  Buffer.from('%PDF'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // OLE2: legacy .xls/.doc
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from([0x1f, 0x8b]), // gzip
];

/** How many leading bytes decide that a file is text. */
const TEXT_SAMPLE = 64 * 1024;

/**
 * Text = no NUL and no control characters besides tab, CR, LF and form feed in the first 64 KiB.
 * UTF-8 and Windows-1252 both pass; UTF-16 (NUL every other byte) and binaries do not.
 */
const looksLikeText = (buffer: Buffer): boolean => {
  const end = Math.min(buffer.length, TEXT_SAMPLE);
  for (let i = 0; i < end; i += 1) {
    const byte = buffer[i] as number;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
};

/**
 * The kind of an uploaded file judged by its content, never by its name or declared type: a zip is an
 * XLSX candidate (zip-guard.ts then checks it holds a workbook), text is CSV, anything else is 415.
 */
export const detectFileKind = (buffer: Buffer): ImportFileKind => {
  if (buffer.length === 0) throw new HttpProblem(422, 'The file is empty');
  if (buffer.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return 'xlsx';
  if (knownBinary.some((magic) => buffer.subarray(0, magic.length).equals(magic))) {
    throw new HttpProblem(415, 'Unsupported file type: upload an XLSX workbook or a CSV file');
  }
  if (looksLikeText(buffer)) return 'csv';
  throw new HttpProblem(415, 'Unsupported file type: upload an XLSX workbook or a CSV file');
};
