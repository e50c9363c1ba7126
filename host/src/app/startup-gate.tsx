import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { refreshSession, rehydrateRoot, useAuthStore, useSettingsStore } from '@conexoes/shared';
import { PageSpinner } from '../components/page-spinner';

export type StartupGateProps = { children: ReactNode; rehydrationTimeoutMs?: number };

/**
 * Full-screen spinner until auth is initialised (and the session refreshed from the server) and the
 * persisted `root` state has loaded
 * (or its 5000 ms time-out passed): only then is the app content shown (SPEC §2, §4).
 */
export function StartupGate({ children, rehydrationTimeoutMs }: StartupGateProps) {
  const authReady = useAuthStore((s) => s.isInitialized);
  const [rehydrated, setRehydrated] = useState(false);
  const [sessionRefreshed, setSessionRefreshed] = useState(false);

  useEffect(() => {
    let active = true;
    useSettingsStore.getState().initializeSettings();
    useAuthStore.getState().initializeAuth();
    // The token says who and where, not what: the flags and a pending document come from the
    // server before anything is shown, so a reload neither loses the menu nor skips the document.
    // Opening the gate renders the whole shell: a transition, so React renders it in slices and
    // yields to the browser instead of one long task (docs/decisions/0010-front-end-weight.md).
    void refreshSession().finally(() => {
      if (active) startTransition(() => setSessionRefreshed(true));
    });
    void rehydrateRoot(rehydrationTimeoutMs === undefined ? {} : { timeoutMs: rehydrationTimeoutMs }).then(
      () => {
        if (active) startTransition(() => setRehydrated(true));
      },
    );
    return () => {
      active = false;
    };
  }, [rehydrationTimeoutMs]);

  if (!authReady || !rehydrated || !sessionRefreshed) return <PageSpinner fullScreen />;
  return <>{children}</>;
}
