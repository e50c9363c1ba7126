import { interactionSettingsResponseSchema, interactionSettingsSchema } from '@conexoes/shared/contract';
import { tenantSettingsRoutes } from '../../lib/tenant-settings.routes';
import { grievanceTargets } from './interaction-settings';

/** social-interactions/settings: the grievance targets, one pair per tenant. */
export const interactionSettingsRoutes = tenantSettingsRoutes({
  store: grievanceTargets,
  body: interactionSettingsSchema,
  response: interactionSettingsResponseSchema,
  read: [['socialInteractions', 'view']],
  tags: ['social-interactions'],
});
