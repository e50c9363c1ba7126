import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  CommitmentHistoryAction,
  CommitmentHistoryEntry,
  FieldChangeDisplay,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { commitmentHistory, stakeholders, users, workspaces, type FieldChange } from '../../db/schema';
import { pickLabel, type LabelLocale } from '../../lib/locale';
import { visibleIn, workspaceInSight, type RequestScope } from '../../lib/scope';
import { readsInteractions, withoutFileNames } from '../interactions/interaction-basic-info';
import { filesHidden } from './commitment-access';
import { interactionsInReach, openableInteractions } from './linked-interactions';
import { openableAgreements, openablePlans } from './openable-sources';
import { createOptionRepository } from '../options/option.repository';
import { topicIdsOfChanges, topicsInSightAmong } from '../topics/topics-in-sight';

export type HistoryRecordType = 'negotiation_plan' | 'commitment' | 'action_plan' | 'action';

/** One history line, in the transaction of the change it records. */
export const writeHistory = async (
  tx: Database,
  scope: RequestScope,
  entry: {
    recordType: HistoryRecordType;
    recordId: string;
    actionPlanId?: string | null;
    subjectTitle?: string | null;
    action: CommitmentHistoryAction;
    changes: FieldChange[];
  },
) =>
  tx.insert(commitmentHistory).values({
    tenantId: scope.tenantId,
    recordType: entry.recordType,
    recordId: entry.recordId,
    actionPlanId: entry.actionPlanId ?? null,
    subjectTitle: entry.subjectTitle ?? null,
    userId: scope.userId,
    action: entry.action,
    changes: entry.changes,
  });

/** People and places stored by id; option codes stored by code. */
const userFields = new Set(['responsibleId', 'ownerId']);
const codeLists: Record<string, string> = {
  sourceCode: 'commitmentSource',
  priorityCode: 'commitmentPriority',
  riskCode: 'commitmentRisk',
};
/** Lists stored as [{id, name}] (names at the time of the change). */
const listFields = new Set(['stakeholders', 'beneficiaries', 'topics', 'interactions', 'agreements']);
/** Lists of stakeholders: named only where the caller sees them (as the record itself does). */
const stakeholderFields = new Set(['stakeholders', 'beneficiaries']);
/** Lists named only as far as the caller sees them: stakeholders (0029) and topics (0070). */
const inSightFields = new Set([...stakeholderFields, 'topics']);
/** A commitment's source, stored by id: kept only where the caller may open it (as the record does). */
const sourceFields = new Set(['sourceNegotiationPlanId', 'sourceAgreementId', 'sourceInteractionId']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** The items of a stored list ([{id, name}]). */
const refsOf = (value: unknown): Array<{ id?: unknown }> =>
  (Array.isArray(value) ? value : []).filter(
    (v): v is { id?: unknown } => Boolean(v) && typeof v === 'object',
  );
const namesOf = (value: unknown): string | null => {
  const names = (Array.isArray(value) ? value : [])
    .map((v) => (v && typeof v === 'object' ? text((v as { name?: unknown }).name) : null))
    .filter(Boolean);
  return names.length ? names.join(', ') : null;
};

/**
 * History as a person reads it: users and workspaces by name, option codes as labels in the caller's
 * language, linked lists as their names (each change's `display`). Statuses stay as their fixed
 * values (the screens translate them).
 */
export const createCommitmentHistoryReader = (db: Database) => {
  const optionRepository = createOptionRepository(db);

  return async (scope: RequestScope, locale: LabelLocale, where: SQL): Promise<CommitmentHistoryEntry[]> => {
    const rows = await db
      .select({ entry: commitmentHistory, userName: users.name })
      .from(commitmentHistory)
      .leftJoin(
        users,
        and(eq(users.tenantId, commitmentHistory.tenantId), eq(users.id, commitmentHistory.userId)),
      )
      .where(and(eq(commitmentHistory.tenantId, scope.tenantId), where))
      .orderBy(desc(commitmentHistory.createdAt), desc(commitmentHistory.id))
      .limit(500);
    const changes = rows.flatMap((r) => r.entry.changes);
    const idsOf = (fields: (field: string) => boolean) => [
      ...new Set(
        changes
          .filter((c) => fields(c.field))
          .flatMap((c) => [text(c.before), text(c.after)])
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    const userIds = idsOf((f) => userFields.has(f));
    const workspaceIds = idsOf((f) => f === 'workspaceId').filter((id) => scope.workspaceIds.includes(id));
    const lists = [...new Set(changes.map((c) => codeLists[c.field]).filter((l): l is string => Boolean(l)))];
    // Linked interactions are named (by code) only to a caller who can open them: in the interactions
    // area, in reach and not deleted. Those in reach that the caller's flags keep closed are counted
    // (`hidden`), as the plan's card counts them; one outside the caller's reach is not even counted.
    const interactionIds = [
      ...new Set(
        changes
          .filter((c) => c.field === 'interactions')
          .flatMap((c) => [...refsOf(c.before), ...refsOf(c.after)].map((r) => text(r.id)))
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    // A stakeholder outside the caller's reach (linked by someone who reaches it) is neither named nor
    // counted in the history, as in the record (decision 0029, interaction-history.ts alike).
    const stakeholderIds = [
      ...new Set(
        changes
          .filter((c) => stakeholderFields.has(c.field))
          .flatMap((c) => [...refsOf(c.before), ...refsOf(c.after)].map((r) => text(r.id)))
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    const sourceIds = (field: string) => idsOf((f) => f === field);
    const planIds = sourceIds('sourceNegotiationPlanId');
    const agreementIds = sourceIds('sourceAgreementId');
    // Topics out of the caller's sight likewise (decision 0070).
    const seenTopics = await topicsInSightAmong(db, scope, topicIdsOfChanges(changes));
    const [people, places, reachable, seenStakeholders, seenSources, ...labelRows] = await Promise.all([
      userIds.length
        ? db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.tenantId, scope.tenantId), inArray(users.id, userIds)))
        : Promise.resolve([]),
      workspaceIds.length
        ? db
            .select({ id: workspaces.id, name: workspaces.name })
            .from(workspaces)
            .where(and(eq(workspaces.tenantId, scope.tenantId), inArray(workspaces.id, workspaceIds)))
        : Promise.resolve([]),
      interactionsInReach(db, scope, interactionIds),
      stakeholderIds.length
        ? db
            .select({ id: stakeholders.id })
            .from(stakeholders)
            .where(and(visibleIn(scope, stakeholders), inArray(stakeholders.id, stakeholderIds)))
            .then((rows) => new Set(rows.map((r) => r.id)))
        : Promise.resolve(new Set<string>()),
      // The sources the caller may open (decision 0062): plans, their agreements, interactions.
      Promise.all([
        openablePlans(db, scope, planIds),
        openableAgreements(db, scope, agreementIds),
        openableInteractions(db, scope, sourceIds('sourceInteractionId')),
      ]).then((sets) => new Set(sets.flatMap((set) => [...set]))),
      ...lists.map((list) => optionRepository.list(scope, list)),
    ]);
    const names = new Map([...people, ...places].map((r) => [r.id, r.name]));
    const labels = new Map(
      lists.map((list, i) => [
        list,
        new Map((labelRows[i] ?? []).map((o) => [o.code, pickLabel(locale, o)])),
      ]),
    );
    const show = (field: string, value: unknown): string | null => {
      if (userFields.has(field) || field === 'workspaceId') {
        const id = text(value);
        return id ? (names.get(id) ?? null) : null;
      }
      const list = codeLists[field];
      if (list) {
        const code = text(value);
        return code ? (labels.get(list)?.get(code) ?? code) : null;
      }
      return namesOf(value);
    };
    const opens = readsInteractions(scope);
    /** An interactions change with only the interactions the caller can open; the others in reach counted. */
    const openableOnly = (change: FieldChange): CommitmentHistoryEntry['changes'][number] => {
      const split = (value: unknown) => {
        const inReach = refsOf(value).filter((r) => reachable.has(text(r.id) ?? ''));
        const kept = opens ? inReach : [];
        return { kept, hidden: inReach.length - kept.length };
      };
      const before = split(change.before);
      const after = split(change.after);
      return {
        field: change.field,
        before: change.before === null ? null : before.kept,
        after: change.after === null ? null : after.kept,
        display: { before: namesOf(before.kept), after: namesOf(after.kept) },
        ...(before.hidden || after.hidden ? { hidden: { before: before.hidden, after: after.hidden } } : {}),
      };
    };
    // A file's name is not for a caller who may not read the files (decision 0059): a count instead.
    const restricted = filesHidden(scope);
    const withDisplay = (given: FieldChange): CommitmentHistoryEntry['changes'][number] => {
      let raw = given;
      if (raw.field === 'interactions') return openableOnly(raw);
      if (raw.field === 'workspaceId')
        raw = {
          ...raw,
          before: workspaceInSight(scope, raw.before),
          after: workspaceInSight(scope, raw.after),
        };
      if (sourceFields.has(raw.field)) {
        const shown = (value: unknown) => (seenSources.has(text(value) ?? '') ? value : null);
        return { ...raw, before: shown(raw.before), after: shown(raw.after) };
      }
      const seen = raw.field === 'topics' ? seenTopics : seenStakeholders;
      const keep = (value: unknown) => refsOf(value).filter((r) => seen.has(text(r.id) ?? ''));
      const change = inSightFields.has(raw.field)
        ? {
            ...raw,
            before: raw.before === null ? null : keep(raw.before),
            after: raw.after === null ? null : keep(raw.after),
          }
        : raw;
      if (change.field === 'attachments') return withoutFileNames(change, restricted);
      if (
        !userFields.has(change.field) &&
        change.field !== 'workspaceId' &&
        !codeLists[change.field] &&
        !listFields.has(change.field)
      )
        return change;
      const display: FieldChangeDisplay = {
        before: show(change.field, change.before),
        after: show(change.field, change.after),
      };
      return { ...change, display };
    };
    /**
     * A change that reads the same before and after once what the caller may not see is left out: a
     * source between sources they may not open, a list where only people or interactions out of their
     * sight came or went (the others in reach still counted, `hidden`).
     */
    const unchangedForCaller = (change: CommitmentHistoryEntry['changes'][number]): boolean => {
      if (sourceFields.has(change.field)) return change.before === null && change.after === null;
      if (!inSightFields.has(change.field) && change.field !== 'interactions') return false;
      const ids = (value: unknown) => refsOf(value).map((r) => text(r.id));
      return (
        JSON.stringify(ids(change.before)) === JSON.stringify(ids(change.after)) &&
        (change.hidden?.before ?? 0) === (change.hidden?.after ?? 0)
      );
    };
    return (
      rows
        .map(({ entry, userName }) => ({
          id: entry.id,
          action: entry.action as CommitmentHistoryAction,
          subject:
            entry.recordType === 'action'
              ? { type: 'action' as const, id: entry.recordId, title: entry.subjectTitle ?? '' }
              : null,
          userId: entry.userId,
          userName,
          at: entry.createdAt.toISOString(),
          changes: entry.changes.map(withDisplay).filter((c) => !unchangedForCaller(c)),
        }))
        // An edit whose every change is out of the caller's sight is not news to them.
        .filter(
          (entry, i) =>
            entry.action !== 'updated' || entry.changes.length > 0 || !rows[i]?.entry.changes.length,
        )
    );
  };
};
