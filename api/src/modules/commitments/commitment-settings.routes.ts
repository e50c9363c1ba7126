import { commitmentSettingsResponseSchema, commitmentSettingsSchema } from '@conexoes/shared/contract';
import { tenantSettingsRoutes } from '../../lib/tenant-settings.routes';
import { tags, view } from './commitment-access';
import { commitmentSettings } from './commitment-settings';

/** commitments/settings: the first-treatment target and the "due soon" notice, one pair per tenant. */
export const commitmentSettingsRoutes = tenantSettingsRoutes({
  store: commitmentSettings,
  body: commitmentSettingsSchema,
  response: commitmentSettingsResponseSchema,
  read: view,
  tags,
});
