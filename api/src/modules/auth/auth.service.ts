import {
  hasPermission,
  roleSchema,
  type ChooseWorkspacesResponse,
  type DocumentLgpd,
  type Permission,
  type Role,
  type SelectableWorkspace,
  type WorkspaceChoice,
} from '@conexoes/shared/contract';
import type { UserRow } from '../../db/schema';
import { unprocessable } from '../../lib/problem';
import {
  allowedIds,
  buildTree,
  byName,
  effectiveIds,
  type WorkspaceTree,
} from '../workspaces/workspace-tree';
import type { DocumentRow, IdentityRepository } from './identity.repository';
import type { TokenClaims, TokenService } from './token.service';

export const roleOf = (user: UserRow): Role => roleSchema.catch('viewer').parse(user.role);

export const toDocument = (row: DocumentRow): DocumentLgpd => ({
  id: row.id,
  name: row.name,
  link: row.link,
  version: row.version,
});

/** Sign-in flow logic shared by the auth routes: workspace choice, token issue, pending documents. */
export const createAuthService = (identity: IdentityRepository, tokens: TokenService) => {
  const userTree = async (user: UserRow) => {
    const [rows, assigned] = await Promise.all([
      identity.tenantWorkspaces(user.tenantId),
      identity.assignmentsOf(user.tenantId, user.id),
    ]);
    const tree = buildTree(rows);
    return { tree, allowed: allowedIds(tree, user.allWorkspaces, assigned) };
  };

  const selectable = (tree: WorkspaceTree, allowed: Set<string>): SelectableWorkspace[] =>
    tree.rows
      .filter((r) => allowed.has(r.id))
      .sort(byName)
      .map((r) => ({
        id: r.id,
        name: r.name,
        level: r.level as SelectableWorkspace['level'],
        parentId: r.parentId,
        tenantId: r.tenantId,
      }));

  return {
    workspaceChoice: async (user: UserRow): Promise<WorkspaceChoice> => {
      const { tree, allowed } = await userTree(user);
      const options = selectable(tree, allowed);
      return { containsWorkspace: options.length > 0, shouldSelectWorkspace: options.length > 1, options };
    },

    chooseWorkspaces: async (
      claims: TokenClaims,
      user: UserRow,
      workspaceIds: string[],
      sessionExpiresAt: Date,
    ): Promise<ChooseWorkspacesResponse> => {
      const { tree, allowed } = await userTree(user);
      const refused = workspaceIds
        .map((id, index) => ({ id, index }))
        .filter(({ id }) => !allowed.has(id))
        .map(({ index }) => ({
          path: `body.workspaceIds.${index}`,
          message: 'This workspace is not available',
          code: 'workspaceUnavailable',
        }));
      if (refused.length > 0) throw unprocessable(refused, 'Some chosen workspaces are not available');

      const chosen = [...new Set(workspaceIds)];
      const effective = effectiveIds(tree, chosen, allowed)
        .map((id) => tree.byId.get(id))
        .filter((r) => r !== undefined)
        .sort(byName);
      const permission: Permission = await identity.permissionsOf(user.tenantId, user.id);
      const newToken = await tokens.sign(
        { ...claims, stage: 'access', workspaceIds: chosen },
        sessionExpiresAt,
      );
      const atLevel = (level: number) =>
        effective.filter((r) => r.level === level).map((r) => ({ id: r.id, name: r.name }));
      return {
        newToken,
        workspaceIds: chosen,
        tenants: [user.tenantId],
        role: roleOf(user),
        permission,
        workspaceLevel: { root: atLevel(1), secondLevel: atLevel(2), thirdLevel: atLevel(3) },
        // The perception survey (issue 11) is asked where a chosen workspace, one below it or one
        // above it has its research switched on, to whoever may view social interactions.
        showSocialInteractionResearch:
          hasPermission(permission, 'socialInteractions', 'view') &&
          effective.some((w) => {
            for (
              let at: typeof w | undefined = w;
              at;
              at = at.parentId ? tree.byId.get(at.parentId) : undefined
            )
              if (at.socialInteractionResearch) return true;
            return false;
          }),
      };
    },

    /** The document in force that the user has not accepted yet, if any. */
    pendingDocument: async (user: UserRow, name: string): Promise<DocumentRow | undefined> => {
      const document = await identity.currentDocument(name);
      if (!document) return undefined;
      return (await identity.hasAccepted(user.id, document.id)) ? undefined : document;
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
