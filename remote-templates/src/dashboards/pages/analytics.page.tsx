import { useState } from 'react';
import { ClockCircleOutlined, EyeOutlined, RollbackOutlined, TeamOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { DonutChart, TrendChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { lastMonths } from '../lib/calendar';
import { compact, count, monthYear, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import {
  bounceRate,
  sessionSeconds,
  sources,
  topPages,
  visitors,
  visits,
  type PageStat,
} from '../data/analytics.data';
import { lastChange } from '../data/series';

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** /dashboard/analytics: a site's traffic — visits, sources and its most read pages. */
export function AnalyticsPage() {
  const t = useDashT();
  const [open, setOpen] = useState<PageStat | null>(null);
  const months = lastMonths(12).map(monthYear);
  const trend = [
    ...visits.map((y, i) => ({ x: months[i]!, y, series: t('analytics.visits') })),
    ...visitors.map((y, i) => ({ x: months[i]!, y, series: t('analytics.visitors') })),
  ];
  const columns: DataColumn<PageStat>[] = [
    { key: 'path', title: t('analytics.page'), text: (r) => r.path, sortValue: (r) => r.path },
    {
      key: 'views',
      title: t('analytics.views'),
      text: (r) => count(r.views),
      sortValue: (r) => r.views,
      align: 'right',
    },
    {
      key: 'visitors',
      title: t('analytics.visitors'),
      text: (r) => count(r.visitors),
      sortValue: (r) => r.visitors,
      align: 'right',
    },
    {
      key: 'time',
      title: t('analytics.time'),
      text: (r) => duration(r.seconds),
      sortValue: (r) => r.seconds,
      align: 'right',
    },
    {
      key: 'bounce',
      title: t('analytics.bounce'),
      text: (r) => percent(r.bounce),
      sortValue: (r) => r.bounce,
      align: 'right',
    },
  ];
  return (
    <DashboardPage title={t('analytics.title')} subtitle={t('analytics.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('analytics.visits')}
          value={count(visits.at(-1)!)}
          change={lastChange(visits)}
          icon={<EyeOutlined aria-hidden />}
        />
        <KpiCard
          label={t('analytics.visitors')}
          value={count(visitors.at(-1)!)}
          change={lastChange(visitors)}
          icon={<TeamOutlined aria-hidden />}
        />
        <KpiCard
          label={t('analytics.bounce')}
          value={percent(bounceRate[1]!)}
          change={lastChange(bounceRate)}
          downIsGood
          icon={<RollbackOutlined aria-hidden />}
        />
        <KpiCard
          label={t('analytics.session')}
          value={duration(sessionSeconds[1]!)}
          change={lastChange(sessionSeconds)}
          icon={<ClockCircleOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('analytics.trendTitle')}>
          <TrendChart
            data={trend}
            summary={t('analytics.trendSummary', { value: compact(visits.at(-1)!) })}
            format={compact}
          />
        </ChartCard>
        <ChartCard title={t('analytics.sourcesTitle')}>
          <DonutChart
            data={sources.map((s) => ({ label: t(`analytics.sources.${s.source}`), value: s.share }))}
            summary={t('analytics.sourcesSummary', { source: t(`analytics.sources.${sources[0]!.source}`) })}
            format={(v) => percent(v / 100)}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('analytics.pagesTitle')}>
        <DataTable
          rows={topPages}
          columns={columns}
          label={t('analytics.pagesTitle')}
          searchLabel={t('analytics.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open?.path ?? null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('analytics.views'), value: count(open.views) },
                { label: t('analytics.visitors'), value: count(open.visitors) },
                { label: t('analytics.time'), value: duration(open.seconds) },
                { label: t('analytics.bounce'), value: percent(open.bounce) },
                {
                  label: t('analytics.viewsPerVisitor'),
                  value: count(Math.round((open.views / open.visitors) * 10) / 10),
                },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default AnalyticsPage;
