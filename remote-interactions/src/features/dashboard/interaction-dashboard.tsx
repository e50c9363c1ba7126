import { lazy, useState } from 'react';
import { Button, Col, Empty, Flex, Grid, Row, Segmented, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  formatDate,
  formatNumber,
  useApiQuery,
  useCan,
  type InteractionCompare,
  type InteractionOptionCounts,
  type InteractionOptionDimension,
  type InteractionRankBy,
} from '@conexoes/shared';
import {
  ChartCard,
  PageHeader,
  PeriodPicker,
  ProblemAlert,
  SegmentLinks,
  TopicSelect,
  periodApiParams,
  periodSearchParams,
  colorAt,
  odsColor,
  readPeriod,
  useDatePattern,
  useMonthLabel,
  type PeriodValue,
  type Segment,
} from '@conexoes/shared/ui';
import { interactionDashboardsApi as dashboards } from '../../api/interaction-dashboards.api';
import { NS } from '../../i18n/register';
import type { SeriesBar } from './dashboard-charts';
import { comparedWhole, listHref, monthDays, type CountedDays } from './drill-down';
import { InteractionRankList } from './interaction-rank';
import { PERCEPTION_COLORS, PREVIOUS_PERIOD_COLOR } from './palette';
import { GrievanceSummaryCard } from './grievance-summary-card';
import { SurveySummaryCard } from './survey-summary-card';

// The charts library loads only when a chart is about to render, not with the remote.
const DonutChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.DonutChart })));
const ColumnsChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.ColumnsChart })));

const DIMENSIONS: InteractionOptionDimension[] = ['type', 'channel', 'classification', 'status'];
const RANK_BYS: InteractionRankBy[] = ['stakeholders', 'topics', 'municipalities'];

/** "1 Jan 2026" style day in the display settings' pattern (noon: no time zone moves the day). */
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** /interactions: the interaction dashboards of SPEC §7 for a period; every segment opens the list. */
export function InteractionDashboard({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const monthLabel = useMonthLabel();
  const pattern = useDatePattern();
  // This period in the brand colour, as the rank's bars (interaction-rank.tsx).
  const { token } = theme.useToken();
  const canAdd = useCan('socialInteractions', 'add');
  const [searchParams, setSearchParams] = useSearchParams();
  const period = readPeriod(searchParams);
  const params = periodApiParams(period);
  const key = JSON.stringify(params);
  const [topicId, setTopicId] = useState<string | undefined>(undefined);
  const [rankBy, setRankBy] = useState<InteractionRankBy>('stakeholders');

  const compareQuery = useApiQuery<InteractionCompare>(
    (signal) =>
      topicId ? dashboards.compareTopic(topicId, params, signal) : dashboards.compareMonth(params, signal),
    [key, topicId],
    { followLanguage: true },
  );
  const perceptionQuery = useApiQuery((signal) => dashboards.perception(params, signal), [key], {
    followLanguage: true,
  });
  const odsQuery = useApiQuery((signal) => dashboards.ods(params, signal), [key], { followLanguage: true });
  const countQueries = {
    type: useApiQuery((signal) => dashboards.counts('type', params, signal), [key], { followLanguage: true }),
    channel: useApiQuery((signal) => dashboards.counts('channel', params, signal), [key], {
      followLanguage: true,
    }),
    classification: useApiQuery((signal) => dashboards.counts('classification', params, signal), [key], {
      followLanguage: true,
    }),
    status: useApiQuery((signal) => dashboards.counts('status', params, signal), [key], {
      followLanguage: true,
    }),
  };
  const rankQuery = useApiQuery(
    (signal) => dashboards.rank({ ...params, by: rankBy }, signal),
    [key, rankBy],
    { followLanguage: true },
  );
  const problem =
    compareQuery.problem ??
    perceptionQuery.problem ??
    odsQuery.problem ??
    rankQuery.problem ??
    DIMENSIONS.map((d) => countQueries[d].problem).find(Boolean) ??
    null;

  const open = (href: string) => navigate(href);
  const choosePeriod = (value: PeriodValue) => setSearchParams(periodSearchParams(value));
  const noData = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />;
  const topicFilter = topicId ? { topicId } : {};

  const compare = compareQuery.data;
  const whole = compare ? comparedWhole(compare.current) : false;
  const compareBars: SeriesBar[] = !compare
    ? []
    : whole
      ? [
          {
            x: `${day(compare.previous.from)} – ${day(compare.previous.to)}`,
            series: t('dashboard.previousPeriod'),
            count: compare.previous.total,
            href: listHref(compare.previous, topicFilter),
          },
          {
            x: `${day(compare.current.from as string)} – ${day(compare.current.to)}`,
            series: t('dashboard.thisPeriod'),
            count: compare.current.total,
            href: listHref(compare.current, topicFilter),
          },
        ]
      : compare.months.flatMap((m) => [
          {
            x: monthLabel(m.month),
            series: t('dashboard.thisPeriod'),
            count: m.count,
            href: listHref(monthDays(m.month, compare.current), topicFilter),
          },
          {
            x: monthLabel(m.month),
            series: t('dashboard.previousPeriod'),
            count: m.previousCount,
            href: listHref(monthDays(m.previousMonth, compare.previous), topicFilter),
          },
        ]);
  const change =
    compare && compare.previous.total > 0
      ? (compare.current.total - compare.previous.total) / compare.previous.total
      : null;

  const perception = perceptionQuery.data;
  const perceptionSegments: Segment[] = perception
    ? perception.shares.map((s) => ({
        key: s.perception,
        label: `${s.label} (${formatNumber(s.share / 100, { style: 'percent', maximumFractionDigits: 1 })})`,
        count: s.count,
        color: PERCEPTION_COLORS[s.perception],
        href: listHref(perception.period, { perception: s.perception }),
      }))
    : [];
  const trendBars: SeriesBar[] = perception
    ? perception.months.flatMap((m) =>
        perception.shares.map((s) => ({
          x: monthLabel(m.month),
          series: s.label,
          count: m[s.perception],
          href: listHref(monthDays(m.month, perception.period), { perception: s.perception }),
        })),
      )
    : [];

  const countSegments = (data: InteractionOptionCounts, dimension: InteractionOptionDimension): Segment[] =>
    data.groups.map((g, index) => ({
      key: g.key ?? '',
      label: g.label,
      count: g.count,
      color: colorAt(index),
      // "Not informed" has no filter in the list, so it opens nothing.
      href: g.key ? listHref(data.period, { [dimension]: g.key }) : null,
    }));

  const ods = odsQuery.data;
  const odsTouched = ods ? ods.items.filter((i) => i.count > 0) : [];
  const odsSegments: Segment[] = ods
    ? odsTouched.map((i) => ({
        key: String(i.ods),
        label: i.label,
        count: i.count,
        color: odsColor(i.ods),
        href: listHref(ods.period, { ods: String(i.ods) }),
      }))
    : [];

  const donutCard = (dimension: InteractionOptionDimension) => {
    const data = countQueries[dimension].data;
    const cardTitle = t(`dashboard.by.${dimension}`);
    return (
      <Col key={dimension} xs={24} md={12} xl={6}>
        <ChartCard title={cardTitle}>
          {!data ? (
            <Skeleton active />
          ) : data.total === 0 ? (
            noData
          ) : (
            <>
              <DonutChart segments={countSegments(data, dimension)} title={cardTitle} onOpen={open} />
              <SegmentLinks segments={countSegments(data, dimension)} label={cardTitle} />
            </>
          )}
        </ChartCard>
      </Col>
    );
  };

  const spanText = (days: CountedDays) =>
    days.from
      ? t('dashboard.span', { from: day(days.from), to: day(days.to) })
      : t('dashboard.spanOpen', { to: day(days.to) });

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <Button onClick={() => navigate('/interactions/list')}>{t('dashboard.openList')}</Button>
            {canAdd ? (
              <Button type="primary" onClick={() => navigate('/interactions/new')}>
                {t('list.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PeriodPicker
          value={period}
          onChange={choosePeriod}
          format={pattern}
          id="dashboard-period"
          counted={perception?.period}
        />
        {perception ? (
          <Typography.Text type="secondary">{spanText(perception.period)}</Typography.Text>
        ) : null}
      </Flex>
      <ProblemAlert problem={problem} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <ChartCard
            title={t('dashboard.compare')}
            extra={
              screens.md ? (
                <TopicSelect
                  aria-label={t('dashboard.topic')}
                  placeholder={t('dashboard.allTopics')}
                  allowClear
                  value={topicId}
                  onChange={(id) => setTopicId((id as string | undefined) || undefined)}
                  style={{ width: 260 }}
                />
              ) : null
            }
          >
            {!screens.md ? (
              <TopicSelect
                aria-label={t('dashboard.topic')}
                placeholder={t('dashboard.allTopics')}
                allowClear
                value={topicId}
                onChange={(id) => setTopicId((id as string | undefined) || undefined)}
                style={{ width: '100%', marginBottom: 12 }}
              />
            ) : null}
            {!compare ? (
              <Skeleton active />
            ) : (
              <>
                <Row gutter={[16, 8]}>
                  <Col xs={12} md={6}>
                    <Statistic
                      title={t('dashboard.thisPeriod')}
                      value={formatNumber(compare.current.total)}
                    />
                  </Col>
                  <Col xs={12} md={6}>
                    <Statistic
                      title={t('dashboard.previousPeriod')}
                      value={formatNumber(compare.previous.total)}
                    />
                  </Col>
                  <Col xs={24} md={12}>
                    {/* Nothing to compare with: a dash in the figure's place, the reason under it in plain size. */}
                    <Statistic
                      title={t('dashboard.change')}
                      value={
                        change === null
                          ? '—'
                          : formatNumber(change, {
                              style: 'percent',
                              maximumFractionDigits: 0,
                              signDisplay: 'exceptZero',
                            })
                      }
                    />
                    {change === null ? (
                      <Typography.Text type="secondary">{t('dashboard.noBase')}</Typography.Text>
                    ) : null}
                  </Col>
                </Row>
                <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
                  {t(whole ? 'dashboard.compareHelpSpan' : 'dashboard.compareHelp', {
                    from: day(compare.current.from),
                    to: day(compare.current.to),
                    previousFrom: day(compare.previous.from),
                    previousTo: day(compare.previous.to),
                  })}
                </Typography.Paragraph>
                {compare.current.total + compare.previous.total === 0 ? (
                  noData
                ) : (
                  <ColumnsChart
                    bars={compareBars}
                    colors={[
                      [t('dashboard.thisPeriod'), token.colorPrimary],
                      [t('dashboard.previousPeriod'), PREVIOUS_PERIOD_COLOR],
                    ]}
                    title={t('dashboard.compare')}
                    onOpen={open}
                  />
                )}
              </>
            )}
          </ChartCard>
        </Col>
        <Col xs={24} lg={10}>
          <ChartCard title={t('dashboard.perception')}>
            {!perception ? (
              <Skeleton active />
            ) : perception.total === 0 ? (
              noData
            ) : (
              <>
                <DonutChart segments={perceptionSegments} title={t('dashboard.perception')} onOpen={open} />
                <SegmentLinks segments={perceptionSegments} label={t('dashboard.perception')} />
                {perception.notInformed > 0 ? (
                  <Typography.Text type="secondary">
                    {t('dashboard.notInformed', { count: perception.notInformed })}
                  </Typography.Text>
                ) : null}
              </>
            )}
          </ChartCard>
        </Col>
        <Col xs={24} lg={14}>
          <ChartCard title={t('dashboard.perceptionTrend')}>
            {!perception ? (
              <Skeleton active />
            ) : perception.total === 0 ? (
              noData
            ) : (
              <ColumnsChart
                bars={trendBars}
                colors={perception.shares.map((s) => [s.label, PERCEPTION_COLORS[s.perception]])}
                title={t('dashboard.perceptionTrend')}
                onOpen={open}
                stack
              />
            )}
          </ChartCard>
        </Col>
        <GrievanceSummaryCard params={params} />
        <SurveySummaryCard params={params} />
        {DIMENSIONS.map(donutCard)}
        <Col xs={24} lg={12}>
          <ChartCard title={t('dashboard.ods')}>
            {!ods ? (
              <Skeleton active />
            ) : ods.total === 0 ? (
              noData
            ) : (
              <>
                <ColumnsChart
                  bars={odsTouched.map((i) => ({
                    x: t('dashboard.odsShort', { number: i.ods }),
                    series: t('dashboard.odsShort', { number: i.ods }),
                    count: i.count,
                    href: listHref(ods.period, { ods: String(i.ods) }),
                  }))}
                  colors={odsTouched.map((i) => [
                    t('dashboard.odsShort', { number: i.ods }),
                    odsColor(i.ods),
                  ])}
                  legend={false}
                  // One series per goal, one bar each: stacked, a bar keeps its column's width (grouped,
                  // each would be a seventeenth of it).
                  stack
                  title={t('dashboard.ods')}
                  onOpen={open}
                  height={220}
                />
                <SegmentLinks segments={odsSegments} label={t('dashboard.ods')} />
              </>
            )}
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard title={t('dashboard.rank')}>
            <Segmented<InteractionRankBy>
              aria-label={t('dashboard.rankBy')}
              value={rankBy}
              onChange={setRankBy}
              options={RANK_BYS.map((b) => ({ value: b, label: t(`dashboard.rankBys.${b}`) }))}
              vertical={!screens.sm}
              block={!screens.sm}
              style={{ marginBottom: 12, maxWidth: '100%' }}
            />
            {!rankQuery.data ? (
              <Skeleton active />
            ) : rankQuery.data.items.length === 0 ? (
              noData
            ) : (
              <InteractionRankList
                rank={rankQuery.data}
                days={rankQuery.data.period}
                label={t('dashboard.rank')}
              />
            )}
          </ChartCard>
        </Col>
      </Row>
    </>
  );
}
