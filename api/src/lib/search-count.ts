import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SearchCount } from '@conexoes/shared/contract';
import type { Database } from '../db/database';
import { requireScope } from '../plugins/auth.plugin';
import { HttpProblem, pgCode } from './problem';

/*
 * "Count all" (decision 0076): the exact number of a register's search, counted whole on demand. The
 * page's own count stops at a bound because counting everything costs far more (decision 0021); so
 * the whole count is kept in hand: a few a minute per person, and a statement that gives up after a
 * while rather than hold a database core.
 */

/** How many exact counts one person may ask a minute (every register together). */
export const countsPerMinute = 20;
/** How long one count may run before it gives up (a common word over a million rows: ~1.1 s). */
export const countTimeout = '10s';
/** The refusal of a count that ran out of time (the list says it in the reader's language). */
export const countTooLong = 'Counting this search took too long';

/** One limiter for every register's count route of a server: the limit is per person, not per route. */
const limiters = new WeakMap<object, preHandlerAsyncHookHandler>();

/** The preHandler of every `…/search/count` route: per person, across the registers. */
export const countLimiter = (app: FastifyInstance): preHandlerAsyncHookHandler => {
  const made = limiters.get(app.server);
  if (made) return made;
  // Without Redis each limiter keeps its own counts in memory: one made for all the routes.
  const check = app.createRateLimit({
    max: countsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `search-count:${requireScope(request).userId}`,
  });
  const limiter: preHandlerAsyncHookHandler = async (request) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    throw new HttpProblem(429, 'Too many counts: try again in a minute', undefined, {
      retryAfterSeconds: limit.ttlInSeconds,
    });
  };
  limiters.set(app.server, limiter);
  return limiter;
};

/** Counts the rows of `table` under `where`, within the time allowed (503 past it). */
export const countWithin = async (
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  timeout = countTimeout,
): Promise<SearchCount> => {
  try {
    return await db.transaction(async (tx) => {
      // `true`: for this transaction only. PGlite has no timer and lets the count finish.
      await tx.execute(sql`select set_config('statement_timeout', ${timeout}, true)`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where);
      return { total: Number(row?.n ?? 0) };
    });
  } catch (error) {
    // 57014: the statement was cancelled by its timeout.
    if (pgCode(error) === '57014')
      throw new HttpProblem(503, countTooLong, undefined, { retryAfterSeconds: 60 });
    throw error;
  }
};
