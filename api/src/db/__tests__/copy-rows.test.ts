import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../testing/test-database';
import type { Database, DatabaseHandle } from '../database';
import { copyField, copyRows } from '../copy-rows';
import { rowsOf } from '../rows-of';

type Note = { id: number; body: string | null };

describe('copyRows (COPY … FROM STDIN inside a transaction)', () => {
  let handle: DatabaseHandle;
  const probeRows = async (db: Database) => {
    return rowsOf(await db.execute(sql`select id, body from copy_probe order by id`));
  };
  const copy = (tx: Database, notes: Note[], ahead: Array<{ sql: string; params: unknown[] }> = []) =>
    copyRows(
      tx,
      'copy_probe',
      ['id', 'body'],
      notes,
      (n) => `${n.id}\t${copyField(n.body)}`,
      () => ahead,
    );

  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(
      sql`create table copy_probe (id int primary key, body text, check (body is null or body <> 'refused'))`,
    );
  });
  afterAll(() => handle.close());
  afterEach(async () => {
    await handle.db.execute(sql`delete from copy_probe`);
  });

  it('writes text with tabs, line breaks, backslashes and a literal \\N exactly, and null as null', async () => {
    const notes: Note[] = [
      { id: 1, body: 'linha 1\nlinha 2\r\n\tfim' },
      { id: 2, body: 'C:\\pasta\\N' },
      { id: 3, body: null },
      { id: 4, body: '' },
    ];
    let copied = false;
    await handle.db.transaction(async (tx) => {
      copied = await copy(tx as unknown as Database, notes);
    });
    // PGlite has no COPY stream: the caller is told to write another way, and nothing was written.
    if (handle.kind === 'pglite') {
      expect(copied).toBe(false);
      expect(await probeRows(handle.db)).toEqual([]);
      return;
    }
    expect(copied).toBe(true);
    expect(await probeRows(handle.db)).toEqual(notes);
  });

  it('lets other requests in while it encodes thousands of lines (a turn of the event loop between chunks)', async () => {
    if (handle.kind === 'pglite') return;
    const notes = Array.from({ length: 4000 }, (_, i) => ({ id: i + 1, body: `nota ${i + 1}` }));
    // Each line costs ~10 µs of this thread: 40 ms in all, well past one slice (time-slice.ts).
    const slowLine = (n: Note) => {
      const until = performance.now() + 0.01;
      while (performance.now() < until);
      return `${n.id}\t${copyField(n.body)}`;
    };
    let turns = 0;
    let encoded = 0;
    let turnsWhileEncoding = 0;
    const ticker = setInterval(() => {
      turns += 1;
      if (encoded > 0 && encoded < notes.length) turnsWhileEncoding += 1;
    }, 0);
    try {
      await handle.db.transaction(async (tx) => {
        await copyRows(tx as unknown as Database, 'copy_probe', ['id', 'body'], notes, (n) => {
          encoded += 1;
          return slowLine(n);
        });
      });
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(0);
    expect(turnsWhileEncoding).toBeGreaterThan(0);
    expect(await probeRows(handle.db)).toHaveLength(notes.length);
  });

  it('rejects with the server error when PostgreSQL refuses a row, and the transaction rolls back', async () => {
    if (handle.kind === 'pglite') return;
    const write = handle.db.transaction(async (tx) => {
      await copy(tx as unknown as Database, [
        { id: 1, body: 'kept until the refusal' },
        { id: 2, body: 'refused' },
      ]);
    });
    await expect(write).rejects.toMatchObject({ code: '23514' });
    expect(await probeRows(handle.db)).toEqual([]);
    // Nothing is left waiting: the next COPY goes through.
    await handle.db.transaction(async (tx) => {
      await copy(tx as unknown as Database, [{ id: 3, body: 'after' }]);
    });
    expect(await probeRows(handle.db)).toEqual([{ id: 3, body: 'after' }]);
  });

  it('runs the statements sent ahead first, in the same transaction, and reports their own failure', async () => {
    if (handle.kind === 'pglite') return;
    await handle.db.transaction(async (tx) => {
      await copy(
        tx as unknown as Database,
        [{ id: 2, body: 'copied' }],
        [{ sql: 'insert into copy_probe (id, body) values ($1, $2)', params: [1, 'ahead'] }],
      );
    });
    expect(await probeRows(handle.db)).toEqual([
      { id: 1, body: 'ahead' },
      { id: 2, body: 'copied' },
    ]);
    await handle.db.execute(sql`delete from copy_probe`);

    const write = handle.db.transaction(async (tx) => {
      await copy(
        tx as unknown as Database,
        [{ id: 2, body: 'copied' }],
        [{ sql: 'insert into copy_probe (id, body) values ($1, $2)', params: [1, 'refused'] }],
      );
    });
    // The check violation of the statement ahead, not the COPY's "transaction is aborted" (25P02).
    await expect(write).rejects.toMatchObject({ code: '23514' });
    expect(await probeRows(handle.db)).toEqual([]);
  });
});
