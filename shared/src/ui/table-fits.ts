import { useCallback, useState } from 'react';
import { Grid, theme } from 'antd';

/**
 * Whether a list's wide table fits the box it is drawn in. The menu beside the page, its padding and
 * the content's maximum width decide that, not the screen alone: at 1,200–1,300 px the lists' tables
 * scrolled sideways beside the menu. Below `minWidth` the list reads as cards, as on a phone
 * (decision 0049). Until the box is measured, and where nothing is laid out (jsdom), the screen's
 * breakpoint decides — from the first render: antd's breakpoints are known only after it, and a wide
 * screen drew its first frame as a phone's (the interaction list's active filters folded, then opened
 * empty while the list loaded, their dates appearing a moment later).
 */
export function useTableFits(
  minWidth: number,
  breakpoint: 'sm' | 'md' | 'lg' = 'md',
): {
  ref: (node: HTMLElement | null) => (() => void) | undefined;
  fits: boolean;
  /** The box's measured width in px; 0 until measured (and in jsdom). */
  width: number;
} {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const least = { sm: token.screenSM, md: token.screenMD, lg: token.screenLG }[breakpoint];
  // The screen as it is on the first render, read as antd reads it (min-width), until antd says.
  const [atFirst] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(`(min-width: ${least}px)`).matches === true,
  );
  const wide = screens[breakpoint] ?? atFirst;
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, fits: wide && (width === 0 || width >= minWidth), width };
}
