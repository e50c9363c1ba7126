import { useCallback, useRef } from 'react';

const ROW = '[data-form-row]';
const FIELD = 'input:not([type=hidden]), textarea, select';

/**
 * Keeps the keyboard's place in a list of rows (antd Form.List): an added row's first field takes the
 * focus, and when a row's remove button takes itself away the focus goes to the add button instead of
 * being left on the page's body, from where a keyboard user starts again at the top (WCAG 2.4.3).
 * Mark each row with `data-form-row`, put `listRef` around the rows and `addRef` on the add button.
 */
export function useRowFocus() {
  const list = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLElement | null>(null);
  // Callback refs: they fit any element (a fieldset, a div, antd's Button).
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  const addRef = useCallback((element: HTMLElement | null) => {
    addButton.current = element;
  }, []);

  const added = useCallback((add: () => void) => {
    add();
    // The row is drawn after this click's render: focus it on the next frame.
    requestAnimationFrame(() => {
      const rows = list.current?.querySelectorAll<HTMLElement>(ROW);
      rows?.[rows.length - 1]?.querySelector<HTMLElement>(FIELD)?.focus();
    });
  }, []);

  const removed = useCallback((remove: () => void) => {
    remove();
    requestAnimationFrame(() => addButton.current?.focus());
  }, []);

  return { listRef, addRef, added, removed };
}
