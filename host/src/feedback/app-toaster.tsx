import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { useScreenSize } from '../theme/use-screen-size';
import { TOASTER_PROPS, toasterPosition, toastsOverLimit } from './toaster-config';

/** The one Toaster of the app, holding at most TOAST_LIMIT toasts at a time; on a phone at the top. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  const screen = useScreenSize();
  useEffect(() => {
    for (const id of toastsOverLimit(toasts)) toast.dismiss(id);
  }, [toasts]);
  return <Toaster {...TOASTER_PROPS} position={toasterPosition(screen)} />;
}
