import { lazy, Suspense } from 'react';
import { useToastRequested } from './show-toast';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** The app's Toaster, mounted (and its code fetched) with the first `showToast`. */
export function LazyToaster() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
