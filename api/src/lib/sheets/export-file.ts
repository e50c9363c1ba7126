import type { Readable } from 'node:stream';
import type { DateFormat, FileFormat } from '@conexoes/shared/contract';
import type { AppLocale } from '../locale';
import { neutraliseCell } from './cell-safety';
import { createCsvSheetWriter } from './csv-sheet-writer';
import { sheetDateOf } from './spreadsheet-date';
import { createXlsxSheetWriter, type SheetCell } from './xlsx-sheet-writer';

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

export type ExportFileOptions<C extends string> = {
  /** The header row (the columns' labels); the columns' keys when not given. */
  headers?: readonly string[];
  /** The XLSX sheet's name (the area's records, in the reader's language). */
  sheetName?: string;
  /** The CSV's separator (csvDelimiterOf the reader's language). */
  csvDelimiter?: ',' | ';';
  /**
   * Columns whose text is a date as the exports word it (`25/11/2026`, `25/11/2026 09:30`): real date
   * cells in XLSX, so a spreadsheet sorts and filters them as dates; the text itself in CSV.
   */
  dates?: readonly C[];
  /** How the reader reads dates (lib/date-format): the XLSX date cells' format. */
  dateFormat?: DateFormat;
};

/** Wide enough for the header's word, and for `25/11/2026 09:30` in a date column (narrower shows ####). */
const widthOf = (header: string, isDate: boolean) =>
  isDate ? Math.max(18, header.length + 4) : Math.min(40, Math.max(12, header.length + 4));

/**
 * A streaming export file of any area: rows go out as they are written (our one-sheet XLSX writer over
 * yazl, with a bold header kept in view and date cells; or the CSV writer over csv-stringify), text that
 * looks like a formula kept text (cell-safety.ts). `output` is what the reply sends; writes wait for it to drain,
 * so a slow client slows the database reads and memory stays flat.
 */
export const createExportFile = <C extends string>(
  format: FileFormat,
  columns: readonly C[],
  {
    headers = columns,
    sheetName = 'Export',
    csvDelimiter = ',',
    dates = [],
    dateFormat,
  }: ExportFileOptions<C> = {},
): { output: Readable; sink: ExportRowSink<C> } => {
  if (format === 'csv') {
    const { output, sheet } = createCsvSheetWriter(csvDelimiter);
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
  }
  const isDate = columns.map((c) => dates.includes(c));
  const { output, sheet } = createXlsxSheetWriter(sheetName, {
    header: { cells: headers, widths: headers.map((h, i) => widthOf(h, isDate[i] === true)) },
    dateFormat,
  });
  // Text goes as it is: the writer keeps formula-like text a literal (cell-safety.ts).
  const xlsxCell = (value: ExportCell, date: boolean): SheetCell =>
    date && typeof value === 'string' ? (sheetDateOf(value) ?? value) : value;
  return {
    output,
    sink: {
      write: (row) => sheet.addRow(columns.map((c, i) => xlsxCell(row[c], isDate[i] === true))),
      end: () => sheet.end(),
    },
  };
};
