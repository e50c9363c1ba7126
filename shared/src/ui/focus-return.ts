import { useCallback, useId, useRef } from 'react';

/**
 * The focus handed to a popup (a menu, a question) that antd draws in a portal at the end of the page,
 * and given back to whatever opened it when it closes. Without this the focus is left on the page's
 * body once the popup's item is picked or it is dismissed, and a keyboard user starts again from the
 * top (WCAG 2.4.3).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  // A class of the popup's root, to find it in the portal and to tell a focus left inside it.
  const rootClassName = `popup-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  /** Remembers the element that has the focus as the one to return to (first call wins until closed). */
  const remember = useCallback(() => {
    if (opener.current?.isConnected) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  /** Focuses `selector` inside the popup once it is on the page (also when it reopens while fading out). */
  const focusInside = useCallback(
    (selector: string) =>
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`.${rootClassName} ${selector}`)?.focus(),
      ),
    [rootClassName],
  );

  /**
   * Once the popup is hidden, gives the focus back to its opener — only if the focus was left inside
   * the popup or on nothing, never taken from where the picked action put it (a dialog, a field).
   */
  const giveBack = useCallback(() => {
    const back = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      const now = document.activeElement;
      const lost =
        !now || now === document.body || !now.isConnected || Boolean(now.closest(`.${rootClassName}`));
      if (back?.isConnected && lost) back.focus();
    });
  }, [rootClassName]);

  return { rootClassName, remember, focusInside, giveBack };
}
