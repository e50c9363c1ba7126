// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { ForgotPasswordPage } from './pages/forgot-password.page';
import { loadLgpdPage, loadResetPasswordPage, loadWorkspacesPage } from './pages/lazy-pages';
import { LoginPage } from './pages/login.page';

// Fetched when reached (the sign-in fetches its next step before going there): see pages/lazy-pages.ts.
// Meanwhile the host's page spinner shows (RemoteMount's Suspense), as while a language loads.
const WorkspacesPage = lazy(() => loadWorkspacesPage().then((m) => ({ default: m.WorkspacesPage })));
const LgpdPage = lazy(() => loadLgpdPage().then((m) => ({ default: m.LgpdPage })));
const ResetPasswordPage = lazy(() => loadResetPasswordPage().then((m) => ({ default: m.ResetPasswordPage })));

export function AuthRoutes() {
  return (
    <Routes>
      <Route path="auth" element={<Navigate to="login" replace />} />
      <Route path="auth/login" element={<LoginPage />} />
      <Route path="auth/workspaces" element={<WorkspacesPage />} />
      <Route path="auth/lgpd" element={<LgpdPage />} />
      <Route path="auth/forgot_password" element={<ForgotPasswordPage />} />
      {/* The page the password-reset e-mail links to (?token=...). */}
      <Route path="auth/reset_password" element={<ResetPasswordPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default AuthRoutes;
