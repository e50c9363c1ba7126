import { useParams } from 'react-router-dom';
import { InteractionForm } from '../features/form/interaction-form';

export function InteractionEditPage() {
  const { interactionId = '' } = useParams();
  return <InteractionForm key={interactionId} interactionId={interactionId} />;
}
