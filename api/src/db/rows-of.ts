/** The rows of a raw `db.execute`: postgres-js answers an array of rows, PGlite an object holding them. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
