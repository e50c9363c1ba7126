import type { Permission } from '@conexoes/shared/contract';

/**
 * What a request may see: its tenant, the workspaces in effect (chosen nodes and their subtrees,
 * within the user's assignments, active only), the user and their flags. It is the first argument of
 * every repository function, so no query path exists without it.
 */
export type RequestScope = {
  tenantId: string;
  workspaceIds: string[];
  userId: string;
  permissions: Permission;
};
