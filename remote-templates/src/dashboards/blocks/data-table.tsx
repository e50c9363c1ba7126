import { useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Table, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CLEARABLE, useTableFits, PAGE_ITEMS } from '@conexoes/shared/ui';
import { DASHBOARDS_NS } from '../dashboards.i18n';
import { compareValues, searchRows } from './table-query';

/** The widest the dashboards' tables grow to (their columns' longest texts, in pt-BR): below it, cards. */
const TABLE_MIN_WIDTH = 1040;

export type DataColumn<T> = {
  key: string;
  title: string;
  /** What the cell reads; the search looks through it. */
  text: (row: T) => string;
  /** The cell when it shows more than its text (a tag, a bar). */
  render?: (row: T) => ReactNode;
  /** Sorts the column by this value; left out, the column does not sort. */
  sortValue?: (row: T) => string | number;
  align?: 'left' | 'right' | 'center';
};

export type DataTableProps<T extends { id: string }> = {
  rows: readonly T[];
  columns: DataColumn<T>[];
  /** The search field's label (what it looks through: "Search orders"). */
  searchLabel: string;
  /** The table's accessible name. */
  label: string;
  /** Opens a row's details; its first column becomes the button that does. */
  onOpen?: (row: T) => void;
  pageSize?: number;
  /** Controls beside the search (a status filter). */
  extra?: ReactNode;
};

/**
 * A dashboard's list: a search through what the cells read (accents and case ignored), columns
 * sorted by a click on their heading, pages of `pageSize` rows, and — with `onOpen` — each row's
 * first cell a button to its details. Where the box is narrower than the table (a phone, a laptop beside
 * the menu) each row reads as a card (its first cell, then each other column's heading and value), so
 * nothing hides past the screen's edge.
 */
export function DataTable<T extends { id: string }>({
  rows,
  columns,
  searchLabel,
  label,
  onOpen,
  pageSize = 8,
  extra,
}: DataTableProps<T>) {
  const { t } = useTranslation(DASHBOARDS_NS);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(
    () => searchRows(rows, query, (row) => columns.map((c) => c.text(row))),
    [rows, query, columns],
  );

  // Cards wherever the box is narrower than a table of a dashboard's columns (a phone, or a laptop
  // beside the menu), as the product's lists do.
  const { ref: tableBox, fits } = useTableFits(TABLE_MIN_WIDTH);
  const narrow = !fits;
  const cellOf = (column: DataColumn<T>, row: T, index: number) => {
    const cell = column.render ? column.render(row) : column.text(row);
    return index === 0 && onOpen ? (
      <Button type="link" className="dash-row-open" onClick={() => onOpen(row)}>
        {cell}
      </Button>
    ) : (
      cell
    );
  };

  const sorterOf = ({ sortValue }: DataColumn<T>) =>
    sortValue ? (a: T, b: T) => compareValues(sortValue(a), sortValue(b)) : undefined;

  const wide: ColumnsType<T> = columns.map((column, index) => ({
    key: column.key,
    title: column.title,
    align: column.align,
    sorter: sorterOf(column),
    showSorterTooltip: false,
    render: (_: unknown, row: T) => cellOf(column, row, index),
  }));

  const [first, ...rest] = columns;
  const compact: ColumnsType<T> = first
    ? [
        {
          key: first.key,
          title: first.title,
          sorter: sorterOf(first),
          showSorterTooltip: false,
          render: (_: unknown, row: T) => (
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <div>{cellOf(first, row, 0)}</div>
              <Flex gap={12} wrap>
                {rest.map((column, index) => (
                  <span key={column.key}>
                    <Typography.Text type="secondary">{`${column.title}: `}</Typography.Text>
                    {cellOf(column, row, index + 1)}
                  </span>
                ))}
              </Flex>
            </Flex>
          ),
        },
      ]
    : [];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label={searchLabel}
          placeholder={searchLabel}
          prefix={<SearchOutlined aria-hidden />}
          allowClear={CLEARABLE}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        {extra}
        <Typography.Text type="secondary" aria-live="polite">
          {t('table.found', { count: found.length })}
        </Typography.Text>
      </Flex>
      <div ref={tableBox}>
        <Table<T>
          aria-label={label}
          rowKey="id"
          size="middle"
          columns={narrow ? compact : wide}
          dataSource={found}
          scroll={narrow ? undefined : { x: 'max-content' }}
          locale={{ emptyText: t('table.empty') }}
          pagination={{
            ...PAGE_ITEMS,
            current: page,
            pageSize,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
            size: 'small',
          }}
        />
      </div>
    </Flex>
  );
}
