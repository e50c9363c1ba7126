import {
  api,
  type ChooseWorkspacesResponse,
  type DocumentContent,
  type ForgotPasswordBody,
  type LoginBody,
  type LoginResponse,
  type NewTokenResponse,
  type PendingDocumentResponse,
  type ResetPasswordBody,
  type WorkspaceChoice,
} from '@conexoes/shared';

const userDocuments = (email: string) => `auth/users-documents/${encodeURIComponent(email)}`;

/** The authentication calls of SPEC §7; the session token goes with them unless said otherwise. */
export const authApi = {
  // Signing in must never carry a stale token of an earlier session.
  login: (body: LoginBody) => api.post<LoginResponse>('auth/login', body, { token: null }),
  workspaceChoice: () => api.get<WorkspaceChoice>('auth/workspaces'),
  chooseWorkspaces: (workspaceIds: string[]) =>
    api.post<ChooseWorkspacesResponse>('auth/workspaces', { workspaceIds }),
  /** `token`: the session's, before the store holds it (sign-in); else the store's. */
  pendingDocument: (email: string, token?: string) => {
    const url = `${userDocuments(email)}/pending/LGPD`;
    return token ? api.get<PendingDocumentResponse>(url, { token }) : api.get<PendingDocumentResponse>(url);
  },
  acceptDocument: (email: string, documentId: string) =>
    api.post<NewTokenResponse>(`${userDocuments(email)}/accept`, { documentId }),
  /** The text of a data-protection document (public: it is what people are asked to accept). */
  documentContent: (id: string) => api.get<DocumentContent>(`auth/documents/${encodeURIComponent(id)}`),
  forgotPassword: (body: ForgotPasswordBody) => api.post<void>('auth/forgot-password', body, { token: null }),
  resetPassword: (body: ResetPasswordBody) => api.post<void>('auth/reset-password', body, { token: null }),
};
