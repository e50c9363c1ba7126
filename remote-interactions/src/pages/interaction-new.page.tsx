import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAttachmentStaging } from '@conexoes/shared/ui';
import { interactionsApi } from '../api/interactions.api';
import { InteractionAttachments } from '../features/attachments/interaction-attachments';
import { InteractionForm } from '../features/form/interaction-form';
import { SurveySection } from '../features/survey/survey-section';

export function InteractionNewPage() {
  // Files chosen before the first save wait here, then go up to the new record.
  const staging = useAttachmentStaging('interaction');
  const stagedNames = useMemo(() => staging.files.map((f) => f.file.name), [staging.files]);
  // "Log an interaction" on a stakeholder's profile opens this page with that stakeholder.
  const [params] = useSearchParams();
  return (
    <InteractionForm
      survey={(at) => <SurveySection {...at} />}
      attachments={(at) => <InteractionAttachments {...at} staging={staging} />}
      afterCreate={(id) => staging.uploadAll(interactionsApi.attachmentsPath(id))}
      stagedFiles={stagedNames}
      firstStakeholderId={params.get('stakeholderId') ?? undefined}
      suggestedWorkspaceId={params.get('workspaceId') ?? undefined}
    />
  );
}
