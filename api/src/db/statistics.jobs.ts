import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export const STATISTICS_JOB = 'database.statistics';
/** Hourly, and once at start: a day's records are then known to the planner within the hour. */
export const STATISTICS_CRON = '41 * * * *';

/** Every table (the hourly run), or only these (after an import: refreshStatisticsOf). */
export type StatisticsPayload = { tables?: string[] };

/**
 * The planner's statistics for the embedded database (PGlite), which has no autovacuum to keep them:
 * without them it takes a table grown to thousands of rows for a handful, and a search that takes
 * milliseconds with them took seconds (the demo's year of interactions, found by a stakeholder: 4-5 s,
 * 15-25 ms analyzed). PostgreSQL's autovacuum does this on its own, so there the job is not scheduled.
 */
export const statisticsJobs: FastifyPluginAsync<{ schedule: boolean }> = async (app, options) => {
  if (app.database.kind !== 'pglite') return;
  app.jobs.register<StatisticsPayload, { ms: number }>(STATISTICS_JOB, async ({ tables }) => {
    const started = performance.now();
    await app.db.execute(
      tables?.length
        ? sql`analyze ${sql.join(
            tables.map((table) => sql.identifier(table)),
            sql`, `,
          )}`
        : sql`analyze`,
    );
    return { ms: Math.round(performance.now() - started) };
  });
  if (options.schedule)
    app.addHook('onReady', async () => {
      await app.jobs.schedule(STATISTICS_JOB, STATISTICS_CRON, {});
      await app.jobs.enqueue(STATISTICS_JOB, {});
    });
};

/**
 * After an import committed: the statistics of the tables it wrote, at once rather than within the
 * hour, so a search of what was just imported (a stakeholder's timeline) is planned for its size.
 * Queued, never awaited, never thrown: the import's answer waits for nothing of it (a queue stopping
 * leaves it to the next start's run). Embedded database only (decision 0061).
 */
export const refreshStatisticsOf = (app: FastifyInstance, tables: PgTable[]): void => {
  if (app.database.kind !== 'pglite') return;
  app.jobs
    .enqueue<StatisticsPayload, { ms: number }>(STATISTICS_JOB, {
      tables: tables.map((table) => getTableName(table)),
    })
    .then(({ done }) => done)
    .catch((error: unknown) =>
      app.log.warn(
        { err: error instanceof Error ? error.message : error },
        'the statistics after an import were not refreshed',
      ),
    );
};
