import type { Readable, Writable } from 'node:stream';

/**
 * How an export file's writer hands its pieces on: `write(piece)` writes into `into` and, when that is
 * full, waits until it drains — as fast as the zip and the client go — or until the client goes away
 * (`output` closes), after which every write throws. Memory stays flat whatever the row count.
 */
export const createPieceWriter = (into: Writable, output: Readable) => {
  let closed = false;
  output.once('close', () => {
    closed = true;
  });
  const stopIfClosed = () => {
    if (closed) throw new Error('The export was closed before it was complete');
  };
  return async (piece: string | Buffer): Promise<void> => {
    stopIfClosed();
    if (into.write(piece)) return;
    // Plain listeners, removed by whichever fires: `once` with an AbortSignal made a DOMException (and
    // its stack) on every wait, ~0.1 s of an export's CPU.
    await new Promise<void>((resolve) => {
      const done = () => {
        into.off('drain', done);
        output.off('close', done);
        resolve();
      };
      into.on('drain', done);
      output.on('close', done);
    });
    stopIfClosed();
  };
};
