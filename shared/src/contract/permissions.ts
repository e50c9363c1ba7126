import { z } from 'zod';
import { permissionAreas, permissionFlags, roles } from './permission-flags';

export * from './permission-flags';

export const permissionAreaSchema = z.enum(permissionAreas);
export const permissionFlagSchema = z.enum(permissionFlags);

export const areaPermissionSchema = z.object({
  fullAccess: z.boolean(),
  view: z.boolean(),
  add: z.boolean(),
  edit: z.boolean(),
  editConditionally: z.boolean(),
  delete: z.boolean(),
  onlyBasicInfo: z.boolean(),
});

export const permissionSchema = z.object({
  dashboard: areaPermissionSchema,
  stakeholders: areaPermissionSchema,
  socialInteractions: areaPermissionSchema,
  configurations: areaPermissionSchema,
  users: areaPermissionSchema,
  customModules: areaPermissionSchema,
});

export const roleSchema = z.enum(roles);
