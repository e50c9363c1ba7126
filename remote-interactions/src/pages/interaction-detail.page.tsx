import { useParams } from 'react-router-dom';
import { InteractionAttachments } from '../features/attachments/interaction-attachments';
import { InteractionDetails } from '../features/detail/interaction-details';

export function InteractionDetailPage() {
  const { interactionId = '' } = useParams();
  return (
    <InteractionDetails
      key={interactionId}
      interactionId={interactionId}
      attachments={(at) => <InteractionAttachments {...at} />}
    />
  );
}
