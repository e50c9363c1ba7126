/** SPEC §9: at most 20 toasts at a time. The host's react-hot-toast Toaster enforces it. */
export const TOAST_LIMIT = 20;

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/** SPEC §9 default durations in ms; loading toasts stay until dismissed. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = Object.freeze({
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
});

export const TOAST_POSITION = 'bottom-right';
