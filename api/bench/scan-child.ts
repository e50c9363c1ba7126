import fs from 'node:fs';
import { openDatabase } from '../src/db/database';
import { todayInSaoPaulo } from '@conexoes/shared/contract';
import { scanTenant } from '../src/modules/notifications/notification-scan';

/**
 * The daily due/overdue scan of one tenant, as the notifications.scan job runs it (scanTenant with
 * today in Brazil), in its own process so its memory is its own: BENCH_SCAN_DATABASE_URL,
 * BENCH_SCAN_TENANT. Runs it BENCH_SCAN_RUNS (2) times; prints one JSON line per run: seconds,
 * rows checked, notifications written, RSS before and after, the process's peak RSS (VmHWM), and
 * the highest RSS sampled in the first and in the second half of the run.
 */
const hwmKb = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);

const main = async () => {
  const url = process.env.BENCH_SCAN_DATABASE_URL;
  const tenantId = process.env.BENCH_SCAN_TENANT;
  if (!url || !tenantId) throw new Error('BENCH_SCAN_DATABASE_URL and BENCH_SCAN_TENANT are required');
  const database = await openDatabase({ kind: 'postgres', url });
  const runs = Number(process.env.BENCH_SCAN_RUNS ?? 2);
  for (let run = 1; run <= runs; run += 1) {
    // Peak since now (Linux: writing 5 to clear_refs resets VmHWM).
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const rssBefore = process.memoryUsage().rss;
    const t = performance.now();
    // RSS every 50 ms: flat memory means the second half of the scan peaks no higher than the first.
    const samples: Array<[number, number]> = [];
    const sampler = setInterval(() => samples.push([performance.now(), process.memoryUsage().rss]), 50);
    const result = await scanTenant(database.db, { tenantId, today: todayInSaoPaulo() });
    clearInterval(sampler);
    const seconds = (performance.now() - t) / 1000;
    const middle = t + (seconds * 1000) / 2;
    const half = (first: boolean) =>
      Math.round(
        Math.max(0, ...samples.filter(([at]) => at < middle === first).map(([, rss]) => rss)) / 1024,
      );
    process.stdout.write(
      `${JSON.stringify({ run, seconds, ...result, rssBeforeKb: Math.round(rssBefore / 1024), rssAfterKb: Math.round(process.memoryUsage().rss / 1024), peakKb: hwmKb(), firstHalfPeakKb: half(true), secondHalfPeakKb: half(false) })}\n`,
    );
  }
  await database.close();
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`scan failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
