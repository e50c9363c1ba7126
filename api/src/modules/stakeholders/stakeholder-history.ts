import { and, eq, inArray } from 'drizzle-orm';
import type { FieldChangeDisplay, StakeholderHistoryEntry } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { stakeholders, users, workspaces } from '../../db/schema';
import { pickLabel, type LabelLocale } from '../../lib/locale';
import { visibleIn, workspaceInSight, type RequestScope } from '../../lib/scope';
import { additionList, ADDITION_LIST, createOptionRepository } from '../options/option.repository';
import { topicChangeInSight, topicIdsOfChanges, topicsInSightAmong } from '../topics/topics-in-sight';

type Change = StakeholderHistoryEntry['changes'][number];

/** The option list behind each code field. */
const codeLists: Record<string, string> = {
  categoryCode: 'stakeholderCategory',
  scopeCode: 'stakeholderScope',
  entityTypeCode: 'entityType',
};
const idFields = new Set(['parentId', 'responsibleId', 'workspaceId']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

/**
 * History values as a person reads them (issue 10 item 4): references as names, option codes as
 * labels in the caller's language, additional fields as "Field: value, value". Each change that needs
 * it gets `display` ({before, after} texts); the stored `before`/`after` stay as they are. A reference
 * the caller cannot see (a parent in another workspace, a deleted record) reads as null: never its id.
 * A parent out of sight leaves `before`/`after` too (decision 0062), and an edit of nothing else goes.
 */
export const createStakeholderHistoryLabels = (db: Database) => {
  const optionRepository = createOptionRepository(db);

  const labelsOf = async (scope: RequestScope, locale: LabelLocale, list: string) =>
    new Map((await optionRepository.list(scope, list)).map((r) => [r.code, pickLabel(locale, r)]));

  return async (
    scope: RequestScope,
    locale: LabelLocale,
    entries: StakeholderHistoryEntry[],
  ): Promise<StakeholderHistoryEntry[]> => {
    const changes = entries.flatMap((e) => e.changes);
    const ids = (field: string) =>
      [
        ...new Set(
          changes
            .filter((c) => c.field === field)
            .flatMap((c) => [text(c.before), text(c.after)].filter(Boolean)),
        ),
      ] as string[];
    const parentIds = ids('parentId');
    const userIds = ids('responsibleId');
    const workspaceIds = ids('workspaceId').filter((id) => scope.workspaceIds.includes(id));
    const additionFields = [
      ...new Set(
        changes
          .filter((c) => c.field === 'additional')
          .flatMap((c) => [c.before, c.after])
          .flatMap((v) => (v && typeof v === 'object' ? Object.keys(v) : [])),
      ),
    ];
    const lists = [
      ...new Set(changes.map((c) => codeLists[c.field]).filter((l): l is string => Boolean(l))),
      ...(additionFields.length > 0 ? [ADDITION_LIST, ...additionFields.map(additionList)] : []),
    ];
    // Topics out of the caller's sight are left out of the entries (decision 0070).
    const topicsSeen = await topicsInSightAmong(db, scope, topicIdsOfChanges(changes));
    const [parents, people, places, ...labelMaps] = await Promise.all([
      parentIds.length
        ? db
            .select({ id: stakeholders.id, name: stakeholders.name })
            .from(stakeholders)
            .where(and(visibleIn(scope, stakeholders), inArray(stakeholders.id, parentIds)))
        : Promise.resolve([]),
      // Users by tenant, as the entry's own userName is.
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
      ...lists.map((list) => labelsOf(scope, locale, list)),
    ]);
    const names = new Map([...parents, ...people, ...places].map((r) => [r.id, r.name]));
    const seenParents = new Set(parents.map((r) => r.id));
    const labels = new Map(lists.map((list, i) => [list, labelMaps[i] ?? new Map<string, string>()]));
    const label = (list: string, code: string) => labels.get(list)?.get(code) ?? code;

    const additional = (value: unknown): string | null => {
      if (!value || typeof value !== 'object') return null;
      const parts = Object.entries(value as Record<string, unknown>)
        .map(([field, v]) => {
          const shown = valuesOf(v).map((code) => label(additionList(field), code));
          return shown.length ? `${label(ADDITION_LIST, field)}: ${shown.join(', ')}` : null;
        })
        .filter(Boolean);
      return parts.length ? parts.join('; ') : null;
    };
    const show = (field: string, value: unknown): string | null => {
      if (idFields.has(field)) {
        const id = text(value);
        return id ? (names.get(id) ?? null) : null;
      }
      const list = codeLists[field];
      if (list) {
        const code = text(value);
        return code ? label(list, code) : null;
      }
      return additional(value);
    };
    const withDisplay = (change: Change): Change => {
      if (!idFields.has(change.field) && !codeLists[change.field] && change.field !== 'additional')
        return change;
      const display: FieldChangeDisplay = {
        before: show(change.field, change.before),
        after: show(change.field, change.after),
      };
      return { ...change, display };
    };
    // A parent out of the caller's sight is not theirs to name, not even by id (decision 0062): it
    // reads as none, and a change between parents they do not see is no change to them. Topics out of
    // sight likewise (decision 0070).
    const parentInSight = (value: unknown) => (seenParents.has(text(value) ?? '') ? value : null);
    const inSight = (change: Change): Change[] => {
      if (change.field === 'topics') {
        const kept = topicChangeInSight(change, topicsSeen);
        return kept ? [kept] : [];
      }
      if (change.field === 'workspaceId')
        return [
          {
            ...change,
            before: workspaceInSight(scope, change.before),
            after: workspaceInSight(scope, change.after),
          },
        ];
      if (change.field !== 'parentId') return [change];
      const before = parentInSight(change.before);
      const after = parentInSight(change.after);
      return before === null && after === null ? [] : [{ ...change, before, after }];
    };
    return (
      entries
        .map((entry) => ({ ...entry, changes: entry.changes.flatMap(inSight).map(withDisplay) }))
        // An edit whose every change is out of the caller's sight is not news to them.
        .filter((entry, i) => entry.changes.length > 0 || !entries[i]?.changes.length)
    );
  };
};
