import { useState } from 'react';
import { Select } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  FileDoneOutlined,
} from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart } from '../blocks/charts';
import { DashboardPage, KpiRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { lastMonths } from '../lib/calendar';
import { compact, count, day, money, monthYear } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { invoiced, invoices, INVOICE_STATUSES, received, type Invoice } from '../data/invoices.data';
import { sum } from '../data/series';

const TONE: Record<Invoice['status'], Tone> = {
  paid: 'good',
  pending: 'warn',
  overdue: 'bad',
  draft: 'neutral',
};

/** /dashboard/invoices: what was billed and what came in — each invoice, paid, pending or overdue. */
export function InvoicesPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Invoice | null>(null);
  const [status, setStatus] = useState<Invoice['status'] | 'all'>('all');
  const months = lastMonths(invoiced.length).map(monthYear);
  const statusName = (s: Invoice['status']) => t(`invoices.statuses.${s}`);
  const total = (s: Invoice['status']) => sum(invoices.filter((i) => i.status === s).map((i) => i.amount));
  const shown = status === 'all' ? invoices : invoices.filter((i) => i.status === status);
  const columns: DataColumn<Invoice>[] = [
    { key: 'number', title: t('invoices.number'), text: (i) => i.number, sortValue: (i) => i.number },
    { key: 'customer', title: t('invoices.customer'), text: (i) => i.customer, sortValue: (i) => i.customer },
    { key: 'issued', title: t('invoices.issued'), text: (i) => day(i.issued), sortValue: (i) => i.issued },
    { key: 'due', title: t('invoices.due'), text: (i) => day(i.due), sortValue: (i) => i.due },
    {
      key: 'amount',
      title: t('invoices.amount'),
      text: (i) => money(i.amount),
      sortValue: (i) => i.amount,
      align: 'right',
    },
    {
      key: 'status',
      title: t('invoices.status'),
      text: (i) => statusName(i.status),
      render: (i) => <StatusTag tone={TONE[i.status]}>{statusName(i.status)}</StatusTag>,
      sortValue: (i) => i.status,
    },
  ];
  const chart = [
    ...invoiced.map((y, i) => ({ x: months[i]!, y, series: t('invoices.invoiced') })),
    ...received.map((y, i) => ({ x: months[i]!, y, series: t('invoices.received') })),
  ];
  return (
    <DashboardPage title={t('invoices.title')} subtitle={t('invoices.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('invoices.total')}
          value={money(sum(invoices.map((i) => i.amount)))}
          icon={<FileDoneOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('paid')}
          value={money(total('paid'))}
          icon={<CheckCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('pending')}
          value={money(total('pending'))}
          icon={<ClockCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('overdue')}
          value={money(total('overdue'))}
          icon={<ExclamationCircleOutlined aria-hidden />}
        />
      </KpiRow>
      <ChartCard title={t('invoices.chartTitle')}>
        <BarsChart
          data={chart}
          summary={t('invoices.chartSummary', { value: money(sum(received), 0) })}
          format={(v) => `R$ ${compact(v)}`}
        />
      </ChartCard>
      <ChartCard title={t('invoices.listTitle')}>
        <DataTable
          rows={shown}
          columns={columns}
          label={t('invoices.listTitle')}
          searchLabel={t('invoices.search')}
          onOpen={setOpen}
          extra={
            <Select
              aria-label={t('invoices.status')}
              value={status}
              onChange={setStatus}
              style={{ minWidth: 160 }}
              options={[
                { value: 'all', label: t('invoices.allStatuses') },
                ...INVOICE_STATUSES.map((s) => ({ value: s, label: statusName(s) })),
              ]}
            />
          }
        />
      </ChartCard>
      <DetailDrawer
        title={open ? t('invoices.invoiceNumber', { number: open.number }) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('invoices.customer'), value: open.customer },
                { label: t('invoices.email'), value: open.email },
                { label: t('invoices.issued'), value: day(open.issued) },
                { label: t('invoices.due'), value: day(open.due) },
                { label: t('invoices.items'), value: count(open.items) },
                { label: t('invoices.amount'), value: money(open.amount) },
                { label: t('invoices.status'), value: statusName(open.status) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default InvoicesPage;
