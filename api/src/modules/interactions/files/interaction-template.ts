import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FileFormat } from '@conexoes/shared/contract';
import type { AppLocale } from '../../../lib/locale';
import { instructionsSheetWords } from '../../../lib/sheets/instructions-sheet';
import { zoneNameIn } from '../../../lib/time-zone';
import {
  directionWords,
  interactionColumnHelp,
  interactionColumnLabels,
  interactionColumns,
  interactionSheetName,
  roleWords,
  yesNoWords,
} from './interaction-columns';

export type InteractionTemplateOptions = Record<
  'type' | 'channel' | 'classification' | 'status' | 'perception',
  string[]
>;

/**
 * The interaction import template: the export's header row in the reader's language (the import
 * reads every language's), and in XLSX an instructions sheet — its name, header and explanations in
 * that language too — with what each column takes and the tenant's option labels in that language. CSV is UTF-8 with a BOM, so Excel shows accents right.
 */
export const writeInteractionTemplate = async (
  format: FileFormat,
  locale: AppLocale,
  options: InteractionTemplateOptions,
  timeZone: string,
): Promise<Buffer> => {
  const headers = interactionColumns.map((c) => interactionColumnLabels[locale][c]);
  if (format === 'csv') {
    const out: Buffer[] = [Buffer.from('\uFEFF')];
    for await (const chunk of stringify([headers]) as Readable) out.push(Buffer.from(chunk as string));
    return Buffer.concat(out);
  }
  // Loaded on first use: exceljs is heavy, and only the template needs it (decision 0046).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(interactionSheetName[locale]);
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 20));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Text format keeps dates as typed (dd/mm/yyyy) and the leading zeros of CPF/CNPJ.
  for (const key of ['startsAt', 'endsAt', 'followUpDue', 'stakeholderDocuments'] as const)
    sheet.getColumn(interactionColumns.indexOf(key) + 1).numFmt = '@';

  const accepted: Partial<Record<(typeof interactionColumns)[number], string[]>> = {
    ...options,
    direction: Object.values(directionWords[locale]),
    followUpRequired: Object.values(yesNoWords[locale]),
    stakeholders: Object.values(roleWords[locale]),
  };
  const words = instructionsSheetWords[locale];
  const help = workbook.addWorksheet(words.sheet);
  help.addRow(words.header).font = { bold: true };
  for (const column of interactionColumns)
    help.addRow([
      interactionColumnLabels[locale][column],
      interactionColumnHelp[locale][column].replace('{zone}', zoneNameIn(locale, timeZone)),
      (accepted[column] ?? []).join(', '),
    ]);
  help.columns = [{ width: 28 }, { width: 90 }, { width: 60 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
