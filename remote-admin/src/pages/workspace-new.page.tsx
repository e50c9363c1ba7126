import { WorkspaceForm } from '../features/workspaces/workspace-form';

export function WorkspaceNewPage() {
  return <WorkspaceForm />;
}
