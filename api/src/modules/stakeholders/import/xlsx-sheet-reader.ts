import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpProblem } from '../../../lib/problem';

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

const entryStream = (zip: ZipFile, entry: Entry): Promise<Readable> =>
  new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(unreadable()) : resolve(stream))),
  );

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
  for await (const chunk of await entryStream(zip, entry)) {
    parser.write(decoder.write(chunk as Buffer));
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

/** Shared strings: each <si> is the concatenation of its <t> runs (phonetic <rPh> runs left out). */
const sharedStrings = async (zip: ZipFile, entries: Map<string, Entry>): Promise<string[]> => {
  const entry = entries.get('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  const parser = new SaxesParser();
  let current = '';
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (tag.name === 'si') current = '';
    else if (tag.name === 't') inText = phonetic === 0;
    else if (tag.name === 'rPh') phonetic += 1;
  });
  parser.on('text', (text) => {
    if (inText) current += text;
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'rPh') phonetic -= 1;
    else if (tag.name === 'si') strings.push(current);
  });
  await drain(parseEntry(zip, entry, parser, () => []));
  return strings;
};

/**
 * The rows of the first worksheet of an XLSX file, streamed: cells as the text a person sees (shared
 * and inline strings, numbers, formula results, booleans), empty cells as ''. Styles, dates and other
 * sheets are not read: the import needs text. The zip was checked by zip-guard.ts first.
 */
export async function* readSheetRows(buffer: Buffer): AsyncGenerator<SheetRow> {
  const { zip, entries } = await openZip(buffer);
  try {
    const strings = await sharedStrings(zip, entries);
    const sheet = entries.get(await firstSheetPath(zip, entries));
    if (!sheet) throw unreadable();

    const parser = new SaxesParser();
    const done: SheetRow[] = [];
    let row: SheetRow | null = null;
    let nextLine = 1;
    let column = 0;
    let type = '';
    let value = '';
    let capture = false;
    let inInline = false;
    parser.on('opentag', (tag: SaxesTagPlain) => {
      switch (tag.name) {
        case 'row': {
          const r = Number(tag.attributes.r);
          row = { line: Number.isInteger(r) && r > 0 ? r : nextLine, cells: [] };
          nextLine = row.line + 1;
          column = 0;
          break;
        }
        case 'c': {
          const reference = tag.attributes.r ? String(tag.attributes.r) : '';
          if (reference) column = columnOf(reference);
          type = String(tag.attributes.t ?? 'n');
          value = '';
          break;
        }
        case 'v':
          capture = true;
          break;
        case 'is':
          inInline = true;
          break;
        case 't':
          capture = inInline;
          break;
      }
    });
    parser.on('text', (text) => {
      if (capture) value += text;
    });
    parser.on('closetag', (tag: SaxesTagPlain) => {
      switch (tag.name) {
        case 'v':
        case 't':
          capture = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'c': {
          if (!row) break;
          let text = '';
          if (type === 's') text = strings[Number(value)] ?? '';
          else if (type === 'n') text = value ? numberText(value) : '';
          else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
          else if (type !== 'e') text = value;
          while (row.cells.length < column) row.cells.push('');
          row.cells[column] = text.length >= 13 ? detach(text) : text;
          column += 1;
          break;
        }
        case 'row':
          if (row) done.push(row);
          row = null;
          break;
      }
    });
    yield* parseEntry(zip, sheet, parser, () => done.splice(0, done.length));
  } finally {
    zip.close();
  }
}
