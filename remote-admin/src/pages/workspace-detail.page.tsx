import { useParams } from 'react-router-dom';
import { WorkspaceDetails } from '../features/workspaces/workspace-details';

export function WorkspaceDetailPage() {
  const { workspaceId = '' } = useParams();
  return <WorkspaceDetails key={workspaceId} workspaceId={workspaceId} />;
}
