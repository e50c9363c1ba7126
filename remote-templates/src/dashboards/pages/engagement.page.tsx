import { useState } from 'react';
import { Button, Result } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CalendarOutlined, FileProtectOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag } from '../blocks/status-tag';
import { lastMonths } from '../lib/calendar';
import { count, day, monthYear, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { findEngagement, type Activity } from '../data/engagements.data';
import { ENGAGEMENT_TONE, useEngagementName } from './engagement-name';

/** /dashboard/engagements/{id}: one community engagement — its figures, participation, activities. */
export function EngagementPage() {
  const t = useDashT();
  const nameOf = useEngagementName();
  const navigate = useNavigate();
  const { engagementId } = useParams();
  const [open, setOpen] = useState<Activity | null>(null);
  const engagement = findEngagement(engagementId);
  if (!engagement) {
    return (
      <DashboardPage title={t('engagement.notFoundTitle')}>
        <Result
          status="404"
          subTitle={t('engagement.notFound')}
          extra={
            <Button type="primary" onClick={() => navigate('/dashboard/social')}>
              {t('engagement.back')}
            </Button>
          }
        />
      </DashboardPage>
    );
  }
  const months = lastMonths(engagement.monthly.length).map(monthYear);
  const typeName = (a: Activity) => t(`engagement.types.${a.type}`);
  const columns: DataColumn<Activity>[] = [
    { key: 'date', title: t('engagement.date'), text: (a) => day(a.date), sortValue: (a) => a.date },
    { key: 'type', title: t('engagement.type'), text: typeName, sortValue: typeName },
    { key: 'owner', title: t('engagement.owner'), text: (a) => a.owner, sortValue: (a) => a.owner },
    {
      key: 'participants',
      title: t('social.participants'),
      text: (a) => count(a.participants),
      sortValue: (a) => a.participants,
      align: 'right',
    },
  ];
  return (
    <DashboardPage
      title={nameOf(engagement)}
      subtitle={t('engagement.subtitle', {
        city: `${engagement.city} (${engagement.uf})`,
        owner: engagement.owner.name,
        start: day(engagement.start),
      })}
      extra={
        <>
          <StatusTag tone={ENGAGEMENT_TONE[engagement.status]}>
            {t(`social.statuses.${engagement.status}`)}
          </StatusTag>
          <Link to="/dashboard/social">{t('engagement.back')}</Link>
        </>
      }
    >
      <KpiRow>
        <KpiCard
          label={t('social.participants')}
          value={count(engagement.participants)}
          icon={<TeamOutlined aria-hidden />}
        />
        <KpiCard
          label={t('engagement.meetings')}
          value={count(engagement.meetings)}
          icon={<CalendarOutlined aria-hidden />}
        />
        <KpiCard
          label={t('social.satisfaction')}
          value={percent(engagement.satisfaction, 0)}
          icon={<SmileOutlined aria-hidden />}
        />
        <KpiCard
          label={t('engagement.commitments')}
          value={count(engagement.commitments)}
          icon={<FileProtectOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('engagement.participationTitle')}>
          <BarsChart
            data={engagement.monthly.map((y, i) => ({ x: months[i]!, y, series: t('social.participants') }))}
            summary={t('engagement.participationSummary', { count: engagement.participants })}
          />
        </ChartCard>
        <ChartCard title={t('engagement.contactTitle')}>
          <ul className="dash-list">
            <li>
              <span>{t('engagement.owner')}</span>
              <span>{engagement.owner.name}</span>
            </li>
            <li>
              <span>{t('engagement.email')}</span>
              <span>{engagement.owner.email}</span>
            </li>
            <li>
              <span>{t('social.kind')}</span>
              <span>{t(`social.kinds.${engagement.kind}`)}</span>
            </li>
            <li>
              <span>{t('engagement.community')}</span>
              <span>{engagement.community}</span>
            </li>
          </ul>
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('engagement.activitiesTitle')}>
        <DataTable
          rows={engagement.activities}
          columns={columns}
          label={t('engagement.activitiesTitle')}
          searchLabel={t('engagement.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? t('engagement.activityOn', { type: typeName(open), date: day(open.date) }) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('engagement.type'), value: typeName(open) },
                { label: t('engagement.date'), value: day(open.date) },
                { label: t('engagement.owner'), value: open.owner },
                { label: t('social.participants'), value: count(open.participants) },
                { label: t('engagement.community'), value: engagement.community },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default EngagementPage;
