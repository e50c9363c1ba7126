import { setImmediate } from 'node:timers/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert } from './bulk-insert';
import { copyField, copyRows } from './copy-rows';
import type { Database } from './database';

/** Lines joined into one piece: one COPY statement each, with the event loop let through between them. */
const LINES_PER_PIECE = 1000;

/** An element of a PostgreSQL array literal: numbers as they are, text double-quoted. */
const arrayElement = (value: unknown): string =>
  typeof value === 'number' ? String(value) : `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** One column's value as COPY text, by the column's kind (bulkInsert's rules: missing is null). */
const encoderOf = (dataType: string): ((value: unknown) => string) => {
  if (dataType === 'json')
    return (v) => (v === null || v === undefined ? '\\N' : copyField(JSON.stringify(v)));
  if (dataType === 'array')
    return (v) =>
      v === null || v === undefined ? '\\N' : copyField(`{${(v as unknown[]).map(arrayElement).join(',')}}`);
  return (v) =>
    v instanceof Date ? v.toISOString() : copyField(v as string | number | boolean | null | undefined);
};

/**
 * The rows of one drizzle table that a batch inserts, every column as bulkInsert writes them (a
 * missing value is null, not the column default). PostgreSQL (`copy`): each row becomes its COPY line
 * as it is added, so the row objects die young and the batch waits as a few flat strings; written
 * by copyRows on the caller's transaction. PGlite (no COPY stream): the objects, for bulkInsert.
 */
export const createTableRows = <T extends PgTable>(table: T, copy: boolean) => {
  const columns = Object.entries(getTableColumns(table));
  const keys = columns.map(([key]) => key);
  const encoders = columns.map(([, column]) => encoderOf(column.dataType));
  const pieces: string[] = [];
  let lines: string[] = [];
  const objects: Array<T['$inferInsert']> = [];
  const endPiece = () => {
    if (lines.length > 0) pieces.push(lines.join('\n'));
    lines = [];
  };
  return {
    add: (row: T['$inferInsert']) => {
      if (!copy) {
        objects.push(row);
        return;
      }
      const values = row as Record<string, unknown>;
      let line = encoders[0]?.(values[keys[0] as string]) ?? '';
      for (let i = 1; i < keys.length; i += 1)
        line += `\t${(encoders[i] as (v: unknown) => string)(values[keys[i] as string])}`;
      lines.push(line);
      if (lines.length === LINES_PER_PIECE) endPiece();
    },
    /** Inserts the rows through `exec` (the import's transaction: COPY needs one connection). */
    write: async (exec: Database): Promise<void> => {
      if (copy) {
        endPiece();
        const name = getTableName(table);
        const names = columns.map(([, column]) => `"${column.name}"`);
        for (const [i, piece] of pieces.entries()) {
          if (i > 0) await setImmediate();
          // A piece is its lines joined: copyRows ends it with the last line's newline.
          if (!(await copyRows(exec, name, names, [piece], (p) => p)))
            throw new Error('COPY needs the PostgreSQL driver (postgres-js)');
        }
        return;
      }
      await bulkInsert(exec, table, objects);
    },
  };
};

export type TableRows<T extends PgTable> = ReturnType<typeof createTableRows<T>>;
