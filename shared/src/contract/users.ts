import { z } from 'zod';
import { booleanQuerySchema, emailSchema, pageOf, pageQuerySchema, passwordSchema } from './common';
import { permissionAreaSchema, permissionSchema, roleSchema, roles } from './permissions';

export const userSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  active: z.boolean(),
  /** False while an invited user has not chosen a password (they cannot sign in yet). */
  passwordSet: z.boolean(),
  allWorkspaces: z.boolean(),
  workspaceIds: z.array(z.uuid()),
  permission: permissionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userSummarySchema = userSchema.omit({ permission: true, workspaceIds: true });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userSearchQuerySchema = pageQuerySchema.extend({
  active: booleanQuerySchema.optional(),
  role: roleSchema.optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
export const userPageSchema = pageOf(userSummarySchema);

/** The editable fields of a user record: what the detail answers and the user form edits. */
const userFields = z.object({
  email: emailSchema,
  name: z.string().trim().min(2).max(120),
  role: roleSchema,
  active: z.boolean(),
  allWorkspaces: z.boolean(),
  workspaceIds: z.array(z.uuid()).max(500),
  permission: permissionSchema,
});

/**
 * POST users. `active` defaults to true, `allWorkspaces` to false, `workspaceIds` to [] and
 * `permission` to the role's template. Without a password the user receives a link to choose one.
 */
export const userCreateSchema = userFields.extend({
  active: z.boolean().default(true),
  allWorkspaces: z.boolean().default(false),
  workspaceIds: userFields.shape.workspaceIds.default([]),
  permission: permissionSchema.optional(),
  password: passwordSchema.optional(),
  /** The acting administrator's own password, when the new user is an administrator (step-up). */
  currentPassword: z.string().min(1).max(128).optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * PUT users/{id} carries the whole editable record (docs/decisions/0027): every field is required, a
 * field left out is a 422 naming it (an omitted `active` used to re-activate the user, an omitted
 * `permission` to reset it to the role's template). One exception: assignments in workspaces outside
 * the caller's scope are not theirs to see, so `workspaceIds` lists only those in scope and the
 * server keeps the others (user.routes.ts). `currentPassword` is no part of the record: the acting
 * administrator's own password, required when the save hands the account over (another user's
 * e-mail changes, or they become an administrator: docs/decisions/0056).
 */
export const userUpdateSchema = userFields.extend({
  currentPassword: z.string().min(1).max(128).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/**
 * PUT users/{id}/profile: the whole profile, both fields required (docs/decisions/0027). A change of
 * an e-mail also takes `currentPassword`, the password of the person at the keyboard (a stolen
 * session cannot move an account to an address whose reset link takes it over): one's own, or the
 * administrator's when they change someone else's (docs/decisions/0056).
 */
export const userProfileSchema = z.object({
  name: z.string().trim().min(2).max(120),
  email: emailSchema,
  currentPassword: z.string().min(1).max(128).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Own password: the current one is required. */
export const userPasswordSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});
export type UserPassword = z.infer<typeof userPasswordSchema>;

export const resetUserPasswordBodySchema = z.object({ id: z.uuid() });

/**
 * Comma-separated roles. With `workspaceId` and `area` (always together): only the people who may open
 * a record of that area in that workspace — the owners and participants a record there may have.
 */
export const userOptionsQuerySchema = z
  .object({
    roles: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(roles)))
      .optional(),
    allWorkspaces: booleanQuerySchema.optional(),
    workspaceId: z.uuid().optional(),
    area: permissionAreaSchema.optional(),
  })
  .refine((q) => (q.workspaceId === undefined) === (q.area === undefined), {
    message: 'workspaceId and area go together',
    path: ['area'],
  });
export type UserOptionsQuery = z.infer<typeof userOptionsQuerySchema>;
export const userOptionSchema = z.object({
  value: z.uuid(),
  label: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionsSchema = z.array(userOptionSchema);
