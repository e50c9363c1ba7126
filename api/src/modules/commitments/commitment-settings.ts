import { defaultCommitmentSettings, type CommitmentSettings } from '@conexoes/shared/contract';
import { commitmentSettings as table } from '../../db/schema';
import { tenantSettings } from '../../lib/tenant-settings';

/** The tenant's settings of the commitments: the first-treatment target and the "due soon" notice. */
export const commitmentSettings = tenantSettings<CommitmentSettings>({
  table,
  columns: { firstTreatmentTargetDays: table.firstTreatmentTargetDays, dueSoonDays: table.dueSoonDays },
  defaults: defaultCommitmentSettings,
  auditEvent: 'settings.commitments.changed',
});

export const readCommitmentSettings = commitmentSettings.read;
