// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { AccountPage } from './pages/account.page';
import { ConfigurationsPage } from './pages/configurations.page';
import { NotificationsPage } from './pages/notifications.page';
import { OverviewPage } from './pages/overview.page';
import { UserDetailPage } from './pages/user-detail.page';
import { UserEditPage } from './pages/user-edit.page';
import { UserListPage } from './pages/user-list.page';
import { UserNewPage } from './pages/user-new.page';
import { UsersOverviewPage } from './pages/users-overview.page';
import { WorkspaceDetailPage } from './pages/workspace-detail.page';
import { WorkspaceEditPage } from './pages/workspace-edit.page';
import { WorkspaceListPage } from './pages/workspace-list.page';
import { WorkspaceNewPage } from './pages/workspace-new.page';
import { WorkspacesOverviewPage } from './pages/workspaces-overview.page';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<OverviewPage />} />
      <Route path="users" element={<UsersOverviewPage />} />
      <Route path="users/list" element={<UserListPage />} />
      <Route path="users/new" element={<UserNewPage />} />
      <Route path="users/:userId" element={<UserDetailPage />} />
      <Route path="users/:userId/edit" element={<UserEditPage />} />
      <Route path="workspaces" element={<WorkspacesOverviewPage />} />
      <Route path="workspaces/list" element={<WorkspaceListPage />} />
      <Route path="workspaces/new" element={<WorkspaceNewPage />} />
      <Route path="workspaces/:workspaceId" element={<WorkspaceDetailPage />} />
      <Route path="workspaces/:workspaceId/edit" element={<WorkspaceEditPage />} />
      <Route path="configurations" element={<ConfigurationsPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default AdminRoutes;
