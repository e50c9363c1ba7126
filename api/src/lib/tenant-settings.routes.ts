import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { clientInfo, requireScope, type PermissionRequirement } from '../plugins/auth.plugin';
import { forbidden } from './problem';
import { canWriteIn } from './scope';
import type { tenantSettings } from './tenant-settings';

/**
 * GET and PUT of an area's tenant-wide settings (`{area}/settings`). Everyone in the area reads them;
 * only a tenant administrator (configurations.edit with the tenant's root in reach) changes them — they
 * apply to every workspace. Both answer the values with who last changed them.
 */
export const tenantSettingsRoutes =
  <T extends Record<string, number>>(spec: {
    store: ReturnType<typeof tenantSettings<T>>;
    body: z.ZodType<T>;
    response: z.ZodType<unknown>;
    read: PermissionRequirement;
    tags: string[];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { store, body, response, read, tags } = spec;
    app.get(
      '/',
      { config: { permission: read }, schema: { tags, response: { 200: response } } },
      async (request) => store.readAnswer(app.db, requireScope(request).tenantId),
    );

    app.put(
      '/',
      {
        config: { permission: [['configurations', 'edit']] },
        schema: { tags, body, response: { 200: response } },
      },
      async (request) => {
        const scope = requireScope(request);
        if (!canWriteIn(scope, scope.tenantId))
          throw forbidden(
            'Only a tenant administrator, working at the tenant level, can change these settings',
          );
        await store.save(
          app.db,
          { tenantId: scope.tenantId, userId: scope.userId, ...clientInfo(request) },
          request.body as T,
        );
        return store.readAnswer(app.db, scope.tenantId);
      },
    );
  };
