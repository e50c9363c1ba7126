import { useParams } from 'react-router-dom';
import { StakeholderForm } from '../features/form/stakeholder-form';

export function StakeholderEditPage() {
  const { stakeholderId = '' } = useParams();
  return <StakeholderForm key={stakeholderId} stakeholderId={stakeholderId} />;
}
