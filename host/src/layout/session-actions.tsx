import { lazy, Suspense } from 'react';
import { Flex, Grid } from 'antd';
import { useAuthStore } from '@conexoes/shared';
import { UserActions } from './user-actions';

// Signed-in only, so fetched after sign-in rather than with the sign-in page.
const WorkspaceSwitcher = lazy(() =>
  import('../auth/workspace-switcher').then((m) => ({ default: m.WorkspaceSwitcher })),
);
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('./notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

export type SessionActionsProps = { compact?: boolean };

/**
 * The top bar's session corner: the notification bell, the workspace switcher and the user menu once signed in
 * (`compact`: icons only); the sign-in button otherwise (below md the navigation drawer already offers sign-in).
 */
export function SessionActions({ compact = false }: SessionActionsProps) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  // The bell asks product routes: only once a workspace is chosen (the access stage).
  const inApp = useAuthStore((s) => s.stage === 'app');
  const screens = Grid.useBreakpoint();
  if (!isAuthenticated) return screens.md ? <UserActions /> : null;
  return (
    <Flex align="center" gap={compact ? 0 : 4}>
      {inApp && (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <WorkspaceSwitcher compact={compact} />
        <UserMenu compact={compact} />
      </Suspense>
    </Flex>
  );
}
