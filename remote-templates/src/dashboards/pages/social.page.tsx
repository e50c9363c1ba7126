import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CommentOutlined, EnvironmentOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart, DonutChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag } from '../blocks/status-tag';
import { lastMonths } from '../lib/calendar';
import { count, day, monthYear, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { ENGAGEMENTS, ENGAGEMENT_KINDS, type Engagement } from '../data/engagements.data';
import { ENGAGEMENT_TONE, useEngagementName } from './engagement-name';
import { sum } from '../data/series';

/** /dashboard/social: the community engagements of a social performance team, each one opened. */
export function SocialPage() {
  const t = useDashT();
  const nameOf = useEngagementName();
  const [open, setOpen] = useState<Engagement | null>(null);
  const months = lastMonths(6).map(monthYear);
  const active = ENGAGEMENTS.filter((e) => e.status === 'active');
  const participation = months.map((x, i) => ({
    x,
    y: sum(ENGAGEMENTS.map((e) => e.monthly[i]!)),
    series: t('social.participants'),
  }));
  const columns: DataColumn<Engagement>[] = [
    { key: 'name', title: t('social.engagement'), text: nameOf, sortValue: nameOf },
    { key: 'city', title: t('social.city'), text: (e) => `${e.city} (${e.uf})`, sortValue: (e) => e.city },
    { key: 'start', title: t('social.start'), text: (e) => day(e.start), sortValue: (e) => e.start },
    {
      key: 'participants',
      title: t('social.participants'),
      text: (e) => count(e.participants),
      sortValue: (e) => e.participants,
      align: 'right',
    },
    {
      key: 'satisfaction',
      title: t('social.satisfaction'),
      text: (e) => percent(e.satisfaction, 0),
      sortValue: (e) => e.satisfaction,
      align: 'right',
    },
    {
      key: 'status',
      title: t('social.status'),
      text: (e) => t(`social.statuses.${e.status}`),
      render: (e) => (
        <StatusTag tone={ENGAGEMENT_TONE[e.status]}>{t(`social.statuses.${e.status}`)}</StatusTag>
      ),
      sortValue: (e) => e.status,
    },
  ];
  const satisfaction = sum(ENGAGEMENTS.map((e) => e.satisfaction)) / ENGAGEMENTS.length;
  return (
    <DashboardPage title={t('social.title')} subtitle={t('social.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('social.active')}
          value={count(active.length)}
          icon={<CommentOutlined aria-hidden />}
        />
        <KpiCard
          label={t('social.communities')}
          value={count(new Set(ENGAGEMENTS.map((e) => e.community)).size)}
          icon={<EnvironmentOutlined aria-hidden />}
        />
        <KpiCard
          label={t('social.participants')}
          value={count(sum(ENGAGEMENTS.map((e) => e.participants)))}
          icon={<TeamOutlined aria-hidden />}
        />
        <KpiCard
          label={t('social.satisfaction')}
          value={percent(satisfaction, 0)}
          icon={<SmileOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('social.participationTitle')}>
          <BarsChart
            data={participation}
            summary={t('social.participationSummary', { count: sum(participation.map((p) => p.y)) })}
          />
        </ChartCard>
        <ChartCard title={t('social.kindsTitle')}>
          <DonutChart
            data={ENGAGEMENT_KINDS.map((k) => ({
              label: t(`social.kinds.${k}`),
              value: ENGAGEMENTS.filter((e) => e.kind === k).length,
            }))}
            summary={t('social.kindsSummary')}
            format={count}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('social.listTitle')}>
        <DataTable
          rows={ENGAGEMENTS}
          columns={columns}
          label={t('social.listTitle')}
          searchLabel={t('social.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? nameOf(open) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('social.kind'), value: t(`social.kinds.${open.kind}`) },
                { label: t('social.city'), value: `${open.city} (${open.uf})` },
                { label: t('social.owner'), value: open.owner.name },
                { label: t('social.start'), value: day(open.start) },
                { label: t('social.participants'), value: count(open.participants) },
                { label: t('social.satisfaction'), value: percent(open.satisfaction, 0) },
                { label: t('social.status'), value: t(`social.statuses.${open.status}`) },
              ]
            : []
        }
      >
        {open ? <Link to={`/dashboard/engagements/${open.id}`}>{t('social.openEngagement')}</Link> : null}
      </DetailDrawer>
    </DashboardPage>
  );
}

export default SocialPage;
