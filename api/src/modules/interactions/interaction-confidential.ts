import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { interactions, users, type InteractionRow } from '../../db/schema';
import type { RequestScope } from '../../lib/scope';

/*
 * Confidential grievances (decision 0075, IFC PS1's confidential intake): the complainant is known to
 * the grievance desk and hidden from everyone else who may open the record. The desk of a confidential
 * grievance is its author, its follow-up owner and the tenant's administrators and managers who may
 * open it — those the daily scan escalates a late grievance to (grievance-scan.ts, decision 0074). A
 * caller reads the record at all only when they may open it, so "who may open it" is the route's own
 * reach; the role is the caller's.
 *
 * Everyone else reads it as basic information only reads a person, and more: no stakeholder named nor
 * counted (organisations neither), no personal text, files only counted, not found through its
 * stakeholders (their names in the words, the stakeholder filter, the stakeholder's timeline and
 * resume), no history of its links or personal fields, no names in the export or the report.
 */

/** The roles that head the grievance desk: those a late grievance is escalated to (decision 0074). */
export const grievanceDeskRoles = ['admin', 'manager'] as const;

/** How a statement takes the caller's values: inline, or as placeholders of a prepared statement. */
type DeskBind = <T>(name: 'tenantId' | 'userId', value: T) => T;
const inline: DeskBind = (_name, value) => value;

/** Whether the caller is one of the tenant's active administrators or managers. */
export const headsTheDesk = async (db: Database, scope: RequestScope): Promise<boolean> => {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, scope.tenantId),
        eq(users.id, scope.userId),
        eq(users.active, true),
        inArray(users.role, [...grievanceDeskRoles]),
      ),
    );
  return Boolean(found);
};

/** Whether the caller is on the desk of a record (its author or follow-up owner, or a head of the desk). */
export const onTheDesk = (
  scope: RequestScope,
  row: Pick<InteractionRow, 'createdBy' | 'followUpOwnerId'>,
  heads: boolean,
): boolean => heads || row.createdBy === scope.userId || row.followUpOwnerId === scope.userId;

/** Whether the caller reads this record without its complainant. */
export const complainantHiddenFrom = (
  scope: RequestScope,
  row: Pick<InteractionRow, 'confidential' | 'createdBy' | 'followUpOwnerId'>,
  heads: boolean,
): boolean => row.confidential && !onTheDesk(scope, row, heads);

/**
 * In SQL, over the `interactions` row: whether the caller may see who complained — the record is not
 * confidential, or the caller is on its desk. The role's test is an uncorrelated subquery that
 * PostgreSQL runs once per statement; nearly every row passes on the first test, a column of the row.
 */
export const complainantInSight = (scope: RequestScope, bind: DeskBind = inline, alias?: string): SQL => {
  const userId = bind('userId', scope.userId);
  // The report's plain SQL names the table by an alias.
  const column = (name: 'confidential' | 'created_by' | 'follow_up_owner_id', drizzled: SQL) =>
    alias ? sql.raw(`${alias}.${name}`) : drizzled;
  return sql`(not ${column('confidential', sql`${interactions.confidential}`)}
    or ${column('created_by', sql`${interactions.createdBy}`)} = ${userId}::uuid
    or ${column('follow_up_owner_id', sql`${interactions.followUpOwnerId}`)} = ${userId}::uuid
    or exists (select 1 from ${users} where ${users.tenantId} = ${bind('tenantId', scope.tenantId)}::uuid
      and ${users.id} = ${userId}::uuid and ${users.active}
      and ${users.role} in (${sql.raw(grievanceDeskRoles.map((r) => `'${r}'`).join(', '))})))`;
};
