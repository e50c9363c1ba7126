import { lazy, useEffect } from 'react';
import { Col, List, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatNumber, useApiQuery } from '@conexoes/shared';
import {
  ChartCard,
  ProblemAlert,
  SegmentLinks,
  colorAt,
  useMonthLabel,
  type CountedPeriod,
  type Segment,
} from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';
import { commitmentListQuery } from '../../lib/list-query';
import type { SeriesBar } from './charts';
import { DUE_COLOR, OVERDUE_COLOR, STATUS_COLORS } from './palette';

const DonutChart = lazy(() => import('./charts').then((m) => ({ default: m.DonutChart })));
const ColumnsChart = lazy(() => import('./charts').then((m) => ({ default: m.ColumnsChart })));

const REGISTER = '/commitments/management';
/** The commitment register filtered by these values (unset ones are left out). */
const registerHref = (filters: Partial<Record<string, string>>) =>
  commitmentListQuery.href(REGISTER, { filters });
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** Commitments registered in the period: by status, by source, due and overdue by month, by owner. */
export function CommitmentsOverview({
  params,
  onCounted,
}: {
  params: Record<string, string>;
  /** Told the days the API counted, for the period picker's custom span. */
  onCounted?: (days: CountedPeriod) => void;
}) {
  const { t } = useTranslation(NS);
  const monthLabel = useMonthLabel();
  // The number is text: the theme's error text colour, measured for contrast (the charts' red is not).
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const key = JSON.stringify(params);
  const { data, problem } = useApiQuery((signal) => commitmentsApi.overview(params, signal), [key], {
    followLanguage: true,
  });
  const open = (href: string) => navigate(href);
  const noData = <Typography.Text type="secondary">{t('dashboard.noData')}</Typography.Text>;
  const counted = data?.period;
  useEffect(() => {
    if (counted) onCounted?.(counted);
  }, [counted, onCounted]);
  if (!data) return problem ? <ProblemAlert problem={problem} /> : <Skeleton active />;
  // Every link opens the commitments registered in the dashboard's period, as the charts count them.
  const registered = { createdFrom: data.period.from ?? undefined, createdTo: data.period.to };

  const statusSegments: Segment[] = data.byStatus
    .filter((s) => s.count > 0)
    .map((s) => ({
      key: s.status,
      label: t(`status.${s.status}`),
      count: s.count,
      color: STATUS_COLORS[s.status] ?? colorAt(0),
      href: registerHref({ ...registered, status: s.status }),
    }));
  const sourceSegments: Segment[] = data.bySource
    .filter((s) => s.count > 0)
    .map((s, index) => ({
      key: s.key,
      label: s.label,
      count: s.count,
      color: colorAt(index),
      href: registerHref({ ...registered, source: s.key }),
    }));
  const monthBars: SeriesBar[] = data.months.flatMap((m) => [
    {
      x: monthLabel(m.month),
      series: t('dashboard.due'),
      count: m.due,
      href: registerHref({ ...registered, dueFrom: `${m.month}-01`, dueTo: lastDay(m.month) }),
    },
    {
      x: monthLabel(m.month),
      series: t('dashboard.overdue'),
      count: m.overdue,
      href: registerHref({
        ...registered,
        dueFrom: `${m.month}-01`,
        dueTo: lastDay(m.month),
        status: 'overdue',
      }),
    },
  ]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Statistic title={t('dashboard.total')} value={formatNumber(data.total)} />
      </Col>
      <Col xs={12} md={6}>
        <Link to={registerHref({ ...registered, status: 'overdue' })}>
          <Statistic
            title={t('dashboard.overdueNow')}
            value={formatNumber(data.overdue)}
            valueStyle={{ color: token.colorErrorText }}
          />
        </Link>
      </Col>
      <Col xs={24} />
      <Col xs={24} md={12}>
        <ChartCard title={t('dashboard.byStatus')}>
          {statusSegments.length === 0 ? (
            noData
          ) : (
            <>
              <DonutChart segments={statusSegments} title={t('dashboard.byStatus')} onOpen={open} />
              <SegmentLinks segments={statusSegments} label={t('dashboard.byStatus')} />
            </>
          )}
        </ChartCard>
      </Col>
      <Col xs={24} md={12}>
        <ChartCard title={t('dashboard.bySource')}>
          {sourceSegments.length === 0 ? (
            noData
          ) : (
            <>
              <DonutChart segments={sourceSegments} title={t('dashboard.bySource')} onOpen={open} />
              <SegmentLinks segments={sourceSegments} label={t('dashboard.bySource')} />
            </>
          )}
        </ChartCard>
      </Col>
      <Col xs={24} lg={14}>
        <ChartCard title={t('dashboard.byMonth')}>
          {data.months.length === 0 ? (
            noData
          ) : (
            <ColumnsChart
              bars={monthBars}
              colors={[
                [t('dashboard.due'), DUE_COLOR],
                [t('dashboard.overdue'), OVERDUE_COLOR],
              ]}
              title={t('dashboard.byMonth')}
              onOpen={open}
            />
          )}
        </ChartCard>
      </Col>
      <Col xs={24} lg={10}>
        <ChartCard title={t('dashboard.byOwner')}>
          {data.byOwner.length === 0 ? (
            noData
          ) : (
            <List
              size="small"
              dataSource={data.byOwner}
              renderItem={(owner) => (
                <List.Item key={owner.id}>
                  <div style={{ minWidth: 0 }}>
                    <Link to={registerHref({ ...registered, ownerId: owner.id })}>{owner.name}</Link>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {[
                        t('dashboard.ownerOpen', { count: owner.open, formatted: formatNumber(owner.open) }),
                        t('dashboard.ownerOverdue', {
                          count: owner.overdue,
                          formatted: formatNumber(owner.overdue),
                        }),
                        t('dashboard.ownerTotal', {
                          count: owner.total,
                          formatted: formatNumber(owner.total),
                        }),
                      ].join(' · ')}
                    </Typography.Text>
                  </div>
                </List.Item>
              )}
            />
          )}
        </ChartCard>
      </Col>
    </Row>
  );
}
