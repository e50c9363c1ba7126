import { foldText } from '../text';

const MAX_ENTRIES = 20_000;
const cache = new Map<string, string>();

/**
 * foldText for the few distinct values a column repeats 100k times (kind, option labels, states,
 * municipalities, topics): Unicode normalisation per cell was a visible share of an import's CPU.
 * Bounded: past the limit it starts over rather than grow.
 */
export const foldCached = (value: string): string => {
  const hit = cache.get(value);
  if (hit !== undefined) return hit;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const folded = foldText(value);
  cache.set(value, folded);
  return folded;
};
