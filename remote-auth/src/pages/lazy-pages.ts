// The steps after sign-in (workspace choice, data-protection document) and the page the reset e-mail
// links to are their own chunks: the sign-in page, the first page most visitors download, does not
// carry them (docs/decisions/0010-front-end-weight.md). One loader each, shared by the route and by
// the sign-in, which fetches its next step before going there.
import type { NextStep } from '../features/login/next-step';

export const loadWorkspacesPage = () => import('./workspaces.page');
export const loadLgpdPage = () => import('./lgpd.page');
export const loadResetPasswordPage = () => import('./reset-password.page');

/** Fetches the page of the step after sign-in; a failure is left to that page's own render. */
export const preloadStep = (step: NextStep): Promise<unknown> =>
  (step === '/auth/lgpd' ? loadLgpdPage() : loadWorkspacesPage()).catch(() => undefined);
