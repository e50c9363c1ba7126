import { PlanForm } from '../features/plans/plan-form';

export function NegotiationPlanNewPage() {
  return <PlanForm />;
}
