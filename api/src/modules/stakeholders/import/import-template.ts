import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FileFormat } from '@conexoes/shared/contract';
import type { AppLocale } from '../../../lib/locale';
import { instructionsSheetWords } from '../../../lib/sheets/instructions-sheet';
import { columnLabels, kindLabels } from '../export/column-labels';
import { columnHelp, stakeholderColumns, stakeholderSheetName } from './stakeholder-columns';

export type TemplateOptions = { category: string[]; scope: string[]; entityType: string[] };

/**
 * The import template: the header row of stable keys (the import reads them, and the export's labels,
 * in any language), and in XLSX an instructions sheet — its name, header and explanations in the
 * reader's language — with what each column takes and the tenant's option labels in that language.
 * CSV is UTF-8 with a BOM, so Excel shows accents right.
 */
export const writeTemplate = async (
  format: FileFormat,
  locale: AppLocale,
  options: TemplateOptions,
): Promise<Buffer> => {
  if (format === 'csv') {
    const out: Buffer[] = [Buffer.from('\uFEFF')];
    const csv = stringify([[...stakeholderColumns]]);
    for await (const chunk of csv as Readable) out.push(Buffer.from(chunk as string));
    return Buffer.concat(out);
  }
  // Loaded on first use: exceljs is heavy, and only the template needs it (decision 0046).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(stakeholderSheetName[locale]);
  sheet.addRow([...stakeholderColumns]).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Text format keeps leading zeros of CPF, CNPJ and CEP typed into the template.
  for (const key of ['document', 'postalCode', 'parentDocument', 'phone'] as const) {
    sheet.getColumn(stakeholderColumns.indexOf(key) + 1).numFmt = '@';
  }

  const words = instructionsSheetWords[locale];
  const help = workbook.addWorksheet(words.sheet);
  help.addRow(words.header).font = { bold: true };
  const accepted: Partial<Record<string, string[]>> = {
    ...options,
    kind: Object.values(kindLabels[locale]),
  };
  // The column as the reader names it, with the header it has in the first sheet.
  for (const column of stakeholderColumns)
    help.addRow([
      `${columnLabels[locale][column]} (${column})`,
      columnHelp[locale][column],
      (accepted[column] ?? []).join(', '),
    ]);
  help.columns = [{ width: 36 }, { width: 90 }, { width: 60 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
