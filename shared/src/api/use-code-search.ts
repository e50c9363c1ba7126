import { useEffect, useRef } from 'react';

/**
 * The code a search box holds when someone typed or pasted one whole — `INT-2026-00042`, any case,
 * spaces around — for codes starting with one of `prefixes`; else null.
 */
export const wholeCodeOf = (text: string | undefined, prefixes: readonly string[]): string | null => {
  const code = (text ?? '').trim().toUpperCase();
  const match = /^([A-Z]+)-\d{4}-\d{5,}$/.exec(code);
  return match && prefixes.includes(match[1] as string) ? code : null;
};

type CodedRow = { id: string; code: string };

/**
 * A register's search that opens a record when its code is searched whole, as an issue key does in a
 * tracker: `submit(value)` runs `search` and, once that search's own result has the record, `open`s
 * it. Only a search just submitted does: coming back to the list (Back, a link) shows the result.
 */
export function useCodeSearch<T extends CodedRow>({
  prefixes,
  q,
  items,
  loading,
  search,
  open,
}: {
  prefixes: readonly string[];
  /** The search the list shows now (the URL's). */
  q: string | undefined;
  /** The page of results shown now, and whether a search is under way. */
  items: T[] | undefined;
  loading: boolean;
  search: (q: string | undefined) => void;
  open: (row: T) => void;
}) {
  const opening = useRef<{ code: string; before: T[] | undefined } | null>(null);
  const openIfFound = (code: string) => {
    const found = items?.find((row) => row.code === code);
    if (found) open(found);
  };
  useEffect(() => {
    const pending = opening.current;
    // Waits for this search's own result, not the page shown while it was asked.
    if (!pending || loading || items === pending.before) return;
    opening.current = null;
    if (wholeCodeOf(q, prefixes) === pending.code) openIfFound(pending.code);
  });
  return (value: string) => {
    const code = wholeCodeOf(value, prefixes);
    // The same search again (Enter in the box) asks nothing new: its result is already shown.
    if (code && wholeCodeOf(q, prefixes) === code && !loading) {
      openIfFound(code);
      return;
    }
    opening.current = code ? { code, before: items } : null;
    search(value.trim() || undefined);
  };
}
