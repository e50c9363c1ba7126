import { useEffect, useState, type ComponentType } from 'react';
import { setToastHandler, type ToastRequest } from '@conexoes/shared';
import { showToast, useToastRequests } from './show-toast';

const loadAppToaster = () => import('./app-toaster');

/**
 * Fetches the Toaster's code ahead of the first toast. Called once signed in: a save that fails in
 * the field, without a connection, must still be able to say so (and not first need the network).
 */
export const preloadToaster = (): Promise<unknown> =>
  // Both chunks: `showToast` imports react-hot-toast on its own, and a chunk is fetched by its id even
  // when the Toaster's chunk already brought the module (seen offline: the toast was lost).
  Promise.all([loadAppToaster(), import('react-hot-toast')]);

/** What a remote asked for with `notify` (shared/src/toast), raised on the host's Toaster. */
const raiseSharedToast = (request: ToastRequest) =>
  void showToast((toast) => {
    if (request.type === 'dismiss') toast.dismiss(request.id);
    else if (request.type === 'blank') toast(request.message, { id: request.id });
    else toast[request.type](request.message, { id: request.id });
  });

/**
 * The app's Toaster, mounted (and its code fetched) with the first `showToast` or `notify`. Not through
 * React.lazy: a fetch that fails offline would throw into the app and blank it, and lazy keeps the
 * failure for good. Here it is tried again with the next toast.
 */
export function LazyToaster() {
  const requests = useToastRequests();
  const [loaded, setLoaded] = useState<{ AppToaster: ComponentType } | null>(null);
  useEffect(() => setToastHandler(raiseSharedToast), []);
  useEffect(() => {
    if (requests === 0 || loaded) return;
    let current = true;
    loadAppToaster().then(
      (m) => current && setLoaded({ AppToaster: m.AppToaster }),
      () => undefined, // no connection: the next toast fetches again
    );
    return () => {
      current = false;
    };
  }, [requests, loaded]);
  if (!loaded) return null;
  const { AppToaster } = loaded;
  return <AppToaster />;
}
