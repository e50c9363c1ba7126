import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { startPgliteWorker, type PgliteWorkerClient } from '../pglite-worker-client';

/**
 * PGlite runs in a worker thread (docs/decisions/0028-job-queue.md, "PGlite off the main thread"):
 * a long statement no longer holds the API's event loop. PGlite only: on PostgreSQL the statements
 * run in another process anyway.
 */
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

onPglite('PGlite in a worker thread: the API stays responsive', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers GET /manager/api/health and fires timers while a long statement runs', async () => {
    const order: string[] = [];
    // Two seconds of work in the database; before, it ran on this thread and nothing else could.
    const long = ctx.database.db.execute(sql`select pg_sleep(2)`).then(() => order.push('statement'));
    const timer = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer'));
    const health = await ctx.app.inject({ method: 'GET', url: '/manager/api/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    await timer;
    expect(order).toEqual(expect.arrayContaining(['health', 'timer']));
    expect(order).not.toContain('statement');
    await long;
    expect(order[order.length - 1]).toBe('statement');
  });

  it('keeps the shape of database errors: a duplicate still answers its code and constraint', async () => {
    await ctx.database.db.execute(sql`create table worker_unique (id int primary key)`);
    await ctx.database.db.execute(sql`insert into worker_unique values (1)`);
    const failure = await ctx.database.db.execute(sql`insert into worker_unique values (1)`).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { cause?: unknown }).cause).toMatchObject({
      code: '23505',
      constraint: 'worker_unique_pkey',
      detail: 'Key (id)=(1) already exists.',
      table: 'worker_unique',
    });
  });
});

onPglite('PGlite worker client', () => {
  let client: PgliteWorkerClient;
  beforeAll(async () => {
    client = await startPgliteWorker(undefined);
    await client.exec('create table items (id int primary key, name text)');
  });
  afterAll(() => client.close());

  it('holds other statements until the open transaction ends, and rolls back on error', async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items values ($1, $2)', [1, 'um']);
      inside();
      await held;
      await tx.query('insert into items values ($1, $2)', [2, 'dois']);
    });
    await entered;
    // Asked while the transaction is open: answered after its COMMIT, so it sees both rows.
    const outside = client.query<{ n: number }>('select count(*)::int as n from items');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);

    const failed = client.transaction(async (tx) => {
      await tx.query('insert into items values (3, $1)', ['três']);
      await tx.query('insert into items values (1, $1)', ['repetido']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    const { rows } = await client.query('select id from items order by id', [], { rowMode: 'array' });
    expect(rows).toEqual([[1], [2]]);
  });

  it('rolls back on tx.rollback and keeps savepoints inside a transaction', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into items values (10, $1)', ['descartado']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    await client.transaction(async (tx) => {
      await tx.exec('savepoint sp1');
      await tx.query('insert into items values (11, $1)', ['desfeito']);
      await tx.exec('rollback to savepoint sp1');
      await tx.query('insert into items values (12, $1)', ['mantido']);
    });
    const { rows } = await client.query<{ id: number }>('select id from items where id >= 10 order by id');
    expect(rows).toEqual([{ id: 12 }]);
  });

  it('forwards NOTIFY before the answer to the statement that sent it, and stops on unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('worker_channel', (payload) => heard.push(payload));
    await client.query(`select pg_notify('worker_channel', 'primeiro')`);
    expect(heard).toEqual(['primeiro']);
    await unlisten();
    await client.query(`select pg_notify('worker_channel', 'segundo')`);
    expect(heard).toEqual(['primeiro']);
  });

  it('keeps timestamps as text when drizzle asks for it (identity parsers by OID)', async () => {
    const at = '2026-01-02 03:04:05+00';
    const raw = await client.query<{ at: unknown }>(`select $1::timestamptz as at`, [at], {
      parsers: { 1184: (value: string) => value },
    });
    expect(raw.rows[0]?.at).toBe(at);
    const parsed = await client.query<{ at: unknown }>(`select $1::timestamptz as at`, [at]);
    // A Date made by the message port (in jest, another realm's Date: checked by its tag).
    expect(Object.prototype.toString.call(parsed.rows[0]?.at)).toBe('[object Date]');
  });
});

onPglite('PGlite worker on a data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conexoes-worker-')), 'pglite');
  });
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('writes its files out on close: a new worker finds what the first one committed', async () => {
    const first = await startPgliteWorker(dir);
    await first.exec(`create table kept (name text); insert into kept values ('guardado')`);
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow('PGlite is closed');

    const second = await startPgliteWorker(dir);
    try {
      expect((await second.query('select name from kept')).rows).toEqual([{ name: 'guardado' }]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
