import { useSyncExternalStore } from 'react';
import type { toast as Toast } from 'react-hot-toast';

// react-hot-toast (and goober, ≈ 5 KB gzip) is fetched with the first toast, not on every first
// visit (docs/decisions/0010-front-end-weight.md, fifth pass). Its store is module-global, so a toast
// raised before the Toaster has mounted is shown once it has.
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast has been asked for: the shell then mounts the Toaster (lazy-toaster.tsx). */
export function useToastRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}

/** Raises a toast through react-hot-toast, e.g. `showToast((toast) => toast.success(t('saved')))`. */
export async function showToast(raise: (toast: typeof Toast) => unknown): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('react-hot-toast');
  raise(toast);
}
