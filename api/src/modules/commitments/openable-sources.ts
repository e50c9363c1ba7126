import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { negotiationAgreements, negotiationPlans } from '../../db/schema';
import { visibleIn, type RequestScope } from '../../lib/scope';

/*
 * A commitment's source plan and agreement, as the caller may speak of them (decision 0062): only
 * where the plan is in their reach and not deleted. The source interaction's rule is
 * openableInteractions (linked-interactions.ts).
 */

/** Of these ids, the negotiation plans the caller may open. */
export const openablePlans = async (
  db: Database,
  scope: RequestScope,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: negotiationPlans.id })
    .from(negotiationPlans)
    .where(
      and(
        visibleIn(scope, negotiationPlans),
        isNull(negotiationPlans.deletedAt),
        inArray(negotiationPlans.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

/** Of these ids, the agreements of a negotiation plan the caller may open (an agreement is a row of its plan). */
export const openableAgreements = async (
  db: Database,
  scope: RequestScope,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: negotiationAgreements.id })
    .from(negotiationAgreements)
    .innerJoin(
      negotiationPlans,
      and(
        eq(negotiationPlans.tenantId, negotiationAgreements.tenantId),
        eq(negotiationPlans.id, negotiationAgreements.planId),
      ),
    )
    .where(
      and(
        visibleIn(scope, negotiationPlans),
        isNull(negotiationPlans.deletedAt),
        inArray(negotiationAgreements.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
};
