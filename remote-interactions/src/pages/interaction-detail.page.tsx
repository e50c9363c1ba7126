import { useParams } from 'react-router-dom';
import { InteractionAttachments } from '../features/attachments/interaction-attachments';
import { InteractionDetails } from '../features/detail/interaction-details';
import { GrievanceCard } from '../features/grievance/grievance-card';
import { SurveyAnswersCard } from '../features/survey/survey-answers-card';

export function InteractionDetailPage() {
  const { interactionId = '' } = useParams();
  return (
    <InteractionDetails
      key={interactionId}
      interactionId={interactionId}
      survey={(answers) => <SurveyAnswersCard answers={answers} />}
      attachments={(at) => <InteractionAttachments {...at} />}
      grievance={(at) => <GrievanceCard {...at} />}
    />
  );
}
