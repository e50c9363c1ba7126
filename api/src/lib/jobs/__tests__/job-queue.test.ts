import { createInProcessJobQueue, QueueStoppedError } from '../job-queue';

/** A promise and its resolver, so a test decides when a job finishes. */
const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe('in-process job queue', () => {
  it('runs jobs of a kind at most `concurrency` at once, in the order queued, with their outcomes', async () => {
    const queue = createInProcessJobQueue();
    const started: number[] = [];
    const gates = [gate(), gate(), gate()];
    queue.register<number, number>(
      'double',
      async (n) => {
        started.push(n);
        await gates[n]?.opened;
        return n * 2;
      },
      { concurrency: 2 },
    );
    const jobs = await Promise.all([0, 1, 2].map((n) => queue.enqueue<number, number>('double', n)));
    expect(started).toEqual([0, 1]);
    expect(queue.pending()).toBe(3);
    gates[1]?.open();
    expect(await jobs[1]?.done).toBe(2);
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.open();
    gates[2]?.open();
    expect(await Promise.all(jobs.map((j) => j.done))).toEqual([0, 2, 4]);
    expect(queue.pending()).toBe(0);
  });

  it("on stop raises every job's signal, waiting ones included, waits for them, then refuses new jobs", async () => {
    const queue = createInProcessJobQueue();
    const seen: Array<{ id: string; aborted: boolean }> = [];
    queue.register('long', async (_: null, { jobId, signal }) => {
      if (!signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve));
      seen.push({ id: jobId, aborted: signal.aborted });
      return 'interrupted';
    });
    const running = await queue.enqueue('long', null, { id: 'first' });
    const waiting = await queue.enqueue('long', null, { id: 'second' });
    await queue.stop();
    expect(seen).toEqual([
      { id: 'second', aborted: true },
      { id: 'first', aborted: true },
    ]);
    await expect(running.done).resolves.toBe('interrupted');
    await expect(waiting.done).resolves.toBe('interrupted');
    await expect(queue.enqueue('long', null)).rejects.toBeInstanceOf(QueueStoppedError);
  });

  it("passes a failing job's error to its outcome and keeps running the next", async () => {
    const queue = createInProcessJobQueue();
    queue.register('maybe', async (fail: boolean) => {
      if (fail) throw new Error('broken');
      return 'ok';
    });
    const failed = await queue.enqueue('maybe', true);
    const next = await queue.enqueue('maybe', false);
    await expect(failed.done).rejects.toThrow('broken');
    await expect(next.done).resolves.toBe('ok');
  });

  it('queues a job with a dedupe key once, however often it is asked', async () => {
    const queue = createInProcessJobQueue();
    const ran: string[] = [];
    queue.register('scan', async (tenant: string) => {
      ran.push(tenant);
    });
    const first = await queue.enqueue('scan', 't1', { dedupeKey: 't1:2026-11-26' });
    const again = await queue.enqueue('scan', 't1', { dedupeKey: 't1:2026-11-26' });
    const nextDay = await queue.enqueue('scan', 't1', { dedupeKey: 't1:2026-11-27' });
    await Promise.all([first.done, again.done, nextDay.done]);
    expect([first.queued, again.queued, nextDay.queued]).toEqual([true, false, true]);
    expect(again.id).toBe(first.id);
    expect(ran).toEqual(['t1', 't1']);
  });

  it("queues a scheduled job at each of the cron's times until the queue stops", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:30Z') });
    try {
      const queue = createInProcessJobQueue();
      const ticks: string[] = [];
      queue.register('tick', async (payload: { every: string }) => {
        ticks.push(payload.every);
      });
      await queue.schedule('tick', '*/5 * * * *', { every: '5 minutes' });
      await jest.advanceTimersByTimeAsync(4 * 60_000);
      expect(ticks).toEqual([]);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(ticks).toEqual(['5 minutes']);
      await jest.advanceTimersByTimeAsync(10 * 60_000);
      expect(ticks).toHaveLength(3);
      await queue.stop();
      await jest.advanceTimersByTimeAsync(10 * 60_000);
      expect(ticks).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
