import type { ReactNode } from 'react';
import { Button, Collapse, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, useCodeSearch, wholeCodeOf, type Problem } from '@conexoes/shared';
import { CappedTotal, ProblemAlert, useListTable, CLEARABLE } from '@conexoes/shared/ui';
import { NS } from '../i18n/register';
import type { ListQueryFunctions } from '../lib/list-query';

/** The wide table's least width: below it the list reads as cards (useTableFits). */
export const LIST_MIN_WIDTH = 960;

export type PagedListProps<T> = {
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
  /** Every match of the same search (its `search/count`): "Count all" beside a capped total. */
  countAll: () => Promise<number>;
  /** What the rows are, for the total under the table ("139 commitments"). */
  records: 'commitments' | 'plans';
};

/** Search, filters, a server-paged table: everything in the URL (shareable, kept on reload). */
export function PagedList<T extends { id: string; code: string }>({
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
  countAll,
  records,
}: PagedListProps<T>) {
  const { t } = useTranslation(NS);
  const table = useListTable<Record<string, string>, T>(list);
  const { query, text, setText, update, sortOrder } = table;
  const submitSearch = useCodeSearch<T>({
    wholeCode: (text) => wholeCodeOf(text, [codes.prefix]),
    codeOfRow: (row) => row.code,
    open: codes.open,
    q: query.q,
    items: data?.items,
    loading,
    search: (q) => update({ q }),
  });
  const sorted = columns.map((column) =>
    column.key && list.sortable.includes(String(column.key))
      ? { ...column, sorter: true, sortOrder: sortOrder(String(column.key)) }
      : column,
  );
  const count = table.filterCount;
  return (
    <>
      <ProblemAlert problem={problem} />
      <Input.Search
        aria-label={t('list.search')}
        placeholder={searchPlaceholder}
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
              <>
                {filters(query.filters, table.setFilters)}
                <Button onClick={table.clearFilters}>{t('list.clearFilters')}</Button>
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
          onChange={table.onTableChange}
          locale={{ emptyText: table.hasFilters ? t('list.noMatches') : t('list.empty') }}
          pagination={table.pagination({
            total: data?.total ?? 0,
            narrow,
            // A broad search counts no further than 1,000 past the page: "1,000+", and "Count all"
            // asks the exact number of the same search once.
            showTotal: (total) => (
              <CappedTotal
                // A new search (words, filters), not another page or sort of it, shows its bound again.
                key={table.searchKey}
                total={total}
                capped={Boolean(data?.totalCapped)}
                exact={table.counted}
                onCounted={table.setCounted}
                words={(n, atLeast) =>
                  t(atLeast ? `list.${records}TotalAtLeast` : `list.${records}Total`, {
                    count: n,
                    formatted: formatNumber(n),
                  })
                }
                countAll={countAll}
              />
            ),
          })}
          // Not 'max-content': that kept every title on one line and pushed the last columns past the edge.
          scroll={narrow ? undefined : { x: LIST_MIN_WIDTH }}
        />
      </div>
    </>
  );
}
