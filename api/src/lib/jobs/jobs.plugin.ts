import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessJobQueue, type JobQueue } from './job-queue';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Long work outside requests (docs/decisions/0028-job-queue.md). */
    jobs: JobQueue;
  }
}

/**
 * The app's job queue. It stops in `preClose`, before the server waits for open requests: a request
 * waiting on a job (a synchronous import) then gets the job's interrupted outcome instead of holding
 * the shutdown until the job would have finished, and every job has recorded its end before the
 * database closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { stopTimeoutMs?: number }) => {
  const queue = createInProcessJobQueue();
  app.decorate('jobs', queue);
  app.addHook('preClose', async () => {
    await queue.stop({ timeoutMs: options.stopTimeoutMs ?? 30_000 });
  });
});
