import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SettingsChange } from '@conexoes/shared/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { writeAudit, type AuditEvent } from '../modules/auth/identity.repository';

/** A table of one row per tenant, stamped with who last changed it and when. */
type SettingsTable = PgTable & { tenantId: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn };

type SettingsValues = Record<string, number>;

/** Who saves, from where: the audit row names them. */
export type SettingsSaver = {
  tenantId: string;
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
};

/**
 * A tenant's settings of one area (the commitments' targets, the grievance targets): one row per tenant,
 * the defaults until an administrator saves them, and every change kept twice — on the row (who, when:
 * the form says "Last changed by …") and in the audit trail (from what, to what). One way for every area.
 */
export const tenantSettings = <T extends SettingsValues>(spec: {
  table: SettingsTable;
  columns: { [K in keyof T]: PgColumn };
  defaults: T;
  auditEvent: AuditEvent;
}) => {
  const { table, columns, defaults, auditEvent } = spec;
  const keys = Object.keys(defaults) as (keyof T & string)[];
  const pick = (settings: T): T =>
    Object.fromEntries(keys.map((key) => [key, settings[key]])) as unknown as T;

  /** The values in force; the defaults until saved. */
  const read = async (db: Database, tenantId: string): Promise<T> => {
    const [row] = await db.select(columns).from(table).where(eq(table.tenantId, tenantId));
    return row ? (row as T) : { ...defaults };
  };

  /** The values as GET and PUT answer them: with who last changed them (a user of the tenant) and when. */
  const readAnswer = async (
    db: Database,
    tenantId: string,
  ): Promise<T & { changed: SettingsChange | null }> => {
    const [row] = await db
      .select({ ...columns, by: users.name, at: table.updatedAt })
      .from(table)
      .leftJoin(users, and(eq(users.id, table.updatedBy), eq(users.tenantId, table.tenantId)))
      .where(eq(table.tenantId, tenantId));
    if (!row) return { ...defaults, changed: null };
    const { by, at, ...values } = row as Record<string, unknown>;
    const changed = typeof by === 'string' && at instanceof Date ? { by, at: at.toISOString() } : null;
    return { ...(values as T), changed };
  };

  /**
   * Saves the values, stamped with who saved them and when, and writes the audit row in the same
   * transaction (a change is never kept without its trace, nor traced without being kept). The tenant's
   * row is locked first (made with the defaults if it was not there), so saves take turns and `before`
   * is exactly what each replaced. A save of the values in force changes nothing and names nobody.
   * Answers whether anything changed.
   */
  const save = async (db: Database, saver: SettingsSaver, settings: T): Promise<boolean> =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const after = pick(settings);
      await tx
        .insert(table)
        .values({ tenantId: saver.tenantId, ...defaults } as never)
        .onConflictDoNothing();
      const [row] = (await tx
        .select(columns)
        .from(table)
        .where(eq(table.tenantId, saver.tenantId))
        .for('update')) as unknown as T[];
      const before = row ?? { ...defaults };
      if (keys.every((key) => before[key] === after[key])) return false;
      await tx
        .update(table)
        .set({ ...after, updatedBy: saver.userId, updatedAt: new Date() } as never)
        .where(eq(table.tenantId, saver.tenantId));
      await writeAudit(tx, {
        event: auditEvent,
        tenantId: saver.tenantId,
        userId: saver.userId,
        ip: saver.ip,
        userAgent: saver.userAgent,
        detail: { before, after },
      });
      return true;
    });

  return { read, readAnswer, save };
};
