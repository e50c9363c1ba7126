import { useParams } from 'react-router-dom';
import { CommitmentForm } from '../features/commitments/commitment-form';

export function ManagementEditPage() {
  const { managementId = '' } = useParams();
  return <CommitmentForm key={managementId} commitmentId={managementId} />;
}
