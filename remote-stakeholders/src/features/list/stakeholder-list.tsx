import { useEffect, useState, type ReactNode } from 'react';
import { Collapse, Flex, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDate,
  isProblem,
  normaliseDocument,
  placeLabel,
  type Problem,
  useCan,
  useCodeSearch,
  wholeDocumentOf,
} from '@conexoes/shared';
import {
  CappedTotal,
  ExportMenu,
  PageHeader,
  ProblemAlert,
  useListTable,
  useOptionLabel,
  useTableFits,
  CLEARABLE,
} from '@conexoes/shared/ui';
import type { StakeholderPage, StakeholderSummary } from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';
import { stakeholderQuery, toApiParams, type StakeholderFilters as Filters } from '../../lib/list-query';
import { STAKEHOLDER_LISTS } from '../../lib/option-lists';
import { StakeholderFilters } from './stakeholder-filters';

type Answer = { key: string | null; page: StakeholderPage | null; problem: Problem | null };

export type StakeholderListProps = {
  title: string;
  /** Page-level actions (new, import) shown beside the export button. */
  actions?: ReactNode;
  /** Changes when something outside the list (an import) changed the data. */
  refreshKey?: number;
};

/** Server-paged stakeholder table; search, filters, sort and page live in the URL. */
/** The wide table's least width: its fixed columns and room for a name. Below it, cards. */
const LIST_MIN_WIDTH = 1040;

export function StakeholderList({ title, actions, refreshKey = 0 }: StakeholderListProps) {
  const { t } = useTranslation(NS);
  const list = useListTable<Filters, StakeholderSummary>(stakeholderQuery, refreshKey);
  const { query, text, setText, update, sortOrder } = list;
  const queryKey = `${list.queryKey}#${refreshKey}`;
  const [answer, setAnswer] = useState<Answer>({ key: null, page: null, problem: null });
  const categoryLabel = useOptionLabel(STAKEHOLDER_LISTS.category);
  // A phone gets one column that reads like a card (no sideways scrolling in the field).
  const { ref: tableBox, fits } = useTableFits(LIST_MIN_WIDTH);
  const narrow = !fits;
  // A bulk export takes the same flag as adding records (docs/stakeholders.md): a viewer reads, one by one.
  const canExport = useCan('stakeholders', 'add');

  useEffect(() => {
    let current = true;
    stakeholdersApi.search(toApiParams(query)).then(
      (page) => {
        if (current) setAnswer({ key: queryKey, page, problem: null });
      },
      (error: unknown) => {
        if (current)
          setAnswer((a) => ({ key: queryKey, page: a.page, problem: isProblem(error) ? error : null }));
      },
    );
    return () => {
      current = false;
    };
    // queryKey captures every part of query that reaches the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  // A CPF/CNPJ searched whole opens the one stakeholder who has it (decision 0057): at a grievance
  // desk the person is found by their document.
  const navigate = useNavigate();
  const submitSearch = useCodeSearch<StakeholderSummary>({
    wholeCode: wholeDocumentOf,
    codeOfRow: (row) => (row.document ? normaliseDocument(row.document) : null),
    q: query.q,
    items: answer.key === queryKey ? answer.page?.items : undefined,
    loading: answer.key !== queryKey,
    search: (q) => update({ q }),
    open: (row) => navigate(`/stakeholders/${row.id}`),
  });

  const wide: TableColumnsType<StakeholderSummary> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('fields.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (name: string, s) => <Link to={`/stakeholders/${s.id}`}>{name}</Link>,
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('fields.kind'),
      width: 130,
      render: (kind: string) => <Tag>{t(`kinds.${kind}`)}</Tag>,
    },
    {
      key: 'category',
      dataIndex: 'categoryCode',
      title: t('fields.category'),
      width: 160,
      render: (value: string | null) => categoryLabel(value),
    },
    {
      key: 'municipality',
      title: t('fields.municipality'),
      width: 190,
      sorter: true,
      sortOrder: sortOrder('municipality'),
      render: (_: unknown, s) => placeLabel(s.municipality, s.state),
    },
    {
      key: 'influence',
      dataIndex: 'influence',
      title: t('fields.influence'),
      width: 120,
      sorter: true,
      sortOrder: sortOrder('influence'),
    },
    {
      key: 'interest',
      dataIndex: 'interest',
      title: t('fields.interest'),
      width: 120,
      sorter: true,
      sortOrder: sortOrder('interest'),
    },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('fields.updatedAt'),
      width: 140,
      responsive: ['lg'],
      sorter: true,
      sortOrder: sortOrder('updatedAt'),
      render: (value: string | undefined) => (value ? formatDate(value) : ''),
    },
  ];

  const compact: TableColumnsType<StakeholderSummary> = [
    {
      key: 'name',
      title: t('fields.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_: unknown, s) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`/stakeholders/${s.id}`} style={{ fontWeight: 600 }}>
            {s.name}
          </Link>
          <Typography.Text type="secondary">
            {[categoryLabel(s.categoryCode), placeLabel(s.municipality, s.state)].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Flex gap={8} wrap align="center">
            <Tag>{t(`kinds.${s.kind}`)}</Tag>
            {s.influence != null ? <span>{`${t('fields.influence')}: ${s.influence}`}</span> : null}
            {s.interest != null ? <span>{`${t('fields.interest')}: ${s.interest}`}</span> : null}
          </Flex>
        </Flex>
      ),
    },
  ];

  const loading = answer.key !== queryKey;
  const result = answer.page;
  const count = list.filterCount;

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            {actions}
            {canExport ? (
              <ExportMenu
                fileName="stakeholders"
                run={(format, onProgress) =>
                  stakeholdersApi.export(toApiParams(query, false), format, onProgress)
                }
              />
            ) : null}
          </>
        }
      />
      <ProblemAlert problem={answer.problem} />
      <Input.Search
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        allowClear={CLEARABLE}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={submitSearch}
        style={{ maxWidth: 420, marginBottom: 12 }}
      />
      <Collapse
        size="small"
        style={{ marginBottom: 12 }}
        defaultActiveKey={count > 0 ? ['filters'] : []}
        items={[
          {
            key: 'filters',
            label: count > 0 ? t('list.filtersCount', { count }) : t('list.filters'),
            children: (
              <StakeholderFilters
                value={query.filters}
                onChange={list.setFilters}
                onClear={list.clearFilters}
              />
            ),
          },
        ]}
      />
      <div ref={tableBox}>
        <Table<StakeholderSummary>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={narrow ? compact : wide}
          dataSource={result?.items ?? []}
          onChange={list.onTableChange}
          locale={{ emptyText: list.hasFilters ? t('list.noMatches') : t('list.empty') }}
          pagination={list.pagination({
            total: result?.total ?? 0,
            narrow,
            // A large result's total is a lower bound (the server stops counting): say so, and
            // "Count all" asks the exact number of the same search once.
            showTotal: (total) => (
              <CappedTotal
                // A new search (words, filters, a refresh), not another page or sort of it, shows its bound again.
                key={list.searchKey}
                total={total}
                capped={Boolean(result?.totalCapped)}
                exact={list.counted}
                onCounted={list.setCounted}
                words={(n, atLeast) => t(atLeast ? 'list.totalAtLeast' : 'list.total', { count: n })}
                countAll={async () => (await stakeholdersApi.count(toApiParams(query))).total}
              />
            ),
          })}
          // Fixed columns and a name that wraps: 'max-content' grew with the longest name past the edge.
          scroll={narrow ? undefined : { x: LIST_MIN_WIDTH }}
        />
      </div>
    </>
  );
}
