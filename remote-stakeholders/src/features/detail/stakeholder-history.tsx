import { Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@conexoes/shared';
import type { StakeholderHistoryEntry } from '../../api/stakeholder.types';
import { NS } from '../../i18n/register';

export type StakeholderHistoryProps = { entries: StakeholderHistoryEntry[] | null };

const show = (value: unknown, empty: string): string => {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.map((v) => show(v, empty)).join(', ') : empty;
  // Topics and parents are recorded as {id, name}: their name is what a reader knows.
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Every change to the stakeholder, newest first, in words: who, when, which field from what to what. */
export function StakeholderHistory({ entries }: StakeholderHistoryProps) {
  const { t } = useTranslation(NS);
  if (entries === null) return <Spin aria-label={t('common:loading')} />;
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />;
  const empty = t('detail.empty');
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
            {entry.changes.length ? (
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {t('detail.change', {
                      field: t(`fields.${change.field}`, { defaultValue: change.field }),
                      before: show(change.before, empty),
                      after: show(change.after, empty),
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
