import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import fs from 'node:fs';
import postgres from 'postgres';
import { migrationsFolder } from '../paths';
import { lockDataDirectory } from './pglite-lock';
import { startPgliteWorker } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common base of both drivers, so repositories never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL (the durable job queue opens its own small pool with it). */
  url?: string;
  ping: () => Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload, `onConnect` runs each time the listening
   * connection is (re)established (notifications sent while it was down are lost). Resolves with unlisten.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onConnect: () => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Opens the database and applies pending migrations. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    // JIT off for every connection: it compiles only for plans the planner thinks costly — the
    // dashboards' counts over a year of rows — and there took 100–200 ms, more than it saved (decision 0033).
    // No parallel plans: ten pooled connections already share the cores, and starting workers for a
    // search cost more than it saved (decision 0037).
    const client = postgres(options.url, {
      max: 10,
      onnotice: () => undefined,
      connection: { jit: 'off', max_parallel_workers_per_gather: 0 },
    });
    const db = drizzlePostgres({ client, schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await client.end({ timeout: 5 });
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // postgres-js listens on a connection of its own and re-listens after a reconnect.
      listen: async (channel, onMessage, onConnect) => {
        const request = await client.listen(channel, onMessage, onConnect);
        return () => request.unlisten();
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  let release = (): void => undefined;
  if (options.dataDir) {
    release = lockDataDirectory(options.dataDir);
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  try {
    // PGlite runs in a worker thread (with pg_trgm, migration 0005), so its WASM never holds this
    // thread's event loop; the client has the surface drizzle's driver uses (pglite-worker-client.ts).
    const client = await startPgliteWorker(options.dataDir);
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    try {
      await migratePglite(db, { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // One connection, in this process's worker: a NOTIFY reaches the callback before the answer
      // to the statement that sent it.
      listen: async (channel, onMessage, onConnect) => {
        const unlisten = await client.listen(channel, onMessage);
        onConnect();
        return () => unlisten();
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};
