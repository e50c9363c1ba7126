import { useParams } from 'react-router-dom';
import { InteractionAttachments } from '../features/attachments/interaction-attachments';
import { InteractionForm } from '../features/form/interaction-form';

export function InteractionEditPage() {
  const { interactionId = '' } = useParams();
  return (
    <InteractionForm
      key={interactionId}
      interactionId={interactionId}
      attachments={(at) => <InteractionAttachments {...at} />}
    />
  );
}
