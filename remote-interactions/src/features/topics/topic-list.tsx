import { useMemo } from 'react';
import { Button, Flex, Form, Grid, Input, Segmented, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type Topic, useApiQuery, useCan, useSearchText } from '@conexoes/shared';
import {
  PageHeader,
  ProblemAlert,
  ActiveTag,
  tablePageChange,
  CLEARABLE,
  PAGE_ITEMS,
} from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { CategorySelect } from '../../components/category-select';
import { NS } from '../../i18n/register';
import { parseQuery, toApiParams, toSearchParams, type TopicQuery } from '../../lib/topic-list-query';

type ActiveFilter = 'all' | NonNullable<TopicQuery['filters']['active']>;

/** Server-paged topics with search, category and active filters kept in the URL. */
export function TopicList({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canAdd = useCan('socialInteractions', 'add');
  const seesStakeholders = useCan('stakeholders', 'view');
  const narrow = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(params), [params]);
  const key = toSearchParams(query).toString();
  const [text, setText] = useSearchText(query.q);
  // Only the answer to the current URL is shown (useApiQuery drops a slower earlier one).
  const answer = useApiQuery((signal) => topicsApi.search(toApiParams(query), signal), [key]);

  const update = (changes: Partial<TopicQuery>) =>
    setParams(toSearchParams({ ...query, page: 1, ...changes }));
  const filter = (changes: Partial<TopicQuery['filters']>) =>
    update({ filters: { ...query.filters, ...changes } });

  const wide: TableColumnsType<Topic> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('topics.name'),
      render: (name: string, topic) => <Link to={`/topics/${topic.id}`}>{name}</Link>,
    },
    {
      key: 'category',
      dataIndex: 'categoryName',
      title: t('topics.category'),
      responsive: ['sm'],
      render: (name: string | null) => name ?? t('topics.noCategory'),
    },
    // Who may not view stakeholders is told nothing of them, not even how many follow a topic.
    ...(seesStakeholders
      ? [
          {
            key: 'stakeholders',
            dataIndex: 'stakeholderCount',
            title: t('topics.stakeholders'),
            responsive: ['md' as const],
          },
        ]
      : []),
    {
      key: 'active',
      dataIndex: 'active',
      title: t('topics.status'),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
  ];

  // A phone gets one column that reads like a card: no sideways scrolling to see a topic's status.
  const compact: TableColumnsType<Topic> = [
    {
      key: 'name',
      title: t('topics.topic'),
      render: (_: unknown, topic) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`/topics/${topic.id}`} style={{ fontWeight: 600 }}>
            {topic.name}
          </Link>
          <Typography.Text type="secondary">
            {[
              topic.categoryName ?? t('topics.noCategory'),
              topic.stakeholderCount === null
                ? null
                : t('topics.stakeholderCount', { count: topic.stakeholderCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
          <span>
            <ActiveTag active={topic.active} />
          </span>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canAdd ? (
            <Button type="primary" onClick={() => navigate('/topics/new')}>
              {t('topics.new')}
            </Button>
          ) : null
        }
      />
      <ProblemAlert problem={answer.problem} />
      <Form layout="vertical" component="div">
        {/* The fields' own bottom margins would double the gap when they wrap on a phone. */}
        <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
          <Form.Item
            label={t('topics.search')}
            htmlFor="topic-search"
            style={{ flex: '2 1 240px', minWidth: 0, marginBottom: 0 }}
          >
            <Input.Search
              id="topic-search"
              allowClear={CLEARABLE}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onSearch={(value) => update({ q: value.trim() || undefined })}
            />
          </Form.Item>
          <Form.Item
            label={t('topics.category')}
            htmlFor="topic-category"
            style={{ flex: '1 1 200px', minWidth: 0, marginBottom: 0 }}
          >
            <CategorySelect
              id="topic-category"
              value={query.filters.category}
              onChange={(category) => filter({ category: category || undefined })}
            />
          </Form.Item>
          <Form.Item label={t('topics.status')} style={{ flex: '1 1 200px', minWidth: 0, marginBottom: 0 }}>
            <Segmented<ActiveFilter>
              aria-label={t('topics.status')}
              value={query.filters.active ?? 'all'}
              onChange={(active) => filter({ active: active === 'all' ? undefined : active })}
              options={[
                { value: 'all', label: t('topics.all') },
                { value: 'true', label: t('common:active') },
                { value: 'false', label: t('common:inactive') },
              ]}
            />
          </Form.Item>
        </Flex>
      </Form>
      <Table<Topic>
        rowKey="id"
        size="middle"
        loading={answer.loading}
        columns={narrow ? compact : wide}
        dataSource={answer.data?.items ?? []}
        onChange={(pagination, _filters, sorter, extra) =>
          update(tablePageChange(query, [], pagination, sorter, extra))
        }
        pagination={{
          ...PAGE_ITEMS,
          current: query.page,
          pageSize: query.size,
          total: answer.data?.total ?? 0,
          showSizeChanger: !narrow,
          size: narrow ? 'small' : undefined,
          showTotal: (total) => t('topics.total', { count: total }),
        }}
        scroll={narrow ? undefined : { x: 'max-content' }}
      />
    </>
  );
}
