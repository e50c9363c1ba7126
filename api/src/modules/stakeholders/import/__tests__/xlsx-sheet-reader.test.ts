import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { readSheetRows } from '../xlsx-sheet-reader';

const collect = async (buffer: Buffer) => {
  const rows = [];
  for await (const row of readSheetRows(buffer)) rows.push(row);
  return rows;
};

describe('xlsx sheet reader', () => {
  it('keeps multi-byte characters whole across inflated chunks, in shared and inline strings', async () => {
    const names = Array.from({ length: 4000 }, (_, i) => `Araçaí ${i} — São João d'Aliança ✓`);
    for (const useSharedStrings of [true, false]) {
      const out: Buffer[] = [];
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => out.push(chunk));
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings });
      const sheet = workbook.addWorksheet('Dados');
      sheet.addRow(['name', 'n']).commit();
      names.forEach((name, i) => sheet.addRow([name, i]).commit());
      sheet.commit();
      await workbook.commit();
      const rows = await collect(Buffer.concat(out));
      expect(rows).toHaveLength(names.length + 1);
      expect(rows.slice(1).map((r) => r.cells[0])).toEqual(names);
      expect(rows[4000]).toEqual({ line: 4001, cells: [names[3999], '3999'] });
    }
  });

  it('reads sparse cells, formulas, booleans and the first sheet only', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Primeira');
    first.getCell('A1').value = 'a';
    first.getCell('C1').value = { formula: '1+1', result: 2 };
    first.getCell('B3').value = true;
    first.getCell('D3').value = { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] };
    workbook.addWorksheet('Segunda').getCell('A1').value = 'ignored';
    const rows = await collect(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { line: 1, cells: ['a', '', '2'] },
      { line: 3, cells: ['', 'TRUE', '', 'rich text'] },
    ]);
  });
});
