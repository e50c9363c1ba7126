import { useEffect } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTopicsStore } from '../stores/topics.store';
import { searchable } from '@conexoes/shared/ui';

export type CategorySelectProps = Omit<SelectProps<string>, 'options' | 'loading'>;

/** Topic categories as a searchable select (value = category id). */
export function CategorySelect(props: CategorySelectProps) {
  const categories = useTopicsStore((s) => s.categories);
  const load = useTopicsStore((s) => s.loadCategories);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return (
    <Select<string>
      allowClear
      showSearch={searchable({ optionFilterProp: 'label' })}
      options={(categories ?? []).map(({ value, label }) => ({ value, label }))}
      loading={!categories}
      {...props}
    />
  );
}
