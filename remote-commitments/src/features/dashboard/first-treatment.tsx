import { lazy, useEffect } from 'react';
import { Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatNumber, useApiQuery } from '@conexoes/shared';
import { ChartCard, ProblemAlert, useMonthLabel, type CountedPeriod } from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';
import type { SeriesBar } from './charts';
import { DUE_COLOR } from './palette';
import { UntreatedList } from './untreated-list';

const ColumnsChart = lazy(() => import('./charts').then((m) => ({ default: m.ColumnsChart })));

/**
 * First treatment (docs/dashboards.md): of the demands registered in the period, the days to their
 * first completed action — median, share within the tenant's target, by month, and those still
 * untreated past the target, each a link to its record, page by page.
 */
export function FirstTreatment({
  params,
  onCounted,
}: {
  params: Record<string, string>;
  /** Told the days the API counted, for the period picker's custom span. */
  onCounted?: (days: CountedPeriod) => void;
}) {
  const { t } = useTranslation(NS);
  const monthLabel = useMonthLabel();
  const navigate = useNavigate();
  const key = JSON.stringify(params);
  const { data, problem } = useApiQuery((signal) => commitmentsApi.firstTreatment(params, signal), [key], {
    followLanguage: true,
  });
  const counted = data?.period;
  useEffect(() => {
    if (counted) onCounted?.(counted);
  }, [counted, onCounted]);
  if (!data) return problem ? <ProblemAlert problem={problem} /> : <Skeleton active />;
  const percent = (share: number) =>
    formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 1 });
  const bars: SeriesBar[] = data.months.map((m) => ({
    x: monthLabel(m.month),
    series: t('dashboard.withinTargetShare'),
    count: m.withinTargetShare,
    href: null,
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('dashboard.firstTreatmentHelp')}
        </Typography.Paragraph>
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('dashboard.demands')} value={formatNumber(data.demands)} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('dashboard.treated')} value={formatNumber(data.treated)} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={t('dashboard.median')}
          value={
            data.medianDays === null
              ? t('dashboard.noMedian')
              : t('dashboard.medianValue', {
                  count: data.medianDays,
                  formatted: formatNumber(data.medianDays, { maximumFractionDigits: 1 }),
                })
          }
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={t('dashboard.withinTarget', { count: data.targetDays })}
          value={`${percent(data.withinTargetShare)} (${formatNumber(data.withinTarget)})`}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title={t('dashboard.byMonthTreatment')}>
          {data.months.length === 0 || data.demands === 0 ? (
            <Typography.Text type="secondary">{t('dashboard.noData')}</Typography.Text>
          ) : (
            <>
              <ColumnsChart
                bars={bars}
                colors={[[t('dashboard.withinTargetShare'), DUE_COLOR]]}
                title={t('dashboard.byMonthTreatment')}
                onOpen={(href) => navigate(href)}
                percent
                height={220}
              />
              <ul
                aria-label={t('dashboard.tableLabel')}
                style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}
              >
                {data.months.map((m) => (
                  <li key={m.month} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <span>{monthLabel(m.month)}</span>
                    <span>
                      {percent(m.withinTargetShare)} · {formatNumber(m.withinTarget)}/
                      {formatNumber(m.demands)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title={t('dashboard.untreated')}>
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('dashboard.untreatedHelp', { count: data.targetDays })}
          </Typography.Paragraph>
          {data.untreatedPastTarget.length === 0 ? (
            <Typography.Text type="secondary">{t('dashboard.untreatedNone')}</Typography.Text>
          ) : (
            <UntreatedList
              key={key}
              params={params}
              first={data.untreatedPastTarget}
              total={data.untreatedPastTargetCount}
            />
          )}
        </ChartCard>
      </Col>
    </Row>
  );
}
