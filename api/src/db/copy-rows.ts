import { is } from 'drizzle-orm';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createTimeSlice } from '../lib/sheets/time-slice';
import type { Database } from './database';

/** A value COPY's text format can carry: null is `\N`, the rest as text. */
export type CopyValue = string | number | boolean | null | undefined;

type CopyQuery = Promise<unknown> & {
  writable: () => Promise<Writable>;
  execute: () => CopyQuery;
  reject: (error: unknown) => void;
};
type CopyClient = { unsafe: (query: string, parameters?: unknown[]) => CopyQuery };

/** A statement with $n placeholders, as PgDialect.sqlToQuery gives it. */
export type PlainStatement = { sql: string; params: unknown[] };

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One field in COPY's text format (backslash, tab and line breaks escaped). */
export const copyField = (value: CopyValue): string => {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c] as string) : value;
};

/** The postgres-js connection behind a drizzle database or transaction; null on PGlite. */
const copyClientOf = (exec: Database): CopyClient | null => {
  const session: unknown = (exec as unknown as { session?: unknown }).session;
  return is(session, PostgresJsSession) ? (session as unknown as { client: CopyClient }).client : null;
};

/** Lines sent per CopyData message: big enough to keep the round trips few, small enough to stream. */
const LINES_PER_CHUNK = 500;

/**
 * `COPY table (columns) FROM STDIN` through `exec` (a transaction: one connection), one line
 * per row built by `line` with copyField. PostgreSQL writes the rows in batches (heap multi-insert)
 * and parses no JSON: a 100k-row import spends far less time in its one writing backend than with
 * INSERT … SELECT FROM jsonb_to_recordset. `ahead`: statements sent on the same connection just
 * before the COPY, so the server runs them and goes on to the COPY without waiting for this thread
 * (a statement sent while a COPY runs would break the protocol); built only when the COPY happens. Resolves once all are done, false
 * without doing anything when `exec` is not on postgres-js (PGlite): the caller writes another way.
 */
export const copyRows = async <T>(
  exec: Database,
  table: string,
  columns: readonly string[],
  rows: readonly T[],
  line: (row: T) => string,
  ahead: () => readonly PlainStatement[] = () => [],
): Promise<boolean> => {
  const client = copyClientOf(exec);
  if (!client) return false;
  // execute() hands each to the connection now, in this order, before the COPY below.
  const sent = ahead().map((statement) => client.unsafe(statement.sql, statement.params).execute());
  const done = Promise.all(sent);
  done.catch(() => undefined);
  if (rows.length === 0) {
    await done;
    return true;
  }
  const query = client.unsafe(`copy ${table} (${columns.join(', ')}) from stdin`);
  // postgres-js 3.4.9 never settles the stream when the server refuses the data after the last line
  // (porsager/postgres#1173: the error only reaches the query's reject, whose promise already
  // resolved with the stream). Watching that reject turns the hang into the server's error, and
  // the caller's transaction rolls back.
  let refuse: (error: unknown) => void = () => undefined;
  const refused = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  refused.catch(() => undefined);
  const reject = query.reject;
  query.reject = (error: unknown) => {
    reject(error);
    refuse(error);
  };
  let stream: Writable;
  try {
    stream = await query.writable();
  } catch (error) {
    // A failed statement ahead aborts the transaction, and the COPY fails for that: report the cause.
    await done;
    throw error;
  }
  // Encoding thousands of lines is one stretch of this thread: other requests get a turn of the
  // event loop between chunks (time-slice.ts), as every loop of an import does (decision 0028).
  const slice = createTimeSlice();
  for (let start = 0; start < rows.length; start += LINES_PER_CHUNK) {
    let chunk = '';
    const end = Math.min(rows.length, start + LINES_PER_CHUNK);
    for (let i = start; i < end; i++) chunk += `${line(rows[i] as T)}\n`;
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), refused]);
    else if (slice.due()) await slice.pause();
  }
  stream.end();
  await Promise.all([done, Promise.race([finished(stream), refused])]);
  return true;
};
