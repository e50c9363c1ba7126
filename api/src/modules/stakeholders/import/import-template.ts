import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FileFormat } from '@conexoes/shared/contract';
import { columnHelp, stakeholderColumns } from './stakeholder-columns';

export type TemplateOptions = { category: string[]; scope: string[]; entityType: string[] };

/**
 * The import template: the header row (the export's headers), and in XLSX an "Instructions" sheet
 * with what each column takes and the option codes of the tenant. CSV is UTF-8 with a BOM, so Excel
 * shows accents right.
 */
export const writeTemplate = async (format: FileFormat, options: TemplateOptions): Promise<Buffer> => {
  if (format === 'csv') {
    const out: Buffer[] = [Buffer.from('\uFEFF')];
    const csv = stringify([[...stakeholderColumns]]);
    for await (const chunk of csv as Readable) out.push(Buffer.from(chunk as string));
    return Buffer.concat(out);
  }
  // Loaded on first use: exceljs is heavy, and only the template needs it (decision 0046).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stakeholders');
  sheet.addRow([...stakeholderColumns]).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Text format keeps leading zeros of CPF, CNPJ and CEP typed into the template.
  for (const key of ['document', 'postalCode', 'parentDocument', 'phone'] as const) {
    sheet.getColumn(stakeholderColumns.indexOf(key) + 1).numFmt = '@';
  }

  const help = workbook.addWorksheet('Instructions');
  help.addRow(['column', 'what it takes', 'accepted codes']).font = { bold: true };
  const codes: Partial<Record<string, string[]>> = { ...options, kind: ['person', 'organization'] };
  for (const column of stakeholderColumns)
    help.addRow([column, columnHelp[column], (codes[column] ?? []).join(', ')]);
  help.columns = [{ width: 18 }, { width: 80 }, { width: 60 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
