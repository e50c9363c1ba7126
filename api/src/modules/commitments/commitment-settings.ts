import { eq } from 'drizzle-orm';
import { defaultCommitmentSettings, type CommitmentSettings } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { commitmentSettings } from '../../db/schema';

/** The tenant's settings of the area; the defaults until an administrator saves them. */
export const readCommitmentSettings = async (db: Database, tenantId: string): Promise<CommitmentSettings> => {
  const [row] = await db.select().from(commitmentSettings).where(eq(commitmentSettings.tenantId, tenantId));
  return row
    ? { firstTreatmentTargetDays: row.firstTreatmentTargetDays, dueSoonDays: row.dueSoonDays }
    : { ...defaultCommitmentSettings };
};

export const saveCommitmentSettings = async (
  db: Database,
  tenantId: string,
  settings: CommitmentSettings,
) => {
  await db
    .insert(commitmentSettings)
    .values({ tenantId, ...settings })
    .onConflictDoUpdate({ target: commitmentSettings.tenantId, set: settings });
  return readCommitmentSettings(db, tenantId);
};
