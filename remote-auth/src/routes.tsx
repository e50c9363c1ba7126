// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { ForgotPasswordPage } from './pages/forgot-password.page';
import { LgpdPage } from './pages/lgpd.page';
import { LoginPage } from './pages/login.page';
import { ResetPasswordPage } from './pages/reset-password.page';
import { WorkspacesPage } from './pages/workspaces.page';

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
