import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, type ScreenSize } from './theme-from-settings';

// Widest first: the first query that matches names the screen.
const QUERIES: ReadonlyArray<[ScreenSize, string]> = (['xl', 'lg', 'md', 'sm'] as const).map((size) => [
  size,
  `(min-width: ${BREAKPOINTS[size]}px)`,
]);

const screenNow = (): ScreenSize =>
  typeof window === 'undefined' || !window.matchMedia
    ? 'lg'
    : (QUERIES.find(([, query]) => window.matchMedia(query).matches)?.[0] ?? 'xs');

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const lists = QUERIES.map(([, query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The SPEC §9 screen size, right on the first render (matchMedia is synchronous). antd's
 * `Grid.useBreakpoint` is empty until its effect runs, which made the theme start as `xs`, then
 * change on a wide screen (a second token derivation and a re-render of the whole tree), and it
 * needed an outer ConfigProvider (a second theme to derive) only to carry the breakpoints.
 */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, screenNow, () => 'lg');
}
