import { useState } from 'react';
import { Select } from 'antd';
import { HeartOutlined, NotificationOutlined, SoundOutlined, TeamOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { lastMonths } from '../lib/calendar';
import { compact, count, money, monthYear, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { influencers, PLATFORMS, reachByMonth, type Influencer } from '../data/influencers.data';
import { sum } from '../data/series';

/** /dashboard/influencers: the voices a campaign works with — reach, engagement and fees. */
export function InfluencersPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Influencer | null>(null);
  const [platform, setPlatform] = useState<Influencer['platform'] | 'all'>('all');
  const months = lastMonths(6).map(monthYear);
  const shown = platform === 'all' ? influencers : influencers.filter((i) => i.platform === platform);
  const platformName = (p: Influencer['platform']) => t(`influencers.platforms.${p}`);
  const columns: DataColumn<Influencer>[] = [
    { key: 'name', title: t('influencers.name'), text: (i) => i.name, sortValue: (i) => i.name },
    { key: 'handle', title: t('influencers.handle'), text: (i) => i.handle },
    {
      key: 'platform',
      title: t('influencers.platform'),
      text: (i) => platformName(i.platform),
      sortValue: (i) => platformName(i.platform),
    },
    {
      key: 'niche',
      title: t('influencers.niche'),
      text: (i) => t(`influencers.niches.${i.niche}`),
      sortValue: (i) => t(`influencers.niches.${i.niche}`),
    },
    {
      key: 'followers',
      title: t('influencers.followers'),
      text: (i) => compact(i.followers),
      sortValue: (i) => i.followers,
      align: 'right',
    },
    {
      key: 'engagement',
      title: t('influencers.engagement'),
      text: (i) => percent(i.engagement),
      sortValue: (i) => i.engagement,
      align: 'right',
    },
  ];
  const reach = sum(influencers.map((i) => i.followers));
  const engagement = sum(influencers.map((i) => i.engagement)) / influencers.length;
  const chart = reachByMonth.flatMap((r) =>
    r.values.map((y, i) => ({ x: months[i]!, y, series: platformName(r.platform) })),
  );
  return (
    <DashboardPage title={t('influencers.title')} subtitle={t('influencers.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('influencers.total')}
          value={count(influencers.length)}
          icon={<TeamOutlined aria-hidden />}
        />
        <KpiCard label={t('influencers.reach')} value={compact(reach)} icon={<SoundOutlined aria-hidden />} />
        <KpiCard
          label={t('influencers.engagementAvg')}
          value={percent(engagement)}
          icon={<HeartOutlined aria-hidden />}
        />
        <KpiCard
          label={t('influencers.campaigns')}
          value={count(sum(influencers.map((i) => i.campaigns)))}
          icon={<NotificationOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('influencers.reachTitle')}>
          <BarsChart stack data={chart} summary={t('influencers.reachSummary')} format={compact} />
        </ChartCard>
        <ChartCard title={t('influencers.topTitle')}>
          <ul className="dash-list">
            {[...influencers]
              .sort((a, b) => b.engagement - a.engagement)
              .slice(0, 5)
              .map((i) => (
                <li key={i.id}>
                  <span>
                    {i.name} · {platformName(i.platform)}
                  </span>
                  <span>{percent(i.engagement)}</span>
                </li>
              ))}
          </ul>
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('influencers.listTitle')}>
        <DataTable
          rows={shown}
          columns={columns}
          label={t('influencers.listTitle')}
          searchLabel={t('influencers.search')}
          onOpen={setOpen}
          extra={
            <Select
              aria-label={t('influencers.platform')}
              value={platform}
              onChange={setPlatform}
              style={{ minWidth: 160 }}
              options={[
                { value: 'all', label: t('influencers.allPlatforms') },
                ...PLATFORMS.map((p) => ({ value: p, label: platformName(p) })),
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
                { label: t('influencers.handle'), value: open.handle },
                { label: t('influencers.platform'), value: platformName(open.platform) },
                { label: t('influencers.niche'), value: t(`influencers.niches.${open.niche}`) },
                { label: t('influencers.city'), value: open.city },
                { label: t('influencers.followers'), value: count(open.followers) },
                { label: t('influencers.engagement'), value: percent(open.engagement) },
                { label: t('influencers.campaigns'), value: count(open.campaigns) },
                { label: t('influencers.fee'), value: money(open.fee, 0) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default InfluencersPage;
