import type { ToasterProps } from 'react-hot-toast';
import { TOAST_DURATIONS, TOAST_LIMIT } from '@conexoes/shared';
import type { ScreenSize } from '../theme/theme-from-settings';

export { TOAST_LIMIT };

/** SPEC §9: default durations per toast type (the position follows the screen: toasterPosition). */
export const TOASTER_PROPS: ToasterProps = {
  toastOptions: {
    duration: TOAST_DURATIONS.blank,
    blank: { duration: TOAST_DURATIONS.blank },
    error: { duration: TOAST_DURATIONS.error },
    custom: { duration: TOAST_DURATIONS.custom },
    success: { duration: TOAST_DURATIONS.success },
    loading: { duration: TOAST_DURATIONS.loading },
  },
};

/**
 * SPEC §9: bottom-right. On a phone (`xs`) at the top instead: at the foot of a 360 px screen a toast lay
 * over the form's Save and Cancel for its four seconds (a tap on Save hit the toast; tried offline, where
 * the toast says the save failed and Save is pressed again).
 */
export const toasterPosition = (screen: ScreenSize): ToasterProps['position'] =>
  screen === 'xs' ? 'top-center' : 'bottom-right';

/** Ids of the visible toasts beyond the limit (oldest first out; react-hot-toast lists newest first). */
export function toastsOverLimit(
  toasts: ReadonlyArray<{ id: string; visible: boolean }>,
  limit = TOAST_LIMIT,
): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}
