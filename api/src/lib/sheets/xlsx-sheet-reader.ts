import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpProblem } from '../problem';
import { attribute, findTag, runsText, Scan, scanWork, xmlText } from './sheet-xml-scanner';

/** One row of the first worksheet: its number (1-based, as Excel shows it) and its cells as text. */
export type SheetRow = { line: number; cells: string[] };

const unreadable = () => new HttpProblem(422, 'The workbook cannot be read');

const openZip = (buffer: Buffer): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error || !zip) return reject(unreadable());
      const entries = new Map<string, Entry>();
      zip.on('entry', (entry: Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve({ zip, entries }));
      zip.on('error', () => reject(unreadable()));
      zip.readEntry();
    }),
  );

const tooLarge = () => new HttpProblem(413, 'The workbook expands beyond the size limit');

/**
 * An entry's inflated bytes, stopped with 413 the moment they pass its declared size. The zip guard
 * leaves the sheets and shared strings to this count instead of inflating them a second time (~0.4 s
 * of API CPU on a 100k-row sheet); declared sizes were checked against the limits there.
 */
async function* inflated(zip: ZipFile, entry: Entry): AsyncGenerator<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) =>
      error || !readable ? reject(unreadable()) : resolve(readable),
    ),
  );
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > entry.uncompressedSize) throw tooLarge();
      yield chunk as Buffer;
    }
  } catch (error) {
    throw error instanceof HttpProblem ? error : unreadable();
  } finally {
    stream.destroy();
  }
}

/**
 * Feeds an entry to a SAX parser as text. The decoder keeps a UTF-8 character that straddles two
 * inflated chunks whole — the bug that makes exceljs' streaming reader turn "Araçaí" into "Ara��aí"
 * (exceljs issues #2063, #2084). `onChunk` runs after each chunk, so rows can leave as they complete.
 */
async function* parseEntry(
  zip: ZipFile,
  entry: Entry,
  parser: SaxesParser,
  onChunk: () => SheetRow[],
): AsyncGenerator<SheetRow> {
  const decoder = new StringDecoder('utf8');
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure = error;
  });
  for await (const chunk of inflated(zip, entry)) {
    parser.write(decoder.write(chunk));
    if (failure) throw unreadable();
    yield* onChunk();
  }
  parser.write(decoder.end());
  parser.close();
  if (failure) throw unreadable();
  yield* onChunk();
}

const drain = async (rows: AsyncGenerator<SheetRow>) => {
  for await (const row of rows) void row;
};

/**
 * A copy of `text` that does not keep the 16 KiB chunk of sheet XML it was cut from alive. saxes
 * hands out slices of its input; V8 keeps a slice of 13+ characters as a view of the whole chunk, so
 * one CNPJ kept as a duplicate key pinned its chunk: 37 MB of sheet XML live in a 100k-row import
 * (heap snapshot). Concatenating flattens into a new string; slicing it leaves the chunk collectable.
 */
const detach = (text: string): string => ` ${text}`.slice(1);

/**
 * Cells past this column are left out: no import reads that far, and a sparse row's gap is filled one
 * cell per column, so a 20-byte cell at Excel's last column (XFD) would cost 16k cells per row.
 */
const maxColumns = 256;

/** Column index (0-based) of a cell reference such as "AB12". */
const columnOf = (reference: string): number => {
  let n = 0;
  for (const ch of reference) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
};

/** A number as a person typed it: no exponent for the integers a CPF/CNPJ/CEP becomes. */
const numberText = (value: string): string => {
  if (!/e/i.test(value)) return value;
  const n = Number(value);
  return Number.isInteger(n) ? BigInt(n).toString() : String(n);
};

/** The target of the workbook's first sheet, from workbook.xml and its relationships. */
const firstSheetPath = async (zip: ZipFile, entries: Map<string, Entry>): Promise<string> => {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return 'xl/worksheets/sheet1.xml';
  let sheetRel: string | undefined;
  const book = new SaxesParser();
  book.on('opentag', (tag: SaxesTagPlain) => {
    if (!sheetRel && tag.name === 'sheet') sheetRel = String(tag.attributes['r:id'] ?? '');
  });
  await drain(parseEntry(zip, workbook, book, () => []));
  const targets = new Map<string, string>();
  const relations = new SaxesParser();
  relations.on('opentag', (tag: SaxesTagPlain) => {
    if (tag.name === 'Relationship') targets.set(String(tag.attributes.Id), String(tag.attributes.Target));
  });
  await drain(parseEntry(zip, rels, relations, () => []));
  const target = sheetRel ? targets.get(sheetRel) : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
};

/** One row (or shared string) of XML beyond this many characters is refused (413). */
export const defaultMaxRowChars = 1024 * 1024;

const rowTooLarge = (maxChars: number) =>
  new HttpProblem(
    413,
    `A row of the sheet is larger than ${Math.round(maxChars / 1024)} KB of XML; no spreadsheet row is this large — check the file`,
  );

/**
 * The text of an entry in pieces that end just after a closing tag (`</row>`, `</si>`): whatever follows
 * the last one waits for the next chunk, at most `maxChars` of it (one row or string: 413 beyond).
 * Each new chunk is searched once, with the closing tag's length of the text before it: the text held
 * is kept in parts and joined once when it is handed on, so a row that never closes costs the same per
 * byte as any other (it was searched whole again for every chunk: 4.7 s of CPU at 8 MB, issue 9
 * item 11). `end` (`</sheetData>`) stops the reading: nothing after the rows is needed. The decoder
 * keeps a UTF-8 character that straddles two inflated chunks whole.
 */
async function* elementChunks(
  zip: ZipFile,
  entry: Entry,
  closing: string,
  maxChars: number,
  end?: string,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const keep = closing.length - 1;
  let parts: string[] = [];
  let size = 0;
  /** The last characters held, where a closing tag split between two chunks begins. */
  let tail = '';
  for await (const chunk of inflated(zip, entry)) {
    const piece = decoder.write(chunk);
    const window = tail + piece;
    scanWork.chars += window.length * (end ? 2 : 1);
    const stop = end ? window.indexOf(end) : -1;
    if (stop >= 0) {
      parts.push(piece.slice(0, Math.max(0, stop - tail.length)));
      yield parts.join('');
      return;
    }
    const cut = window.lastIndexOf(closing);
    if (cut < 0) {
      parts.push(piece);
      size += piece.length;
      if (size > maxChars) throw rowTooLarge(maxChars);
      tail = window.slice(-keep);
      continue;
    }
    const after = cut + closing.length - tail.length;
    parts.push(piece.slice(0, after));
    yield parts.join('');
    const rest = piece.slice(after);
    parts = [rest];
    size = rest.length;
    tail = rest.slice(-keep);
  }
  parts.push(decoder.end());
  yield parts.join('');
}

/** Shared strings: each <si> is the concatenation of its <t> runs (phonetic <rPh> runs left out). */
const sharedStrings = async (
  zip: ZipFile,
  entries: Map<string, Entry>,
  maxChars: number,
): Promise<string[]> => {
  const entry = entries.get('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  for await (const text of elementChunks(zip, entry, '</si>', maxChars)) {
    const scan = new Scan(text);
    const phonetic = text.includes('<rPh');
    let i = findTag(scan, '<si', 0, text.length);
    while (i >= 0) {
      const open = scan.indexOf('>', i);
      if (open < 0) throw unreadable();
      if (text.charCodeAt(open - 1) === 47) {
        strings.push('');
        i = findTag(scan, '<si', open, text.length);
        continue;
      }
      const close = scan.indexOf('</si>', open);
      if (close < 0) throw unreadable();
      strings.push(detach(xmlText(runsText(scan, open + 1, close, phonetic))));
      i = findTag(scan, '<si', close + 5, text.length);
    }
  }
  return strings;
};

/** A cell's text as a person sees it, from its type attribute and raw (still escaped) value. */
const cellText = (type: string, raw: string, strings: string[]): string => {
  if (type === 's') return strings[Number(raw)] ?? '';
  if (type === '' || type === 'n') return raw ? numberText(raw) : '';
  if (type === 'b') return raw === '1' ? 'TRUE' : 'FALSE';
  if (type === 'e') return '';
  return xmlText(raw);
};

/** The raw text of a cell's <v> in s[from, to), or ''. */
const valueOf = (scan: Scan, from: number, to: number): string => {
  const v = findTag(scan, '<v', from, to);
  if (v < 0 || v >= to) return '';
  const open = scan.indexOf('>', v);
  if (scan.s.charCodeAt(open - 1) === 47) return '';
  const close = scan.indexOf('</v>', open);
  return close < 0 || close > to ? '' : scan.s.slice(open + 1, close);
};

/**
 * The rows of the first worksheet of an XLSX file, streamed: cells as the text a person sees (shared
 * and inline strings, numbers, formula results, booleans), empty cells as ''. Styles, dates and other
 * sheets are not read: the import needs text. The zip was checked by zip-guard.ts first.
 */
export async function* readSheetRows(
  buffer: Buffer,
  maxRowChars = defaultMaxRowChars,
): AsyncGenerator<SheetRow> {
  const { zip, entries } = await openZip(buffer);
  try {
    const strings = await sharedStrings(zip, entries, maxRowChars);
    const sheet = entries.get(await firstSheetPath(zip, entries));
    if (!sheet) throw unreadable();
    let nextLine = 1;
    for await (const s of elementChunks(zip, sheet, '</row>', maxRowChars, '</sheetData>')) {
      const scan = new Scan(s);
      const phonetic = s.includes('<rPh');
      const length = s.length;
      let i = findTag(scan, '<row', 0, length);
      while (i >= 0) {
        const open = scan.indexOf('>', i);
        if (open < 0) throw unreadable();
        const r = Number(attribute(scan, 'r', i, open));
        const line = Number.isInteger(r) && r > 0 ? r : nextLine;
        nextLine = line + 1;
        const cells: string[] = [];
        if (s.charCodeAt(open - 1) === 47) {
          yield { line, cells };
          i = findTag(scan, '<row', open, length);
          continue;
        }
        const rowEnd = scan.indexOf('</row>', open);
        if (rowEnd < 0) throw unreadable();
        let column = 0;
        let c = findTag(scan, '<c', open, rowEnd);
        while (c >= 0 && c < rowEnd) {
          const tagEnd = scan.indexOf('>', c);
          if (tagEnd < 0 || tagEnd > rowEnd) throw unreadable();
          const reference = attribute(scan, 'r', c, tagEnd);
          if (reference) column = columnOf(reference);
          const type = attribute(scan, 't', c, tagEnd);
          let text = '';
          let next = tagEnd + 1;
          if (s.charCodeAt(tagEnd - 1) !== 47) {
            const cellEnd = scan.indexOf('</c>', tagEnd);
            if (cellEnd < 0 || cellEnd > rowEnd) throw unreadable();
            text =
              type === 'inlineStr'
                ? xmlText(runsText(scan, tagEnd + 1, cellEnd, phonetic))
                : cellText(type, valueOf(scan, tagEnd + 1, cellEnd), strings);
            next = cellEnd + 4;
          }
          if (column >= maxColumns) break;
          while (cells.length < column) cells.push('');
          cells[column] = text.length >= 13 ? detach(text) : text;
          column += 1;
          c = findTag(scan, '<c', next, rowEnd);
        }
        yield { line, cells };
        i = findTag(scan, '<row', rowEnd + 6, length);
      }
    }
  } finally {
    zip.close();
  }
}
