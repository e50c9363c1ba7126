import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultCommitmentSettings } from '@conexoes/shared/contract';
import type { DatabaseHandle } from '../../db/database';
import { auditLog } from '../../db/schema';
import { commitmentSettings } from '../../modules/commitments/commitment-settings';
import { openTestDatabase } from '../../testing/test-database';

/** A tenant's settings are changed together with their trace in the audit trail, or not at all. */
describe('tenant settings', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const trailOf = (tenantId: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId));

  it('keeps no change whose audit row could not be written', async () => {
    const tenantId = randomUUID();
    const userId = randomUUID();
    // PostgreSQL refuses a NUL in text: the audit row fails after the settings' row was updated.
    await expect(
      commitmentSettings.save(
        database.db,
        { tenantId, userId, userAgent: 'broken\u0000agent' },
        { firstTreatmentTargetDays: 20, dueSoonDays: 3 },
      ),
    ).rejects.toThrow();
    expect(await commitmentSettings.read(database.db, tenantId)).toEqual(defaultCommitmentSettings);
    expect((await commitmentSettings.readAnswer(database.db, tenantId)).changed).toBeNull();
    expect(await trailOf(tenantId)).toEqual([]);
  });

  it('writes the change and its trace together, and nothing for a save of the values in force', async () => {
    const tenantId = randomUUID();
    const userId = randomUUID();
    const saver = { tenantId, userId, ip: '203.0.113.7', userAgent: 'test' };
    expect(await commitmentSettings.save(database.db, saver, { ...defaultCommitmentSettings })).toBe(false);
    expect(await trailOf(tenantId)).toEqual([]);
    const wanted = { firstTreatmentTargetDays: 20, dueSoonDays: 3 };
    expect(await commitmentSettings.save(database.db, saver, wanted)).toBe(true);
    expect(await commitmentSettings.read(database.db, tenantId)).toEqual(wanted);
    expect(await trailOf(tenantId)).toEqual([
      expect.objectContaining({
        event: 'settings.commitments.changed',
        userId,
        ip: '203.0.113.7',
        detail: { before: defaultCommitmentSettings, after: wanted },
      }),
    ]);
  });
});
