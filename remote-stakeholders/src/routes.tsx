// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { StakeholderConfigurationsPage } from './pages/stakeholder-configurations.page';
import { StakeholderDetailPage } from './pages/stakeholder-detail.page';
import { StakeholderEditPage } from './pages/stakeholder-edit.page';
import { StakeholderListPage } from './pages/stakeholder-list.page';
import { StakeholderNewPage } from './pages/stakeholder-new.page';
import { StakeholdersOverviewPage } from './pages/stakeholders-overview.page';

export function StakeholdersRoutes() {
  return (
    <Routes>
      <Route path="stakeholders" element={<StakeholdersOverviewPage />} />
      <Route path="stakeholders/list" element={<StakeholderListPage />} />
      <Route path="stakeholders/new" element={<StakeholderNewPage />} />
      <Route path="stakeholders/:stakeholderId" element={<StakeholderDetailPage />} />
      <Route path="stakeholders/:stakeholderId/edit" element={<StakeholderEditPage />} />
      <Route path="configurations/stakeholders" element={<StakeholderConfigurationsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default StakeholdersRoutes;
