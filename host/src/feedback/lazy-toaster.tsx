import { lazy, Suspense, useEffect } from 'react';
import { setToastHandler, type ToastRequest } from '@conexoes/shared';
import { showToast, useToastRequested } from './show-toast';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** What a remote asked for with `notify` (shared/src/toast), raised on the host's Toaster. */
const raiseSharedToast = (request: ToastRequest) =>
  void showToast((toast) => {
    if (request.type === 'dismiss') toast.dismiss(request.id);
    else if (request.type === 'blank') toast(request.message, { id: request.id });
    else toast[request.type](request.message, { id: request.id });
  });

/** The app's Toaster, mounted (and its code fetched) with the first `showToast` or `notify`. */
export function LazyToaster() {
  const requested = useToastRequested();
  useEffect(() => setToastHandler(raiseSharedToast), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
