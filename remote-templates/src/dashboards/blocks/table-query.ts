/** Text as the search compares it: no accents, no case ("São" matches "sao"). */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The rows whose read text (any of `texts`) holds every word of the query. */
export function searchRows<T>(rows: readonly T[], query: string, texts: (row: T) => string[]): T[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalise(texts(row).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** Ascending order of two sort values: numbers by size, text by the reader's alphabet. */
export const compareValues = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
