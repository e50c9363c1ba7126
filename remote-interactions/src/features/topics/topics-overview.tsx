import { useState } from 'react';
import { Button, Flex, Grid, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type TopicCategory, useApiQuery, useCan } from '@conexoes/shared';
import { PageHeader, ProblemAlert, ActiveTag, useReadOnlyOwners } from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { NS } from '../../i18n/register';
import { useOdsName } from '../../lib/use-ods-name';
import { CategoryFormModal } from './category-form-modal';

/** /topics: the topic categories with their ODS and topic counts; entry to the topic list. */
export function TopicsOverview({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  const canEdit = useCan('socialInteractions', 'edit');
  const narrow = !Grid.useBreakpoint().sm;
  const odsName = useOdsName();
  const [editing, setEditing] = useState<TopicCategory | 'new' | null>(null);
  const categories = useApiQuery(
    () => topicsApi.categories.search({ page: 1, size: 100, sort: 'name,asc' }),
    [],
  );
  const { data: page, problem, reload: load } = categories;
  const owners = useReadOnlyOwners(
    (page?.items ?? []).filter((category) => !category.canEdit).map((category) => category.workspaceId),
  );

  const odsTags = (numbers: number[]) => (
    <Flex gap={4} wrap>
      {numbers.map((n) => (
        <Tooltip key={n} title={odsName(n)}>
          <Tag aria-label={odsName(n)}>{t('categories.odsTag', { number: n })}</Tag>
        </Tooltip>
      ))}
    </Flex>
  );
  // A category of a workspace above the caller's is read-only here: the API would refuse (403), and a
  // 403 signs the user out (SPEC §8).
  const editButton = (category: TopicCategory) =>
    category.canEdit ? (
      <Button
        size="small"
        onClick={() => setEditing(category)}
        aria-label={t('categories.editNamed', { name: category.name })}
      >
        {t('common:edit')}
      </Button>
    ) : (
      <Typography.Text type="secondary">{t('categories.readOnly')}</Typography.Text>
    );

  const wide: TableColumnsType<TopicCategory> = [
    { key: 'name', dataIndex: 'name', title: t('categories.name') },
    {
      key: 'ods',
      dataIndex: 'ods',
      title: t('categories.odsShort'),
      render: (numbers: number[]) => odsTags(numbers),
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
      render: (active: boolean) => <ActiveTag active={active} context="female" />,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (_: unknown, category: TopicCategory) => editButton(category),
          },
        ]
      : []),
  ];

  // A phone gets one column that reads like a card: nothing hides past the screen's edge.
  const compact: TableColumnsType<TopicCategory> = [
    {
      key: 'name',
      title: t('categories.name'),
      render: (_: unknown, category) => (
        <Flex vertical gap={6}>
          <span style={{ fontWeight: 600 }}>{category.name}</span>
          {odsTags(category.ods)}
          <Flex gap={8} wrap align="center">
            <Link to={`/topics/list?category=${category.id}`}>
              {t('topics.total', { count: category.topicCount })}
            </Link>
            <ActiveTag active={category.active} context="female" />
            {canEdit ? editButton(category) : null}
          </Flex>
        </Flex>
      ),
    },
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
      {/* Said once, above the rows it explains (a site's administrator reading the root's categories):
          whose they are and, when the caller may choose that workspace, how to change them. */}
      {canEdit && page?.items.some((category) => !category.canEdit) ? (
        <>
          {owners.choosable.map(({ id, name }) => (
            <Typography.Paragraph key={id} type="secondary">
              {t('categories.notYoursChoose', { name })}
            </Typography.Paragraph>
          ))}
          {owners.others ? (
            <Typography.Paragraph type="secondary">{t('categories.notYours')}</Typography.Paragraph>
          ) : null}
        </>
      ) : null}
      <Table<TopicCategory>
        rowKey="id"
        size="middle"
        loading={!page && !problem}
        columns={narrow ? compact : wide}
        dataSource={page?.items ?? []}
        pagination={false}
        scroll={narrow ? undefined : { x: 'max-content' }}
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
