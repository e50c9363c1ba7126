import { Select, type SelectProps } from 'antd';
import { api, useApiQuery, type UserOption } from '@conexoes/shared';

type UserValue = string | string[] | null;
export type UserSelectProps<V extends UserValue = string | null> = Omit<
  SelectProps<V>,
  'options' | 'loading'
>;

/**
 * Users of the caller's workspaces by name (GET users/options): a responsible user, participants
 * (`mode="multiple"`), an owner. Until the names arrive, stored ids are not shown as raw UUIDs.
 */
export function UserSelect<V extends UserValue = string | null>({ value, ...props }: UserSelectProps<V>) {
  const users = useApiQuery((signal) => api.get<UserOption[]>('users/options', { signal }), []);
  const options = (users.data ?? []).map((u) => ({ value: u.value, label: u.label, title: u.email }));
  const known = (id: string) => options.some((o) => o.value === id);
  const shown = (
    Array.isArray(value)
      ? value.filter(known)
      : typeof value === 'string' && !known(value)
        ? undefined
        : value
  ) as V | undefined;
  return (
    <Select<V>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={users.loading}
      value={shown}
      {...props}
    />
  );
}
