import type { Random } from '../lib/random';

/**
 * `count` values that wander around `base` with a gentle upward trend (a business that grows), so a
 * trend chart looks like one; `spread` is the share of `base` a value may move.
 */
export const trend = (random: Random, count: number, base: number, spread = 0.15, growth = 0.02): number[] =>
  Array.from({ length: count }, (_, i) =>
    Math.round(base * (1 + growth * i) * (1 - spread + random.next() * spread * 2)),
  );

/** The change from the one-before-last value to the last, as a fraction. */
export const lastChange = (values: readonly number[]): number => {
  const last = values.at(-1) ?? 0;
  const before = values.at(-2) ?? 0;
  return before === 0 ? 0 : (last - before) / before;
};

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
