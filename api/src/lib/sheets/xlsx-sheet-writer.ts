import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { DEFAULT_DATE_FORMAT, twelveHourClock, type DateFormat } from '@conexoes/shared/contract';
import { looksLikeFormula } from './cell-safety';
import { createPieceWriter } from './piece-writer';
import type { SheetDate } from './spreadsheet-date';
import './zip-native-crc';

/** A date cell is a number the spreadsheet shows as a date (dd/mm/yyyy, with hh:mm when it has a time). */
export type SheetCell = string | number | null | SheetDate;
/** A header row: bold, kept in view while scrolling, its columns this many characters wide. */
export type SheetHeader = { cells: readonly string[]; widths: readonly number[] };
export type SheetWriter<Cell = SheetCell> = {
  /** Resolves when the row is buffered; waits while the reader of `output` is behind. */
  addRow: (cells: readonly Cell[]) => Promise<void>;
  end: () => Promise<void>;
};

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Excel's number formats 164 (a day) and 165 (a day and its time), written as the person reads dates. */
const numFmts = (format: DateFormat): string => {
  const day = format.toLowerCase();
  const dayAndTime = `${day} ${twelveHourClock(format) ? 'h:mm AM/PM' : 'hh:mm'}`;
  return `<numFmt numFmtId="164" formatCode="${day}"/><numFmt numFmtId="165" formatCode="${dayAndTime}"/>`;
};

/** The parts around the one sheet: content types, relationships, a minimal style sheet. */
const packageParts = (dateFormat: DateFormat): Array<[string, string]> => [
  [
    '[Content_Types].xml',
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    // Cell styles by index: 0 text and numbers, 1 the header (bold), 2 a day, 3 a day and time, 4 text
    // that looks like a formula, kept text when edited (STYLE).
    `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="2">${numFmts(dateFormat)}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  ],
];

/**
 * The workbook, written after the sheet: a header's filter range (`_xlnm._FilterDatabase`, which Excel
 * and LibreOffice pair with the sheet's `autoFilter`) ends at the last row, known only then.
 */
const workbookPart = (sheetName: string, filterRange: string | null): string => {
  const filter = filterRange
    ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(`'${sheetName.replace(/'/g, "''")}'!${filterRange}`)}</definedName></definedNames>`
    : '';
  return `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>${filter}</workbook>`;
};

// eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 cannot carry is the point
const XML_SPECIAL = /[<>&"]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const replacements: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };
/** Escaped for XML; control characters XML 1.0 cannot carry are dropped (a spreadsheet could not show them). */
function escapeXml(value: string): string {
  return value.replace(XML_SPECIAL, (c) => replacements[c] ?? '');
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const STYLE = { header: 1, day: 2, dayAndTime: 3, literal: 4 } as const;

/** The header's columns widths and a pane frozen under it, written before the rows. */
const headerLayout = (header: SheetHeader): string =>
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
  `<cols>${header.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`;

/** Sheet XML is handed to the zip in pieces of about this many characters. */
const FLUSH_AT = 64 * 1024;

/**
 * A one-sheet XLSX written as it goes (inline strings, no shared strings, five fixed styles) into a
 * streaming zip (yazl). Unlike exceljs' WorkbookWriter, whose internal buffer ignores the zip's
 * back-pressure, each write waits for the sheet stream to drain, and the sheet stream only drains as
 * fast as deflate and the reader of `output` go: memory stays flat whatever the row count.
 */
export const createXlsxSheetWriter = (
  sheetName: string,
  { header, dateFormat = DEFAULT_DATE_FORMAT }: { header?: SheetHeader; dateFormat?: DateFormat } = {},
): { output: Readable; sheet: SheetWriter } => {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [path, xml] of packageParts(dateFormat)) zip.addBuffer(Buffer.from(xml), path, { mtime });
  const sheetStream = new PassThrough({ highWaterMark: FLUSH_AT });
  // Deflate's fastest level: the sheet's XML is most of an export's work after the rows themselves
  // (level 6 took ~4.5× the time for a file 14 % smaller, decision 0047).
  zip.addReadStream(sheetStream, 'xl/worksheets/sheet1.xml', { mtime, compressionLevel: 1 });
  const output = zip.outputStream as Readable;

  const columns: string[] = [];
  let rowNumber = 0;
  let pending = `${HEAD}<worksheet xmlns="${MAIN}">${header ? headerLayout(header) : ''}<sheetData>`;
  if (header) {
    rowNumber = 1;
    pending += `<row r="1">${header.cells
      .map(
        (text, i) =>
          `<c r="${(columns[i] ??= columnName(i))}1" s="${STYLE.header}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`,
      )
      .join('')}</row>`;
  }
  // Drains when deflate and the client catch up.
  const write = createPieceWriter(sheetStream, output);
  const flush = async () => {
    const chunk = pending;
    pending = '';
    await write(chunk);
  };

  return {
    output,
    sheet: {
      addRow: async (cells) => {
        rowNumber += 1;
        let xml = `<row r="${rowNumber}">`;
        for (let i = 0; i < cells.length; i += 1) {
          const value = cells[i];
          if (value === null || value === undefined || value === '') continue;
          const ref = `${(columns[i] ??= columnName(i))}${rowNumber}`;
          xml +=
            typeof value === 'number'
              ? `<c r="${ref}"><v>${value}</v></c>`
              : typeof value === 'string'
                ? `<c r="${ref}"${looksLikeFormula(value) ? ` s="${STYLE.literal}"` : ''} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
                : `<c r="${ref}" s="${value.withTime ? STYLE.dayAndTime : STYLE.day}"><v>${value.serial}</v></c>`;
        }
        pending += `${xml}</row>`;
        if (pending.length >= FLUSH_AT) await flush();
      },
      end: async () => {
        // The header's filter buttons, over every row written (as absolute references for the name).
        const last = header?.cells.length ? columnName(header.cells.length - 1) : null;
        const filter = last ? { ref: `A1:${last}${rowNumber}`, name: `$A$1:$${last}$${rowNumber}` } : null;
        pending += `</sheetData>${filter ? `<autoFilter ref="${filter.ref}"/>` : ''}</worksheet>`;
        await flush();
        sheetStream.end();
        zip.addBuffer(Buffer.from(workbookPart(sheetName, filter?.name ?? null)), 'xl/workbook.xml', {
          mtime,
        });
        zip.end();
      },
    },
  };
};
