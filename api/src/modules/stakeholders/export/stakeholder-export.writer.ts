import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import type { FileFormat } from '@conexoes/shared/contract';
import type { StakeholderColumn } from '../import/stakeholder-columns';
import { neutraliseCell } from './cell-safety';
import { createXlsxSheetWriter } from './xlsx-sheet-writer';

export type ExportCell = string | number | null;
export type ExportRowSink = {
  write: (row: Record<StakeholderColumn, ExportCell>) => Promise<void>;
  end: () => Promise<void>;
};

const cell = (value: ExportCell): string | number =>
  typeof value === 'number' ? value : neutraliseCell(value ?? '');

/**
 * A streaming export file: rows go out as they are written (our one-sheet XLSX writer over yazl, or
 * csv-stringify), text cells neutralised against formula injection. `output` is what the reply sends;
 * writes wait for it to drain, so a slow client slows the database reads and memory stays flat.
 */
export const createExportFile = (
  format: FileFormat,
  columns: readonly StakeholderColumn[],
  /** The header row (the columns' labels); the columns' keys when not given. */
  headers: readonly string[] = columns,
): { output: Readable; sink: ExportRowSink } => {
  if (format === 'csv') {
    const output = new PassThrough();
    const csv = stringify({ bom: true });
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
  const { output: xlsx, sheet } = createXlsxSheetWriter('Stakeholders');
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
