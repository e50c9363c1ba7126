import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { createPieceWriter } from './piece-writer';
import type { SheetWriter } from './xlsx-sheet-writer';

/** The reply is handed pieces of about this many bytes. */
const FLUSH_AT = 64 * 1024;

/**
 * A CSV file written as it goes, with the same shape as the XLSX writer: csv-stringify's text is
 * gathered and the reply gets pieces of ~64 KB, where piping the stringifier handed the socket every
 * row on its own (100k writes for a 100k export). Each write waits while the reader of `output` is
 * behind, so memory stays flat whatever the row count.
 */
export const createCsvSheetWriter = (
  delimiter: ',' | ';',
): { output: Readable; sheet: SheetWriter<string | number | null> } => {
  const output = new PassThrough({ highWaterMark: FLUSH_AT });
  // A byte-order mark first, so Excel reads the file as UTF-8.
  let pending: Buffer[] = [Buffer.from('\uFEFF')];
  let size = pending[0]?.length ?? 0;
  const write = createPieceWriter(output, output);

  const csv = stringify({ delimiter });
  csv.on('data', (piece: Buffer) => {
    pending.push(piece);
    size += piece.length;
  });

  const flush = async () => {
    if (size === 0) return;
    const chunk = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    await write(chunk);
  };

  return {
    output,
    sheet: {
      addRow: async (cells) => {
        csv.write(cells);
        if (size >= FLUSH_AT) await flush();
      },
      end: async () => {
        // Whatever the stringifier still holds comes out before its 'end'.
        const ended = once(csv, 'end');
        csv.end();
        await ended;
        await flush();
        output.end();
      },
    },
  };
};
