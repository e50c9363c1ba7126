import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessJobQueue, type JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-queue';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Long work outside requests (docs/decisions/0028-job-queue.md, 0036). */
    jobs: JobQueue;
  }
}

/**
 * The app's job queue: pg-boss for durable kinds on PostgreSQL, the in-process runner for the rest and
 * for everything on PGlite (pg-boss cannot run there: decision 0028). Workers start once every plugin
 * has registered its kinds (onReady). It stops in `preClose`, before the server waits for open
 * requests: a request waiting on a job (a synchronous import) then gets the job's interrupted outcome
 * instead of holding the shutdown until the job would have finished, and every job has recorded its
 * end before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { stopTimeoutMs?: number; pollingIntervalSeconds?: number }) => {
    const url = app.database.kind === 'postgres' ? app.database.url : undefined;
    const queue = url
      ? createPgBossJobQueue({
          url,
          pollingIntervalSeconds: options.pollingIntervalSeconds,
          onError: (error) => app.log.error({ err: error }, 'job queue'),
        })
      : createInProcessJobQueue();
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      // A database that is gone at start must not stop the API from serving: /health then says not ready.
      await queue.start().catch((error: unknown) => app.log.error({ err: error }, 'job queue did not start'));
    });
    app.addHook('preClose', async () => {
      await queue.stop({ timeoutMs: options.stopTimeoutMs ?? 30_000 });
    });
  },
);
