import { useState } from 'react';
import { Select } from 'antd';
import { DollarOutlined, UserAddOutlined, UserDeleteOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart, DonutChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { lastMonths } from '../lib/calendar';
import { count, day, money, monthYear, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import {
  churn,
  customers,
  CUSTOMER_SEGMENTS,
  CUSTOMER_STATUSES,
  newPerMonth,
  type Customer,
} from '../data/customers.data';
import { lastChange, sum } from '../data/series';

const TONE: Record<Customer['status'], Tone> = { active: 'good', inactive: 'neutral', blocked: 'bad' };

/** /dashboard/customers: who buys — new customers, segments, each one's orders and spending. */
export function CustomersPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Customer | null>(null);
  const [status, setStatus] = useState<Customer['status'] | 'all'>('all');
  const months = lastMonths(12).map(monthYear);
  const shown = status === 'all' ? customers : customers.filter((c) => c.status === status);
  const columns: DataColumn<Customer>[] = [
    { key: 'name', title: t('customers.name'), text: (c) => c.name, sortValue: (c) => c.name },
    { key: 'email', title: t('customers.email'), text: (c) => c.email },
    { key: 'city', title: t('customers.city'), text: (c) => `${c.city} (${c.uf})`, sortValue: (c) => c.city },
    {
      key: 'orders',
      title: t('customers.orders'),
      text: (c) => count(c.orders),
      sortValue: (c) => c.orders,
      align: 'right',
    },
    {
      key: 'spent',
      title: t('customers.spent'),
      text: (c) => money(c.spent),
      sortValue: (c) => c.spent,
      align: 'right',
    },
    {
      key: 'status',
      title: t('customers.status'),
      text: (c) => t(`customers.statuses.${c.status}`),
      render: (c) => <StatusTag tone={TONE[c.status]}>{t(`customers.statuses.${c.status}`)}</StatusTag>,
      sortValue: (c) => c.status,
    },
  ];
  const spent = sum(customers.map((c) => c.spent));
  return (
    <DashboardPage title={t('customers.title')} subtitle={t('customers.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('customers.total')}
          value={count(customers.length)}
          icon={<UsergroupAddOutlined aria-hidden />}
        />
        <KpiCard
          label={t('customers.newMonth')}
          value={count(newPerMonth.at(-1)!)}
          change={lastChange(newPerMonth)}
          icon={<UserAddOutlined aria-hidden />}
        />
        <KpiCard
          label={t('customers.churn')}
          value={percent(churn[1]!)}
          change={lastChange(churn)}
          downIsGood
          icon={<UserDeleteOutlined aria-hidden />}
        />
        <KpiCard
          label={t('customers.average')}
          value={money(spent / customers.length)}
          icon={<DollarOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('customers.newTitle')}>
          <BarsChart
            data={newPerMonth.map((y, i) => ({ x: months[i]!, y, series: t('customers.newMonth') }))}
            summary={t('customers.newSummary', { count: sum(newPerMonth) })}
          />
        </ChartCard>
        <ChartCard title={t('customers.segmentsTitle')}>
          <DonutChart
            data={CUSTOMER_SEGMENTS.map((s) => ({
              label: t(`customers.segments.${s}`),
              value: customers.filter((c) => c.segment === s).length,
            }))}
            summary={t('customers.segmentsSummary')}
            format={count}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('customers.listTitle')}>
        <DataTable
          rows={shown}
          columns={columns}
          label={t('customers.listTitle')}
          searchLabel={t('customers.search')}
          onOpen={setOpen}
          extra={
            <Select
              aria-label={t('customers.status')}
              value={status}
              onChange={setStatus}
              style={{ minWidth: 160 }}
              options={[
                { value: 'all', label: t('customers.allStatuses') },
                ...CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`customers.statuses.${s}`) })),
              ]}
            />
          }
        />
      </ChartCard>
      <DetailDrawer
        title={open?.name ?? null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('customers.email'), value: open.email },
                { label: t('customers.phone'), value: open.phone },
                { label: t('customers.city'), value: `${open.city} (${open.uf})` },
                { label: t('customers.segment'), value: t(`customers.segments.${open.segment}`) },
                { label: t('customers.since'), value: day(open.since) },
                { label: t('customers.orders'), value: count(open.orders) },
                { label: t('customers.spent'), value: money(open.spent) },
                { label: t('customers.status'), value: t(`customers.statuses.${open.status}`) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default CustomersPage;
