import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Collapse,
  DatePicker,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDate,
  formatDateTime,
  useApiQuery,
  useCodeSearch,
  wholeCodeOf,
  type InteractionSummary,
  useOnlyBasicInfo,
  useCan,
} from '@conexoes/shared';
import {
  CappedTotal,
  Loading,
  PageHeader,
  ProblemAlert,
  useLazyPartsDrawn,
  useListTable,
  useOptionLabel,
  useTableFits,
  usePickerOptions,
  CLEARABLE,
  type LazyPartProbe,
} from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { PerceptionTag } from '../../components/perception';
import { NS } from '../../i18n/register';
import { interactionQuery, toApiParams, type InteractionFilters as Filters } from '../../lib/list-query';
import { LISTS } from '../../lib/option-lists';
import { InteractionFilters } from './interaction-filters';

export type InteractionListProps = {
  title: string;
  actions?: ReactNode;
  /** Changing it reloads the page of results (e.g. after an import). */
  refreshKey?: number;
};

/** The wide table's least width: below it, cards. */
const LIST_MIN_WIDTH = 1040;

/**
 * What the list is drawn with that draws nothing until its code arrives (decision 0010): the filter
 * panel and its fields, the table, the perception's tag. Opened from a dashboard's segment, the rows
 * came first, then the panel (opened by the segment's filters) pushed them 350 px down and the
 * perception filled in (useLazyPartsDrawn).
 */
const LIST_PARTS: LazyPartProbe[] = [
  (mark) => <Collapse items={[{ key: 'mark', label: mark }]} />,
  (mark) => <Table locale={{ emptyText: mark }} dataSource={[]} columns={[]} pagination={false} />,
  (mark) => <Tag>{mark}</Tag>,
  (mark) => <DatePicker suffixIcon={mark} />,
  (mark) => <Select suffixIcon={mark} />,
  (mark) => <Input.Search allowClear={CLEARABLE} suffix={mark} />,
  // The panel's Form suspends until its code arrives (decision 0010): its own boundary, so the page
  // keeps its spinner meanwhile.
  (mark) => (
    <Suspense fallback={null}>
      <Form component={false}>{mark}</Form>
    </Suspense>
  ),
];

/**
 * Whether the option lists a row names its codes with have been read (or failed: then the codes
 * show): until then a row would show "publicHearing", then "Audiência pública".
 */
function useListsRead(lists: readonly string[]): boolean {
  const load = usePickerOptions((s) => s.load);
  const [read, setRead] = useState(false);
  const key = lists.join(',');
  useEffect(() => {
    let live = true;
    void Promise.allSettled(key.split(',').map((list) => load(list))).then(() => {
      if (live) setRead(true);
    });
    return () => {
      live = false;
    };
  }, [key, load]);
  return read;
}

/** Server-paged interaction table; search, filters, sort and page live in the URL. */

export function InteractionList({ title, actions, refreshKey = 0 }: InteractionListProps) {
  const { t } = useTranslation(NS);
  const list = useListTable<Filters, InteractionSummary>(interactionQuery, refreshKey);
  const { query, queryKey, text, setText, update, sortOrder } = list;
  const result = useApiQuery(
    (signal) => interactionsApi.search(toApiParams(query), signal),
    [queryKey, refreshKey],
    { followLanguage: true },
  );
  const typeLabel = useOptionLabel(LISTS.type);
  const statusLabel = useOptionLabel(LISTS.status);
  // The parts' code and the lists' labels are read alongside the rows: the page is laid out once,
  // its rows shown whole (no column filling in after them).
  const { drawn, warmUp } = useLazyPartsDrawn(LIST_PARTS);
  const labelsRead = useListsRead([LISTS.type, LISTS.status]);
  // onlyBasicInfo: people are not named in the rows (the server leaves them out): a sentence says why.
  const restricted = useOnlyBasicInfo('socialInteractions') || Boolean(result.data?.items[0]?.restricted);
  const canAdd = useCan('socialInteractions', 'add');
  // A phone, or a box narrower than the table beside the menu, gets one column that reads like a
  // card (no sideways scrolling in the field).
  const { ref: tableBox, fits } = useTableFits(LIST_MIN_WIDTH);
  const narrow = !fits;
  // The full hint is cut in a phone's search box (360 px): a shorter one there.
  const phone = !Grid.useBreakpoint().sm;

  // A code searched whole (INT-2026-00042) opens its record.
  const navigate = useNavigate();
  const submitSearch = useCodeSearch({
    wholeCode: (text) => wholeCodeOf(text, ['INT']),
    codeOfRow: (row) => row.code,
    q: query.q,
    items: result.data?.items,
    loading: result.loading,
    search: (q) => update({ q }),
    open: (row) => navigate(`/interactions/${row.id}`),
  });

  const people = (row: InteractionSummary) => {
    const more = row.stakeholderCount - Math.min(row.stakeholders.length, 2);
    const names = row.stakeholders
      .slice(0, 2)
      .map((s) => s.name)
      .join(', ');
    return more > 0 ? `${names} +${more}` : names;
  };

  // A grievance past its target is said beside a late follow-up, in red: the IFC targets are promises.
  const overdue = (row: InteractionSummary) =>
    row.followUpOverdue || row.grievanceOverdue ? (
      <>
        {row.followUpOverdue ? (
          <Tag color="warning">
            {t('list.overdue', { date: row.followUpDue ? formatDate(row.followUpDue) : '' })}
          </Tag>
        ) : null}
        {row.grievanceOverdue ? <Tag color="error">{t('list.grievance.overdueTag')}</Tag> : null}
      </>
    ) : null;

  // Fits a laptop's 1,366 px beside the menu: fixed widths for the short columns, the subject takes
  // the rest and wraps; an overdue follow-up is told under the status, not in a column of its own.
  const wide: TableColumnsType<InteractionSummary> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('fields.code'),
      width: 125,
      sorter: true,
      sortOrder: sortOrder('code'),
      render: (code: string, row) => (
        <Link to={`/interactions/${row.id}`} style={{ whiteSpace: 'nowrap' }}>
          {code}
        </Link>
      ),
    },
    {
      key: 'startsAt',
      dataIndex: 'startsAt',
      title: t('fields.startsAt'),
      width: 135,
      sorter: true,
      sortOrder: sortOrder('startsAt'),
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'subject',
      dataIndex: 'subject',
      title: t('fields.subject'),
      sorter: true,
      sortOrder: sortOrder('subject'),
      render: (subject: string, row) => <Link to={`/interactions/${row.id}`}>{subject}</Link>,
    },
    {
      key: 'stakeholders',
      title: t('fields.stakeholders'),
      width: 170,
      render: (_: unknown, row) => people(row),
    },
    {
      key: 'type',
      dataIndex: 'typeCode',
      title: t('fields.type'),
      width: 115,
      render: (code: string) => typeLabel(code),
    },
    {
      key: 'status',
      dataIndex: 'statusCode',
      title: t('fields.status'),
      width: 125,
      render: (code: string | null, row) => (
        <Flex vertical gap={4} align="start">
          {statusLabel(code)}
          {overdue(row)}
        </Flex>
      ),
    },
    {
      key: 'perception',
      dataIndex: 'perception',
      title: t('fields.perception'),
      width: 110,
      render: (_: unknown, row) => <PerceptionTag value={row.perception} />,
    },
  ];

  const compact: TableColumnsType<InteractionSummary> = [
    {
      key: 'startsAt',
      title: t('list.interaction'),
      sorter: true,
      sortOrder: sortOrder('startsAt'),
      render: (_: unknown, row) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`/interactions/${row.id}`} style={{ fontWeight: 600 }}>
            {row.subject}
          </Link>
          <Typography.Text type="secondary">
            {[row.code, formatDateTime(row.startsAt), typeLabel(row.typeCode)].filter(Boolean).join(' · ')}
          </Typography.Text>
          {row.stakeholderCount > 0 ? <span>{people(row)}</span> : null}
          <Flex gap={4} wrap>
            {row.statusCode ? <Tag>{statusLabel(row.statusCode)}</Tag> : null}
            <PerceptionTag value={row.perception} />
            {overdue(row)}
          </Flex>
        </Flex>
      ),
    },
  ];

  // An empty list says what to do next: clear what hides the rows, or log (or import) the first.
  // A period reversed by a link is named here too: on a phone the note under "To" sits in the closed panel.
  const { from, to } = query.filters;
  const reversed = Boolean(from && to && to < from);
  const emptyText = list.hasFilters ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(reversed ? 'list.periodReversed' : 'list.noMatches')}
    >
      <Button onClick={list.clearFilters}>{t('list.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        canAdd
          ? t('list.empty', { new: t('list.new'), import: t('importExport.import') })
          : t('list.emptyToView')
      }
    />
  );
  const count = list.filterCount;
  const page = result.data;
  // Active filters open the panel on a wide screen. On a phone the 14 fields stand above the rows,
  // which a chosen period or a dashboard's segment left a long scroll away: closed there, and a
  // button at its foot closes it onto the rows.
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const showFilters = filtersOpen ?? (count > 0 && !narrow);
  const totalWords = (n: number, atLeast: boolean) =>
    t(atLeast ? 'list.totalAtLeast' : 'list.total', { count: n });
  // A broad search counts no further than 1,000 past the page (interactionTotalCap): "1,000+", and
  // "Count all" asks the exact number of the same search once.
  const totalText = (total: number) => (
    <CappedTotal
      // A new search (words, filters, a refresh), not another page or sort of it, shows its bound again.
      key={list.searchKey}
      total={total}
      capped={Boolean(page?.totalCapped)}
      exact={list.counted}
      onCounted={list.setCounted}
      words={totalWords}
      countAll={async () => (await interactionsApi.count(toApiParams(query))).total}
    />
  );

  if (!drawn)
    return (
      <>
        <PageHeader title={title} extra={actions} />
        <Loading />
        {warmUp}
      </>
    );

  return (
    <>
      <PageHeader title={title} extra={actions} />
      <ProblemAlert problem={result.problem} />
      {restricted ? (
        <Typography.Paragraph type="secondary">{t('list.restricted')}</Typography.Paragraph>
      ) : null}
      <Input.Search
        aria-label={t('list.search')}
        placeholder={t(phone ? 'list.searchPlaceholderShort' : 'list.searchPlaceholder')}
        allowClear={CLEARABLE}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={submitSearch}
        style={{ maxWidth: 420, marginBottom: 12 }}
      />
      <Collapse
        size="small"
        style={{ marginBottom: 12 }}
        activeKey={showFilters ? ['filters'] : []}
        onChange={(keys) => setFiltersOpen(keys.includes('filters'))}
        items={[
          {
            key: 'filters',
            label: count > 0 ? t('list.filtersCount', { count }) : t('list.filters'),
            children: (
              <>
                <InteractionFilters
                  value={query.filters}
                  onChange={list.setFilters}
                  onClear={list.clearFilters}
                />
                {narrow ? (
                  <Button type="primary" block onClick={() => setFiltersOpen(false)}>
                    {page && !result.loading
                      ? t('list.showResults', { total: totalWords(page.total, Boolean(page.totalCapped)) })
                      : t('list.showResultsPlain')}
                  </Button>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <div ref={tableBox}>
        <Table<InteractionSummary>
          rowKey="id"
          size="middle"
          loading={result.loading || !labelsRead}
          columns={narrow ? compact : wide}
          dataSource={labelsRead ? (page?.items ?? []) : []}
          onChange={list.onTableChange}
          locale={{ emptyText }}
          pagination={list.pagination({
            total: page?.total ?? 0,
            narrow,
            showTotal: totalText,
          })}
          scroll={narrow ? undefined : { x: LIST_MIN_WIDTH }}
        />
      </div>
    </>
  );
}
