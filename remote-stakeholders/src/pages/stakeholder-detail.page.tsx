import { useParams } from 'react-router-dom';
import { StakeholderProfile } from '../features/detail/stakeholder-profile';

export function StakeholderDetailPage() {
  const { stakeholderId = '' } = useParams();
  return <StakeholderProfile key={stakeholderId} stakeholderId={stakeholderId} />;
}
