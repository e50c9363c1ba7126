import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/database';
import { openTestDatabase } from '../../../testing/test-database';
import { waitUntil } from '../../../testing/wait-until';
import type { JobQueue } from '../job-queue';
import { createPgBossJobQueue } from '../pg-boss-queue';

// pg-boss needs PostgreSQL (decision 0028): these run with TEST_DATABASE_URL only.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('pg-boss job queue', () => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  const queueOn = () => {
    const queue = createPgBossJobQueue({ url: database.url as string, pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop({ timeoutMs: 5_000 })));
    await database.close();
  });

  it('stores a durable job in the database, runs it once across two instances and dedupes by key', async () => {
    const ran: Array<{ instance: string; n: number }> = [];
    const [a, b] = [queueOn(), queueOn()];
    for (const [instance, queue] of [
      ['a', a],
      ['b', b],
    ] as const)
      queue.register<{ n: number }, number>(
        'double',
        async ({ n }) => {
          ran.push({ instance, n });
          return n * 2;
        },
        { durable: true },
      );
    await Promise.all([a.start(), b.start()]);

    const first = await a.enqueue<{ n: number }, number>(
      'double',
      { n: 21 },
      { dedupeKey: 'tenant-1:2026-11-26' },
    );
    const again = await b.enqueue<{ n: number }, number>(
      'double',
      { n: 99 },
      { dedupeKey: 'tenant-1:2026-11-26' },
    );
    expect(first.queued).toBe(true);
    expect(again).toMatchObject({ id: first.id, queued: false });

    // Whichever instance polled first ran it; wait until pg-boss records it completed.
    await waitUntil(async () => {
      const rows = await jobRows(database, 'double');
      return rows.length === 1 && rows[0]?.state === 'completed';
    }, 'the deduplicated job completed once');
    expect(ran).toHaveLength(1);
    expect(ran[0]?.n).toBe(21);
    if (ran[0]?.instance === 'a') expect(await first.done).toBe(42);
  });

  it('keeps kinds that are not durable in the process that queued them', async () => {
    const queue = queueOn();
    queue.register<Buffer, number>('local', async (bytes) => bytes.length);
    const { done } = await queue.enqueue<Buffer, number>('local', Buffer.from('four'));
    expect(await done).toBe(4);
    expect(await jobRows(database, 'local')).toHaveLength(0);
  });

  it('retries a durable job whose handler failed', async () => {
    const queue = queueOn();
    let calls = 0;
    queue.register(
      'flaky',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
        return 'ok';
      },
      { durable: true },
    );
    await queue.start();
    await queue.enqueue('flaky', {});
    await waitUntil(async () => {
      // The retry is due now rather than after the production delay.
      await database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'flaky' and state = 'retry'`,
      );
      return (await jobRows(database, 'flaky'))[0]?.state === 'completed';
    }, 'the failed job completed on its retry');
    expect(calls).toBe(2);
  });
});

const jobRows = async (database: DatabaseHandle, name: string) => {
  const result: unknown = await database.db.execute(sql`select state from pgboss.job where name = ${name}`);
  return result as Array<{ state: string }>;
};
