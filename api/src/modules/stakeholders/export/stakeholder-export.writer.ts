import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FileFormat } from '@conexoes/shared/contract';
import type { StakeholderColumn } from '../import/stakeholder-columns';
import { neutraliseCell } from './cell-safety';

export type ExportCell = string | number | null;
export type ExportRowSink = {
  write: (row: Record<StakeholderColumn, ExportCell>) => Promise<void>;
  end: () => Promise<void>;
};

const cell = (value: ExportCell): string | number =>
  typeof value === 'number' ? value : neutraliseCell(value ?? '');

/**
 * A streaming export file: rows go out as they are written (exceljs WorkbookWriter or csv-stringify),
 * text cells neutralised against formula injection. `output` is what the reply sends; writes wait for
 * it to drain, so a slow client slows the database reads and memory stays flat.
 */
export const createExportFile = (
  format: FileFormat,
  columns: readonly StakeholderColumn[],
): { output: PassThrough; sink: ExportRowSink } => {
  const output = new PassThrough();
  if (format === 'csv') {
    const csv = stringify({ bom: true });
    csv.pipe(output);
    let header = false;
    return {
      output,
      sink: {
        write: async (row) => {
          if (!header) {
            header = true;
            csv.write([...columns]);
          }
          if (!csv.write(columns.map((c) => cell(row[c])))) await once(csv, 'drain');
        },
        end: async () => {
          if (!header) csv.write([...columns]);
          csv.end();
        },
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Stakeholders');
  sheet.addRow([...columns]).commit();
  return {
    output,
    sink: {
      write: async (row) => {
        sheet.addRow(columns.map((c) => cell(row[c]))).commit();
        // The sheet's zip stream flows into `output`; wait when the client reads slower than we write.
        if (output.writableNeedDrain) await once(output, 'drain');
      },
      end: async () => {
        sheet.commit();
        await workbook.commit();
      },
    },
  };
};
