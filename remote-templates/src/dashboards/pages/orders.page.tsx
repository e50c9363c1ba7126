import { useState } from 'react';
import { Select } from 'antd';
import {
  CarOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart, DonutChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { daysAgo } from '../lib/calendar';
import { count, day, dayMonth, money } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { ORDER_STATUSES, orders, PAYMENT_METHODS, type Order } from '../data/orders.data';
import { sum } from '../data/series';

const TONE: Record<Order['status'], Tone> = {
  pending: 'warn',
  paid: 'info',
  shipped: 'info',
  delivered: 'good',
  cancelled: 'bad',
};

/** /dashboard/orders: the last 30 days of orders — by day, by payment, each order's details. */
export function OrdersPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Order | null>(null);
  const [status, setStatus] = useState<Order['status'] | 'all'>('all');
  const statusName = (s: Order['status']) => t(`orders.statuses.${s}`);
  const of = (s: Order['status']) => orders.filter((o) => o.status === s).length;
  const shown = status === 'all' ? orders : orders.filter((o) => o.status === status);
  const days = Array.from({ length: 14 }, (_, i) => daysAgo(13 - i));
  const columns: DataColumn<Order>[] = [
    { key: 'number', title: t('orders.number'), text: (o) => o.number, sortValue: (o) => o.number },
    { key: 'customer', title: t('orders.customer'), text: (o) => o.customer, sortValue: (o) => o.customer },
    { key: 'date', title: t('orders.date'), text: (o) => day(o.date), sortValue: (o) => o.date },
    {
      key: 'items',
      title: t('orders.items'),
      text: (o) => count(o.items),
      sortValue: (o) => o.items,
      align: 'right',
    },
    {
      key: 'total',
      title: t('orders.total'),
      text: (o) => money(o.total),
      sortValue: (o) => o.total,
      align: 'right',
    },
    {
      key: 'status',
      title: t('orders.status'),
      text: (o) => statusName(o.status),
      render: (o) => <StatusTag tone={TONE[o.status]}>{statusName(o.status)}</StatusTag>,
      sortValue: (o) => o.status,
    },
  ];
  return (
    <DashboardPage title={t('orders.title')} subtitle={t('orders.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('orders.count')}
          value={count(orders.length)}
          icon={<ShoppingCartOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('pending')}
          value={count(of('pending'))}
          icon={<ClockCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('shipped')}
          value={count(of('shipped'))}
          icon={<CarOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('cancelled')}
          value={count(of('cancelled'))}
          icon={<CloseCircleOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('orders.dailyTitle')}>
          <BarsChart
            data={days.map((d) => ({
              x: dayMonth(d),
              y: orders.filter((o) => o.date === d).length,
              series: t('orders.count'),
            }))}
            summary={t('orders.dailySummary')}
          />
        </ChartCard>
        <ChartCard title={t('orders.paymentTitle')}>
          <DonutChart
            data={PAYMENT_METHODS.map((p) => ({
              label: t(`orders.payments.${p}`),
              value: sum(orders.filter((o) => o.payment === p).map((o) => o.total)),
            }))}
            summary={t('orders.paymentSummary')}
            format={(v) => money(v, 0)}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('orders.listTitle')}>
        <DataTable
          rows={shown}
          columns={columns}
          label={t('orders.listTitle')}
          searchLabel={t('orders.search')}
          onOpen={setOpen}
          extra={
            <Select
              aria-label={t('orders.status')}
              value={status}
              onChange={setStatus}
              style={{ minWidth: 160 }}
              options={[
                { value: 'all', label: t('orders.allStatuses') },
                ...ORDER_STATUSES.map((s) => ({ value: s, label: statusName(s) })),
              ]}
            />
          }
        />
      </ChartCard>
      <DetailDrawer
        title={open ? t('orders.order', { number: open.number }) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('orders.customer'), value: open.customer },
                { label: t('orders.email'), value: open.email },
                { label: t('orders.city'), value: open.city },
                { label: t('orders.date'), value: day(open.date) },
                { label: t('orders.items'), value: count(open.items) },
                { label: t('orders.payment'), value: t(`orders.payments.${open.payment}`) },
                { label: t('orders.total'), value: money(open.total) },
                { label: t('orders.status'), value: statusName(open.status) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default OrdersPage;
