import { Select, type SelectProps } from 'antd';
import { api, useApiQuery, type PermissionArea, type UserOption } from '@conexoes/shared';
import { accentFreeSearch } from './accent-free-search';
import { notFoundWhile } from './searching';
import { searchable } from '../select-icons';

// "agua" finds "Água": phone keyboards leave accents out.
const SEARCH = accentFreeSearch();

type UserValue = string | string[] | null;
export type UserSelectProps<V extends UserValue = string | null> = Omit<
  SelectProps<V>,
  'options' | 'loading'
> & {
  /**
   * A record's people (owner, participants): only those who may open a record of `area` in the
   * record's `workspaceId` are offered, and the list follows when the form's workspace changes. Until
   * a workspace is chosen, every user the caller sees (the server refuses anyone who cannot open it).
   */
  openingIn?: { area: PermissionArea; workspaceId?: string | null };
  /**
   * The people the stored record already holds, by name: offered even when the list leaves them out
   * (moved off the site since), so they show and can be removed; the server keeps them valid.
   */
  held?: ReadonlyArray<{ id: string; name: string } | null | undefined>;
};

/**
 * Users of the caller's workspaces by name (GET users/options): a responsible user, participants
 * (`mode="multiple"`), an owner — of a record, those who may open it (`openingIn`). Stored ids the list does not name (a user outside the caller's
 * workspaces) are not shown as raw UUIDs, and a change keeps them: editing never drops what the caller
 * could not see.
 */
export function UserSelect<V extends UserValue = string | null>({
  value,
  onChange,
  openingIn,
  held,
  ...props
}: UserSelectProps<V>) {
  const area = openingIn?.area;
  const workspaceId = openingIn?.workspaceId ?? undefined;
  const users = useApiQuery(
    (signal) =>
      api.get<UserOption[]>('users/options', {
        signal,
        ...(area && workspaceId ? { params: { workspaceId, area } } : {}),
      }),
    [area, workspaceId],
  );
  const listed = (users.data ?? []).map((u) => ({ value: u.value, label: u.label, title: u.email }));
  const options = [
    ...listed,
    ...(held ?? []).flatMap((p) =>
      p && !listed.some((o) => o.value === p.id) ? [{ value: p.id, label: p.name, title: p.name }] : [],
    ),
  ];
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
      showSearch={searchable(SEARCH)}
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
