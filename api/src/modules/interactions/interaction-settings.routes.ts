import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interactionSettingsSchema } from '@conexoes/shared/contract';
import { forbidden } from '../../lib/problem';
import { canWriteIn } from '../../lib/scope';
import { requireScope } from '../../plugins/auth.plugin';
import { readInteractionSettings, saveInteractionSettings } from './interaction-settings';

const tags = ['social-interactions'];

/**
 * social-interactions/settings: the grievance targets, one pair per tenant. Everyone in the area reads
 * them; only a tenant administrator (configurations.edit with the tenant's root in reach) changes them —
 * they apply to every workspace, as the commitments' settings.
 */
export const interactionSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: [['socialInteractions', 'view']] },
      schema: { tags, response: { 200: interactionSettingsSchema } },
    },
    async (request) => readInteractionSettings(app.db, requireScope(request).tenantId),
  );

  app.put(
    '/',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, body: interactionSettingsSchema, response: { 200: interactionSettingsSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      if (!canWriteIn(scope, scope.tenantId))
        throw forbidden(
          'Only a tenant administrator, working at the tenant level, can change these settings',
        );
      return saveInteractionSettings(app.db, scope.tenantId, request.body);
    },
  );
};
