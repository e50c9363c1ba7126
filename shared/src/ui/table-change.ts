import type { TablePaginationConfig } from 'antd';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';

export type TablePage = { page: number; size: number; sort?: string };

/**
 * What a server-paged list's table change asks for: a new sort (from the first page), a new page size
 * (from the first page), or another page. Only a sort action reads the table's sorter: a phone's card
 * column sorts by one field only, and a page turned there must keep a sort chosen elsewhere (a link,
 * the desktop), not lose it and jump back to page 1.
 */
export function tablePageChange<T>(
  current: TablePage,
  sortable: readonly string[],
  pagination: TablePaginationConfig,
  sorter: SorterResult<T> | SorterResult<T>[],
  extra: Pick<TableCurrentDataSource<T>, 'action'>,
): TablePage {
  let sort = current.sort;
  if (extra.action === 'sort') {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field =
      typeof one?.columnKey === 'string' && sortable.includes(one.columnKey) ? one.columnKey : undefined;
    sort = field && one?.order ? `${field},${one.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
  }
  const size = pagination.pageSize ?? current.size;
  const restart = sort !== current.sort || size !== current.size;
  return { page: restart ? 1 : (pagination.current ?? 1), size, sort };
}
