import { Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, useApiQuery } from '@conexoes/shared';
import { ChartCard, ProblemAlert } from '@conexoes/shared/ui';
import { interactionDashboardsApi as dashboards } from '../../api/interaction-dashboards.api';
import { NS } from '../../i18n/register';
import { GRIEVANCE_OUTCOMES } from '../../lib/grievance';
import { toSearchParams, type InteractionFilters } from '../../lib/list-query';

/**
 * What the team owes today (open, overdue) is every grievance of the reach whatever its day, so its
 * link opens the list on the grievance filter alone, without the dashboard's period. Each late figure
 * opens the grievances late on its own target: the list finds exactly what the figure counts.
 */
const grievanceHref = (grievance: NonNullable<InteractionFilters['grievance']>) =>
  `/interactions/list?${toSearchParams({ filters: { grievance } }).toString()}`;

/** A figure whose title and value open the list it counts (keyboard: one link). */
function Figure({
  title,
  value,
  href,
  danger,
}: {
  title: string;
  value: string;
  href?: string;
  /** Something is late: the figure in red. */
  danger?: boolean;
}) {
  const { token } = theme.useToken();
  const statistic = (
    <Statistic
      title={title}
      value={value}
      styles={danger ? { content: { color: token.colorError } } : undefined}
    />
  );
  return href ? (
    // Named by what it shows (title, then value): an aria-label of other words fails WCAG 2.5.3.
    <Link to={href} style={{ display: 'block', color: 'inherit' }}>
      {statistic}
    </Link>
  ) : (
    statistic
  );
}

/**
 * The grievance mechanism (IFC PS1) on the interaction dashboard: received and closed in the period,
 * how many closed within the target and in how many days, what the complainants said, and what is open
 * or overdue now; open and overdue open the list filtered.
 */
export function GrievanceSummaryCard({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const { data, problem } = useApiQuery(
    (signal) => dashboards.grievances(params, signal),
    [JSON.stringify(params)],
    { followLanguage: true },
  );
  const title = t('grievance.dashboard.title');
  const number = (n: number) => formatNumber(n);
  return (
    <Col xs={24}>
      <ChartCard title={title}>
        {problem ? (
          <ProblemAlert problem={problem} />
        ) : !data ? (
          <Skeleton active />
        ) : data.received === 0 && data.open === 0 && data.closed === 0 ? (
          <Typography.Text type="secondary">{t('grievance.dashboard.none')}</Typography.Text>
        ) : (
          <Flex vertical gap={12}>
            <Row gutter={[16, 16]}>
              <Col xs={12} md={8} xl={4}>
                <Figure title={t('grievance.dashboard.received')} value={number(data.received)} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Figure
                  title={t('grievance.dashboard.open')}
                  value={number(data.open)}
                  href={grievanceHref('open')}
                />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Figure
                  title={t('grievance.dashboard.acknowledgementOverdue')}
                  value={number(data.acknowledgementOverdue)}
                  href={grievanceHref('acknowledgementOverdue')}
                  danger={data.acknowledgementOverdue > 0}
                />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Figure
                  title={t('grievance.dashboard.resolutionOverdue')}
                  value={number(data.resolutionOverdue)}
                  href={grievanceHref('resolutionOverdue')}
                  danger={data.resolutionOverdue > 0}
                />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Figure title={t('grievance.dashboard.closed')} value={number(data.closed)} />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Figure
                  title={t('grievance.dashboard.closedWithinTarget')}
                  value={
                    data.closed > 0
                      ? formatNumber(data.closedWithinTarget / data.closed, {
                          style: 'percent',
                          maximumFractionDigits: 0,
                        })
                      : '–'
                  }
                />
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Figure
                  title={t('grievance.dashboard.medianDays')}
                  value={
                    data.medianDaysToClose === null
                      ? '–'
                      : formatNumber(data.medianDaysToClose, { maximumFractionDigits: 1 })
                  }
                />
              </Col>
            </Row>
            <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
              {t('grievance.dashboard.outcomes')}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {GRIEVANCE_OUTCOMES.map((o) => (
                <Col key={o} xs={12} md={8} xl={4}>
                  <Figure title={t(`grievance.outcomes.${o}`)} value={number(data.outcomes[o])} />
                </Col>
              ))}
            </Row>
            <Typography.Text type="secondary">
              {t('grievance.dashboard.targets', {
                acknowledge: data.targets.acknowledgeDays,
                resolve: data.targets.resolveDays,
              })}
              {` ${t('grievance.dashboard.nowNote')}`}
            </Typography.Text>
          </Flex>
        )}
      </ChartCard>
    </Col>
  );
}
