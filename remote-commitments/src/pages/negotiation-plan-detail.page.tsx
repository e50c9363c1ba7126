import { useParams } from 'react-router-dom';
import { ActionPlanCard } from '../features/action-plan/action-plan-card';
import { PlanDetails } from '../features/plans/plan-details';

export function NegotiationPlanDetailPage() {
  const { negotiationPlanId = '' } = useParams();
  return (
    <PlanDetails
      key={negotiationPlanId}
      planId={negotiationPlanId}
      actionPlan={(at) => <ActionPlanCard {...at} />}
    />
  );
}
