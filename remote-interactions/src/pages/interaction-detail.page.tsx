import { useParams } from 'react-router-dom';
import { InteractionDetails } from '../features/detail/interaction-details';

export function InteractionDetailPage() {
  const { interactionId = '' } = useParams();
  return <InteractionDetails key={interactionId} interactionId={interactionId} />;
}
