import { useEffect, useState } from 'react';
import { Button, Input, Table, Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isProblem, useRootStore, type Page, type Problem, type UserSummary, useCan } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { NS } from '../../i18n/register';

const LIST_KEY = 'users';
const DEFAULT_SIZE = 20;

type Query = { q: string; page: number; size: number };
type Answer = { query: Query | null; page: Page<UserSummary> | null; problem: Problem | null };

const savedQuery = (): Query => {
  const saved = useRootStore.getState().listFilters[LIST_KEY] ?? {};
  return {
    q: typeof saved.q === 'string' ? saved.q : '',
    page: typeof saved.page === 'number' ? saved.page : 1,
    size: typeof saved.size === 'number' ? saved.size : DEFAULT_SIZE,
  };
};

/** Searchable, server-paged user list; the last search and page survive a reload. */
export type UserListProps = { title: string };

export function UserList({ title }: UserListProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('users', 'add');
  const canEdit = useCan('users', 'edit');
  const [query, setQuery] = useState<Query>(savedQuery);
  const [text, setText] = useState(query.q);
  // The answer remembers which query it belongs to: loading is "not yet answered for this query",
  // and a slow answer to an older query never overwrites a newer one.
  const [answer, setAnswer] = useState<Answer>({ query: null, page: null, problem: null });

  useEffect(() => {
    let current = true;
    useRootStore.getState().setListFilters(LIST_KEY, query);
    usersApi.search(query).then(
      (page) => {
        if (current) setAnswer({ query, page, problem: null });
      },
      (error: unknown) => {
        if (current) setAnswer((a) => ({ query, page: a.page, problem: isProblem(error) ? error : null }));
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  const loading = answer.query !== query;
  const result = answer.page;
  const problem = answer.problem;

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
      dataIndex: 'active',
      render: (active: boolean) =>
        active ? <Tag color="success">{t('common:active')}</Tag> : <Tag>{t('common:inactive')}</Tag>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (_: unknown, user: UserSummary) => (
              <Link to={`/users/${user.id}/edit`}>{t('common:edit')}</Link>
            ),
          },
        ]
      : []),
  ];

  const handleTableChange = (pagination: TablePaginationConfig) => {
    setQuery((q) => ({ ...q, page: pagination.current ?? 1, size: pagination.pageSize ?? DEFAULT_SIZE }));
  };

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
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => setQuery((q) => ({ ...q, q: value.trim(), page: 1 }))}
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
          current: result?.page ?? query.page,
          pageSize: result?.size ?? query.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('users.total', { count: total }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
