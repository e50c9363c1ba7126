import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type CommitmentHistoryEntry } from '@conexoes/shared';
import { NS } from '../i18n/register';

type FieldChange = CommitmentHistoryEntry['changes'][number];

export type RecordHistoryProps = {
  entries: CommitmentHistoryEntry[];
  /** A stored value as a reader knows it (status word, option label, date…); undefined = as stored. */
  formatValue: (field: string, value: unknown) => string | undefined;
};

// Bookkeeping the reader has no use for in a change list.
const HIDDEN_FIELDS = new Set(['createdBy', 'updatedBy', 'code', 'workspaceId', 'actionPlanId', 'id']);
// References are ids: without the server's words for them (`display`) there is nothing to show.
const REFERENCE_FIELDS = new Set([
  'responsibleId',
  'ownerId',
  'stakeholderIds',
  'beneficiaryIds',
  'topicIds',
  'interactionIds',
  'sourceNegotiationPlanId',
  'sourceAgreementId',
  'sourceInteractionId',
  'evidenceAttachmentIds',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const show = (value: unknown, empty: string): string => {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.map((v) => show(v, empty)).join(', ') : empty;
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([key, v]) => key !== 'id' && !(typeof v === 'string' && UUID.test(v)))
      .map(([, v]) => show(v, empty))
      .join(' · ');
  if (typeof value === 'string' && UUID.test(value)) return empty;
  return String(value);
};

/** Every change, newest first, in words: who, when, which field from what to what; actions named. */
export function RecordHistory({ entries, formatValue }: RecordHistoryProps) {
  const { t } = useTranslation(NS);
  if (entries.length === 0)
    return <Typography.Text type="secondary">{t('detail.noHistory')}</Typography.Text>;
  const empty = t('detail.empty');
  const value = (field: string, v: unknown) =>
    v === null || v === undefined || v === '' ? empty : (formatValue(field, v) ?? show(v, empty));
  const side = (change: FieldChange, which: 'before' | 'after', action: string) => {
    // A move from or to a workspace out of the caller's reach: the server names it not (decision 0062).
    if (action === 'updated' && change.field === 'workspaceId' && change.display && !change.display[which])
      return t('detail.workspaceOutOfReach');
    const shownValue = change.display ? change.display[which] : value(change.field, change[which]);
    // Linked records the reader cannot open are counted by the server, never named (a plan's meetings).
    const hidden = change.hidden?.[which] ?? 0;
    if (!hidden) return shownValue ?? empty;
    const counted = t('detail.historyHidden', { count: hidden });
    return shownValue && shownValue !== empty ? `${shownValue}, ${counted}` : counted;
  };
  const shown = (changes: FieldChange[]) =>
    changes.filter((c) => !HIDDEN_FIELDS.has(c.field) && (c.display || !REFERENCE_FIELDS.has(c.field)));
  const ordered = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline
      items={ordered.map((entry) => ({
        key: entry.id,
        content: (
          <>
            {entry.subject ? (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {t('detail.historyAction', { title: entry.subject.title })}
              </Typography.Text>
            ) : null}
            <Typography.Text strong>
              {t(`detail.historyActions.${entry.action}`, {
                user: entry.userName ?? t('detail.someone'),
                date: formatDateTime(entry.at),
              })}
            </Typography.Text>
            {/* A creation's values are the record itself, shown above: only later changes are listed. */}
            {entry.action !== 'created' && shown(entry.changes).length > 0 ? (
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {shown(entry.changes).map((change) =>
                  change.field === 'attachments' ? (
                    <li key={change.field}>
                      {/* A number in place of the name: the reader may not read the files (decision 0059). */}
                      {change.after
                        ? typeof change.after === 'number'
                          ? t('detail.historyAttachedHidden')
                          : t('detail.historyAttached', { name: show(change.after, empty) })
                        : typeof change.before === 'number'
                          ? t('detail.historyDetachedHidden')
                          : t('detail.historyDetached', { name: show(change.before, empty) })}
                    </li>
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
