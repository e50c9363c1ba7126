import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type InteractionHistoryEntry } from '@conexoes/shared';
import { NS } from '../../i18n/register';

type FieldChange = InteractionHistoryEntry['changes'][number];

export type InteractionHistoryProps = {
  entries: InteractionHistoryEntry[];
  /** A stored value as a reader knows it (option label, date…); undefined = shown as stored. */
  formatValue: (field: string, value: unknown) => string | undefined;
};

// Bookkeeping the reader has no use for in a change list.
const HIDDEN_FIELDS = new Set(['municipalityCode', 'createdBy', 'updatedBy', 'code', 'workspaceId']);
// References are ids: without the server's words for them (`display`) there is nothing to show.
const REFERENCE_FIELDS = new Set(['participantIds', 'topicIds', 'followUpOwnerId', 'stakeholderIds']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SurveyAnswer = { questionId: string; question?: string; value: number };
const answersIn = (value: unknown): SurveyAnswer[] =>
  Array.isArray(value)
    ? value.filter(
        (a): a is SurveyAnswer => typeof a?.questionId === 'string' && typeof a?.value === 'number',
      )
    : [];

/**
 * A change of survey answers, one line per question whose answer changed (the server sends each
 * answer with its question, those out of the caller's reach left out): question, then before → after.
 */
const surveyChanges = (change: FieldChange) => {
  const before = new Map(answersIn(change.before).map((a) => [a.questionId, a]));
  const after = new Map(answersIn(change.after).map((a) => [a.questionId, a]));
  return [...new Set([...after.keys(), ...before.keys()])]
    .map((id) => ({ id, before: before.get(id), after: after.get(id) }))
    .filter((c) => c.before?.value !== c.after?.value)
    .map((c) => ({ ...c, question: c.after?.question ?? c.before?.question ?? '' }))
    .filter((c) => c.question);
};

const show = (value: unknown, empty: string): string => {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.map((v) => show(v, empty)).join(', ') : empty;
  // Stakeholders, topics and users are recorded as {id, name}: their name is what a reader knows.
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([key, v]) => key !== 'id' && !(typeof v === 'string' && UUID.test(v)))
      .map(([, v]) => show(v, empty))
      .join(' · ');
  if (typeof value === 'string' && UUID.test(value)) return empty;
  return String(value);
};

/** Every change to the interaction, newest first, in words: who, when, which field from what to what. */
export function InteractionHistory({ entries, formatValue }: InteractionHistoryProps) {
  const { t } = useTranslation(NS);
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />;
  const empty = t('detail.empty');
  const scale = (n: number) => t('survey.scaleOption', { value: n, word: t(`survey.scale.${n}`) });
  const value = (field: string, v: unknown) =>
    v === null || v === undefined || v === '' ? empty : (formatValue(field, v) ?? show(v, empty));
  const side = (change: FieldChange, which: 'before' | 'after', action: string) => {
    // A move from or to a workspace out of the caller's reach: the server names it not (decision 0062).
    if (action === 'updated' && change.field === 'workspaceId' && change.display && !change.display[which])
      return t('detail.workspaceOutOfReach');
    // Stakeholders with their role: the server's words name them only, so a change of role alone
    // read "A → A". The stored list holds names and roles (those the caller may not read left out).
    if (change.field === 'stakeholders' && Array.isArray(change[which]))
      return formatValue(change.field, change[which]) || empty;
    return change.display ? (change.display[which] ?? empty) : value(change.field, change[which]);
  };
  const shown = (changes: FieldChange[]) =>
    changes.filter((c) => !HIDDEN_FIELDS.has(c.field) && (c.display || !REFERENCE_FIELDS.has(c.field)));
  const ordered = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  // Files added or removed are not a change of the record: "Changed by" under "Recorded by" misled.
  const filesOnly = (entry: InteractionHistoryEntry) =>
    entry.action === 'updated' &&
    entry.changes.length > 0 &&
    entry.changes.every((c) => c.field === 'attachments');
  return (
    <Timeline
      items={ordered.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text strong>
              {t(`detail.historyActions.${filesOnly(entry) ? 'files' : entry.action}`, {
                user: entry.userName ?? t('detail.someone'),
                date: formatDateTime(entry.at),
              })}
            </Typography.Text>
            {entry.action === 'updated' && shown(entry.changes).length > 0 ? (
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {shown(entry.changes).map((change) =>
                  change.field === 'attachments' ? (
                    // A file added or removed: its name, not a before/after. An onlyBasicInfo reader
                    // gets a number instead of the name (decision 0058).
                    <li key={change.field}>
                      {change.after
                        ? typeof change.after === 'number'
                          ? t('attachments.historyAddedHidden')
                          : t('attachments.historyAdded', { name: String(change.after) })
                        : typeof change.before === 'number'
                          ? t('attachments.historyRemovedHidden')
                          : t('attachments.historyRemoved', { name: String(change.before) })}
                    </li>
                  ) : change.field === 'survey' && surveyChanges(change).length > 0 ? (
                    surveyChanges(change).map((answer) => (
                      <li key={`survey-${answer.id}`}>
                        {t('detail.surveyChange', {
                          question: answer.question,
                          before: answer.before ? scale(answer.before.value) : empty,
                          after: answer.after ? scale(answer.after.value) : empty,
                        })}
                      </li>
                    ))
                  ) : (
                    <li key={change.field}>
                      {t('detail.change', {
                        field: t(`fields.${change.field}`, { defaultValue: t('detail.otherField') }),
                        before: side(change, 'before', entry.action),
                        after: side(change, 'after', entry.action),
                      })}
                    </li>
                  ),
                )}
              </ul>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
