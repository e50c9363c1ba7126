import { api } from '../api/api-client';
import { isProblem } from '../api/problem';
import { clearOwnDrafts } from '../drafts/form-drafts';
import type { PendingDocumentResponse, PermissionsResponse } from '../contract/auth';
import { useAuthStore } from '../stores/auth.store';

const UNAUTHORIZED = 401;

/**
 * After a reload the token alone says who and where, not what: this asks the server for what the
 * screens need (a pending data-protection document; the permission flags once workspaces are chosen).
 * A 401 means the session is over (expired, signed out elsewhere, password changed): sign out.
 */
export const refreshSession = async (): Promise<void> => {
  const { isAuthenticated, stage, tenants, email } = useAuthStore.getState();
  if (!isAuthenticated) return;
  try {
    if (email) {
      const pending = await api.get<PendingDocumentResponse>(
        `auth/users-documents/${encodeURIComponent(email)}/pending/LGPD`,
      );
      useAuthStore.getState().documentPending(pending.pending ? pending.document : null);
    }
    if (stage === 'app' && tenants.length > 0) {
      const { permission, role } = await api.get<PermissionsResponse>('auth/workspaces/permissions', {
        params: { tenants: tenants.join(',') },
      });
      useAuthStore.getState().permissionLoaded(permission, role);
    }
  } catch (error) {
    if (isProblem(error) && error.status === UNAUTHORIZED) useAuthStore.getState().signOut();
  }
};

/**
 * Signing out on purpose: revokes the session on the server, then forgets it here even if the server
 * could not be reached, with the person's form drafts (they hold personal data; a shared device).
 */
export const endSession = async (): Promise<void> => {
  clearOwnDrafts();
  try {
    if (useAuthStore.getState().token) await api.post<void>('auth/logout');
  } catch {
    // Signing out locally must never depend on the network.
  } finally {
    useAuthStore.getState().signOut();
  }
};
