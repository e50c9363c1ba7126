import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactions, stakeholders, topics } from '../../db/schema';
import { canWriteIn, visibleIn, type RequestScope } from '../../lib/scope';
import { createOptionRepository } from '../options/option.repository';
import { topicInSight } from '../topics/topics-in-sight';
import { createUserRepository } from '../users/user.repository';
import { openableInteractions } from './linked-interactions';

type Ref = { id: string; name: string };

/**
 * The references a plan or commitment links to, checked against the caller's reach (422 on the field
 * otherwise): stakeholders and interactions of the write reach, topics and options of the read reach,
 * active users who may open the record in its workspace. What the record already holds stays valid (a user who left, an option deactivated).
 */
export const createReferenceChecks = (db: Database) => {
  const optionRepository = createOptionRepository(db);
  const userRepository = createUserRepository(db);

  const unknownIn = (
    asked: string[],
    kept: string[],
    found: Set<string>,
    path: string,
    message: string,
  ): FieldError[] =>
    asked.flatMap((id, i) => (found.has(id) || kept.includes(id) ? [] : [{ path: `${path}.${i}`, message }]));

  return {
    stakeholders: async (
      scope: RequestScope,
      ids: string[],
      kept: string[],
      path: string,
    ): Promise<FieldError[]> => {
      const asked = [...new Set(ids.filter((id) => !kept.includes(id)))];
      if (asked.length === 0) return [];
      const found = await db
        .select({ id: stakeholders.id })
        .from(stakeholders)
        .where(and(visibleIn(scope, stakeholders), inArray(stakeholders.id, asked)));
      return unknownIn(ids, kept, new Set(found.map((r) => r.id)), path, 'Unknown stakeholder');
    },
    topics: async (
      scope: RequestScope,
      ids: string[],
      kept: string[],
      path: string,
    ): Promise<FieldError[]> => {
      const asked = [...new Set(ids.filter((id) => !kept.includes(id)))];
      if (asked.length === 0) return [];
      const found = await db
        .select({ id: topics.id })
        .from(topics)
        .where(and(topicInSight(scope), inArray(topics.id, asked)));
      return unknownIn(ids, kept, new Set(found.map((r) => r.id)), path, 'Unknown topic');
    },
    interactions: async (
      scope: RequestScope,
      ids: string[],
      kept: string[],
      path: string,
    ): Promise<FieldError[]> => {
      const asked = [...new Set(ids.filter((id) => !kept.includes(id)))];
      if (asked.length === 0) return [];
      // Only a caller who may open an interaction links it (anyone else learns nothing of an id).
      const found = await openableInteractions(db, scope, asked);
      return unknownIn(ids, kept, found, path, 'Unknown social interaction');
    },
    option: async (
      scope: RequestScope,
      list: string,
      code: string | null,
      current: string | null | undefined,
      path: string,
    ): Promise<FieldError[]> => {
      if (!code || code === current) return [];
      return (await optionRepository.existingCodes(scope, list, [code])).has(code)
        ? []
        : [{ path, message: `Unknown option of ${list}` }];
    },
    /** A newly chosen owner: visible, active, and able to open the record in its workspace. */
    user: async (
      scope: RequestScope,
      id: string | null,
      current: string | null | undefined,
      path: string,
      workspaceId: string,
    ): Promise<FieldError[]> => {
      if (!id || id === current) return [];
      return userRepository.assignable(scope, 'customModules', workspaceId, [{ id, path }]);
    },
    workspace: (scope: RequestScope, workspaceId: string): FieldError[] =>
      scope.workspaceIds.includes(workspaceId)
        ? []
        : [{ path: 'body.workspaceId', message: 'This workspace is not available' }],
  };
};

/**
 * A commitment as a sentence may name it: by its code when it lies in the caller's reach, otherwise
 * as "a commitment" — one outside the reach is named by nobody, not even in a refusal.
 */
export const commitmentNamed = (scope: RequestScope, row: { code: string; workspaceId: string }): string =>
  canWriteIn(scope, row.workspaceId) ? `commitment ${row.code}` : 'a commitment';

/** Names of the stakeholders with these ids (any workspace: for the history and the search text). */
export const stakeholderNames = async (db: Database, tenantId: string, ids: string[]): Promise<Ref[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: stakeholders.id, name: stakeholders.name })
        .from(stakeholders)
        .where(and(eq(stakeholders.tenantId, tenantId), inArray(stakeholders.id, [...new Set(ids)])))
        .orderBy(asc(stakeholders.name), asc(stakeholders.id));

export const topicNames = async (db: Database, tenantId: string, ids: string[]): Promise<Ref[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(and(eq(topics.tenantId, tenantId), inArray(topics.id, [...new Set(ids)])))
        .orderBy(asc(topics.name), asc(topics.id));

export const interactionNames = async (db: Database, tenantId: string, ids: string[]): Promise<Ref[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: interactions.id, name: interactions.code })
        .from(interactions)
        .where(and(eq(interactions.tenantId, tenantId), inArray(interactions.id, [...new Set(ids)])))
        .orderBy(asc(interactions.code));
