import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { parseDateTime, parseDay } from '../../../modules/interactions/files/interaction-cells';
import { sheetDateOf } from '../spreadsheet-date';
import { readSheetRows } from '../xlsx-sheet-reader';
import { createXlsxSheetWriter } from '../xlsx-sheet-writer';

const collect = async (output: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const chunk of output) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
};

const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** Each entry's checksum as the zip's directory records it, and the CRC-32 of what the entry holds. */
const entrySums = (buffer: Buffer) =>
  new Promise<Array<{ name: string; recorded: number; actual: number }>>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const sums: Array<{ name: string; recorded: number; actual: number }> = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => {
            sums.push({
              name: entry.fileName,
              recorded: entry.crc32,
              actual: zlib.crc32(Buffer.concat(parts)),
            });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(sums));
      zip.readEntry();
    });
  });

/** One part of the zip, as text. */
const entryText = (buffer: Buffer, name: string) =>
  new Promise<string>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in the file`)));
      zip.readEntry();
    });
  });

describe('XLSX sheet writer', () => {
  it('writes a workbook spreadsheets read: text, numbers, blanks, XML specials, leading spaces', async () => {
    const { output, sheet } = createXlsxSheetWriter('Stakeholders');
    const file = collect(output);
    await sheet.addRow(['name', 'influence', 'notes']);
    await sheet.addRow(['Associação <Córrego> & "Feijão"', 5, '  dois espaços']);
    await sheet.addRow(['Sem notas', 3, null]);
    await sheet.addRow(['Controle\u0007 removido', 1, "'=HYPERLINK()"]);
    await sheet.end();
    const buffer = await file;

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const read = workbook.getWorksheet('Stakeholders');
    expect(read?.rowCount).toBe(4);
    expect((read?.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Associação <Córrego> & "Feijão"',
      5,
      '  dois espaços',
    ]);
    expect((read?.getRow(3).values as unknown[]).slice(1)).toEqual(['Sem notas', 3]);
    expect(read?.getRow(4).getCell(1).value).toBe('Controle removido');

    // The import's own reader sees the same cells.
    const rows: string[][] = [];
    for await (const row of readSheetRows(buffer)) rows.push(row.cells);
    expect(rows[1]).toEqual(['Associação <Córrego> & "Feijão"', '5', '  dois espaços']);
    expect(rows[3]?.[2]).toBe("'=HYPERLINK()");
  });

  it('keeps text that looks like a formula a text cell, marked to stay text when edited', async () => {
    const { output, sheet } = createXlsxSheetWriter('Stakeholders');
    const file = collect(output);
    await sheet.addRow(['=HYPERLINK("http://evil.example")', '+5531999990000', 'Associação']);
    await sheet.end();
    const xml = await entryText(await file, 'xl/worksheets/sheet1.xml');
    const styles = await entryText(await file, 'xl/styles.xml');
    expect(xml).not.toContain('<f>');
    const literal = /<c r="A1" s="(\d+)" t="inlineStr">/.exec(xml)?.[1];
    expect(xml).toContain(`<c r="B1" s="${literal}" t="inlineStr">`);
    expect(xml).toContain('<c r="C1" t="inlineStr">');
    const xfs = /<cellXfs[^>]*>(.*)<\/cellXfs>/.exec(styles)?.[1]?.match(/<xf [^>]*\/>/g) ?? [];
    expect(xfs[Number(literal)]).toContain('quotePrefix="1"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Stakeholders')?.getRow(1).getCell(1).value).toBe(
      '=HYPERLINK("http://evil.example")',
    );
  });

  it('writes a bold header kept in view and date cells a spreadsheet sorts, which the import reads back', async () => {
    const header = { cells: ['Assunto', 'Início', 'Prazo'], widths: [20, 18, 18] };
    const { output, sheet } = createXlsxSheetWriter('Interações', { header });
    const file = collect(output);
    await sheet.addRow(['Reunião', sheetDateOf('10/03/2026 14:05'), sheetDateOf('20/03/2026')]);
    await sheet.addRow(['Visita', sheetDateOf('31/12/2025 23:59'), null]);
    await sheet.end();
    const buffer = await file;

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const read = workbook.getWorksheet('Interações');
    expect((read?.getRow(1).values as unknown[]).slice(1)).toEqual(header.cells);
    expect(read?.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(read?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(read?.getColumn(2).width).toBe(18);
    // Filter buttons on the header, over every row written, named as spreadsheets expect.
    expect(await entryText(buffer, 'xl/worksheets/sheet1.xml')).toContain('<autoFilter ref="A1:C3"/>');
    expect(await entryText(buffer, 'xl/workbook.xml')).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Interações'!$A$1:$C$3</definedName>`,
    );
    expect(read?.getRow(2).getCell(2).value).toEqual(new Date(Date.UTC(2026, 2, 10, 14, 5)));
    expect(read?.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(read?.getRow(2).getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 20)));
    expect(read?.getRow(2).getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(read?.getRow(3).getCell(2).value).toEqual(new Date(Date.UTC(2025, 11, 31, 23, 59)));

    // The import's reader gets the serial; the import's date parsing gives the same wall time back.
    const rows: string[][] = [];
    for await (const row of readSheetRows(buffer)) rows.push(row.cells);
    expect(parseDateTime(rows[1]?.[1] ?? '', 'America/Sao_Paulo')).toBe('2026-03-10T14:05:00-03:00');
    expect(parseDay(rows[1]?.[2] ?? '')).toBe('2026-03-20');
    expect(parseDateTime(rows[2]?.[1] ?? '', 'America/Sao_Paulo')).toBe('2025-12-31T23:59:00-03:00');
  });

  it('shows date cells the way the reader chose to read dates', async () => {
    const formats = { 'MM/dd/yyyy': 'mm/dd/yyyy h:mm AM/PM', 'yyyy-MM-dd': 'yyyy-mm-dd hh:mm' } as const;
    for (const [dateFormat, code] of Object.entries(formats) as Array<[keyof typeof formats, string]>) {
      const { output, sheet } = createXlsxSheetWriter('Interações', { dateFormat });
      const file = collect(output);
      await sheet.addRow([sheetDateOf('10/03/2026 14:05'), sheetDateOf('20/03/2026')]);
      await sheet.end();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
      const row = workbook.getWorksheet('Interações')?.getRow(1);
      expect(row?.getCell(1).numFmt).toBe(code);
      expect(row?.getCell(2).numFmt).toBe(dateFormat.toLowerCase());
      expect(row?.getCell(1).value).toEqual(new Date(Date.UTC(2026, 2, 10, 14, 5)));
    }
  });

  it('records the right checksum of every part, the sheet summed over many pieces (Excel repairs a file whose sums are wrong)', async () => {
    const { output, sheet } = createXlsxSheetWriter('Interações');
    const file = collect(output);
    for (let i = 0; i < 5_000; i += 1) await sheet.addRow([`Reunião na comunidade ${i}`, i, 'Ação ✓']);
    await sheet.end();
    const sums = await entrySums(await file);

    expect(sums.map((s) => s.name)).toContain('xl/worksheets/sheet1.xml');
    for (const sum of sums)
      expect({ name: sum.name, crc: sum.recorded }).toEqual({ name: sum.name, crc: sum.actual });
  });

  it('waits for a slow reader instead of buffering the whole sheet', async () => {
    const { output, sheet } = createXlsxSheetWriter('Stakeholders');
    const total = 50_000;
    let written = 0;
    const text = 'Texto variado para não comprimir tão bem ';
    const writing = (async () => {
      for (let i = 0; i < total; i += 1) {
        await sheet.addRow([`${text}${i}`, i, `${i * 7919}@example.com`]);
        written += 1;
      }
      await sheet.end();
    })();
    // Nobody reads `output` yet: the writer must stop well before the end and hold little. How far it
    // gets depends on when zlib's thread pool hands back compressed pieces (wall time, not event-loop
    // turns), so assert the bound on what is held rather than an exact stopping row.
    await turns(200);
    expect(written).toBeLessThan(total);
    await turns(200);
    expect(written).toBeLessThan(total);
    expect(output.readableLength).toBeLessThan(1024 * 1024);

    const file = await collect(output);
    await writing;
    expect(written).toBe(total);
    // Each wait for the reader cleans up after itself.
    expect(output.listenerCount('close')).toBeLessThanOrEqual(2);
    let rows = 0;
    for await (const _row of readSheetRows(file)) rows += 1;
    expect(rows).toBe(total);
  });

  it('stops writing when the reader goes away', async () => {
    const { output, sheet } = createXlsxSheetWriter('Stakeholders');
    const writing = (async () => {
      for (let i = 0; i < 100_000; i += 1) await sheet.addRow([`Linha ${i} com algum texto`, i]);
    })();
    await turns(50);
    output.destroy();
    await expect(writing).rejects.toThrow('closed before it was complete');
  });
});
