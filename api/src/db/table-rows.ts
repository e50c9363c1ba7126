import { setImmediate } from 'node:timers/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert } from './bulk-insert';
import { copyField, copyRows } from './copy-rows';
import type { Database } from './database';

/** Lines per COPY statement, with the event loop let through between statements. */
const LINES_PER_COPY = 1000;

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
 * as it is added, so the row object dies young and the batch waits as flat strings, sent by copyRows
 * on the caller's transaction LINES_PER_COPY at a time (not joined first: a joined piece is another
 * copy of the text, in the large-object space until the next full GC). PGlite (no COPY stream): the
 * objects, for bulkInsert.
 */
export const createTableRows = <T extends PgTable>(table: T, copy: boolean) => {
  const columns = Object.entries(getTableColumns(table));
  const keys = columns.map(([key]) => key);
  const encoders = columns.map(([, column]) => encoderOf(column.dataType));
  const lines: string[] = [];
  const objects: Array<T['$inferInsert']> = [];
  return {
    add: (row: T['$inferInsert']) => {
      if (!copy) {
        objects.push(row);
        return;
      }
      const values = row as Record<string, unknown>;
      // Joined, not concatenated: one flat string, not a rope of 60-odd parts kept until the write.
      const fields = new Array<string>(keys.length);
      for (let i = 0; i < keys.length; i += 1)
        fields[i] = (encoders[i] as (v: unknown) => string)(values[keys[i] as string]);
      lines.push(fields.join('\t'));
    },
    /** Inserts the rows through `exec` (the import's transaction: COPY needs one connection). */
    write: async (exec: Database): Promise<void> => {
      if (!copy) return bulkInsert(exec, table, objects);
      const name = getTableName(table);
      const names = columns.map(([, column]) => `"${column.name}"`);
      for (let start = 0; start < lines.length; start += LINES_PER_COPY) {
        // The event loop goes through between statements: copyRows writes one without a turn.
        if (start > 0) await setImmediate();
        const part = lines.slice(start, start + LINES_PER_COPY);
        if (!(await copyRows(exec, name, names, part, (line) => line)))
          throw new Error('COPY needs the PostgreSQL driver (postgres-js)');
      }
      lines.length = 0;
    },
  };
};

export type TableRows<T extends PgTable> = ReturnType<typeof createTableRows<T>>;
