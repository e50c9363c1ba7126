import { and, eq, inArray } from 'drizzle-orm';
import type { FieldChangeDisplay, InteractionHistoryEntry } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactionSurveyQuestions, stakeholders, users, workspaces } from '../../db/schema';
import type { AppLocale, LabelLocale } from '../../lib/locale';
import { readReach, visibleIn, workspaceInSight, type RequestScope } from '../../lib/scope';
import { topicChangeInSight, topicIdsOfChanges, topicsInSightAmong } from '../topics/topics-in-sight';
import { isNamed } from './interaction-basic-info';
import { questionText } from './survey/survey.repository';

type Change = InteractionHistoryEntry['changes'][number];
type Named = { id?: unknown; name?: unknown };

/** The option list behind each code field. */
const codeLists: Record<string, string> = {
  typeCode: 'interactionType',
  channelCode: 'channel',
  classificationCode: 'classification',
  statusCode: 'status',
};
const idFields = new Set(['workspaceId', 'followUpOwnerId']);
const listFields = new Set(['stakeholders', 'participants', 'topics']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const listOf = (value: unknown): Named[] =>
  Array.isArray(value) ? value.filter((v): v is Named => Boolean(v) && typeof v === 'object') : [];

/**
 * History values as a person reads them, like the stakeholder's (stakeholder-history.ts): option codes
 * as labels in the caller's language, the workspace and the follow-up owner as names, the linked lists
 * as their names. A stakeholder the caller cannot see (another workspace, deleted) is left out of the
 * entry altogether — its name is not the caller's to read (nor a person's, to an onlyBasicInfo caller);
 * a workspace outside the scope reads as null.
 */
export const createInteractionHistoryLabels = (db: Database) => {
  return async (
    scope: RequestScope,
    _locale: LabelLocale,
    entries: InteractionHistoryEntry[],
    labels: Map<string, Map<string, string>>,
    textLocale: AppLocale = _locale,
    /** onlyBasicInfo (interaction-basic-info.ts): people are left out of the entries too. */
    restricted = false,
  ): Promise<InteractionHistoryEntry[]> => {
    const changes = entries.flatMap((e) => e.changes);
    const ids = (field: string) =>
      [
        ...new Set(
          changes
            .filter((c) => c.field === field)
            .flatMap((c) => [text(c.before), text(c.after)].filter(Boolean)),
        ),
      ] as string[];
    const stakeholderIds = [
      ...new Set(
        changes
          .filter((c) => c.field === 'stakeholders')
          .flatMap((c) => [...listOf(c.before), ...listOf(c.after)])
          .map((s) => text(s.id))
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    const userIds = ids('followUpOwnerId');
    const workspaceIds = ids('workspaceId').filter((id) => scope.workspaceIds.includes(id));
    // Survey answers are stored as {questionId, value}: shown as "question: value/5".
    const answersOf = (value: unknown) =>
      (Array.isArray(value) ? value : []).filter(
        (a): a is { questionId: string; value: number } =>
          Boolean(a) &&
          typeof a === 'object' &&
          typeof (a as { questionId?: unknown }).questionId === 'string',
      );
    const questionIds = [
      ...new Set(
        changes
          .filter((c) => c.field === 'survey')
          .flatMap((c) => [...answersOf(c.before), ...answersOf(c.after)].map((a) => a.questionId)),
      ),
    ];
    const [seen, people, places, questions, topicsSeen] = await Promise.all([
      stakeholderIds.length
        ? db
            .select({ id: stakeholders.id, kind: stakeholders.kind })
            .from(stakeholders)
            .where(and(visibleIn(scope, stakeholders), inArray(stakeholders.id, stakeholderIds)))
        : Promise.resolve([]),
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
      questionIds.length
        ? db
            .select()
            .from(interactionSurveyQuestions)
            .where(
              and(
                // Questions out of the caller's reach (a record moved in from another site) go unnamed.
                visibleIn(scope, interactionSurveyQuestions, await readReach(db, scope)),
                inArray(interactionSurveyQuestions.id, questionIds),
              ),
            )
        : Promise.resolve([]),
      // Topics out of the caller's sight are left out of the entries too (decision 0070).
      topicsInSightAmong(db, scope, topicIdsOfChanges(changes)),
    ]);
    const questionTexts = new Map(questions.map((q) => [q.id, questionText(textLocale, q)]));
    const visibleStakeholders = new Set(seen.filter((s) => isNamed(restricted, s)).map((s) => s.id));
    const names = new Map([...people, ...places].map((r) => [r.id, r.name]));

    const show = (field: string, value: unknown): string | null => {
      if (field === 'survey') {
        const shown = answersOf(value)
          .filter((a) => questionTexts.has(a.questionId))
          .map((a) => `${questionTexts.get(a.questionId)}: ${a.value}/5`);
        return shown.length ? shown.join('; ') : null;
      }
      if (idFields.has(field)) {
        const id = text(value);
        return id ? (names.get(id) ?? null) : null;
      }
      const list = codeLists[field];
      if (list) {
        const code = text(value);
        return code ? (labels.get(list)?.get(code) ?? code) : null;
      }
      const shown = listOf(value)
        .map((v) => text(v.name))
        .filter(Boolean);
      return shown.length ? shown.join(', ') : null;
    };
    const withDisplay = (raw: Change): Change => {
      let change = raw;
      if (change.field === 'workspaceId')
        change = {
          ...change,
          before: workspaceInSight(scope, change.before),
          after: workspaceInSight(scope, change.after),
        };
      if (change.field === 'stakeholders') {
        const keep = (value: unknown) => listOf(value).filter((s) => visibleStakeholders.has(String(s.id)));
        change = { ...change, before: keep(change.before), after: keep(change.after) };
      }
      if (change.field === 'survey') {
        // Answers to questions out of the caller's reach are left out, ids and values alike; the others
        // carry their question, so the screen words the value as the detail does ("3 · Fair").
        const keep = (value: unknown) =>
          answersOf(value)
            .filter((a) => questionTexts.has(a.questionId))
            .map((a) => ({
              questionId: a.questionId,
              question: questionTexts.get(a.questionId),
              value: a.value,
            }));
        change = { ...change, before: keep(change.before), after: keep(change.after) };
      }
      if (
        !idFields.has(change.field) &&
        !codeLists[change.field] &&
        !listFields.has(change.field) &&
        change.field !== 'survey'
      )
        return change;
      const display: FieldChangeDisplay = {
        before: show(change.field, change.before),
        after: show(change.field, change.after),
      };
      return { ...change, display };
    };
    // People (or survey questions) out of the caller's sight left out, a change may read the same before and
    // after: it is left out, and an edit with nothing else is not news to them.
    const unchangedForCaller = (change: Change): boolean =>
      (change.field === 'stakeholders' || change.field === 'survey') &&
      JSON.stringify(change.before) === JSON.stringify(change.after);
    const topicsInSight = (change: Change): Change[] => {
      if (change.field !== 'topics') return [change];
      const kept = topicChangeInSight(change, topicsSeen);
      return kept ? [kept] : [];
    };
    return entries
      .map((entry) => ({
        ...entry,
        changes: entry.changes
          .flatMap(topicsInSight)
          .map(withDisplay)
          .filter((c) => !unchangedForCaller(c)),
      }))
      .filter(
        (entry, i) => entry.action !== 'updated' || entry.changes.length > 0 || !entries[i]?.changes.length,
      );
  };
};
