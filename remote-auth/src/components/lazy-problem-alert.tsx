import { lazy, Suspense } from 'react';
import type { ProblemAlertProps } from '@conexoes/shared/ui';

// The shared alert (`@conexoes/shared/ui`), fetched when a call first fails: with its server-error
// words in four languages it would add kilobytes to the sign-in's first visit, which has 0.4 KB left
// under its 250 KB budget (docs/decisions/0010-front-end-weight.md). antd's Alert is fetched on first
// use anyway (the facade's lazy part), so a failure already waits for one chunk.
const SharedProblemAlert = lazy(() =>
  import(/* webpackExports: ["ProblemAlert"] */ '@conexoes/shared/ui').then((ui) => ({
    default: ui.ProblemAlert,
  })),
);

/**
 * `ProblemAlert` of `@conexoes/shared/ui`, loaded on demand; nothing when there is no problem. Spaced
 * by the page's layout (no margin of its own). A `message` says it all on these pages: the server's
 * field detail stays out (a refused sign-in reads the same whatever was wrong).
 */
export function ProblemAlert({ problem, message }: Pick<ProblemAlertProps, 'problem' | 'message'>) {
  if (!problem) return null;
  return (
    <Suspense fallback={null}>
      <SharedProblemAlert
        problem={message ? { ...problem, errors: undefined } : problem}
        message={message}
        style={{ marginBottom: 0 }}
      />
    </Suspense>
  );
}
