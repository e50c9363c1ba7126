import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { createCsvSheetWriter } from '../csv-sheet-writer';

const collect = async (output: Readable): Promise<{ file: Buffer; pieces: number }> => {
  const parts: Buffer[] = [];
  for await (const chunk of output) parts.push(Buffer.from(chunk as Uint8Array));
  return { file: Buffer.concat(parts), pieces: parts.length };
};

const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('CSV sheet writer', () => {
  it('writes a UTF-8 file with a byte-order mark that spreadsheets and parsers read back cell for cell', async () => {
    const { output, sheet } = createCsvSheetWriter(';');
    const file = collect(output);
    await sheet.addRow(['Nome', 'Influência', 'Notas']);
    await sheet.addRow(['Associação "Córrego"; Feijão', 5, 'linha um\nlinha dois']);
    await sheet.addRow(['Sem notas', 3, null]);
    await sheet.end();
    const { file: buffer } = await file;

    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(buffer.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Nome', 'Influência', 'Notas'],
      ['Associação "Córrego"; Feijão', '5', 'linha um\nlinha dois'],
      ['Sem notas', '3', ''],
    ]);
  });

  it('hands the reader large pieces, not one per row, and loses no row at the end', async () => {
    const { output, sheet } = createCsvSheetWriter(',');
    const file = collect(output);
    const total = 20_000;
    for (let i = 0; i < total; i += 1) await sheet.addRow([`Linha ${i}`, i, `${i * 7919}@example.com`]);
    await sheet.end();
    const { file: buffer, pieces } = await file;

    const rows = parse(buffer.toString('utf8'), { bom: true }) as string[][];
    expect(rows).toHaveLength(total);
    expect(rows[total - 1]).toEqual([
      `Linha ${total - 1}`,
      String(total - 1),
      `${(total - 1) * 7919}@example.com`,
    ]);
    expect(pieces).toBeLessThan(total / 100);
  });

  it('waits for a slow reader instead of buffering the whole file', async () => {
    const { output, sheet } = createCsvSheetWriter(',');
    const total = 50_000;
    let written = 0;
    const writing = (async () => {
      for (let i = 0; i < total; i += 1) {
        await sheet.addRow([`Texto variado da linha ${i}`, i]);
        written += 1;
      }
      await sheet.end();
    })();
    await turns(200);
    expect(written).toBeLessThan(total);
    expect(output.readableLength).toBeLessThan(1024 * 1024);

    const { file } = await collect(output);
    await writing;
    expect(written).toBe(total);
    expect(parse(file.toString('utf8'), { bom: true })).toHaveLength(total);
  });

  it('stops writing when the reader goes away', async () => {
    const { output, sheet } = createCsvSheetWriter(',');
    const writing = (async () => {
      for (let i = 0; i < 100_000; i += 1) await sheet.addRow([`Linha ${i} com algum texto`, i]);
    })();
    await turns(50);
    output.destroy();
    await expect(writing).rejects.toThrow('closed before it was complete');
  });
});
