import { StakeholderForm } from '../features/form/stakeholder-form';

export function StakeholderNewPage() {
  return <StakeholderForm />;
}
