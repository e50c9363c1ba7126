import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteRoutes, resetRemote } from './remote-loader';
import type { RemoteName } from './remote-map';

// One lazy component per remote, so the remote is fetched once and only on first visit.
const lazyRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function routesOf(name: RemoteName): LazyExoticComponent<ComponentType> {
  let routes = lazyRoutes.get(name);
  if (!routes) {
    routes = lazy(async () => {
      try {
        return { default: await loadRemoteRoutes(name) };
      } catch (error) {
        // Forget the failed attempt so the next render (Retry) loads again.
        lazyRoutes.delete(name);
        await resetRemote(name);
        throw error;
      }
    });
    lazyRoutes.set(name, routes);
  }
  return routes;
}

/** Drops every loaded remote (used when the runtime config is reloaded, and between tests). */
export function forgetLoadedRemotes(): void {
  lazyRoutes.clear();
}

export type RemoteMountProps = { name: RemoteName };

/** Mounts a remote's `./routes` at the app root inside Suspense and an error boundary with retry. */
export function RemoteMount({ name }: RemoteMountProps) {
  // The lazy component lives in state: a retry swaps in a fresh one (a new load attempt).
  const [mount, setMount] = useState(() => ({ attempt: 0, Routes: routesOf(name) }));
  const handleRetry = useCallback(
    () => setMount((current) => ({ attempt: current.attempt + 1, Routes: routesOf(name) })),
    [name],
  );
  const { attempt, Routes } = mount;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={handleRetry}>
      <Suspense fallback={<PageSpinner />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
