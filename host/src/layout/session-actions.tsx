import { Flex } from 'antd';
import { useAuthStore } from '@conexoes/shared';
import { WorkspaceSwitcher } from '../auth/workspace-switcher';
import { UserActions } from './user-actions';
import { UserMenu } from './user-menu';

export type SessionActionsProps = { compact?: boolean };

/**
 * The top bar's session corner: the workspace switcher and the user menu once signed in; the
 * sign-in button otherwise (below md the navigation drawer already offers sign-in).
 */
export function SessionActions({ compact = false }: SessionActionsProps) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (!isAuthenticated) return compact ? null : <UserActions />;
  return (
    <Flex align="center" gap={compact ? 0 : 4}>
      <WorkspaceSwitcher compact={compact} />
      <UserMenu compact={compact} />
    </Flex>
  );
}
