import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interactionSettingsResponseSchema, interactionSettingsSchema } from '@conexoes/shared/contract';
import { forbidden } from '../../lib/problem';
import { canWriteIn } from '../../lib/scope';
import { clientInfo, requireScope } from '../../plugins/auth.plugin';
import { readInteractionSettingsAnswer, saveInteractionSettings } from './interaction-settings';

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
      schema: { tags, response: { 200: interactionSettingsResponseSchema } },
    },
    async (request) => readInteractionSettingsAnswer(app.db, requireScope(request).tenantId),
  );

  app.put(
    '/',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, body: interactionSettingsSchema, response: { 200: interactionSettingsResponseSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      if (!canWriteIn(scope, scope.tenantId))
        throw forbidden(
          'Only a tenant administrator, working at the tenant level, can change these settings',
        );
      const saved = await saveInteractionSettings(app.db, scope.tenantId, scope.userId, request.body);
      // What is late for everyone follows these values: the audit trail keeps who changed them, from what.
      if (saved.changed)
        await app.identity.audit({
          event: 'settings.interactions.changed',
          tenantId: scope.tenantId,
          userId: scope.userId,
          ...clientInfo(request),
          detail: { before: saved.before, after: saved.after },
        });
      return readInteractionSettingsAnswer(app.db, scope.tenantId);
    },
  );
};
