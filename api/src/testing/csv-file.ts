import { stringify } from 'csv-stringify/sync';

/** A CSV file as a person's spreadsheet writes it: one line a row, fields quoted where they must be. */
export const csvFile = (rows: readonly (readonly string[])[]): Buffer =>
  Buffer.from(stringify(rows as string[][]));
