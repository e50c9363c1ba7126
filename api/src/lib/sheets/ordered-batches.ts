import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

/** A uuid and its comma in an id list. */
const ID_WIDTH = 37;

export type OrderedBatchOptions = {
  /** Rows per read: enough to keep the database busy, few enough to keep memory flat. */
  size?: number;
  /**
   * Reads in flight while the current batch is written, each on its own pooled connection: the
   * database's work and the file's overlap, and on two cores the database's reads overlap each other.
   */
  ahead?: number;
};

/**
 * A search's ids in its order, as one string (uuids joined by commas): read once when an export starts,
 * so rows edited or created meanwhile neither repeat nor go missing, as they would with pages by offset.
 */
export const idsInOrder = async (
  db: Database,
  table: PgTable,
  id: AnyPgColumn,
  order: SQL,
  where: SQL | undefined,
): Promise<string> => {
  const [list] = await db
    .select({ ids: sql<string>`coalesce(string_agg(${id}::text, ',' order by ${order}), '')` })
    .from(table)
    .where(where);
  return list?.ids ?? '';
};

/** The ids of one slice, in its order: for a batch read by `id = any(…)`, put back in order. */
export const sliceIds = (slice: string): string[] => (slice ? slice.split(',') : []);

/**
 * The rows of an export, in the search's order: `ids` is that order as one string (idsInOrder: a 100k
 * export's list costs a few MB, not 100k objects), and `read` turns one slice of it (a single
 * parameter) into the slice's rows, in the same order.
 */
export async function* readInOrder<T>(
  ids: string,
  read: (slice: string) => Promise<T[]>,
  options: OrderedBatchOptions = {},
): AsyncGenerator<T> {
  for await (const rows of readBatchesInOrder(ids, read, options)) yield* rows;
}

/** readInOrder, a batch at a time. */
export async function* readBatchesInOrder<T>(
  ids: string,
  read: (slice: string) => Promise<T[]>,
  { size = 1000, ahead = 2 }: OrderedBatchOptions = {},
): AsyncGenerator<T[]> {
  const count = ids.length === 0 ? 0 : (ids.length + 1) / ID_WIDTH;
  let from = 0;
  const queue: Promise<T[]>[] = [];
  const readNext = () => {
    if (from >= count) return;
    const reading = read(ids.slice(from * ID_WIDTH, Math.min(count, from + size) * ID_WIDTH - 1));
    // A reader that stops early (the client went away) leaves reads in flight: their failure is nobody's.
    reading.catch(() => undefined);
    queue.push(reading);
    from += size;
  };
  for (let i = 0; i <= ahead; i += 1) readNext();
  while (queue.length > 0) {
    const rows = await (queue.shift() as Promise<T[]>);
    readNext();
    yield rows;
  }
}
