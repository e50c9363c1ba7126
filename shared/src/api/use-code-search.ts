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

/**
 * A list's search that opens a record when what was searched names exactly one — a register's code
 * (`wholeCodeOf`), a valid CPF/CNPJ — as an issue key does in a tracker: the search runs, and once its
 * own result holds the one row whose `codeOfRow` is that code, `open` opens it. Only a search just
 * submitted does: coming back to the list (Back, a link) shows the result instead of leaving again.
 */
export function useCodeSearch<T>({
  wholeCode,
  codeOfRow,
  q,
  items,
  loading,
  search,
  open,
}: {
  /** The code in a search's text, normalised, or null when the text is not one whole code. */
  wholeCode: (text: string | undefined) => string | null;
  /** A row's code in the same form. */
  codeOfRow: (row: T) => string | null | undefined;
  /** The search the list shows now (the URL's). */
  q: string | undefined;
  /** The page of results shown now, and whether a search is under way. */
  items: T[] | undefined;
  loading: boolean;
  search: (q: string | undefined) => void;
  open: (row: T) => void;
}) {
  const opening = useRef<{ code: string; before: T[] | undefined } | null>(null);
  const openIfOne = (code: string) => {
    const found = (items ?? []).filter((row) => codeOfRow(row) === code);
    if (found.length === 1) open(found[0] as T);
  };
  useEffect(() => {
    const pending = opening.current;
    // Waits for this search's own result, not the page shown while it was asked.
    if (!pending || loading || items === pending.before) return;
    opening.current = null;
    if (wholeCode(q) === pending.code) openIfOne(pending.code);
  });
  return (value: string) => {
    const code = wholeCode(value);
    // The same search again (Enter in the box) asks nothing new: its result is already shown.
    if (code && wholeCode(q) === code && !loading) {
      openIfOne(code);
      return;
    }
    opening.current = code ? { code, before: items } : null;
    search(value.trim() || undefined);
  };
}
