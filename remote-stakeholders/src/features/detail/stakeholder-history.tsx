import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@conexoes/shared';
import type { StakeholderHistoryEntry } from '../../api/stakeholder.types';
import { NS } from '../../i18n/register';
import { Loading } from '@conexoes/shared/ui';

type FieldChange = StakeholderHistoryEntry['changes'][number];

export type StakeholderHistoryProps = {
  entries: StakeholderHistoryEntry[] | null;
  /** A stored value as a reader knows it (option label, masked CPF…); undefined = shown as stored. */
  formatValue?: (field: string, value: unknown) => string | undefined;
};

// Bookkeeping the reader has no use for in a change list (the municipality's code goes with its name).
const HIDDEN_FIELDS = new Set(['municipalityCode', 'createdBy', 'updatedBy']);
// References are ids: without the server's words for them (`display`) there is nothing to show.
const REFERENCE_FIELDS = new Set(['workspaceId', 'responsibleId', 'parentId']);

const show = (value: unknown, empty: string): string => {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.map((v) => show(v, empty)).join(', ') : empty;
  // Topics and parents are recorded as {id, name}: their name is what a reader knows.
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  // Anything else structured reads as "key: value" pairs, never as JSON.
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, v]) => `${key}: ${show(v, empty)}`)
      .join('; ');
  return String(value);
};

/** Every change to the stakeholder, newest first, in words: who, when, which field from what to what. */
export function StakeholderHistory({ entries, formatValue }: StakeholderHistoryProps) {
  const { t } = useTranslation(NS);
  if (entries === null) return <Loading />;
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />;
  const empty = t('detail.empty');
  const value = (field: string, v: unknown) =>
    v === null || v === undefined || v === '' ? empty : (formatValue?.(field, v) ?? show(v, empty));
  // The server's words (names, labels in the reader's language) come first; ids are never shown.
  const side = (change: FieldChange, which: 'before' | 'after', action: string) => {
    // A move from or to a workspace out of the caller's reach: the server names it not (decision 0062).
    if (action === 'updated' && change.field === 'workspaceId' && change.display && !change.display[which])
      return t('detail.workspaceOutOfReach');
    return change.display ? (change.display[which] ?? empty) : value(change.field, change[which]);
  };
  // A creation's values are the record itself: listed as "(empty) → …" a line each, they buried the
  // changes that came after (as the interaction's history, only changes are listed).
  const shown = (entry: StakeholderHistoryEntry) =>
    entry.action === 'created' || entry.action === 'imported'
      ? []
      : entry.changes.filter(
          (c) => !HIDDEN_FIELDS.has(c.field) && (c.display || !REFERENCE_FIELDS.has(c.field)),
        );
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text strong>
              {t(`detail.historyActions.${entry.action}`, {
                user: entry.userName ?? t('detail.someone'),
                date: formatDateTime(entry.at),
              })}
            </Typography.Text>
            {shown(entry).length > 0 ? (
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {shown(entry).map((change) => (
                  <li key={change.field}>
                    {t('detail.change', {
                      field: t(`fields.${change.field}`, { defaultValue: change.field }),
                      before: side(change, 'before', entry.action),
                      after: side(change, 'after', entry.action),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
