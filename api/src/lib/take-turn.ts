import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordChangedMeanwhile } from '@conexoes/shared/contract';
import type { Database } from '../db/database';
import { conflict, notFound } from './problem';

/** A record table whose saves take turns: tenant, id and version (and `deletedAt` when it has one). */
type VersionedTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  updatedAt: AnyPgColumn;
  deletedAt?: AnyPgColumn;
};

/**
 * The first step of a save's transaction (decision 0043): locks the record's row, so the saves of one
 * record take turns, and refuses with 409 (`recordChangedMeanwhile`, writing nothing) a save made on
 * another version than the stored one: the form's `expectedUpdatedAt`, else the version read when the
 * request began. A record removed meanwhile is a 404 (`what` names it).
 */
export const takeTurn = async (
  tx: Database,
  table: VersionedTable,
  read: { tenantId: string; id: string; updatedAt: Date },
  expectedUpdatedAt: string | undefined,
  what: string,
): Promise<void> => {
  const [locked] = await tx
    .select({ updatedAt: table.updatedAt })
    .from(table)
    .where(
      and(
        eq(table.tenantId, read.tenantId),
        eq(table.id, read.id),
        table.deletedAt ? isNull(table.deletedAt) : undefined,
      ),
    )
    .for('update');
  if (!locked) throw notFound(what);
  const expected = expectedUpdatedAt ? new Date(expectedUpdatedAt) : read.updatedAt;
  if ((locked.updatedAt as Date).getTime() !== expected.getTime()) throw conflict(recordChangedMeanwhile);
};
