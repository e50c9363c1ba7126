import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

export const STATISTICS_JOB = 'database.statistics';
/** Hourly, and once at start: a day's records or an import are then known to the planner within the hour. */
export const STATISTICS_CRON = '41 * * * *';

/**
 * The planner's statistics for the embedded database (PGlite), which has no autovacuum to keep them:
 * without them it takes a table grown to thousands of rows for a handful, and a search that takes
 * milliseconds with them took seconds (the demo's year of interactions, found by a stakeholder: 4-5 s,
 * 15-25 ms analyzed). PostgreSQL's autovacuum does this on its own, so there the job is not scheduled.
 */
export const statisticsJobs: FastifyPluginAsync<{ schedule: boolean }> = async (app, options) => {
  if (app.database.kind !== 'pglite') return;
  app.jobs.register<Record<string, never>, { ms: number }>(STATISTICS_JOB, async () => {
    const started = performance.now();
    await app.db.execute(sql`analyze`);
    return { ms: Math.round(performance.now() - started) };
  });
  if (options.schedule)
    app.addHook('onReady', async () => {
      await app.jobs.schedule(STATISTICS_JOB, STATISTICS_CRON, {});
      await app.jobs.enqueue(STATISTICS_JOB, {});
    });
};
