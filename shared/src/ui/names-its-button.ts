import { useLayoutEffect, useRef } from 'react';

/**
 * For an icon antd puts inside a button it renders itself: names that button `label` (the reader's
 * language) and returns the ref to put on the icon. antd names such a button after its icon
 * ("search", "close-circle") or with a fixed English word ("Clear", "Increase Value"), and offers no
 * setting for it; it does let the product choose the icon, so the icon names the button it sits in.
 * React leaves that name alone afterwards: it writes an attribute only when its own value for it
 * changes, and antd's never does.
 */
export function useNamesItsButton<E extends Element = HTMLSpanElement>(label: string) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    ref.current?.closest('button, [role="button"]')?.setAttribute('aria-label', label);
  }, [label]);
  return ref;
}
