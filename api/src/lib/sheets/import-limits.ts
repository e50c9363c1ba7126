import { defaultMaxRowChars } from './xlsx-sheet-reader';

/** Limits of one import. The upload limit is enforced by multipart, the rest while reading the file. */
export type ImportLimits = {
  /** Bytes of the uploaded file (413 beyond). */
  maxFileBytes: number;
  /** Data rows after the header (422 beyond). */
  maxRows: number;
  /** Entries in an XLSX zip. */
  maxZipEntries: number;
  /** Sum of the declared uncompressed sizes of an XLSX zip. */
  maxUncompressedBytes: number;
  /** Uncompressed / compressed, per entry larger than 1 MiB uncompressed: XML compresses ~10-20x. */
  maxCompressionRatio: number;
  /**
   * Rows read, checked against the database and written together (one duplicate query of each kind
   * and one insert per batch). Memory holds about one batch of rows. Tests lower it to cross batches.
   */
  batchRows: number;
  /**
   * Characters of one row (a CSV record, a sheet's row XML, a shared string): 413 beyond. Bounds
   * what one row can make the reader hold and search; a real row is a few KB.
   */
  maxRowChars: number;
};

export const defaultImportLimits: ImportLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxRows: 200_000,
  maxZipEntries: 200,
  maxUncompressedBytes: 400 * 1024 * 1024,
  maxCompressionRatio: 100,
  batchRows: 5000,
  maxRowChars: defaultMaxRowChars,
};
