import { useEffect, useState } from 'react';
import { Button, Flex, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type TopicCategory, useApiQuery, useCan, odsLabel } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { NS } from '../../i18n/register';
import { useTopicsStore } from '../../stores/topics.store';
import { CategoryFormModal } from './category-form-modal';

/** /topics: the topic categories with their ODS and topic counts; entry to the topic list. */
export function TopicsOverview({ title }: { title: string }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  const canEdit = useCan('socialInteractions', 'edit');
  const ods = useTopicsStore((s) => s.ods);
  const loadOds = useTopicsStore((s) => s.loadOds);
  const [editing, setEditing] = useState<TopicCategory | 'new' | null>(null);
  const categories = useApiQuery(
    () => topicsApi.categories.search({ page: 1, size: 100, sort: 'name,asc' }),
    [],
  );
  const { data: page, problem, reload: load } = categories;
  useEffect(() => {
    loadOds().catch(() => undefined);
  }, [loadOds]);

  const odsName = (n: number) => {
    const found = ods?.find((o) => o.number === n);
    return found ? odsLabel(found, i18n.language) : String(n);
  };

  const columns: TableColumnsType<TopicCategory> = [
    { key: 'name', dataIndex: 'name', title: t('categories.name') },
    {
      key: 'ods',
      dataIndex: 'ods',
      title: t('categories.odsShort'),
      render: (numbers: number[]) => (
        <Flex gap={4} wrap>
          {numbers.map((n) => (
            <Tooltip key={n} title={odsName(n)}>
              <Tag aria-label={odsName(n)}>{t('categories.odsTag', { number: n })}</Tag>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
    {
      key: 'topics',
      dataIndex: 'topicCount',
      title: t('categories.topics'),
      render: (count: number, category) => <Link to={`/topics/list?category=${category.id}`}>{count}</Link>,
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('topics.status'),
      responsive: ['sm'],
      render: (active: boolean) =>
        active ? <Tag color="success">{t('common:active')}</Tag> : <Tag>{t('common:inactive')}</Tag>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (_: unknown, category: TopicCategory) => (
              <Button
                size="small"
                onClick={() => setEditing(category)}
                aria-label={t('categories.editNamed', { name: category.name })}
              >
                {t('common:edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <Button onClick={() => navigate('/topics/list')}>{t('topics.openList')}</Button>
            {canAdd ? <Button onClick={() => setEditing('new')}>{t('categories.new')}</Button> : null}
            {canAdd ? (
              <Button type="primary" onClick={() => navigate('/topics/new')}>
                {t('topics.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <ProblemAlert problem={problem} />
      <Table<TopicCategory>
        rowKey="id"
        size="middle"
        loading={!page && !problem}
        columns={columns}
        dataSource={page?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        title={() => t('categories.title')}
      />
      <CategoryFormModal
        category={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          load();
        }}
      />
    </>
  );
}
