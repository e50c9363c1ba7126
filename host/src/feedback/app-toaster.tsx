import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { TOASTER_PROPS, toastsOverLimit } from './toaster-config';

/** The one Toaster of the app, holding at most TOAST_LIMIT toasts at a time. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsOverLimit(toasts)) toast.dismiss(id);
  }, [toasts]);
  return <Toaster {...TOASTER_PROPS} />;
}
