import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import {
  createInProcessJobQueue,
  dedupeJobId,
  DEDUPE_WINDOW_MS,
  QueueStoppedError,
  SCHEDULE_TZ,
  type JobHandler,
  type JobQueue,
} from './job-queue';

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
type DurableKind = { handler: JobHandler<unknown, unknown>; concurrency: number };

export type PgBossQueueOptions = {
  /** The PostgreSQL the API uses; pg-boss keeps its tables in their own schema there. */
  url: string;
  schema?: string;
  /** How often an idle worker asks for work (pg-boss polls; 0.5 s is its floor). */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/**
 * The job queue on PostgreSQL (docs/decisions/0036): kinds registered `durable` go through pg-boss —
 * stored in the database, taken by whichever instance polls first, retried after a crash, scheduled
 * once across instances — and the others (payloads held in memory) through the in-process runner.
 * `done` settles for durable jobs only when they ran in this process.
 */
export const createPgBossJobQueue = (options: PgBossQueueOptions): JobQueue => {
  const local = createInProcessJobQueue();
  const durable = new Map<string, DurableKind>();
  const waitingHere = new Map<string, Deferred>();
  const running = new Map<string, AbortController>();
  const boss = new PgBoss({
    connectionString: options.url,
    schema: options.schema ?? 'pgboss',
    max: 3,
    application_name: 'conexoes-jobs',
    // Completed jobs stay in the job table (whose primary key dedupes) as long as a dedupe key holds.
    archiveCompletedAfterSeconds: DEDUPE_WINDOW_MS / 1000,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInMinutes: 30,
  });
  boss.on('error', (error) => options.onError?.(error));

  let stopping = false;
  let bossStarted: Promise<unknown> | undefined;
  let started: Promise<void> | undefined;
  const queues = new Map<string, Promise<void>>();

  const ensureQueue = (name: string): Promise<void> => {
    let ready = queues.get(name);
    if (!ready) {
      ready = (async () => {
        await (bossStarted ??= boss.start());
        // createQueue is idempotent in effect but races with another instance's: the loser's insert fails.
        if (!(await boss.getQueue(name))) await boss.createQueue(name).catch(() => undefined);
      })();
      queues.set(name, ready);
    }
    return ready;
  };

  const work = async (name: string, kind: DurableKind) => {
    await ensureQueue(name);
    for (let n = 0; n < kind.concurrency; n += 1) {
      await boss.work<{ payload: unknown }>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          const controller = new AbortController();
          if (stopping) controller.abort();
          running.set(job.id, controller);
          const deferred = waitingHere.get(job.id);
          try {
            const result = await kind.handler(job.data.payload, { jobId: job.id, signal: controller.signal });
            deferred?.resolve(result);
            return result;
          } catch (error) {
            deferred?.reject(error);
            // pg-boss records the failure and retries the job later, here or in another instance.
            throw error;
          } finally {
            running.delete(job.id);
            waitingHere.delete(job.id);
          }
        },
      );
    }
  };

  const start = (): Promise<void> => {
    started ??= (async () => {
      await (bossStarted ??= boss.start());
      for (const [name, kind] of durable) await work(name, kind);
    })();
    return started;
  };

  return {
    register: (name, handler, registerOptions = {}) => {
      if (!registerOptions.durable) return local.register(name, handler, registerOptions);
      if (durable.has(name)) throw new Error(`Job "${name}" is registered twice`);
      if (started) throw new Error(`Job "${name}" is registered after the queue started`);
      durable.set(name, {
        handler: handler as JobHandler<unknown, unknown>,
        concurrency: Math.max(1, registerOptions.concurrency ?? 1),
      });
    },

    enqueue: async <P, R>(
      name: string,
      payload: P,
      enqueueOptions: { id?: string; dedupeKey?: string } = {},
    ) => {
      if (!durable.has(name)) return local.enqueue<P, R>(name, payload, enqueueOptions);
      if (stopping) throw new QueueStoppedError();
      await start();
      const id = enqueueOptions.dedupeKey
        ? dedupeJobId(name, enqueueOptions.dedupeKey)
        : (enqueueOptions.id ?? randomUUID());
      let deferred: Deferred = { resolve: () => undefined, reject: () => undefined };
      const done = new Promise<R>((resolve, reject) => {
        deferred = { resolve: resolve as (value: unknown) => void, reject };
      });
      done.catch(() => undefined);
      waitingHere.set(id, deferred);
      // The job table's primary key turns a second send of the same id into nothing (null).
      const sent = await boss.send(name, { payload: payload as unknown }, { id });
      if (sent === null) {
        waitingHere.delete(id);
        return { id, queued: false, done: Promise.resolve(undefined as R) };
      }
      return { id, queued: true, done };
    },

    schedule: async (name, cron, payload) => {
      if (!durable.has(name)) return local.schedule(name, cron, payload);
      await start();
      await boss.schedule(name, cron, { payload: payload as unknown }, { tz: SCHEDULE_TZ });
    },

    start: async () => {
      if (durable.size > 0) await start();
    },

    pending: () => local.pending() + running.size,

    stop: async ({ timeoutMs = 30_000 } = {}) => {
      stopping = true;
      for (const controller of running.values()) controller.abort();
      const stopped = bossStarted
        ? (async () => {
            await started?.catch(() => undefined);
            await bossStarted?.catch(() => undefined);
            await boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
          })()
        : Promise.resolve();
      await Promise.all([local.stop({ timeoutMs }), stopped]);
      for (const deferred of waitingHere.values()) deferred.reject(new QueueStoppedError());
      waitingHere.clear();
    },
  };
};
