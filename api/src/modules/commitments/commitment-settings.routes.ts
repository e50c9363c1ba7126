import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentSettingsSchema } from '@conexoes/shared/contract';
import { forbidden } from '../../lib/problem';
import { canWriteIn } from '../../lib/scope';
import { requireScope } from '../../plugins/auth.plugin';
import { tags, view } from './commitment-access';
import { readCommitmentSettings, saveCommitmentSettings } from './commitment-settings';

/**
 * commitments/settings: the first-treatment target and the "due soon" notice, one pair per tenant.
 * Everyone in the area reads them; only a tenant administrator (configurations.edit with the tenant's
 * root in reach) changes them — they apply to every workspace.
 */
export const commitmentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { permission: view }, schema: { tags, response: { 200: commitmentSettingsSchema } } },
    async (request) => readCommitmentSettings(app.db, requireScope(request).tenantId),
  );

  app.put(
    '/',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, body: commitmentSettingsSchema, response: { 200: commitmentSettingsSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      if (!canWriteIn(scope, scope.tenantId))
        throw forbidden(
          'Only a tenant administrator, working at the tenant level, can change these settings',
        );
      return saveCommitmentSettings(app.db, scope.tenantId, request.body);
    },
  );
};
