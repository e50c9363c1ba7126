import { z } from 'zod';
import { emailSchema, passwordSchema } from './common';
import { permissionSchema, roleSchema } from './permissions';
import { workspaceLevelSchema } from './workspaces';

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  email: z.string(),
  name: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A workspace the user may choose after signing in (flat; parentId builds the tree). */
export const selectableWorkspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: workspaceLevelSchema,
  parentId: z.uuid().nullable(),
  tenantId: z.uuid(),
});
export type SelectableWorkspace = z.infer<typeof selectableWorkspaceSchema>;

/** GET auth/workspaces: feeds the auth slice's `workspace {containsWorkspace, shouldSelectWorkspace, options}`. */
export const workspaceChoiceSchema = z.object({
  containsWorkspace: z.boolean(),
  shouldSelectWorkspace: z.boolean(),
  options: z.array(selectableWorkspaceSchema),
});
export type WorkspaceChoice = z.infer<typeof workspaceChoiceSchema>;

export const chooseWorkspacesBodySchema = z.object({
  workspaceIds: z.array(z.uuid()).min(1).max(500),
});
export type ChooseWorkspacesBody = z.infer<typeof chooseWorkspacesBodySchema>;

const levelEntrySchema = z.object({ id: z.uuid(), name: z.string() });
/** The workspaces in effect after the choice (the chosen nodes and their subtrees), by level. */
export const workspaceLevelsSchema = z.object({
  root: z.array(levelEntrySchema),
  secondLevel: z.array(levelEntrySchema),
  thirdLevel: z.array(levelEntrySchema),
});
export type WorkspaceLevels = z.infer<typeof workspaceLevelsSchema>;

export const chooseWorkspacesResponseSchema = z.object({
  newToken: z.string(),
  workspaceIds: z.array(z.uuid()),
  tenants: z.array(z.uuid()),
  role: roleSchema,
  permission: permissionSchema,
  workspaceLevel: workspaceLevelsSchema,
  showSocialInteractionResearch: z.boolean(),
});
export type ChooseWorkspacesResponse = z.infer<typeof chooseWorkspacesResponseSchema>;

export const documentLgpdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  link: z.string(),
  version: z.number().int().min(1),
});
export type DocumentLgpd = z.infer<typeof documentLgpdSchema>;

export const userDocumentParamsSchema = z.object({ email: emailSchema });
export const pendingDocumentParamsSchema = z.object({ email: emailSchema, name: z.literal('LGPD') });

/** `document` is null when nothing is pending. */
export const pendingDocumentResponseSchema = z.object({
  pending: z.boolean(),
  document: documentLgpdSchema.nullable(),
});
export type PendingDocumentResponse = z.infer<typeof pendingDocumentResponseSchema>;

export const acceptDocumentBodySchema = z.object({ documentId: z.uuid() });
export type AcceptDocumentBody = z.infer<typeof acceptDocumentBodySchema>;
export const newTokenResponseSchema = z.object({ newToken: z.string() });
export type NewTokenResponse = z.infer<typeof newTokenResponseSchema>;

export const documentContentSchema = documentLgpdSchema.extend({ content: z.string(), locale: z.string() });
export type DocumentContent = z.infer<typeof documentContentSchema>;

/** Comma-separated tenant ids. */
export const permissionsQuerySchema = z.object({
  tenants: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).min(1)),
});
export const permissionsResponseSchema = z.object({
  role: roleSchema,
  permission: permissionSchema,
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
