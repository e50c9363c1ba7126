import { WorkspaceOverview } from '../features/workspaces/workspace-overview';

export function WorkspacesOverviewPage() {
  return <WorkspaceOverview initialView="tree" />;
}
