import { useEffect, useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/register';
import { useOptionsStore } from '../stores/options.store';

export type TopicSelectProps = Omit<SelectProps<string[]>, 'options' | 'loading'> & {
  /** Topics already on the record (an inactive one is not offered but keeps its name). */
  known?: Array<{ id: string; name: string }>;
};

/** Active topics grouped by their category (GET topics/options/grouped); value = topic ids. */
export function TopicSelect({ known = [], value, ...props }: TopicSelectProps) {
  const { t } = useTranslation(NS);
  const topics = useOptionsStore((s) => s.topics);
  const loadTopics = useOptionsStore((s) => s.loadTopics);
  useEffect(() => {
    loadTopics().catch(() => undefined);
  }, [loadTopics]);
  const options = useMemo(() => {
    const groups = (topics ?? []).map((group) => ({
      label: group.label ?? t('topics.noCategory'),
      title: group.label ?? t('topics.noCategory'),
      options: group.options,
    }));
    const offered = new Set(groups.flatMap((g) => g.options.map((o) => o.value)));
    const rest = known.filter((k) => !offered.has(k.id)).map((k) => ({ value: k.id, label: k.name }));
    return rest.length ? [...groups, { label: t('form.otherTopics'), title: '', options: rest }] : groups;
  }, [topics, known, t]);
  const names = new Set(options.flatMap((g) => g.options.map((o) => o.value)));
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={!topics}
      value={value?.filter((id) => names.has(id))}
      {...props}
    />
  );
}
