import { useAuthStore } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';

export type NextStep = '/auth/lgpd' | '/auth/workspaces';

/**
 * After sign-in: a pending data-protection document comes first (SPEC §4), then the workspace
 * choice. When the check itself fails the server still blocks product calls, so go on to workspaces.
 */
export const resolveNextStep = async (email: string): Promise<NextStep> => {
  try {
    const { pending, document } = await authApi.pendingDocument(email);
    if (pending && document) {
      useAuthStore.getState().documentPending(document);
      return '/auth/lgpd';
    }
  } catch {
    // see above
  }
  useAuthStore.getState().documentPending(null);
  return '/auth/workspaces';
};
