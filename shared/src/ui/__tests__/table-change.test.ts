import { tablePageChange } from '../table-change';

type Row = { id: string };
const SORTABLE = ['name', 'influence'];
const sortedBy = (columnKey: string, order: 'ascend' | 'descend' | undefined) => ({ columnKey, order });

describe('tablePageChange', () => {
  const current = { page: 2, size: 20, sort: 'influence,desc' };

  it('turns the page and keeps the sort, even when the table shows no sorter for it (a phone’s card column)', () => {
    expect(
      tablePageChange<Row>(current, SORTABLE, { current: 3, pageSize: 20 }, {}, { action: 'paginate' }),
    ).toEqual({ page: 3, size: 20, sort: 'influence,desc' });
  });

  it('sorts from the first page when a heading is clicked, and clears the sort on the third click', () => {
    const pagination = { current: 2, pageSize: 20 };
    expect(
      tablePageChange<Row>(current, SORTABLE, pagination, sortedBy('name', 'ascend'), { action: 'sort' }),
    ).toEqual({ page: 1, size: 20, sort: 'name,asc' });
    expect(
      tablePageChange<Row>(current, SORTABLE, pagination, sortedBy('influence', undefined), {
        action: 'sort',
      }),
    ).toEqual({ page: 1, size: 20, sort: undefined });
  });

  it('ignores a sort on a field the API does not sort by', () => {
    expect(
      tablePageChange<Row>(current, SORTABLE, { current: 2, pageSize: 20 }, sortedBy('email', 'descend'), {
        action: 'sort',
      }),
    ).toEqual({ page: 1, size: 20, sort: undefined });
  });

  it('starts again from the first page when the page size changes', () => {
    expect(
      tablePageChange<Row>(current, SORTABLE, { current: 2, pageSize: 50 }, {}, { action: 'paginate' }),
    ).toEqual({ page: 1, size: 50, sort: 'influence,desc' });
  });
});
