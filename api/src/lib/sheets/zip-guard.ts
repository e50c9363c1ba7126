import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpProblem } from '../problem';
import type { ImportLimits } from './import-limits';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ONE_MIB = 1024 * 1024;

const notAWorkbook = () => new HttpProblem(415, 'Unsupported file type: the zip is not an XLSX workbook');
const tooLarge = () => new HttpProblem(413, 'The workbook expands beyond the size limit');

const open = (buffer: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: false, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(notAWorkbook()) : resolve(zip)),
    ),
  );

/** The central directory's entries, without decompressing anything. */
const listEntries = (zip: ZipFile, maxEntries: number): Promise<Entry[]> =>
  new Promise((resolve, reject) => {
    if (zip.entryCount > maxEntries) return reject(tooLarge());
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(notAWorkbook()));
    zip.readEntry();
  });

/**
 * exceljs reads the zip front to back by local headers, not through the central directory. Walking the
 * local headers proves they are exactly the entries checked here: no hidden entry between them.
 */
const assertContiguous = (buffer: Buffer, entries: Entry[]) => {
  const byOffset = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  let cursor = 0;
  for (const entry of byOffset) {
    if (entry.relativeOffsetOfLocalHeader !== cursor || cursor + 30 > buffer.length) throw notAWorkbook();
    if (buffer.readUInt32LE(cursor) !== LOCAL_HEADER) throw notAWorkbook();
    const flags = buffer.readUInt16LE(cursor + 6);
    const nameLength = buffer.readUInt16LE(cursor + 26);
    const extraLength = buffer.readUInt16LE(cursor + 28);
    cursor += 30 + nameLength + extraLength + entry.compressedSize;
    // Bit 3: sizes follow the data in a descriptor, with or without its optional signature.
    if (flags & 0x08)
      cursor += cursor + 4 <= buffer.length && buffer.readUInt32LE(cursor) === DATA_DESCRIPTOR ? 16 : 12;
  }
  if (cursor + 4 > buffer.length || buffer.readUInt32LE(cursor) !== CENTRAL_HEADER) throw notAWorkbook();
};

/**
 * The big parts xlsx-sheet-reader.ts inflates itself, stopping at the first byte past the declared
 * size just as below: inflating them here too cost ~0.4 s of API CPU on a 100k-row sheet. A sheet the
 * reader never opens is never inflated by anyone.
 */
const readerCounts = (name: string) => name.startsWith('xl/worksheets/') || name === 'xl/sharedStrings.xml';

/**
 * Inflates every other entry once, counting, and stops an entry the moment it yields more than it declared.
 * The count is ours: yauzl's validateEntrySizes reports through a destroy() it overrides, so its error
 * never surfaces and the stream just stalls.
 */
const inflateAll = async (zip: ZipFile, entries: Entry[]) => {
  for (const entry of entries) {
    if (entry.fileName.endsWith('/') || readerCounts(entry.fileName)) continue;
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, readable) =>
        error || !readable ? reject(notAWorkbook()) : resolve(readable),
      ),
    );
    await new Promise<void>((resolve, reject) => {
      let bytes = 0;
      const fail = (problem: HttpProblem) => {
        stream.removeAllListeners('data');
        stream.destroy();
        reject(problem);
      };
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > entry.uncompressedSize) fail(tooLarge());
      });
      stream.on('error', () => fail(notAWorkbook()));
      stream.on('end', () => resolve());
    });
  }
};

/**
 * Refuses, before exceljs sees it, a zip that is not a workbook (415: no `[Content_Types].xml` and `xl/`,
 * encrypted, unknown compression) or that expands too far (413: too many entries, declared sizes or
 * ratio beyond the limits, or data that inflates past its declared size).
 */
export const assertSafeWorkbook = async (buffer: Buffer, limits: ImportLimits): Promise<void> => {
  const zip = await open(buffer);
  try {
    const entries = await listEntries(zip, limits.maxZipEntries);
    const names = new Set(entries.map((e) => e.fileName));
    if (!names.has('[Content_Types].xml') || !entries.some((e) => e.fileName.startsWith('xl/')))
      throw notAWorkbook();
    let total = 0;
    for (const entry of entries) {
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8))
        throw notAWorkbook();
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > ONE_MIB && ratio > limits.maxCompressionRatio) throw tooLarge();
    }
    if (total > limits.maxUncompressedBytes) throw tooLarge();
    assertContiguous(buffer, entries);
    await inflateAll(zip, entries);
  } finally {
    zip.close();
  }
};
