import { useState } from 'react';

/**
 * What the search box of a list shows: the text being typed, started from the URL's `q` and set again
 * whenever the URL's `q` changes by other means (Back, a link, a reset), so the box never shows words
 * the list is not filtered by.
 */
export function useSearchText(q: string | undefined) {
  const [text, setText] = useState(q ?? '');
  const [from, setFrom] = useState(q);
  // Adjusted while rendering (React's pattern for state derived from a changed prop): no extra paint.
  if (from !== q) {
    setFrom(q);
    setText(q ?? '');
  }
  return [text, setText] as const;
}
