import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../testing/test-database';
import { bulkInsert } from '../bulk-insert';
import type { DatabaseHandle } from '../database';
import { rowsOf } from '../rows-of';

/** Every kind of column an import or a seed writes in bulk. */
const probe = pgTable('bulk_probe', {
  n: integer('n').notNull(),
  label: text('label'),
  at: timestamp('at', { withTimezone: true }),
  day: date('day'),
  flag: boolean('flag').notNull(),
  ratio: doublePrecision('ratio'),
  goals: smallint('goals').array().notNull(),
  refs: uuid('refs').array().notNull(),
  words: text('words').array().$type<Array<string | null>>(),
  changes: jsonb('changes').$type<unknown>(),
});

describe('bulkInsert (COPY on PostgreSQL, a JSON recordset on PGlite)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`create table bulk_probe (n int not null, label text, at timestamptz, day date,
      flag boolean not null, ratio double precision, goals smallint[] not null, refs uuid[] not null,
      words text[], changes jsonb)`);
  });
  afterAll(() => handle.close());

  it('stores each value as given: text with tabs and backslashes, dates, arrays, JSON and nulls', async () => {
    const at = new Date('2026-03-04T12:34:56.789Z');
    const id = '0b7f3e1a-7c1e-4c2a-9d55-0e4f4a1b2c3d';
    const changes = [{ field: 'subject', before: 'a\tb', after: 'C:\\pasta\\N "x"' }];
    await handle.db.transaction(async (tx) => {
      await bulkInsert(tx as never, probe, [
        {
          n: 1,
          label: 'linha 1\nlinha 2\t"aspas" \\N fim',
          at,
          day: '2026-03-04',
          flag: true,
          ratio: -19.9167,
          goals: [1, 17],
          refs: [id],
          words: ['a "b"', 'c\\d', null, 'e,f', 'g{h}'],
          changes,
        },
        {
          n: 2,
          label: null,
          at: null,
          day: null,
          flag: false,
          ratio: null,
          goals: [],
          refs: [],
          words: null,
          changes: null,
        },
        // A JSON value that is a bare string stays a JSON string.
        {
          n: 3,
          label: '',
          at: null,
          day: null,
          flag: true,
          ratio: 0,
          goals: [],
          refs: [],
          words: [],
          changes: 'texto',
        },
      ]);
    });
    const rows = rowsOf<Record<string, unknown>>(
      await handle.db.execute(sql`select n, label, to_json(at) #>> '{}' as at, day::text as day, flag, ratio,
        to_json(goals)::text as goals, to_json(refs)::text as refs, to_json(words)::text as words, changes::text as changes from bulk_probe order by n`),
    ).map((r) => ({
      ...r,
      // JSON as text from both drivers, parsed here.
      ...Object.fromEntries(
        ['goals', 'refs', 'words', 'changes'].map((k) => [
          k,
          r[k] === null ? null : JSON.parse(r[k] as string),
        ]),
      ),
    }));
    expect(rows).toEqual([
      {
        n: 1,
        label: 'linha 1\nlinha 2\t"aspas" \\N fim',
        at: expect.stringMatching(/^2026-03-04T12:34:56\.789/),
        day: '2026-03-04',
        flag: true,
        ratio: -19.9167,
        goals: [1, 17],
        refs: [id],
        words: ['a "b"', 'c\\d', null, 'e,f', 'g{h}'],
        changes,
      },
      {
        n: 2,
        label: null,
        at: null,
        day: null,
        flag: false,
        ratio: null,
        goals: [],
        refs: [],
        words: null,
        changes: null,
      },
      {
        n: 3,
        label: '',
        at: null,
        day: null,
        flag: true,
        ratio: 0,
        goals: [],
        refs: [],
        words: [],
        changes: 'texto',
      },
    ]);
  });
});
