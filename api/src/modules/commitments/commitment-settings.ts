import { and, eq } from 'drizzle-orm';
import {
  defaultCommitmentSettings,
  type CommitmentSettings,
  type CommitmentSettingsResponse,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { commitmentSettings, users } from '../../db/schema';
import { sameSettings, settingsChange } from '../../lib/settings-change';

const values = {
  firstTreatmentTargetDays: commitmentSettings.firstTreatmentTargetDays,
  dueSoonDays: commitmentSettings.dueSoonDays,
};

/** The tenant's settings of the area; the defaults until an administrator saves them. */
export const readCommitmentSettings = async (db: Database, tenantId: string): Promise<CommitmentSettings> => {
  const [row] = await db
    .select(values)
    .from(commitmentSettings)
    .where(eq(commitmentSettings.tenantId, tenantId));
  return row ?? { ...defaultCommitmentSettings };
};

/** The settings as GET and PUT answer them: with who last changed them (a user of the tenant) and when. */
export const readCommitmentSettingsAnswer = async (
  db: Database,
  tenantId: string,
): Promise<CommitmentSettingsResponse> => {
  const [row] = await db
    .select({ ...values, by: users.name, at: commitmentSettings.updatedAt })
    .from(commitmentSettings)
    .leftJoin(
      users,
      and(eq(users.id, commitmentSettings.updatedBy), eq(users.tenantId, commitmentSettings.tenantId)),
    )
    .where(eq(commitmentSettings.tenantId, tenantId));
  if (!row) return { ...defaultCommitmentSettings, changed: null };
  const { by, at, ...settings } = row;
  return { ...settings, changed: settingsChange(by, at) };
};

export type CommitmentSettingsSave = {
  before: CommitmentSettings;
  after: CommitmentSettings;
  /** False when the values saved were those in force: nothing is stamped then. */
  changed: boolean;
};

/**
 * Saves the settings, stamped with who saved them and when. The tenant's row is locked first (made with
 * the defaults if it was not there), so saves take turns and `before` is exactly what each replaced.
 */
export const saveCommitmentSettings = async (
  db: Database,
  tenantId: string,
  userId: string,
  settings: CommitmentSettings,
): Promise<CommitmentSettingsSave> =>
  db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const after: CommitmentSettings = {
      firstTreatmentTargetDays: settings.firstTreatmentTargetDays,
      dueSoonDays: settings.dueSoonDays,
    };
    await tx
      .insert(commitmentSettings)
      .values({ tenantId, ...defaultCommitmentSettings })
      .onConflictDoNothing();
    const [before = { ...defaultCommitmentSettings }] = await tx
      .select(values)
      .from(commitmentSettings)
      .where(eq(commitmentSettings.tenantId, tenantId))
      .for('update');
    if (sameSettings(before, after)) return { before, after, changed: false };
    await tx
      .update(commitmentSettings)
      .set({ ...after, updatedBy: userId, updatedAt: new Date() })
      .where(eq(commitmentSettings.tenantId, tenantId));
    return { before, after, changed: true };
  });
