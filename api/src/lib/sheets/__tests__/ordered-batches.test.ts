import { randomUUID } from 'node:crypto';
import { readInOrder } from '../ordered-batches';

const idList = (n: number): string[] => Array.from({ length: n }, () => randomUUID());

/** A read answering after `delay(slice)` turns of the event loop, counting the reads in flight. */
const reader = (delay: (slice: string[]) => number) => {
  let inFlight = 0;
  let most = 0;
  const read = async (slice: string) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    const ids = slice.split(',');
    for (let turn = delay(ids); turn > 0; turn -= 1) await new Promise((r) => setImmediate(r));
    inFlight -= 1;
    return ids;
  };
  return { read, most: () => most };
};

describe('readInOrder: an export file in the search order, several batches read at once', () => {
  it('gives every row once, in the order of the id list, though later batches answer first', async () => {
    const ids = idList(11);
    // The later a batch, the sooner it answers: order can only come from the reader.
    const { read, most } = reader((slice) => 20 - ids.indexOf(slice[0] as string));
    const rows: string[] = [];
    for await (const row of readInOrder(ids.join(','), read, { size: 3, ahead: 2 })) rows.push(row);
    expect(rows).toEqual(ids);
    expect(most()).toBe(3);
  });

  it('keeps at most `ahead` batches in flight beside the one being written', async () => {
    const ids = idList(40);
    const { read, most } = reader(() => 2);
    let seen = 0;
    for await (const _ of readInOrder(ids.join(','), read, { size: 4, ahead: 1 })) seen += 1;
    expect(seen).toBe(40);
    expect(most()).toBe(2);
  });

  it('reads nothing for an empty search', async () => {
    const read = jest.fn(async (slice: string) => slice.split(','));
    const rows: string[] = [];
    for await (const row of readInOrder('', read)) rows.push(row);
    expect(rows).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  it('stops cleanly when the client goes away, even if a read in flight then fails', async () => {
    const ids = idList(9);
    let call = 0;
    const read = async (slice: string) => {
      call += 1;
      if (call === 3) throw new Error('connection closed');
      return slice.split(',');
    };
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      for await (const row of readInOrder(ids.join(','), read, { size: 3, ahead: 2 })) {
        expect(row).toBe(ids[0]);
        break;
      }
      await new Promise((r) => setImmediate(r));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
