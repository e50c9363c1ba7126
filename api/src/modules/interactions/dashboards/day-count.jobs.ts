import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows-of';

export const FOLD_JOB = 'interactions.day-counts.fold';
/** Every minute: each write appends its changes, the fold keeps what the dashboards sum small. */
export const FOLD_CRON = '* * * * *';

/**
 * Moves the committed day-count changes into the counts (migration 0023's function: one statement,
 * safe beside writers and another fold); answers how many count rows it wrote.
 */
export const foldDayCounts = async (db: Database): Promise<number> =>
  Number(rowsOf<{ n: string }>(await db.execute(sql`select interaction_day_counts_fold() as n`))[0]?.n ?? 0);

/** The fold as a durable job (pg-boss on PostgreSQL, decision 0036), scheduled when the server schedules. */
export const dayCountJobs: FastifyPluginAsync<{ schedule: boolean }> = async (app, options) => {
  app.jobs.register<Record<string, never>, number>(FOLD_JOB, async () => foldDayCounts(app.db), {
    durable: true,
  });
  if (options.schedule)
    app.addHook('onReady', async () => {
      await app.jobs.schedule(FOLD_JOB, FOLD_CRON, {});
    });
};
