import { useMemo, useState, type ReactNode } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder, TableCurrentDataSource } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router-dom';
import {
  PAGE_SIZES,
  useSearchText,
  type FilterValues,
  type ListQuery,
  type ListQueryFunctions,
} from '@conexoes/shared';
import { PAGE_ITEMS } from './page-items';
import { tablePageChange } from './table-change';

/** What a server-paged list's table gets from `useListTable`: its query, and the URL behind each change. */
export type ListTable<F extends FilterValues, T> = {
  /** The list's query, read from the URL (malformed values dropped). */
  query: ListQuery<F>;
  /** The query as the URL writes it: it changes whenever anything the server is asked changes. */
  queryKey: string;
  /** The search alone (words, filters and a refresh; not its page, size or sort): what a new search changes. */
  searchKey: string;
  /** The exact number of this search once "Count all" asked it; null before, and again after a new search. */
  counted: number | null;
  /** Keeps the exact number of this search: the pager then reaches its last page. */
  setCounted: (total: number) => void;
  /** The search box's text and its setter (started from, and kept to, the URL's `q`). */
  text: string;
  setText: (text: string) => void;
  /** Writes a change of the query to the URL; from the first page unless `resetPage` is false. */
  update: (changes: Partial<ListQuery<F>>, resetPage?: boolean) => void;
  /** Changes some filters (undefined or '' clears one), from the first page. */
  setFilters: (changes: Partial<F>) => void;
  /** Clears the search and every filter, keeping the page size and the sort. */
  clearFilters: () => void;
  /** A sortable column's `sortOrder`: the URL's sort, else the list's default. */
  sortOrder: (field: string) => SortOrder;
  /** The table's `onChange`: a page, a page size or a sort into the URL (`tablePageChange`). */
  onTableChange: (
    pagination: TablePaginationConfig,
    filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    extra: TableCurrentDataSource<T>,
  ) => void;
  /** The table's `pagination`: the URL's page and size, the result's total (the counted one once known), a phone's small pager. */
  pagination: (page: {
    total: number;
    narrow: boolean;
    showTotal: (total: number) => ReactNode;
  }) => TablePaginationConfig;
  /** How many filters are set, and whether anything (search or filter) narrows the list. */
  filterCount: number;
  hasFilters: boolean;
};

/**
 * The wiring of a server-paged list's table to the URL, one for every list of every area: search,
 * filters, page, page size and sort live in the URL (shareable, kept on reload, linked into by the
 * dashboards), read and written through the list's `defineListQuery` functions. The list keeps its
 * own columns, filter fields, loading and words.
 */
export function useListTable<F extends FilterValues, T = unknown>(
  list: ListQueryFunctions<F>,
  /** Changes when the list is asked again (an import, a deletion): a new search. */
  refreshKey = 0,
): ListTable<F, T> {
  const [params, setParams] = useSearchParams();
  const { parseQuery, toSearchParams, sortable, defaultSort } = list;
  const query = useMemo(() => parseQuery(params), [parseQuery, params]);
  const queryKey = toSearchParams(query).toString();
  const [text, setText] = useSearchText(query.q);

  const update = (changes: Partial<ListQuery<F>>, resetPage = true) =>
    setParams(toSearchParams({ ...query, ...changes, ...(resetPage ? { page: 1 } : {}) }));

  const [sortField, sortDir] = (query.sort ?? defaultSort ?? '').split(',');
  const count = list.filterCount(query);
  const searchKey = JSON.stringify([query.q ?? '', query.filters, refreshKey]);
  // "Count all" answers for one search: a new one forgets it (its own bound shows again).
  const [counted, setCounted] = useState<{ searchKey: string; total: number } | null>(null);
  const countedTotal = counted?.searchKey === searchKey ? counted.total : null;

  return {
    query,
    queryKey,
    searchKey,
    counted: countedTotal,
    setCounted: (total) => setCounted({ searchKey, total }),
    text,
    setText,
    update,
    setFilters: (changes) => update({ filters: { ...query.filters, ...changes } }),
    clearFilters: () => {
      setText('');
      setParams(toSearchParams({ size: query.size, sort: query.sort }));
    },
    sortOrder: (field) =>
      sortField && field === sortField ? (sortDir === 'asc' ? 'ascend' : 'descend') : null,
    onTableChange: (pagination, _filters, sorter, extra) =>
      update(tablePageChange(query, sortable, pagination, sorter, extra), false),
    pagination: ({ total, narrow, showTotal }) => ({
      ...PAGE_ITEMS,
      current: query.page,
      pageSize: query.size,
      // A capped total pages up to its bound; the counted one reaches the last page.
      total: countedTotal ?? total,
      showSizeChanger: !narrow,
      pageSizeOptions: PAGE_SIZES,
      size: narrow ? 'small' : undefined,
      // Two page numbers either side, not four: with the total beside them the next arrow fitted no
      // more on a 360 px line and wrapped under it.
      showLessItems: narrow,
      showTotal,
    }),
    filterCount: count,
    hasFilters: list.hasFilters(query),
  };
}
