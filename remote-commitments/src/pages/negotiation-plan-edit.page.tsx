import { useParams } from 'react-router-dom';
import { PlanForm } from '../features/plans/plan-form';

export function NegotiationPlanEditPage() {
  const { negotiationPlanId = '' } = useParams();
  return <PlanForm key={negotiationPlanId} planId={negotiationPlanId} />;
}
