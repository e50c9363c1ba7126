import { WorkspaceOverview } from '../features/workspaces/workspace-overview';

export function WorkspaceListPage() {
  return <WorkspaceOverview initialView="list" />;
}
