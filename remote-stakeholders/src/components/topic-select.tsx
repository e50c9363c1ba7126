import { useEffect, useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/register';
import { useOptionsStore } from '../stores/options.store';

export type TopicSelectProps = Omit<SelectProps<string | string[]>, 'options' | 'loading'>;

/** Active topics grouped by their category (GET topics/options/grouped); value = topic id. */
export function TopicSelect(props: TopicSelectProps) {
  const { t } = useTranslation(NS);
  const topics = useOptionsStore((s) => s.topics);
  const loadTopics = useOptionsStore((s) => s.loadTopics);
  useEffect(() => {
    loadTopics().catch(() => undefined);
  }, [loadTopics]);
  const options = useMemo(
    () =>
      (topics ?? []).map((group) => ({
        label: group.label ?? t('fields.noCategory'),
        title: group.label ?? t('fields.noCategory'),
        options: group.options,
      })),
    [topics, t],
  );
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={!topics}
      {...props}
    />
  );
}
