import { useCallback, useId, useRef } from 'react';

/** Whether the focus is on nothing: the page's body, or an element since taken off the page. */
export const focusIsLost = (): boolean => {
  const now = document.activeElement;
  return !now || now === document.body || !now.isConnected;
};

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

  /**
   * Remembers where the focus goes back to: `target` (the popup's own button), or else the element
   * that has the focus now. The first call wins until the popup closes.
   */
  const remember = useCallback((target?: HTMLElement | null) => {
    if (opener.current?.isConnected) return;
    const active = document.activeElement;
    opener.current = target ?? (active instanceof HTMLElement && active !== document.body ? active : null);
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
   * As the popup closes, gives the focus back to its opener — only if the focus is inside the popup or
   * on nothing, never taken from where the picked action put it (a field). Inside the popup it moves at
   * once: a dialog the picked item opens then remembers the opener, not the vanishing item, as the
   * place to return to when it closes. Left on nothing, it is checked again once the popup is hidden.
   */
  const giveBack = useCallback(() => {
    const back = opener.current;
    opener.current = null;
    const lost = () => focusIsLost() || Boolean(document.activeElement?.closest(`.${rootClassName}`));
    if (!back?.isConnected) return;
    if (document.activeElement?.closest(`.${rootClassName}`)) back.focus();
    requestAnimationFrame(() => {
      if (back.isConnected && lost()) back.focus();
    });
  }, [rootClassName]);

  return { rootClassName, remember, focusInside, giveBack };
}
