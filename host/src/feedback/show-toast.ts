import { useSyncExternalStore } from 'react';
import type { toast as Toast } from 'react-hot-toast';

// react-hot-toast (and goober, ≈ 5 KB gzip) is fetched with the first toast, or ahead of it once
// signed in (preloadToaster), not on every first visit (docs/decisions/0010-front-end-weight.md, fifth
// pass). Its store is module-global, so a toast raised before the Toaster has mounted is shown once it has.
let requests = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many toasts were asked for: the shell mounts the Toaster from the first (lazy-toaster.tsx). */
export function useToastRequests(): number {
  return useSyncExternalStore(subscribe, () => requests);
}

/**
 * Raises a toast through react-hot-toast, e.g. `showToast((toast) => toast.success(t('saved')))`.
 * Offline, before its code was ever fetched, the toast is lost rather than the page: the next one
 * fetches again.
 */
export async function showToast(raise: (toast: typeof Toast) => unknown): Promise<void> {
  requests += 1;
  for (const listener of listeners) listener();
  try {
    const { toast } = await import('react-hot-toast');
    raise(toast);
  } catch {
    // The chunk could not be fetched (no connection): this toast is lost, the page is not.
  }
}
