import { randomUUID } from 'node:crypto';
import cronParser from 'cron-parser';
import { v5 as uuidV5 } from 'uuid';

/** What a running job is given: its id and a signal raised when the process stops (finish or give up). */
export type JobContext = { jobId: string; signal: AbortSignal };
export type JobHandler<P, R> = (payload: P, context: JobContext) => Promise<R>;

export type RegisterOptions = {
  concurrency?: number;
  /**
   * Stored in PostgreSQL (pg-boss) where there is one, so another instance or a restart picks it up;
   * the payload must then be small JSON. Kinds whose payload is held in memory (an import's file) are
   * not durable and always run in the process that queued them.
   */
  durable?: boolean;
};

export type EnqueueOptions = {
  id?: string;
  /**
   * At most one job of this kind with this key is queued within DEDUPE_WINDOW_MS, whichever process
   * asks (e.g. `<tenant>:<day>`): a later one is not queued (`queued: false`, `done` resolves at once).
   */
  dedupeKey?: string;
};

/** How long a dedupe key holds (pg-boss keeps completed jobs this long before archiving them). */
export const DEDUPE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** Dates of the scheduled work are Brazilian days. */
export const SCHEDULE_TZ = 'America/Sao_Paulo';
const DEDUPE_NAMESPACE = '7b0c6f0e-2f47-4e55-9d0f-5a3f1c9b6a21';

/** The job id a dedupe key stands for: the same in every process, so the queue's primary key dedupes. */
export const dedupeJobId = (name: string, key: string): string => uuidV5(`${name}:${key}`, DEDUPE_NAMESPACE);

/**
 * Long work that must not run inside a request and must end cleanly when the process stops
 * (docs/decisions/0028-job-queue.md). One kind of job = one `register`ed handler; `enqueue` queues a
 * job and `done` settles with the handler's outcome in this process. `stop` takes no new jobs, raises
 * the signal of every running and waiting job (a waiting one starts with the signal already raised,
 * so its handler records it as interrupted) and waits for all of them to settle.
 */
export type JobQueue = {
  register: <P, R = void>(name: string, handler: JobHandler<P, R>, options?: RegisterOptions) => void;
  enqueue: <P, R = void>(
    name: string,
    payload: P,
    options?: EnqueueOptions,
  ) => Promise<{ id: string; queued: boolean; done: Promise<R> }>;
  /**
   * Queues `name` with `payload` at every time the cron expression (5 fields, in SCHEDULE_TZ) names,
   * once across all instances. One schedule per kind; scheduling again replaces it.
   */
  schedule: <P>(name: string, cron: string, payload: P) => Promise<void>;
  /** Starts taking work (the app's onReady); enqueue and schedule start it too if needed. */
  start: () => Promise<void>;
  /** Jobs started or waiting in this process. */
  pending: () => number;
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
};

export class QueueStoppedError extends Error {
  constructor() {
    super('The job queue is stopping');
    this.name = 'QueueStoppedError';
  }
}

type Waiting = {
  id: string;
  payload: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Kind = {
  handler: JobHandler<unknown, unknown>;
  concurrency: number;
  active: number;
  waiting: Waiting[];
};

/**
 * The in-process runner: jobs run in this Node process, at most `concurrency` of a kind at once, in
 * the order queued. It holds payloads in memory (an import's uploaded file), so a job never moves to
 * another instance; what other instances see of it is what its handler writes to the database.
 */
export const createInProcessJobQueue = (): JobQueue => {
  const kinds = new Map<string, Kind>();
  const running = new Map<string, { controller: AbortController; settled: Promise<void> }>();
  const dedupeKeys = new Map<string, number>();
  const schedules = new Map<string, NodeJS.Timeout>();
  let stopping = false;

  /** Forgets keys past the window, so the map holds a few days of keys at most. */
  const seenRecently = (id: string, now: number): boolean => {
    for (const [key, at] of dedupeKeys) if (now - at > DEDUPE_WINDOW_MS) dedupeKeys.delete(key);
    if (dedupeKeys.has(id)) return true;
    dedupeKeys.set(id, now);
    return false;
  };

  const start = (kind: Kind, job: Waiting, controller = new AbortController()) => {
    kind.active += 1;
    const settled = (async () => {
      try {
        job.resolve(await kind.handler(job.payload, { jobId: job.id, signal: controller.signal }));
      } catch (error) {
        job.reject(error);
      } finally {
        kind.active -= 1;
        running.delete(job.id);
        if (!stopping) pump(kind);
      }
    })();
    running.set(job.id, { controller, settled });
  };

  const pump = (kind: Kind) => {
    while (kind.active < kind.concurrency && kind.waiting.length > 0)
      start(kind, kind.waiting.shift() as Waiting);
  };

  const queue: JobQueue = {
    register: (name, handler, options = {}) => {
      if (kinds.has(name)) throw new Error(`Job "${name}" is registered twice`);
      kinds.set(name, {
        handler: handler as JobHandler<unknown, unknown>,
        concurrency: Math.max(1, options.concurrency ?? 1),
        active: 0,
        waiting: [],
      });
    },

    enqueue: async <P, R>(name: string, payload: P, options: EnqueueOptions = {}) => {
      if (stopping) throw new QueueStoppedError();
      const kind = kinds.get(name);
      if (!kind) throw new Error(`No job "${name}" is registered`);
      const id = options.dedupeKey ? dedupeJobId(name, options.dedupeKey) : (options.id ?? randomUUID());
      if (options.dedupeKey && seenRecently(id, Date.now()))
        return { id, queued: false, done: Promise.resolve(undefined as R) };
      let resolve: (value: unknown) => void = () => undefined;
      let reject: (error: unknown) => void = () => undefined;
      const done = new Promise<R>((ok, fail) => {
        resolve = ok as (value: unknown) => void;
        reject = fail;
      });
      // Observed here so an outcome nobody awaits is never an unhandled rejection.
      done.catch(() => undefined);
      kind.waiting.push({ id, payload, resolve, reject });
      pump(kind);
      return { id, queued: true, done };
    },

    // A timer to the cron's next time, then the next (unref'd: a schedule never keeps a process up).
    schedule: async (name, cron, payload) => {
      if (!kinds.has(name)) throw new Error(`No job "${name}" is registered`);
      clearTimeout(schedules.get(name));
      const plan = () => {
        const next = cronParser.parseExpression(cron, { tz: SCHEDULE_TZ }).next().getTime();
        const timer = setTimeout(
          () => {
            if (stopping) return;
            plan();
            // A failing run is the job's own business (it records what it did); the schedule goes on.
            void queue.enqueue(name, payload).then(({ done }) => done.catch(() => undefined));
          },
          Math.max(1_000, next - Date.now()),
        );
        timer.unref();
        schedules.set(name, timer);
      };
      plan();
    },

    start: async () => undefined,

    pending: () => running.size + [...kinds.values()].reduce((n, k) => n + k.waiting.length, 0),

    stop: async ({ timeoutMs = 30_000 } = {}) => {
      stopping = true;
      for (const timer of schedules.values()) clearTimeout(timer);
      for (const kind of kinds.values()) {
        for (const job of kind.waiting.splice(0)) {
          const controller = new AbortController();
          controller.abort();
          start(kind, job, controller);
        }
      }
      for (const { controller } of running.values()) controller.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running.values()].map((r) => r.settled)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
  return queue;
};
