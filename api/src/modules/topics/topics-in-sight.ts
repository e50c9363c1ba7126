import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { topics } from '../../db/schema';
import { inReadReach, type RequestScope, type ScopeBind } from '../../lib/scope';

/*
 * Topics out of the caller's sight (decision 0070). A topic belongs to a workspace and is read through
 * the read reach (the write reach and its ancestors, decision 0026). Someone with a wider reach may link
 * a topic of another site to a record the caller reads: like a stakeholder linked out of sight (0029,
 * 0062), that topic is neither named nor counted in what the caller reads, a filter on it finds nothing,
 * and a save of the record as shown keeps the link as stored.
 */

/** The topics (the `topics` table of the statement) the caller reads. */
export const topicInSight = (scope: RequestScope, bind?: ScopeBind): SQL =>
  and(
    eq(topics.tenantId, bind ? bind('tenantId', scope.tenantId) : scope.tenantId),
    inReadReach(scope, topics.workspaceId, bind),
  ) as SQL;

/**
 * A `topicId` filter's guard: true when the caller reads the topic, so a filter on a topic out of sight
 * finds nothing (the id would otherwise tell that the link exists). Uncorrelated: run once per statement.
 */
export const topicFilterInSight = (scope: RequestScope, topicId: unknown, bind?: ScopeBind): SQL =>
  sql`exists (select 1 from ${topics} where ${topics.id} = ${topicId} and ${topicInSight(scope, bind)})`;

/**
 * A record's topic links split by sight: `seen` are named and sent back; `hidden` stay as stored on a
 * save (whatever the body says of them) and are named nowhere.
 */
export const keptTopicLinks = (
  asked: string[],
  all: string[],
  seen: Set<string>,
): { topicIds: string[]; hidden: string[] } => {
  const hidden = all.filter((id) => !seen.has(id));
  const hiddenSet = new Set(hidden);
  return { topicIds: [...new Set([...asked.filter((id) => !hiddenSet.has(id)), ...hidden])], hidden };
};

/** Which of `ids` are topics the caller reads (for the history's lists of topics). */
export const topicsInSightAmong = async (
  db: Database,
  scope: RequestScope,
  ids: string[],
): Promise<Set<string>> =>
  ids.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ id: topics.id })
            .from(topics)
            .where(and(topicInSight(scope), inArray(topics.id, [...new Set(ids)])))
        ).map((r) => r.id),
      );

/**
 * A history change of a topics list (`{ id, name }[]` before and after) as the caller may read it:
 * topics out of sight left out; `null` when nothing the caller reads changed (the entry drops it).
 */
export const topicChangeInSight = <C extends { before: unknown; after: unknown }>(
  change: C,
  seen: Set<string>,
): C | null => {
  const keep = (value: unknown) =>
    (Array.isArray(value) ? value : []).filter(
      (t: unknown) => Boolean(t) && typeof t === 'object' && seen.has(String((t as { id?: unknown }).id)),
    );
  const before = keep(change.before);
  const after = keep(change.after);
  const key = (list: unknown[]) =>
    list
      .map((t) => String((t as { id?: unknown }).id))
      .sort()
      .join();
  if (key(before) === key(after)) return null;
  return { ...change, before, after };
};

/** The topic ids named in the history's changes of `field` (each change's before and after lists). */
export const topicIdsOfChanges = (
  changes: Array<{ field: string; before: unknown; after: unknown }>,
  field = 'topics',
): string[] =>
  changes
    .filter((c) => c.field === field)
    .flatMap((c) => [c.before, c.after])
    .flatMap((v) => (Array.isArray(v) ? v : []))
    .map((t: unknown) => (t && typeof t === 'object' ? String((t as { id?: unknown }).id) : ''))
    .filter(Boolean);
