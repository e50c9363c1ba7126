import { useEffect, useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePickerOptions } from './picker-options.store';
import { PICKERS_NS } from './pickers.i18n';

export type TopicSelectProps = Omit<SelectProps<string | string[]>, 'options' | 'loading'>;

/** Active topics grouped by their category (GET topics/options/grouped); value = topic id. */
export function TopicSelect(props: TopicSelectProps) {
  const { t } = useTranslation(PICKERS_NS);
  const topics = usePickerOptions((s) => s.topics);
  const loadTopics = usePickerOptions((s) => s.loadTopics);
  useEffect(() => {
    loadTopics().catch(() => undefined);
  }, [loadTopics]);
  const options = useMemo(
    () =>
      (topics ?? []).map((group) => ({
        label: group.label ?? t('noCategory'),
        title: group.label ?? t('noCategory'),
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
