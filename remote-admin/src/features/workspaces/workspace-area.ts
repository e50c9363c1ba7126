/** Workspaces are administered under the configurations flags (ARCHITECTURE "Permissions"). */
export const WORKSPACE_AREA = 'configurations' as const;
