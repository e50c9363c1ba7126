import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Button, DatePicker, Table } from 'antd';
import dayjs from 'dayjs';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defineListQuery } from '@conexoes/shared';
import { useListTable } from '../list-table';

type Row = { id: string; name: string };
type Filters = { from?: string; to?: string; kind?: string };

const people = defineListQuery<Filters>({
  filters: { from: 'date', to: 'date', kind: ['person', 'organization'] },
  sortable: ['name', 'createdAt'],
  defaultSort: 'createdAt,desc',
});

const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: String(i), name: `Pessoa ${i}` }));

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** A server-paged list as the areas write one: its own columns and fields, the URL wiring shared. */
function PeopleList({ loading = false, narrow = false }: { loading?: boolean; narrow?: boolean }) {
  const list = useListTable<Filters, Row>(people);
  const { query } = list;
  return (
    <>
      <p>{`${list.filterCount} filters`}</p>
      <p>{list.hasFilters ? 'Narrowed' : 'The whole list'}</p>
      <input aria-label="Search" value={list.text} onChange={(e) => list.setText(e.target.value)} />
      <Button onClick={() => list.update({ q: list.text || undefined })}>Search</Button>
      <DatePicker
        aria-label="From"
        format="DD/MM/YYYY"
        value={query.filters.from ? dayjs(query.filters.from, 'YYYY-MM-DD') : null}
        onChange={(d) => list.setFilters({ from: d ? d.format('YYYY-MM-DD') : undefined })}
      />
      <Button onClick={() => list.setFilters({ kind: 'person' })}>People only</Button>
      <Button onClick={() => list.setFilters({ kind: undefined })}>Any kind</Button>
      <Button onClick={list.clearFilters}>Clear filters</Button>
      <Table<Row>
        rowKey="id"
        loading={loading}
        dataSource={loading ? [] : rows}
        columns={[
          { key: 'name', dataIndex: 'name', title: 'Name', sorter: true, sortOrder: list.sortOrder('name') },
          { key: 'createdAt', title: 'Created', sorter: true, sortOrder: list.sortOrder('createdAt') },
        ]}
        onChange={list.onTableChange}
        locale={{ emptyText: list.hasFilters ? 'No matches' : 'Nothing yet' }}
        pagination={list.pagination({ total: 95, narrow, showTotal: (total) => `${total} people` })}
      />
    </>
  );
}

const renderAt = (path: string, props: { loading?: boolean; narrow?: boolean } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Location />
      <PeopleList {...props} />
    </MemoryRouter>,
  );

const location = () => screen.getByLabelText('location').textContent;
const pager = () => document.querySelector('.ant-pagination') as HTMLElement;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('useListTable', () => {
  it('shows the page, sort, filters and search the URL holds', () => {
    renderAt('/people?q=ana&from=2026-01-01&kind=person&sort=name,asc&page=3&size=10');
    expect(screen.getByLabelText('Search')).toHaveValue('ana');
    expect(screen.getByLabelText('From')).toHaveValue('01/01/2026');
    expect(screen.getByText('2 filters')).toBeInTheDocument();
    expect(screen.getByText('Narrowed')).toBeInTheDocument();
    expect(within(pager()).getByTitle('3')).toHaveClass('ant-pagination-item-active');
    expect(within(pager()).getByText('95 people')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).not.toHaveAttribute('aria-sort');
  });

  it('shows the default sort when the URL has none, and drops what it cannot read', () => {
    renderAt('/people?from=yesterday&kind=robot&sort=email,asc&page=-2');
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByText('0 filters')).toBeInTheDocument();
    expect(within(pager()).getByTitle('1')).toHaveClass('ant-pagination-item-active');
  });

  it('turns the page into the URL, keeping the search, filters and sort', () => {
    renderAt('/people?q=ana&kind=person&sort=name,asc&page=2');
    fireEvent.click(within(pager()).getByTitle('4'));
    expect(location()).toBe('/people?q=ana&kind=person&sort=name%2Casc&page=4');
  });

  it('sorts from the first page, keeping the filters; a third click goes back to the default order', () => {
    renderAt('/people?kind=person&page=2');
    fireEvent.click(header('Name'));
    expect(location()).toBe('/people?kind=person&sort=name%2Casc');
    fireEvent.click(header('Name'));
    expect(location()).toBe('/people?kind=person&sort=name%2Cdesc');
    fireEvent.click(header('Name'));
    expect(location()).toBe('/people?kind=person');
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
  });

  it('a filter or a search starts again from the first page and keeps the rest; a cleared filter leaves the URL', () => {
    renderAt('/people?from=2026-01-01&sort=name,asc&page=3&size=50');
    fireEvent.click(screen.getByRole('button', { name: 'People only' }));
    expect(location()).toBe('/people?from=2026-01-01&kind=person&sort=name%2Casc&size=50');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'são joão' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe(
      '/people?q=s%C3%A3o+jo%C3%A3o&from=2026-01-01&kind=person&sort=name%2Casc&size=50',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Any kind' }));
    expect(location()).toBe('/people?q=s%C3%A3o+jo%C3%A3o&from=2026-01-01&sort=name%2Casc&size=50');
  });

  it('clears the search and every filter, keeping the page size and the sort', () => {
    renderAt('/people?q=ana&from=2026-01-01&kind=person&sort=name,asc&page=3&size=50');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/people?sort=name%2Casc&size=50');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByText('The whole list')).toBeInTheDocument();
  });

  it('reads a URL it wrote back to the same list (round trip)', () => {
    const path =
      '/people?q=ana&from=2026-01-01&to=2026-03-31&kind=organization&sort=createdAt,asc&page=2&size=10';
    renderAt(path);
    fireEvent.click(within(pager()).getByTitle('3'));
    const written = location() as string;
    const back = people.parseQuery(new URLSearchParams(written.split('?')[1]));
    expect(back).toEqual({
      q: 'ana',
      page: 3,
      size: 10,
      sort: 'createdAt,asc',
      filters: { from: '2026-01-01', to: '2026-03-31', kind: 'organization' },
    });
  });

  it('keeps the dates read from the URL shown while the list loads, on arrival and on another page', () => {
    const view = renderAt('/people?from=2026-01-01&page=2', { loading: true });
    expect(screen.getByLabelText('From')).toHaveValue('01/01/2026');
    view.rerender(
      <MemoryRouter initialEntries={['/people?from=2026-01-01&page=2']}>
        <Location />
        <PeopleList />
      </MemoryRouter>,
    );
    fireEvent.click(within(pager()).getByTitle('3'));
    expect(location()).toBe('/people?from=2026-01-01&page=3');
    expect(screen.getByLabelText('From')).toHaveValue('01/01/2026');
  });

  it('gives a phone a small pager without the page-size changer', async () => {
    renderAt('/people', { narrow: true });
    await act(async () => undefined);
    expect(pager()).toHaveClass('ant-pagination-mini');
    expect(within(pager()).queryByRole('combobox')).toBeNull();
  });
});
