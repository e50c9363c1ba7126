import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept: 40 %. Left to
 * itself V8 picks up to 4× while a process allocates fast, so a 100k-row import (~90 MB live) held
 * 380–470 MB resident, mostly garbage not yet collected. At 40 % it peaks at ~240 MB; the import's
 * CPU stays within its run-to-run noise, an export's grows 5–15 % (decision 0046). Unlike a heap cap
 * (`--max-old-space-size`) this never ends the process: a heap that truly needs more still grows,
 * 40 % at a time.
 */
const HEAP_GROWING_PERCENT = 40;

/** The V8 flag as `limitHeapGrowth` sets it. */
export const heapGrowthFlag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/** V8 takes its flags with dashes or underscores: `--heap_growing_percent=10` is the same flag. */
const ownHeapGrowth = /^--heap[-_]growing[-_]percent\b/;

/**
 * Applies the growth rule to this process. A `--heap-growing-percent` given on the command line wins:
 * an operator's own tuning is kept. V8 reads the flag at each full collection, so setting it at
 * start is as good as passing it to `node`.
 */
export const limitHeapGrowth = (execArgv: readonly string[] = process.execArgv): boolean => {
  if (execArgv.some((arg) => ownHeapGrowth.test(arg))) return false;
  v8.setFlagsFromString(heapGrowthFlag);
  return true;
};
