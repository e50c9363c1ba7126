import { Select, type SelectProps } from 'antd';
import { api, useApiQuery, type UserOption } from '@conexoes/shared';
import { accentFreeSearch } from './accent-free-search';
import { notFoundWhile } from './searching';

// "agua" finds "Água": phone keyboards leave accents out.
const SEARCH = accentFreeSearch();

type UserValue = string | string[] | null;
export type UserSelectProps<V extends UserValue = string | null> = Omit<
  SelectProps<V>,
  'options' | 'loading'
>;

/**
 * Users of the caller's workspaces by name (GET users/options): a responsible user, participants
 * (`mode="multiple"`), an owner. Stored ids the list does not name (a user outside the caller's
 * workspaces) are not shown as raw UUIDs, and a change keeps them: editing never drops what the caller
 * could not see.
 */
export function UserSelect<V extends UserValue = string | null>({
  value,
  onChange,
  ...props
}: UserSelectProps<V>) {
  const users = useApiQuery((signal) => api.get<UserOption[]>('users/options', { signal }), []);
  const options = (users.data ?? []).map((u) => ({ value: u.value, label: u.label, title: u.email }));
  const known = (id: string) => options.some((o) => o.value === id);
  const hidden = Array.isArray(value) ? value.filter((id) => !known(id)) : [];
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
      showSearch={SEARCH}
      options={options}
      loading={users.loading}
      notFoundContent={notFoundWhile(users.loading)}
      value={shown}
      onChange={(next, option) =>
        onChange?.((Array.isArray(next) ? [...hidden, ...next] : next) as V, option)
      }
      {...props}
    />
  );
}
