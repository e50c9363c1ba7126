import { LRUCache } from 'lru-cache';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/*
 * The three ways a register search (commitments, interactions) reaches its page, built once per query
 * shape with placeholders and prepared (decisions 0022, 0033, 0037):
 * - few matches: found first by whichever index the filters favour, counted and the page sorted among
 *   them in one pass, up to `countLimit` past the page's start;
 * - many (the count reached that limit): the page read along the sort's index;
 * - words alone past the total's cap (`firstLimit`): the page looked for among the first `probe` rows of
 *   the sort's order, read on its index alone, before counting further.
 */

/** A sort: its key (a column or an expression), direction and where nulls go. */
export type SearchSort = { key: AnyPgColumn | SQL; direction: 'asc' | 'desc'; nulls?: SQL };

/** The ORDER BY of a sort over any key and id: the register's, the matches' subquery's, the probe's. */
export const orderOn = (
  { direction, nulls }: SearchSort,
  key: AnyPgColumn | SQL | SQL.Aliased,
  id: AnyPgColumn,
): SQL[] => [sql`${key} ${sql.raw(direction)}${nulls ?? sql``}`, direction === 'asc' ? asc(id) : desc(id)];

/** The values every path takes, besides the filters' own placeholders. */
export type PathValues = {
  size: number;
  offset: number;
  countLimit: number;
  firstLimit: number;
  probe: number;
};

const limitOf = (name: string) => sql.placeholder(name) as unknown as number;

/**
 * The statements of one shape. `probe` (the same table under an alias, its tenant's live rows and the
 * same sort on it) is given only for a shape made of words alone.
 */
export const prepareSearchPaths = (
  db: Database,
  name: string,
  shape: {
    table: PgTable;
    id: AnyPgColumn;
    where: SQL | undefined;
    sort: SearchSort;
    probe?: { table: PgTable; id: AnyPgColumn; where: SQL | undefined; sort: SearchSort };
  },
) => {
  const { table, id, where, sort } = shape;
  const page = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...orderOn(sort, sort.key, id))
    .limit(limitOf('size'))
    .offset(limitOf('offset'))
    .prepare(`${name}_page`);
  const matches = db
    .select({ id, key: sql`${sort.key}`.as('sort_key') })
    .from(table)
    .where(where)
    .limit(limitOf('countLimit'))
    .as('matches');
  const fewPage = db
    .select({ id: matches.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(...orderOn(sort, matches.key, matches.id))
    .limit(limitOf('size'))
    .offset(limitOf('offset'))
    .prepare(`${name}_few`);
  const { probe } = shape;
  const probePage = probe
    ? db
        .select({ id })
        .from(table)
        .where(
          and(
            where,
            sql`${id} = any(array(${db
              .select({ id: probe.id })
              .from(probe.table)
              .where(probe.where)
              .orderBy(...orderOn(probe.sort, probe.sort.key, probe.id))
              .limit(limitOf('probe'))}))`,
          ),
        )
        .orderBy(...orderOn(sort, sort.key, id))
        .limit(limitOf('size'))
        .offset(limitOf('offset'))
        .prepare(`${name}_probe`)
    : null;
  const counted = db
    .select({ n: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .limit(limitOf('countLimit'))
        .as('m'),
    )
    .prepare(`${name}_count`);
  return { page, fewPage, probePage, counted };
};
export type SearchPaths = ReturnType<typeof prepareSearchPaths>;

/** The page's ids and the matches counted (up to the limit that decided the path). */
const findPage = async (
  paths: SearchPaths,
  values: Record<string, unknown> & PathValues,
): Promise<{ ids: string[]; n: number }> => {
  const { fewPage, probePage, page, counted } = paths;
  const { offset, countLimit, firstLimit, size } = values;
  const pass = async (limit: number) => {
    const few = await fewPage.execute({ ...values, countLimit: limit });
    // An empty page says only that the matches end before it: the count tells the total.
    const n =
      few[0]?.n ?? (offset > 0 ? ((await counted.execute({ ...values, countLimit: limit }))[0]?.n ?? 0) : 0);
    return { few, n };
  };
  let { few, n } = await pass(probePage ? firstLimit : countLimit);
  let found: Array<{ id: unknown }> = few;
  if (probePage && n >= firstLimit) {
    // Past the total's cap: the page among the first rows of the sort's order, else the long pass.
    found = await probePage.execute(values);
    if (found.length < size) {
      ({ few, n } = await pass(countLimit));
      found = n >= countLimit ? await page.execute(values) : few;
    }
  } else if (n >= countLimit) found = await page.execute(values);
  return { ids: found.map((r) => r.id as string), n };
};

/** A register table as the search reads it: its ids and the tenant's live rows. */
type Register = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; deletedAt: AnyPgColumn };

/**
 * A register's search: each query shape's statements prepared on first use and kept by shape (bounded:
 * a shape is a set of filters and a sort, so only a few hundred exist in practice). `where` builds the
 * filters with placeholders; `sortOf` the sort on the register or on its alias in the probe.
 */
export const createRegisterSearch = <Query, Table extends Register>(
  db: Database,
  name: string,
  table: Table,
  shape: {
    keyOf: (query: Query) => string;
    where: (query: Query) => SQL | undefined;
    sortOf: (query: Query, on: Table) => SearchSort;
    probesFirst: (query: Query) => boolean;
  },
) => {
  let shapeNumber = 0;
  const prepare = (query: Query) => {
    shapeNumber += 1;
    const probe = alias(table, 'probe') as unknown as Table;
    return prepareSearchPaths(db, `${name}_${shapeNumber}`, {
      table,
      id: table.id,
      where: shape.where(query),
      sort: shape.sortOf(query, table),
      probe: shape.probesFirst(query)
        ? {
            table: probe,
            id: probe.id,
            where: and(eq(probe.tenantId, sql.placeholder('tenantId')), isNull(probe.deletedAt)),
            sort: shape.sortOf(query, probe),
          }
        : undefined,
    });
  };
  const statements = new LRUCache<string, SearchPaths>({ max: 500 });
  return (query: Query, values: Record<string, unknown> & PathValues) => {
    const key = shape.keyOf(query);
    let paths = statements.get(key);
    if (!paths) {
      paths = prepare(query);
      statements.set(key, paths);
    }
    return findPage(paths, values);
  };
};

/**
 * A page's total: a page that is not full tells it by itself; otherwise the count does, up to `cap`
 * past the page's start ("1,000+": `totalCapped`).
 */
export const pageTotal = (
  shown: number,
  values: { size: number; offset: number },
  n: number,
  cap: number,
) => {
  const { size, offset } = values;
  const bound = offset + cap;
  const fullPage = shown === size || (shown === 0 && offset > 0);
  const totalCapped = fullPage && n > bound;
  return {
    total: fullPage ? Math.min(n, bound) : offset + shown,
    ...(totalCapped ? { totalCapped } : {}),
  };
};
