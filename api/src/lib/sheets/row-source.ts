import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { HttpProblem } from '../problem';
import type { ImportFileKind } from './file-type';
import { defaultMaxRowChars, readSheetRows } from './xlsx-sheet-reader';

/** One row of the file: its number as a spreadsheet shows it (header = 1) and its cells as text. */
export type SourceRow = { line: number; cells: string[] };
export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvOptions = { delimiter?: ',' | ';'; encoding?: CsvEncoding };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped); otherwise Windows-1252, the legacy Excel default. */
export const decodeText = (buffer: Buffer, encoding?: CsvEncoding): string => {
  if (encoding === 'windows-1252') return windows1252.decode(buffer);
  try {
    return utf8.decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    if (encoding === 'utf-8') throw new HttpProblem(422, 'The file is not valid UTF-8 text');
    return windows1252.decode(buffer);
  }
};

/** `;` when the header line has more semicolons than commas (Excel in pt-BR saves CSV that way). */
export const sniffDelimiter = (text: string): ',' | ';' => {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
};

function* slices(text: string, size = 64 * 1024): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function* csvRows(buffer: Buffer, options: CsvOptions, maxRowChars: number): AsyncGenerator<SourceRow> {
  const text = decodeText(buffer, options.encoding);
  // Fed in slices: one 25 MB chunk would be parsed in one go, other requests waiting meanwhile.
  const parser = Readable.from(slices(text)).pipe(
    parse({
      delimiter: options.delimiter ?? sniffDelimiter(text),
      max_record_size: maxRowChars,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      info: true,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: record.info.lines, cells: record.record };
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'CSV_MAX_RECORD_SIZE') {
      throw new HttpProblem(
        413,
        `A row of the file is larger than ${Math.round(maxRowChars / 1024)} KB; check for a quote that is never closed`,
      );
    }
    // Every refusal of the parser (its codes mostly start with CSV_, not all: INVALID_OPENING_QUOTE).
    if (error instanceof CsvError) {
      throw new HttpProblem(422, `The CSV file cannot be read: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
}

/**
 * Rows of a CSV or XLSX file in order, the header first; empty rows are left out. A NUL character
 * refuses the file (422, its line): PostgreSQL stores no 0x00 in text, and a file holding one is not
 * the text it claims to be (detectFileKind judges only the first 64 KiB).
 */
export async function* readRows(
  buffer: Buffer,
  kind: ImportFileKind,
  csv: CsvOptions = {},
  maxRowChars = defaultMaxRowChars,
): AsyncGenerator<SourceRow> {
  const rows = kind === 'xlsx' ? readSheetRows(buffer, maxRowChars) : csvRows(buffer, csv, maxRowChars);
  for await (const row of rows) {
    if (row.cells.every((c) => c.trim() === '')) continue;
    if (row.cells.some((c) => c.includes('\0')))
      throw new HttpProblem(
        422,
        `The file holds a NUL character on line ${row.line}, which no field can store: remove it and upload the file again`,
      );
    yield row;
  }
}
