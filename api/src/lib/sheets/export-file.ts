import type { Readable } from 'node:stream';
import type { FileFormat } from '@conexoes/shared/contract';
import type { AppLocale } from '../locale';
import { neutraliseCell } from './cell-safety';
import { createCsvSheetWriter } from './csv-sheet-writer';
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
 * the CSV writer over csv-stringify), text cells neutralised against formula injection. `output` is what the reply sends;
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
  const { output, sheet } =
    format === 'csv' ? createCsvSheetWriter(csvDelimiter) : createXlsxSheetWriter(sheetName);
  let header = false;
  const writeHeader = async () => {
    if (header) return;
    header = true;
    await sheet.addRow([...headers]);
  };
  return {
    output,
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
