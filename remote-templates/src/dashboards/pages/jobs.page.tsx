import { useState } from 'react';
import { CalendarOutlined, SolutionOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart, TrendChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { lastMonths } from '../lib/calendar';
import { count, day, money, monthYear } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { applications, FUNNEL, funnel, jobs, type Job } from '../data/jobs.data';
import { lastChange, sum } from '../data/series';

const TONE: Record<Job['status'], Tone> = { open: 'good', interviewing: 'info', closed: 'neutral' };

/** /dashboard/jobs: the openings of the social team — applications, the funnel, each vacancy. */
export function JobsPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Job | null>(null);
  const months = lastMonths(12).map(monthYear);
  const title = (j: Job) => t(`jobs.titles.${j.title}`);
  const columns: DataColumn<Job>[] = [
    { key: 'title', title: t('jobs.job'), text: title, sortValue: title },
    {
      key: 'department',
      title: t('jobs.department'),
      text: (j) => t(`jobs.departments.${j.department}`),
      sortValue: (j) => t(`jobs.departments.${j.department}`),
    },
    {
      key: 'city',
      title: t('jobs.city'),
      text: (j) => (j.remote ? t('jobs.remoteIn', { city: j.city }) : j.city),
      sortValue: (j) => j.city,
    },
    {
      key: 'applicants',
      title: t('jobs.applicants'),
      text: (j) => count(j.applicants),
      sortValue: (j) => j.applicants,
      align: 'right',
    },
    { key: 'posted', title: t('jobs.posted'), text: (j) => day(j.posted), sortValue: (j) => j.posted },
    {
      key: 'status',
      title: t('jobs.status'),
      text: (j) => t(`jobs.statuses.${j.status}`),
      render: (j) => <StatusTag tone={TONE[j.status]}>{t(`jobs.statuses.${j.status}`)}</StatusTag>,
      sortValue: (j) => j.status,
    },
  ];
  return (
    <DashboardPage title={t('jobs.title')} subtitle={t('jobs.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('jobs.open')}
          value={count(jobs.filter((j) => j.status !== 'closed').length)}
          icon={<SolutionOutlined aria-hidden />}
        />
        <KpiCard
          label={t('jobs.monthApplications')}
          value={count(applications.at(-1)!)}
          change={lastChange(applications)}
          icon={<UserAddOutlined aria-hidden />}
        />
        <KpiCard
          label={t('jobs.interviews')}
          value={count(funnel[2]!)}
          icon={<CalendarOutlined aria-hidden />}
        />
        <KpiCard label={t('jobs.hired')} value={count(funnel[4]!)} icon={<TeamOutlined aria-hidden />} />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('jobs.applicationsTitle')}>
          <TrendChart
            data={applications.map((y, i) => ({ x: months[i]!, y, series: t('jobs.applications') }))}
            summary={t('jobs.applicationsSummary', { count: sum(applications) })}
          />
        </ChartCard>
        <ChartCard title={t('jobs.funnelTitle')}>
          <BarsChart
            data={FUNNEL.map((stage, i) => ({
              x: t(`jobs.funnel.${stage}`),
              y: funnel[i]!,
              series: t('jobs.candidates'),
            }))}
            summary={t('jobs.funnelSummary', { applied: funnel[0], hired: funnel[4] })}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('jobs.listTitle')}>
        <DataTable
          rows={jobs}
          columns={columns}
          label={t('jobs.listTitle')}
          searchLabel={t('jobs.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? title(open) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('jobs.department'), value: t(`jobs.departments.${open.department}`) },
                { label: t('jobs.type'), value: t(`jobs.types.${open.type}`) },
                {
                  label: t('jobs.city'),
                  value: open.remote ? t('jobs.remoteIn', { city: open.city }) : open.city,
                },
                { label: t('jobs.salary'), value: t('jobs.perMonth', { value: money(open.salary, 0) }) },
                { label: t('jobs.applicants'), value: count(open.applicants) },
                { label: t('jobs.posted'), value: day(open.posted) },
                { label: t('jobs.status'), value: t(`jobs.statuses.${open.status}`) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default JobsPage;
