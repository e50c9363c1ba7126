import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { copyField, copyRows } from './copy-rows';
import type { Database } from './database';

/** An array element inside a PostgreSQL array literal: numbers as they are, text quoted. */
const arrayElement = (value: unknown): string =>
  value === null || value === undefined
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `"${String(value instanceof Date ? value.toISOString() : value).replace(/["\\]/g, '\\$&')}"`;

/** A value as COPY's text format carries it in this column (arrays as `{…}`, jsonb as JSON). */
const copyValue = (column: PgColumn, value: unknown): string => {
  if (value === null || value === undefined) return '\\N';
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson')
    return copyField(JSON.stringify(value));
  if (value instanceof Date) return value.toISOString();
  if (column.columnType === 'PgArray')
    return copyField(`{${(value as unknown[]).map(arrayElement).join(',')}}`);
  return copyField(value as string | number | boolean);
};

/**
 * Rows written in one go, every column of every row given (a missing value is null, not the column
 * default). PostgreSQL: `COPY … FROM STDIN` (copy-rows.ts): no JSON to build here nor to parse in the
 * backend, and the heap takes the rows in multi-inserts — an interaction import spent most of its
 * database time parsing the JSON of the statement below. PGlite (no COPY from a client):
 * `insert into <table> select * from json_populate_recordset(null::<table>, $1)`.
 */
export const bulkInsert = async <T extends PgTable>(
  db: Database,
  table: T,
  rows: Array<T['$inferInsert']>,
) => {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const line = (row: T['$inferInsert']) =>
    columns.map(([key, column]) => copyValue(column, (row as Record<string, unknown>)[key])).join('\t');
  const names = columns.map(([, column]) => `"${column.name}"`);
  if (await copyRows(db, `"${getTableName(table)}"`, names, rows, line)) return;
  const json = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  await db.execute(
    sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`,
  );
};
