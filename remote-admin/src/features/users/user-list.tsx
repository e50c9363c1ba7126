import { useMemo, useState } from 'react';
import { Button, Flex, Grid, Input, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type UserSummary, useApiQuery, useCan, useSearchText } from '@conexoes/shared';
import { PageHeader, ProblemAlert, tablePageChange, CLEARABLE, PAGE_ITEMS } from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { NS } from '../../i18n/register';
import { ReactivateUserModal } from './reactivate-user-modal';
import { UserStatus } from './user-status';
import { parseQuery, toApiParams, toSearchParams, type UserQuery } from '../../lib/user-list-query';

/** Searchable, server-paged user list; the search and page live in the URL. */
export type UserListProps = { title: string };

export function UserList({ title }: UserListProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('users', 'add');
  const canEdit = useCan('users', 'edit');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(params), [params]);
  const key = toSearchParams(query).toString();
  const [text, setText] = useSearchText(query.q);
  // Only the answer to the current URL is shown (useApiQuery drops a slower earlier one).
  const {
    data: result,
    problem,
    loading,
    reload,
  } = useApiQuery((signal) => usersApi.search(toApiParams(query), signal), [key]);
  const [reactivating, setReactivating] = useState<UserSummary | null>(null);
  const update = (changes: Partial<UserQuery>) => setParams(toSearchParams({ ...query, ...changes }));

  const phone = !Grid.useBreakpoint().sm;
  const columns: TableColumnsType<UserSummary> = [
    {
      key: 'name',
      title: t('users.name'),
      dataIndex: 'name',
      render: (name: string, user) => <Link to={`/users/${user.id}`}>{name}</Link>,
    },
    { key: 'email', title: t('users.email'), dataIndex: 'email', responsive: ['sm'] },
    {
      key: 'role',
      title: t('users.role'),
      dataIndex: 'role',
      responsive: ['md'],
      render: (role: string) => t(`roles.${role}`),
    },
    {
      key: 'active',
      title: t('users.status'),
      render: (_: unknown, user: UserSummary) => <UserStatus user={user} />,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (_: unknown, user: UserSummary) => (
              <Flex gap={12} wrap>
                <Link to={`/users/${user.id}/edit`}>{t('common:edit')}</Link>
                {user.active ? null : (
                  // A link-styled button: it opens a dialog, it goes nowhere.
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto' }}
                    aria-label={`${t('users.reactivate')}: ${user.name}`}
                    onClick={() => setReactivating(user)}
                  >
                    {t('users.reactivate')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const handleTableChange: TableProps<UserSummary>['onChange'] = (pagination, _filters, sorter, extra) =>
    update(tablePageChange(query, [], pagination, sorter, extra));

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canAdd ? (
            <Button type="primary" onClick={() => navigate('/users/new')}>
              {t('users.new')}
            </Button>
          ) : null
        }
      />
      <ProblemAlert problem={problem} />
      <Input.Search
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        allowClear={CLEARABLE}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => update({ q: value.trim() || undefined, page: 1 })}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<UserSummary>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={result?.items ?? []}
        onChange={handleTableChange}
        pagination={{
          ...PAGE_ITEMS,
          current: query.page,
          pageSize: query.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('users.total', { count: total }),
        }}
        // On a phone the two columns share the width and a long name wraps (max-content pushed the
        // status past the edge).
        scroll={phone ? undefined : { x: 'max-content' }}
      />
      <ReactivateUserModal
        user={reactivating}
        onClose={() => setReactivating(null)}
        onReactivated={() => {
          setReactivating(null);
          reload();
        }}
      />
    </>
  );
}
