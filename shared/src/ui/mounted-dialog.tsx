import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFocusReturn } from './focus-return';

/**
 * Where a dialog mounted only while it is open goes: `{adding ? <MountedDialog><AddDialog …/></MountedDialog> : null}`.
 * When it closes, the focus goes back to the button that opened it; without this it was left on the
 * page's body, as antd's Modal gives it back only when it is hidden, not removed (WCAG 2.4.3).
 *
 * Its own Suspense boundary keeps the page shown while the dialog's code arrives: `Form.useForm`
 * suspends on a dialog's first opening (the antd facade fetches Form then, decision 0010), and the
 * nearest boundary was the page's, which hid the whole page behind its spinner — the browser took the
 * focus from the hidden button, so nothing knew where to give it back (seen in Chromium, by mouse and
 * by keyboard alike).
 */
export function MountedDialog({ children }: { children: ReactNode }) {
  const { remember, giveBack } = useFocusReturn();
  // Read on the first render, while the opener still has the focus: the dialog's field takes it as
  // that render is committed (autoFocus), before any effect of this component runs.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    // Set on every run of the effect: StrictMode's rehearsed unmount (giveBack) forgets it.
    if (opener instanceof HTMLElement && opener !== document.body) remember(opener);
    return giveBack;
  }, [opener, remember, giveBack]);
  return <Suspense fallback={null}>{children}</Suspense>;
}
