import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread, behind the part of PGlite's client that drizzle's pglite driver and its
 * migrator use: `query`, `exec`, `transaction` (with `tx.query/exec/rollback`), plus `listen` and
 * `close`. PGlite runs Postgres as WASM on the thread that calls it: in the API's own thread every
 * statement of a 100k-row import blocked the event loop (health, static answers, timers). PGlite's
 * `PGliteWorker` is made for browser tabs (Web Workers, BroadcastChannel, navigator.locks), not
 * Node's worker_threads, hence this small proxy. docs/decisions/0028-job-queue.md.
 *
 * - One connection, as before: a mutex here lets one statement, or one whole transaction, at a time
 *   reach the worker, in the order asked (what PGlite's own mutex did in-process). Nested drizzle
 *   transactions are savepoints: plain statements inside the open one.
 * - Errors come back with PGlite's DatabaseError fields (`code`, `constraint`, `detail`, …) on an
 *   Error of the same name, so `23505` still answers 409.
 * - NOTIFY is forwarded: it arrives before the answer to the statement that caused it, as in-process.
 * - The worker is ref'd only while a request waits for it: an idle open database does not keep the
 *   process alive, as in-process PGlite did not.
 */

/** The worker script: next to this file under tsx/jest (src/db), copied next to each bundle by build.mjs. */
export const pgliteWorkerFile = path.join(__dirname, 'pglite-worker.mjs');

type Row = Record<string, unknown> | unknown[];
export type PgliteResults<T = Row> = {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
};
export type PgliteQueryOptions = {
  rowMode?: 'array' | 'object';
  /** Parsers by type OID; drizzle passes identity functions only, applied as such in the worker. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
};

type PlainError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };
type Notice = { type: 'notify'; listenId: number; payload: string };
type Lifecycle = { type: 'ready' } | { type: 'failed'; error: PlainError };
type Request = { op: string } & Record<string, unknown>;

/** An error thrown in the worker, rebuilt with its fields (PGlite's `code`, `constraint`, `detail`, …). */
export class PgliteError extends Error {
  code?: string;
  constructor(plain: PlainError) {
    super(plain.message);
    Object.assign(this, plain.fields);
    this.name = plain.name;
    if (plain.stack) this.stack = plain.stack;
  }
}

/** A FIFO lock: the work given to it runs after every earlier one has settled. */
const createMutex = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
};

export type PgliteTransaction = {
  query: <T = Row>(
    sql: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ) => Promise<PgliteResults<T>>;
  exec: (sql: string) => Promise<PgliteResults[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

export type PgliteWorkerClient = Pick<PgliteTransaction, 'query' | 'exec'> & {
  transaction: <T>(fn: (tx: PgliteTransaction) => Promise<T>) => Promise<T>;
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Starts the worker and resolves once PGlite is ready in it (dataDir undefined = in memory). */
export const startPgliteWorker = async (dataDir: string | undefined): Promise<PgliteWorkerClient> => {
  const worker = new Worker(pgliteWorkerFile, { workerData: { dataDir } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let gone: Error | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const ready = new Promise<void>((resolve, reject) => {
    const stop = (error: Error) => {
      reject(error);
      gone ??= error;
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    worker.on('message', (message: Reply | Notice | Lifecycle) => {
      if ('type' in message) {
        if (message.type === 'notify') listeners.get(message.listenId)?.(message.payload);
        else if (message.type === 'ready') resolve();
        else reject(new PgliteError(message.error));
        return;
      }
      const call = waiting.get(message.id);
      if (!call) return;
      waiting.delete(message.id);
      if (waiting.size === 0) worker.unref();
      if (message.ok) call.resolve(message.result);
      else call.reject(new PgliteError(message.error));
    });
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the PGlite worker stopped (exit code ${code})`)));
  });
  await ready;
  worker.unref();

  const send = <T>(request: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryRequest = (sql: string, params?: unknown[], options?: PgliteQueryOptions): Request => ({
    op: 'query',
    sql,
    params: params ?? [],
    options: options && {
      rowMode: options.rowMode,
      rawOids: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    },
  });

  const exclusive = createMutex();
  let closing = false;
  const guard = () => {
    if (closing) throw new Error('PGlite is closed');
  };

  return {
    query: (sql, params, options) =>
      exclusive(async () => {
        guard();
        return send(queryRequest(sql, params, options));
      }),
    exec: (sql) =>
      exclusive(async () => {
        guard();
        return send({ op: 'exec', sql });
      }),
    // BEGIN … COMMIT in the worker (PGlite's own transaction()), the mutex held throughout.
    transaction: (fn) =>
      exclusive(async () => {
        guard();
        await send({ op: 'begin' });
        let closed = false;
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const tx: PgliteTransaction = {
          query: async (sql, params, options) => {
            open();
            return send({ ...queryRequest(sql, params, options), tx: true });
          },
          exec: async (sql) => {
            open();
            return send({ op: 'exec', sql, tx: true });
          },
          rollback: async () => {
            open();
            await send({ op: 'rollback' });
            closed = true;
          },
          get closed() {
            return closed;
          },
        };
        let result;
        try {
          result = await fn(tx);
        } catch (error) {
          closed = true;
          // The callback's error is the one to report; a worker that is gone has no transaction left.
          await send({ op: 'end', commit: false }).catch(() => undefined);
          throw error;
        }
        closed = true;
        await send({ op: 'end', commit: true });
        return result;
      }),
    // Outside the mutex, as PGlite's own listen: the worker's PGlite runs it after an open transaction.
    listen: async (channel, onMessage) => {
      const listenId = nextId++;
      listeners.set(listenId, onMessage);
      try {
        await send({ op: 'listen', channel, listenId });
      } catch (error) {
        listeners.delete(listenId);
        throw error;
      }
      return async () => {
        listeners.delete(listenId);
        await send({ op: 'unlisten', listenId });
      };
    },
    // After every statement already asked for; PGlite writes its files out as it closes.
    close: () =>
      exclusive(async () => {
        if (closing) return;
        closing = true;
        if (gone) return;
        worker.ref();
        try {
          await send({ op: 'close' });
        } finally {
          const timer = setTimeout(() => void worker.terminate(), 10_000);
          await exited;
          clearTimeout(timer);
        }
      }),
  };
};
