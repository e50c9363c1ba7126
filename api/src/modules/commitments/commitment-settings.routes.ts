import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentSettingsResponseSchema, commitmentSettingsSchema } from '@conexoes/shared/contract';
import { forbidden } from '../../lib/problem';
import { canWriteIn } from '../../lib/scope';
import { clientInfo, requireScope } from '../../plugins/auth.plugin';
import { tags, view } from './commitment-access';
import { readCommitmentSettingsAnswer, saveCommitmentSettings } from './commitment-settings';

/**
 * commitments/settings: the first-treatment target and the "due soon" notice, one pair per tenant.
 * Everyone in the area reads them; only a tenant administrator (configurations.edit with the tenant's
 * root in reach) changes them — they apply to every workspace.
 */
export const commitmentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { permission: view }, schema: { tags, response: { 200: commitmentSettingsResponseSchema } } },
    async (request) => readCommitmentSettingsAnswer(app.db, requireScope(request).tenantId),
  );

  app.put(
    '/',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, body: commitmentSettingsSchema, response: { 200: commitmentSettingsResponseSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      if (!canWriteIn(scope, scope.tenantId))
        throw forbidden(
          'Only a tenant administrator, working at the tenant level, can change these settings',
        );
      const saved = await saveCommitmentSettings(app.db, scope.tenantId, scope.userId, request.body);
      // What is late for everyone follows these values: the audit trail keeps who changed them, from what.
      if (saved.changed)
        await app.identity.audit({
          event: 'settings.commitments.changed',
          tenantId: scope.tenantId,
          userId: scope.userId,
          ...clientInfo(request),
          detail: { before: saved.before, after: saved.after },
        });
      return readCommitmentSettingsAnswer(app.db, scope.tenantId);
    },
  );
};
