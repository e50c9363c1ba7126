import { randomUUID } from 'node:crypto';

/** What a running job is given: its id and a signal raised when the process stops (finish or give up). */
export type JobContext = { jobId: string; signal: AbortSignal };
export type JobHandler<P, R> = (payload: P, context: JobContext) => Promise<R>;

/**
 * Long work that must not run inside a request and must end cleanly when the process stops
 * (docs/decisions/0028-job-queue.md). One kind of job = one `register`ed handler; `enqueue` queues a
 * job and `done` settles with the handler's outcome in this process. `stop` takes no new jobs, raises
 * the signal of every running and waiting job (a waiting one starts with the signal already raised,
 * so its handler records it as interrupted) and waits for all of them to settle.
 */
export type JobQueue = {
  register: <P, R = void>(
    name: string,
    handler: JobHandler<P, R>,
    options?: { concurrency?: number },
  ) => void;
  enqueue: <P, R = void>(
    name: string,
    payload: P,
    options?: { id?: string },
  ) => Promise<{ id: string; done: Promise<R> }>;
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
  let stopping = false;

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

  return {
    register: (name, handler, options = {}) => {
      if (kinds.has(name)) throw new Error(`Job "${name}" is registered twice`);
      kinds.set(name, {
        handler: handler as JobHandler<unknown, unknown>,
        concurrency: Math.max(1, options.concurrency ?? 1),
        active: 0,
        waiting: [],
      });
    },

    enqueue: async <P, R>(name: string, payload: P, options: { id?: string } = {}) => {
      if (stopping) throw new QueueStoppedError();
      const kind = kinds.get(name);
      if (!kind) throw new Error(`No job "${name}" is registered`);
      const id = options.id ?? randomUUID();
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
      return { id, done };
    },

    pending: () => running.size + [...kinds.values()].reduce((n, k) => n + k.waiting.length, 0),

    stop: async ({ timeoutMs = 30_000 } = {}) => {
      stopping = true;
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
};
