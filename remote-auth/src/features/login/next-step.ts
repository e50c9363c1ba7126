import type { DocumentLgpd } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';

export type NextStep = '/auth/lgpd' | '/auth/workspaces';

/**
 * After sign-in: a pending data-protection document comes first (SPEC §4), then the workspace
 * choice. It is asked with the new session's token before the store holds the session, so the host's
 * guard never sees a signed-in user without it (and sends them to the workspaces, where a single
 * workspace is taken at once, ahead of the document). When the check itself fails the server still
 * blocks product calls, so go on to workspaces.
 */
export const pendingDocumentFor = async (email: string, token: string): Promise<DocumentLgpd | null> => {
  try {
    const { pending, document } = await authApi.pendingDocument(email, token);
    return pending && document ? document : null;
  } catch {
    return null; // see above
  }
};

export const nextStepFor = (document: DocumentLgpd | null): NextStep =>
  document ? '/auth/lgpd' : '/auth/workspaces';
