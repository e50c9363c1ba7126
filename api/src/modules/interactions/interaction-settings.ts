import { and, eq } from 'drizzle-orm';
import {
  defaultInteractionSettings,
  type InteractionSettings,
  type InteractionSettingsResponse,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactionSettings, users } from '../../db/schema';
import { sameSettings, settingsChange } from '../../lib/settings-change';

const values = {
  grievanceAcknowledgeDays: interactionSettings.grievanceAcknowledgeDays,
  grievanceResolveDays: interactionSettings.grievanceResolveDays,
};

/** The tenant's grievance targets; the defaults until an administrator saves them. */
export const readInteractionSettings = async (
  db: Database,
  tenantId: string,
): Promise<InteractionSettings> => {
  const [row] = await db
    .select(values)
    .from(interactionSettings)
    .where(eq(interactionSettings.tenantId, tenantId));
  return row ?? { ...defaultInteractionSettings };
};

/** The targets as GET and PUT answer them: with who last changed them (a user of the tenant) and when. */
export const readInteractionSettingsAnswer = async (
  db: Database,
  tenantId: string,
): Promise<InteractionSettingsResponse> => {
  const [row] = await db
    .select({ ...values, by: users.name, at: interactionSettings.updatedAt })
    .from(interactionSettings)
    .leftJoin(
      users,
      and(eq(users.id, interactionSettings.updatedBy), eq(users.tenantId, interactionSettings.tenantId)),
    )
    .where(eq(interactionSettings.tenantId, tenantId));
  if (!row) return { ...defaultInteractionSettings, changed: null };
  const { by, at, ...targets } = row;
  return { ...targets, changed: settingsChange(by, at) };
};

export type InteractionSettingsSave = {
  before: InteractionSettings;
  after: InteractionSettings;
  /** False when the values saved were those in force: nothing is stamped then. */
  changed: boolean;
};

/**
 * Saves the targets, stamped with who saved them and when. The tenant's row is locked first (made with
 * the defaults if it was not there), so saves take turns and `before` is exactly what each replaced.
 */
export const saveInteractionSettings = async (
  db: Database,
  tenantId: string,
  userId: string,
  settings: InteractionSettings,
): Promise<InteractionSettingsSave> =>
  db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const after: InteractionSettings = {
      grievanceAcknowledgeDays: settings.grievanceAcknowledgeDays,
      grievanceResolveDays: settings.grievanceResolveDays,
    };
    await tx
      .insert(interactionSettings)
      .values({ tenantId, ...defaultInteractionSettings })
      .onConflictDoNothing();
    const [before = { ...defaultInteractionSettings }] = await tx
      .select(values)
      .from(interactionSettings)
      .where(eq(interactionSettings.tenantId, tenantId))
      .for('update');
    if (sameSettings(before, after)) return { before, after, changed: false };
    await tx
      .update(interactionSettings)
      .set({ ...after, updatedBy: userId, updatedAt: new Date() })
      .where(eq(interactionSettings.tenantId, tenantId));
    return { before, after, changed: true };
  });
