import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows-of';

export const FOLD_JOB = 'interactions.day-counts.fold';
/** Every minute: each write appends its changes, the fold keeps what the dashboards sum small. */
export const FOLD_CRON = '* * * * *';

/**
 * A count the fold found below zero: the kept counts drifted from the rows (decision 0038). Either a
 * stakeholder's day whose changes took more than its array held (`total`, the day left out of the array),
 * or a day count folded below zero (`n`, kept as it is).
 */
export type DayCountDrift =
  | { tenant: string; workspace: string; stakeholder: string; day: string; total: number }
  | { tenant: string; workspace: string; dimension: string; key: string; day: string; n: number };

export type DayCountFold = {
  /** Day-count rows and stakeholder day arrays written or removed. */
  written: number;
  /** What went below zero; empty unless the counts drifted. Reported, not repaired: a recount is needed. */
  drifted: DayCountDrift[];
};

/**
 * Moves the committed day-count changes into the counts and the stakeholders' day arrays (migration
 * 0029's function, 0025's fold that reports drift: one statement after an advisory lock, safe beside
 * writers and another fold).
 */
export const foldDayCounts = async (db: Database): Promise<DayCountFold> => {
  const [row] = rowsOf<{ written: string | number | bigint; drifted: DayCountDrift[] | null }>(
    await db.execute(sql`select written, drifted from interaction_day_counts_fold()`),
  );
  return { written: Number(row?.written ?? 0), drifted: row?.drifted ?? [] };
};

/** The fold as a durable job (pg-boss on PostgreSQL, decision 0036), scheduled when the server schedules. */
export const dayCountJobs: FastifyPluginAsync<{ schedule: boolean }> = async (app, options) => {
  app.jobs.register<Record<string, never>, DayCountFold>(
    FOLD_JOB,
    async () => {
      const { written, drifted } = await foldDayCounts(app.db);
      if (drifted.length > 0)
        app.log.warn({ drifted }, 'interaction day counts drifted below zero; a recount is needed');
      return { written, drifted };
    },
    { durable: true },
  );
  if (options.schedule)
    app.addHook('onReady', async () => {
      await app.jobs.schedule(FOLD_JOB, FOLD_CRON, {});
    });
};
