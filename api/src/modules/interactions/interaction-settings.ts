import { eq } from 'drizzle-orm';
import { defaultInteractionSettings, type InteractionSettings } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactionSettings } from '../../db/schema';

/** The tenant's grievance targets; the defaults until an administrator saves them. */
export const readInteractionSettings = async (
  db: Database,
  tenantId: string,
): Promise<InteractionSettings> => {
  const [row] = await db
    .select({
      grievanceAcknowledgeDays: interactionSettings.grievanceAcknowledgeDays,
      grievanceResolveDays: interactionSettings.grievanceResolveDays,
    })
    .from(interactionSettings)
    .where(eq(interactionSettings.tenantId, tenantId));
  return row ?? { ...defaultInteractionSettings };
};

export const saveInteractionSettings = async (
  db: Database,
  tenantId: string,
  settings: InteractionSettings,
): Promise<InteractionSettings> => {
  await db
    .insert(interactionSettings)
    .values({ tenantId, ...settings })
    .onConflictDoUpdate({ target: interactionSettings.tenantId, set: settings });
  return readInteractionSettings(db, tenantId);
};
