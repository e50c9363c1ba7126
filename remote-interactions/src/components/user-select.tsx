import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useApiQuery, type OptionItem } from '@conexoes/shared';
import { interactionsApi } from '../api/interactions.api';

export type UserSelectProps = Omit<SelectProps<string | string[] | null>, 'options' | 'loading'> & {
  /** Users already named on the record (shown by name even before, or without, the list). */
  known?: Array<{ id: string; name: string }>;
};

/** Users of the company (participants, follow-up owner), by name; value = user id. */
export function UserSelect({ value, known = [], mode, ...props }: UserSelectProps) {
  const users = useApiQuery((signal) => interactionsApi.userOptions(signal), []);
  const options = useMemo(() => {
    const list: Array<OptionItem & { title?: string }> = (users.data ?? []).map((u) => ({
      value: u.value,
      label: u.label,
      title: u.email,
    }));
    for (const k of known) if (!list.some((o) => o.value === k.id)) list.push({ value: k.id, label: k.name });
    return list;
  }, [users.data, known]);
  const has = (id: string) => options.some((o) => o.value === id);
  // A stored id is never shown raw while the names load.
  const shown = Array.isArray(value) ? value.filter(has) : value && !has(value) ? undefined : value;
  return (
    <Select<string | string[] | null>
      allowClear
      mode={mode}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={users.loading}
      value={shown}
      {...props}
    />
  );
}
