import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import type { FileFormat } from '@conexoes/shared/contract';
import type { AppLocale } from '../locale';
import { neutraliseCell } from './cell-safety';
import { createXlsxSheetWriter } from './xlsx-sheet-writer';

export type ExportCell = string | number | null;
export type ExportRowSink<C extends string> = {
  write: (row: Record<C, ExportCell>) => Promise<void>;
  end: () => Promise<void>;
};

const cell = (value: ExportCell): string | number =>
  typeof value === 'number' ? value : neutraliseCell(value ?? '');

/**
 * The CSV separator a spreadsheet in the reader's language expects: where the comma is the decimal
 * mark (Brazil, Spain, Germany), Excel splits a CSV on semicolons and reads a comma-separated file as one
 * column. The imports read either (row-source.ts sniffs it).
 */
export const csvDelimiterOf = (locale: AppLocale): ',' | ';' => (locale === 'en' ? ',' : ';');

/**
 * A streaming export file of any area: rows go out as they are written (our one-sheet XLSX writer over yazl, or
 * csv-stringify), text cells neutralised against formula injection. `output` is what the reply sends;
 * writes wait for it to drain, so a slow client slows the database reads and memory stays flat.
 */
export const createExportFile = <C extends string>(
  format: FileFormat,
  columns: readonly C[],
  /** The header row (the columns' labels); the columns' keys when not given. */
  headers: readonly string[] = columns,
  /** The XLSX sheet's name (the area's records, in the reader's language). */
  sheetName = 'Export',
  /** The CSV's separator (csvDelimiterOf the reader's language). */
  csvDelimiter: ',' | ';' = ',',
): { output: Readable; sink: ExportRowSink<C> } => {
  if (format === 'csv') {
    const output = new PassThrough();
    const csv = stringify({ bom: true, delimiter: csvDelimiter });
    csv.pipe(output);
    let header = false;
    return {
      output,
      sink: {
        write: async (row) => {
          if (!header) {
            header = true;
            csv.write([...headers]);
          }
          if (!csv.write(columns.map((c) => cell(row[c])))) await once(csv, 'drain');
        },
        end: async () => {
          if (!header) csv.write([...headers]);
          csv.end();
        },
      },
    };
  }
  const { output: xlsx, sheet } = createXlsxSheetWriter(sheetName);
  let header = false;
  const writeHeader = async () => {
    if (header) return;
    header = true;
    await sheet.addRow([...headers]);
  };
  return {
    output: xlsx,
    sink: {
      write: async (row) => {
        await writeHeader();
        await sheet.addRow(columns.map((c) => cell(row[c])));
      },
      end: async () => {
        await writeHeader();
        await sheet.end();
      },
    },
  };
};
