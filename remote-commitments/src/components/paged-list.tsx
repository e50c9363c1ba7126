import type { ReactNode } from 'react';
import { Button, Collapse, Input, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatNumber, useCodeSearch, useSearchText, wholeCodeOf, type Problem } from '@conexoes/shared';
import { ProblemAlert, tablePageChange } from '@conexoes/shared/ui';
import { NS } from '../i18n/register';
import { PAGE_SIZES, type ListQuery, type ListQueryFunctions } from '../lib/list-query';

/** The wide table's least width: below it the list reads as cards (useTableFits). */
export const LIST_MIN_WIDTH = 960;

export type PagedListProps<T> = {
  query: ListQuery;
  setParams: (params: URLSearchParams) => void;
  /** The list's query functions (lib/list-query.ts): its filters, sortable fields and default sort. */
  list: ListQueryFunctions;
  searchPlaceholder: string;
  /** The filter form: gets the current filters, reports changes (each goes to the URL). */
  filters: (
    value: Record<string, string>,
    onChange: (changes: Record<string, string | undefined>) => void,
  ) => ReactNode;
  columns: TableColumnsType<T>;
  data?: { items: T[]; total: number; totalCapped?: boolean };
  loading: boolean;
  problem: Problem | null;
  narrow: boolean;
  /** The box the table is measured in (useTableFits' ref). */
  tableBox?: (node: HTMLElement | null) => (() => void) | undefined;
  /** The records' code prefix (`CMT`) and their page: a code searched whole opens its record. */
  codes: { prefix: string; open: (row: T) => void };
};

/** Search, filters, a server-paged table: everything in the URL (shareable, kept on reload). */
export function PagedList<T extends { id: string; code: string }>({
  query,
  setParams,
  list,
  searchPlaceholder,
  filters,
  columns,
  data,
  loading,
  problem,
  narrow,
  tableBox,
  codes,
}: PagedListProps<T>) {
  const { t } = useTranslation(NS);
  const { sortable, defaultSort, toSearchParams, filterCount, hasFilters } = list;
  const [text, setText] = useSearchText(query.q);
  const update = (changes: Partial<ListQuery>, resetPage = true) =>
    setParams(toSearchParams({ ...query, ...changes, ...(resetPage ? { page: 1 } : {}) }));
  const submitSearch = useCodeSearch<T>({
    wholeCode: (text) => wholeCodeOf(text, [codes.prefix]),
    codeOfRow: (row) => row.code,
    open: codes.open,
    q: query.q,
    items: data?.items,
    loading,
    search: (q) => update({ q }),
  });
  const changeFilters = (changes: Record<string, string | undefined>) => {
    const next: Record<string, string> = { ...query.filters };
    for (const [key, value] of Object.entries(changes)) {
      if (value) next[key] = value;
      else delete next[key];
    }
    update({ filters: next });
  };
  const [field, dir] = (query.sort ?? defaultSort ?? '').split(',');
  const sorted = columns.map((column) =>
    column.key && sortable.includes(String(column.key))
      ? {
          ...column,
          sorter: true,
          sortOrder:
            column.key === field ? (dir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
        }
      : column,
  );
  const handleTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    extra: TableCurrentDataSource<T>,
  ) => update(tablePageChange(query, sortable, pagination, sorter, extra), false);
  const count = filterCount(query);
  return (
    <>
      <ProblemAlert problem={problem} />
      <Input.Search
        aria-label={t('list.search')}
        placeholder={searchPlaceholder}
        allowClear
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
              <>
                {filters(query.filters, changeFilters)}
                <Button
                  onClick={() => {
                    setText('');
                    setParams(toSearchParams({ size: query.size, sort: query.sort }));
                  }}
                >
                  {t('list.clearFilters')}
                </Button>
              </>
            ),
          },
        ]}
      />
      <div ref={tableBox}>
        <Table<T>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={sorted}
          dataSource={data?.items ?? []}
          onChange={handleTableChange}
          locale={{ emptyText: hasFilters(query) ? t('list.noMatches') : t('list.empty') }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: data?.total ?? 0,
            showSizeChanger: !narrow,
            pageSizeOptions: PAGE_SIZES,
            size: narrow ? 'small' : undefined,
            showTotal: (total) =>
              data?.totalCapped
                ? t('list.totalAtLeast', { count: total, formatted: formatNumber(total) })
                : t('list.total', { count: total, formatted: formatNumber(total) }),
          }}
          // Not 'max-content': that kept every title on one line and pushed the last columns past the edge.
          scroll={narrow ? undefined : { x: LIST_MIN_WIDTH }}
        />
      </div>
    </>
  );
}
