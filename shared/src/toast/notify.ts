/**
 * How any app raises a toast (SPEC §9). The host owns the Toaster (bottom-right, durations from
 * toast.constants) and registers itself with `setToastHandler`; remotes only call `notify`. The
 * shared root is a federation singleton, so every app reaches the same handler. Toasts raised
 * before the host registered are kept and shown once it has.
 */
export type ToastRequest =
  | { type: 'success' | 'error' | 'blank'; message: string; id?: string }
  /** Long work: stays until replaced (same `id`) by a success/error or dismissed. */
  | { type: 'loading'; message: string; id: string }
  | { type: 'dismiss'; id: string };

export type ToastHandler = (request: ToastRequest) => void;

let handler: ToastHandler | null = null;
const pending: ToastRequest[] = [];

const raise = (request: ToastRequest): void => {
  if (handler) handler(request);
  else pending.push(request);
};

/** The host's Toaster; returns the unregister function. */
export const setToastHandler = (next: ToastHandler): (() => void) => {
  handler = next;
  for (const request of pending.splice(0)) next(request);
  return () => {
    if (handler === next) handler = null;
  };
};

let sequence = 0;
/** An id to update one toast in place (progress of an export, then its result). */
export const newToastId = (): string => `toast-${++sequence}`;

export const notify = {
  success: (message: string, id?: string) => raise({ type: 'success', message, id }),
  error: (message: string, id?: string) => raise({ type: 'error', message, id }),
  info: (message: string, id?: string) => raise({ type: 'blank', message, id }),
  loading: (message: string, id: string) => raise({ type: 'loading', message, id }),
  dismiss: (id: string) => raise({ type: 'dismiss', id }),
};
