import { setImmediate } from 'node:timers/promises';

/**
 * The longest stretch of an import's own work between two turns of the event loop. Reading,
 * checking, classifying and preparing rows are microtasks only (generators, parsing, promise chains),
 * which never let I/O through on their own: without a turn, a 5,000-row batch held every other
 * request for 100–500 ms (docs/decisions/0028-job-queue.md, "Keeping the app responsive").
 */
export const SLICE_MS = 4;

/**
 * One budget shared by every loop of an import (reading, classify, prepare, COPY lines), so work
 * that chains through promises without a turn is counted as one stretch, not one per loop.
 * `if (slice.due()) await slice.pause()` in a loop: `due` is a clock read, cheap enough per row;
 * `pause` lets the event loop through (setImmediate: after the poll phase, so waiting requests run).
 */
export const createTimeSlice = (budgetMs = SLICE_MS) => {
  let since = performance.now();
  return {
    due: () => performance.now() - since > budgetMs,
    pause: async () => {
      await setImmediate();
      since = performance.now();
    },
  };
};

export type TimeSlice = ReturnType<typeof createTimeSlice>;
