import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * `insert into <table> select * from json_populate_recordset(null::<table>, $1)`: every column of every
 * row in one JSON text (a missing value is null, not the column default: rows carry them all).
 */
export const bulkInsert = async <T extends PgTable>(
  db: Database,
  table: T,
  rows: Array<T['$inferInsert']>,
) => {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
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
