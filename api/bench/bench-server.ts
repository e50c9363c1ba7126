import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { seedDatabase } from '../src/db/seed/seed';
import { limitHeapGrowth } from '../src/lib/heap-growth';

/**
 * The real API on PostgreSQL for the bench, in its own process so its peak RSS is its own. Loopback
 * only; the global rate limit is lifted (autocannon is one IP); logs off, as in a quiet production.
 * BENCH_SERVER_PGLITE=1: on a fresh in-memory PGlite instead, seeded with the bench's admin
 * (BENCH_SERVER_ADMIN_EMAIL / _PASSWORD); it prints its tenant id after the port.
 */
const main = async () => {
  // As server.ts: the bench measures the memory production has.
  limitHeapGrowth();
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  const pglite = process.env.BENCH_SERVER_PGLITE === '1';
  if (!url && !pglite) throw new Error('BENCH_SERVER_DATABASE_URL is required');
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite' });
  const seed = pglite
    ? await seedDatabase(database.db, {
        adminEmail: process.env.BENCH_SERVER_ADMIN_EMAIL ?? 'bench@conexoes.local',
        adminPassword: process.env.BENCH_SERVER_ADMIN_PASSWORD ?? 'Bench@2026-conexoes',
        passwordLog2n: 14,
      })
    : undefined;
  const app = await buildApp({
    database,
    mailer: { send: async () => undefined, close: () => undefined },
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: false,
    globalRateLimit: 100_000_000,
    login: { maxPerAccount: 1000, maxPerIp: 1000 },
    // No scheduled jobs: a server's start would run the day's due/overdue scan of the bench tenant
    // under the measured requests (the scan is measured apart, commitments.ts).
    scheduledJobs: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(
    `ready ${address && typeof address === 'object' ? address.port : 0}${seed ? ` tenant ${seed.tenantId}` : ''}\n`,
  );
  const peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
  // A diagnostic only (the bench reads peak RSS from the kernel's VmHWM): memoryUsage() walks the heap's
  // spaces on the API's own thread, so it is sampled every 100 ms, not every 20 (a CPU profile of an
  // export showed the 20 ms sampler at ~1 % of the API's CPU).
  setInterval(() => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peak) as Array<keyof typeof peak>) peak[k] = Math.max(peak[k], m[k]);
  }, 100).unref();
  const stop = async () => {
    process.stderr.write(
      `memory peaks MB ${JSON.stringify(Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, Math.round(v / 1048576)])))}\n`,
    );
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
};

void main();
