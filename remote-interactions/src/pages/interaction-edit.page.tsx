import { useParams } from 'react-router-dom';
import { InteractionAttachments } from '../features/attachments/interaction-attachments';
import { InteractionForm } from '../features/form/interaction-form';
import { SurveySection } from '../features/survey/survey-section';

export function InteractionEditPage() {
  const { interactionId = '' } = useParams();
  return (
    <InteractionForm
      key={interactionId}
      interactionId={interactionId}
      survey={(at) => <SurveySection {...at} />}
      attachments={(at) => <InteractionAttachments {...at} />}
    />
  );
}
