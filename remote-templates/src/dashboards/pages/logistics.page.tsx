import { useState } from 'react';
import { CarOutlined, CheckCircleOutlined, FieldTimeOutlined, WarningOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart, DonutChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { daysAgo } from '../lib/calendar';
import { count, day, dayMonth, formatKg, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { CARRIERS, shipments, weeklyLate, weeklyOnTime, type Shipment } from '../data/logistics.data';
import { sum } from '../data/series';

const TONE: Record<Shipment['status'], Tone> = {
  inTransit: 'info',
  delivered: 'good',
  delayed: 'bad',
  awaiting: 'warn',
};

/** /dashboard/logistics: shipments on the road — on-time rate, carriers and each parcel's route. */
export function LogisticsPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Shipment | null>(null);
  const statusName = (s: Shipment['status']) => t(`logistics.statuses.${s}`);
  const of = (s: Shipment['status']) => shipments.filter((x) => x.status === s).length;
  const weeks = weeklyOnTime.map((_, i) => dayMonth(daysAgo((weeklyOnTime.length - 1 - i) * 7)));
  const chart = [
    ...weeklyOnTime.map((y, i) => ({ x: weeks[i]!, y, series: t('logistics.onTime') })),
    ...weeklyLate.map((y, i) => ({ x: weeks[i]!, y, series: t('logistics.late') })),
  ];
  const onTimeRate = sum(weeklyOnTime) / (sum(weeklyOnTime) + sum(weeklyLate));
  const columns: DataColumn<Shipment>[] = [
    {
      key: 'tracking',
      title: t('logistics.tracking'),
      text: (s) => s.tracking,
      sortValue: (s) => s.tracking,
    },
    { key: 'route', title: t('logistics.route'), text: (s) => `${s.origin} → ${s.destination}` },
    { key: 'carrier', title: t('logistics.carrier'), text: (s) => s.carrier, sortValue: (s) => s.carrier },
    { key: 'eta', title: t('logistics.eta'), text: (s) => day(s.eta), sortValue: (s) => s.eta },
    {
      key: 'status',
      title: t('logistics.status'),
      text: (s) => statusName(s.status),
      render: (s) => <StatusTag tone={TONE[s.status]}>{statusName(s.status)}</StatusTag>,
      sortValue: (s) => s.status,
    },
  ];
  return (
    <DashboardPage title={t('logistics.title')} subtitle={t('logistics.subtitle')}>
      <KpiRow>
        <KpiCard
          label={statusName('inTransit')}
          value={count(of('inTransit'))}
          icon={<CarOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('delivered')}
          value={count(of('delivered'))}
          icon={<CheckCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={statusName('delayed')}
          value={count(of('delayed'))}
          icon={<WarningOutlined aria-hidden />}
        />
        <KpiCard
          label={t('logistics.onTimeRate')}
          value={percent(onTimeRate)}
          icon={<FieldTimeOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('logistics.weeklyTitle')}>
          <BarsChart
            stack
            data={chart}
            summary={t('logistics.weeklySummary', { rate: percent(onTimeRate) })}
          />
        </ChartCard>
        <ChartCard title={t('logistics.carriersTitle')}>
          <DonutChart
            data={CARRIERS.map((c) => ({ label: c, value: shipments.filter((s) => s.carrier === c).length }))}
            summary={t('logistics.carriersSummary')}
            format={count}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('logistics.listTitle')}>
        <DataTable
          rows={shipments}
          columns={columns}
          label={t('logistics.listTitle')}
          searchLabel={t('logistics.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? t('logistics.shipment', { tracking: open.tracking }) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('logistics.origin'), value: open.origin },
                { label: t('logistics.destination'), value: open.destination },
                { label: t('logistics.carrier'), value: open.carrier },
                { label: t('logistics.shipped'), value: day(open.shipped) },
                { label: t('logistics.eta'), value: day(open.eta) },
                { label: t('logistics.weight'), value: formatKg(open.weight) },
                { label: t('logistics.status'), value: statusName(open.status) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default LogisticsPage;
