import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { stakeholders, topics, users, workspaces } from '../../../db/schema';
import { pickLabel, type LabelLocale } from '../../../lib/locale';
import { visibleIn, type RequestScope } from '../../../lib/scope';
import { topicInSight } from '../../topics/topics-in-sight';
import { createOptionRepository } from '../../options/option.repository';
import { createUserRepository } from '../../users/user.repository';
import { interactionCodeLists } from '../interaction.repository';
import type { ReportQuery } from './interaction-report.query';

/** The option lists the report shows as labels: the record's four lists and perception. */
const labelLists = { ...interactionCodeLists, perception: 'perception' } as const;
export type LabelField = keyof typeof labelLists;

/** Everything the report names besides the rows: who, where, and the filters in words. */
export type ReportContext = {
  organisation: string;
  /** The top workspaces of the caller's reach (or the one the query names). */
  workspaces: string[];
  callerName: string;
  /** code → label, per list, in the caller's label language; a code without label shows as is. */
  labels: Record<LabelField, Map<string, string>>;
  /** Names of the records the filters point at; null when the caller cannot see it. */
  names: {
    stakeholder: { name: string; person: boolean } | null;
    topic: string | null;
    participant: string | null;
    workspace: string | null;
  };
};

/**
 * Resolves the names and labels a report prints, each within the caller's reach like the screens
 * do (a filter naming something outside it resolves to nothing — never to its id).
 */
export const createReportContext = (db: Database) => {
  const optionRepository = createOptionRepository(db);
  const userRepository = createUserRepository(db);

  const nameOf = async <T>(query: Promise<T[]>): Promise<T | null> => (await query)[0] ?? null;

  return async (scope: RequestScope, query: ReportQuery, locale: LabelLocale): Promise<ReportContext> => {
    const fields = Object.keys(labelLists) as LabelField[];
    const [optionRows, tree, caller, stakeholder, topic, participant] = await Promise.all([
      Promise.all(fields.map((f) => optionRepository.list(scope, labelLists[f]))),
      db
        .select({ id: workspaces.id, parentId: workspaces.parentId, name: workspaces.name })
        .from(workspaces)
        .where(eq(workspaces.tenantId, scope.tenantId)),
      nameOf(
        db
          .select({ name: users.name })
          .from(users)
          .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, scope.userId))),
      ),
      query.stakeholderId
        ? nameOf(
            db
              .select({ name: stakeholders.name, kind: stakeholders.kind })
              .from(stakeholders)
              .where(and(visibleIn(scope, stakeholders), eq(stakeholders.id, query.stakeholderId))),
          )
        : null,
      query.topicId
        ? nameOf(
            db
              .select({ name: topics.name })
              .from(topics)
              .where(and(topicInSight(scope), eq(topics.id, query.topicId))),
          )
        : null,
      // Only a user the caller may see (the users area's visibility): another site's is not named.
      query.participantId ? userRepository.row(scope, query.participantId).catch(() => null) : null,
    ]);

    const labels = Object.fromEntries(
      fields.map((f, i) => [f, new Map((optionRows[i] ?? []).map((r) => [r.code, pickLabel(locale, r)]))]),
    ) as ReportContext['labels'];

    const reach = new Set(scope.workspaceIds);
    const tops = tree
      .filter((w) => reach.has(w.id) && !(w.parentId && reach.has(w.parentId)))
      .map((w) => w.name)
      .sort((a, b) => a.localeCompare(b));
    const chosen = query.workspaceId && reach.has(query.workspaceId) ? query.workspaceId : null;
    const nameIn = (id: string | null) => (id ? (tree.find((w) => w.id === id)?.name ?? null) : null);

    return {
      organisation: nameIn(scope.tenantId) ?? '',
      workspaces: chosen ? [nameIn(chosen) as string] : tops,
      callerName: caller?.name ?? '',
      labels,
      names: {
        stakeholder: stakeholder ? { name: stakeholder.name, person: stakeholder.kind === 'person' } : null,
        topic: topic?.name ?? null,
        participant: participant?.name ?? null,
        workspace: nameIn(chosen),
      },
    };
  };
};

/** The label of a code in a list, the code itself when the list lacks it, null for no code. */
export const labelOf = (context: ReportContext, field: LabelField, code: string | null): string | null =>
  code === null ? null : (context.labels[field].get(code) ?? code);
