import { useParams } from 'react-router-dom';
import { WorkspaceForm } from '../features/workspaces/workspace-form';

export function WorkspaceEditPage() {
  const { workspaceId = '' } = useParams();
  return <WorkspaceForm key={workspaceId} workspaceId={workspaceId} />;
}
