import { CommitmentForm } from '../features/commitments/commitment-form';

export function ManagementNewPage() {
  return <CommitmentForm />;
}
