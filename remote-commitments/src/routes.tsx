// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { CommitmentConfigurationsPage } from './pages/commitment-configurations.page';
import { CommitmentsDashboardPage } from './pages/commitments-dashboard.page';
import { ManagementDetailPage } from './pages/management-detail.page';
import { ManagementEditPage } from './pages/management-edit.page';
import { ManagementListPage } from './pages/management-list.page';
import { ManagementNewPage } from './pages/management-new.page';
import { NegotiationPlanDetailPage } from './pages/negotiation-plan-detail.page';
import { NegotiationPlanEditPage } from './pages/negotiation-plan-edit.page';
import { NegotiationPlanListPage } from './pages/negotiation-plan-list.page';
import { NegotiationPlanNewPage } from './pages/negotiation-plan-new.page';

export function CommitmentsRoutes() {
  return (
    <Routes>
      <Route path="commitments" element={<CommitmentsDashboardPage />} />
      <Route path="commitments/negotiation_plan" element={<NegotiationPlanListPage />} />
      <Route path="commitments/negotiation_plan/new" element={<NegotiationPlanNewPage />} />
      <Route path="commitments/negotiation_plan/:negotiationPlanId" element={<NegotiationPlanDetailPage />} />
      <Route
        path="commitments/negotiation_plan/:negotiationPlanId/edit"
        element={<NegotiationPlanEditPage />}
      />
      <Route path="commitments/management" element={<ManagementListPage />} />
      <Route path="commitments/management/new" element={<ManagementNewPage />} />
      <Route path="commitments/management/:managementId" element={<ManagementDetailPage />} />
      <Route path="commitments/management/:managementId/edit" element={<ManagementEditPage />} />
      <Route path="configurations/commitments" element={<CommitmentConfigurationsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default CommitmentsRoutes;
