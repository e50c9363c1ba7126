// PGlite in a worker thread (docs/decisions/0028-job-queue.md, "PGlite off the main thread"): its WASM
// runs here, so a long statement never blocks the API's event loop. The other end is
// pglite-worker-client.ts. Plain JavaScript so that tsx, jest and the compiled build (which copies
// this file next to the bundle) all start it as it is.
//
// Messages in:  { id, op: 'query' | 'exec' | 'begin' | 'end' | 'rollback' | 'listen' | 'unlisten' | 'close', ... }
// Messages out: { type: 'ready' } | { type: 'failed', error } | { type: 'notify', listenId, payload }
//               | { id, ok: true, result } | { id, ok: false, error }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Errors cross the thread as plain objects: PGlite's DatabaseError fields kept, functions left out. */
const plainError = (error) => {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // not cloneable: left out
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
};

/** drizzle passes identity parsers only (timestamps, dates, intervals and their arrays kept as text). */
const queryOptions = (options) => {
  if (!options) return undefined;
  const { rowMode, rawOids } = options;
  const parsers = rawOids?.length
    ? Object.fromEntries(rawOids.map((oid) => [oid, (value) => value]))
    : undefined;
  return { rowMode, parsers };
};

/** Ends the open transaction with a ROLLBACK when the client asks for one (see `end`). */
const CLIENT_ROLLBACK = new Error('rolled back by the client');
/** The one open transaction: PGlite's own, held open until the client ends it. */
let open = null;
const current = () => {
  if (!open) throw new Error('No transaction is open');
  return open.tx;
};
const listeners = new Map();

const handlers = {
  query: ({ sql, params, options, tx }) =>
    tx ? current().query(sql, params, queryOptions(options)) : db.query(sql, params, queryOptions(options)),
  exec: ({ sql, tx }) => (tx ? current().exec(sql) : db.exec(sql)),
  // PGlite's transaction() runs BEGIN, then the callback, whose promise the client settles with `end`.
  begin: () =>
    new Promise((started, failed) => {
      const done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            open = { tx, done, finish: (ok) => (ok ? commit() : rollback(CLIENT_ROLLBACK)) };
            started();
          }),
      );
      done.then(
        () => (open = null),
        (error) => {
          open = null;
          failed(error); // BEGIN itself failed; a no-op once started
        },
      );
    }),
  // COMMIT (or ROLLBACK), answered once PGlite has run it: a COMMIT that rolled back rejects (25P02).
  end: async ({ commit }) => {
    if (!open) throw new Error('No transaction is open');
    const { done, finish } = open;
    finish(commit);
    try {
      await done;
    } catch (error) {
      if (error !== CLIENT_ROLLBACK) throw error;
    }
  },
  rollback: () => current().rollback(),
  listen: async ({ channel, listenId }) => {
    const unlisten = await db.listen(channel, (payload) =>
      parentPort.postMessage({ type: 'notify', listenId, payload }),
    );
    listeners.set(listenId, unlisten);
  },
  unlisten: async ({ listenId }) => {
    const unlisten = listeners.get(listenId);
    listeners.delete(listenId);
    if (unlisten) await unlisten();
  },
  close: async () => {
    await db.close();
    // The thread ends once its port is closed, after this answer has gone out.
    setImmediate(() => parentPort.close());
  },
};

let db;
try {
  const extensions = { pg_trgm, btree_gin };
  db = workerData.dataDir
    ? await PGlite.create(workerData.dataDir, { extensions })
    : await PGlite.create({ extensions });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: plainError(error) });
  parentPort.close();
}

// Each message is handled as it arrives (never awaiting the one before): PGlite's own mutexes keep
// them in order, and the client sends a transaction's statements one after the other.
parentPort.on('message', (message) => {
  const handler = handlers[message.op];
  Promise.resolve()
    .then(() => (handler ? handler(message) : Promise.reject(new Error(`unknown op ${message.op}`))))
    .then(
      (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
      (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
});
