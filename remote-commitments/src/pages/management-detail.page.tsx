import { useParams } from 'react-router-dom';
import { ActionPlanCard } from '../features/action-plan/action-plan-card';
import { CommitmentDetails } from '../features/commitments/commitment-details';

export function ManagementDetailPage() {
  const { managementId = '' } = useParams();
  return (
    <CommitmentDetails
      key={managementId}
      commitmentId={managementId}
      actionPlan={(at) => <ActionPlanCard {...at} />}
    />
  );
}
