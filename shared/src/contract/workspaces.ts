import { z } from 'zod';

/** 1 = root (the tenant, a company), 2 = business unit or region, 3 = site or project. */
export const workspaceLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type WorkspaceLevelNumber = z.infer<typeof workspaceLevelSchema>;

export const workspaceSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  parentId: z.uuid().nullable(),
  level: workspaceLevelSchema,
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListSchema = z.array(workspaceSchema);

/** Create: parentId is required (new roots, i.e. tenants, are not created through the API). */
export const workspaceInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  parentId: z.uuid().nullable().optional(),
  active: z.boolean().optional(),
});
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>;

export const workspaceBodySchema = z.object({ workspace: workspaceInputSchema });
export type WorkspaceBody = z.infer<typeof workspaceBodySchema>;

/**
 * PUT workspaces/{id}: the whole editable record (docs/decisions/0027-put-rule.md). `name` and
 * `active` are required, with no default: the edit form sends its active switch, and an omitted
 * `active` is a 422 naming it, never a silent keep or re-activation (`PUT workspaces/{id}/active/{active}`
 * changes the state alone). `parentId` is where the workspace lives, not its content: omitted = it
 * stays; another parent is a 422 (a workspace cannot be moved).
 */
export const workspaceUpdateSchema = z.object({
  name: workspaceInputSchema.shape.name,
  parentId: z.uuid().nullable().optional(),
  active: z.boolean(),
});
export type WorkspaceUpdateInput = z.infer<typeof workspaceUpdateSchema>;
export const workspaceUpdateBodySchema = z.object({ workspace: workspaceUpdateSchema });

export const workspaceActiveParamsSchema = z.object({
  id: z.uuid(),
  active: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** Flat options for pickers; the client builds the tree from parentId. */
export const workspaceOptionSchema = z.object({
  value: z.uuid(),
  label: z.string(),
  level: workspaceLevelSchema,
  parentId: z.uuid().nullable(),
});
export type WorkspaceOption = z.infer<typeof workspaceOptionSchema>;
export const workspaceOptionsSchema = z.array(workspaceOptionSchema);
