import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { interactions } from '../../db/schema';
import { visibleIn, type RequestScope } from '../../lib/scope';
import { readsInteractions } from '../interactions/interaction-basic-info';

/*
 * The social interactions a plan or commitment links, as this area may speak of them (docs/api.md
 * "Linked social interactions"): described only where the caller can open them, counted only where
 * they are in the caller's reach.
 */

/** Of these ids, the interactions in the caller's workspaces and not deleted, whatever the caller's flags. */
export const interactionsInReach = async (
  db: Database,
  scope: RequestScope,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: interactions.id })
    .from(interactions)
    .where(
      and(visibleIn(scope, interactions), isNull(interactions.deletedAt), inArray(interactions.id, [...ids])),
    );
  return new Set(rows.map((r) => r.id));
};

/** Of these ids, the interactions the caller may open: in reach, and the caller in the interactions area. */
export const openableInteractions = async (
  db: Database,
  scope: RequestScope,
  ids: readonly string[],
): Promise<Set<string>> => (readsInteractions(scope) ? interactionsInReach(db, scope, ids) : new Set());
