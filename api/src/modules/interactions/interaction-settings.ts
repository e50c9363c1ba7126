import { defaultInteractionSettings, type InteractionSettings } from '@conexoes/shared/contract';
import { interactionSettings } from '../../db/schema';
import { tenantSettings } from '../../lib/tenant-settings';

/** The tenant's grievance targets (decision 0074); what is late for everyone follows them. */
export const grievanceTargets = tenantSettings<InteractionSettings>({
  table: interactionSettings,
  columns: {
    grievanceAcknowledgeDays: interactionSettings.grievanceAcknowledgeDays,
    grievanceResolveDays: interactionSettings.grievanceResolveDays,
  },
  defaults: defaultInteractionSettings,
  auditEvent: 'settings.interactions.changed',
});

export const readInteractionSettings = grievanceTargets.read;
