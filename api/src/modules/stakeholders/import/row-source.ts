import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { HttpProblem } from '../../../lib/problem';
import type { ImportFileKind } from './file-type';

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

async function* csvRows(buffer: Buffer, options: CsvOptions): AsyncGenerator<SourceRow> {
  const text = decodeText(buffer, options.encoding);
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: options.delimiter ?? sniffDelimiter(text),
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
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
      throw new HttpProblem(422, `The CSV file cannot be read: ${error.message.split('\n')[0]}`);
    }
    throw error;
  }
}

type RichText = { richText: Array<{ text: string }> };
type Hyperlink = { text: string | RichText; hyperlink: string };
type FormulaValue = { formula?: string; sharedFormula?: string; result?: unknown };

/** Whatever exceljs hands over for a cell, as the text a person sees in it. */
export const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return (value as RichText).richText.map((r) => r.text).join('');
    if ('hyperlink' in value) return cellText((value as Hyperlink).text);
    if ('result' in value || 'formula' in value || 'sharedFormula' in value) return cellText((value as FormulaValue).result);
    if ('error' in value) return '';
  }
  return '';
};

/** The first worksheet only: the template's second sheet is a reference of codes. */
async function* xlsxRows(buffer: Buffer): AsyncGenerator<SourceRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let first = true;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (!first) continue;
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
        yield { line: row.number, cells };
      }
      first = false;
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(422, 'The workbook cannot be read');
  }
}

/** Rows of a CSV or XLSX file in order, the header first; empty rows are left out. */
export async function* readRows(buffer: Buffer, kind: ImportFileKind, csv: CsvOptions = {}): AsyncGenerator<SourceRow> {
  const rows = kind === 'xlsx' ? xlsxRows(buffer) : csvRows(buffer, csv);
  for await (const row of rows) {
    if (row.cells.every((c) => c.trim() === '')) continue;
    yield row;
  }
}
