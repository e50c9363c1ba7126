import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Grid, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiQuery, useCan, useOnlyBasicInfo } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import type { EntityDashboard, GroupCounts, RankItem, RankSort } from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';
import { RankList } from './rank-list';
import { InfluenceInterestMatrix } from './influence-interest-matrix';

// The charts library loads only when a chart is about to render, not with the remote.
const CountsPie = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.CountsPie })));

const RANK_SORTS: RankSort[] = ['influence', 'interest', 'interactions', 'topics', 'members'];

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <Suspense fallback={<Skeleton active />}>{children}</Suspense>
    </Card>
  );
}

/** /stakeholders: counts, charts by category and entity type, the rank and the influence × interest map. */
export function StakeholderDashboard({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const canAdd = useCan('stakeholders', 'add');
  const [sortBy, setSortBy] = useState<RankSort>('influence');
  // The API counts no interaction for a caller outside the interactions area (every figure 0): the
  // rank by interactions says so in a sentence instead of listing zeros, and is not asked for.
  const readsInteractions = useCan('socialInteractions', 'view');
  const interactionsHidden = sortBy === 'interactions' && !readsInteractions;
  // An onlyBasicInfo reader of interactions is ranked organisations only (a person's count is not theirs).
  const interactionsBasicInfo = useOnlyBasicInfo('socialInteractions');
  const personsLeftOut = sortBy === 'interactions' && readsInteractions && interactionsBasicInfo;
  const entityQuery = useApiQuery(() => stakeholdersApi.dashboards.entity(), [], { followLanguage: true });
  const categoryQuery = useApiQuery(() => stakeholdersApi.dashboards.category(), [], {
    followLanguage: true,
  });
  const entityTypeQuery = useApiQuery(() => stakeholdersApi.dashboards.byTab('entityType'), [], {
    followLanguage: true,
  });
  // The rank of the previous sort stays on screen until the new one arrives.
  const rankQuery = useApiQuery(
    async () => ({ sortBy, items: await stakeholdersApi.dashboards.rank(sortBy) }),
    [sortBy],
    { followLanguage: true, enabled: !interactionsHidden },
  );
  const entity: EntityDashboard | null = entityQuery.data ?? null;
  const category: GroupCounts | null = categoryQuery.data ?? null;
  const entityType: GroupCounts | null = entityTypeQuery.data ?? null;
  const rank: { sortBy: RankSort; items: RankItem[] } | null = rankQuery.data ?? null;
  const problem =
    entityQuery.problem ?? categoryQuery.problem ?? entityTypeQuery.problem ?? rankQuery.problem;

  const counts = (data: GroupCounts | null, chartTitle: string) => {
    if (!data) return <Skeleton active />;
    if (data.groups.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />;
    return <CountsPie data={data} title={chartTitle} />;
  };

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <Button onClick={() => navigate('/stakeholders/list')}>{t('dashboard.openList')}</Button>
            {canAdd ? (
              <Button type="primary" onClick={() => navigate('/stakeholders/new')}>
                {t('list.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <ProblemAlert problem={problem} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card size="small">
            {entity ? (
              <Row gutter={[16, 16]}>
                {(['total', 'persons', 'organizations', 'linkedPersons', 'rootOrganizations'] as const).map(
                  (key) => (
                    <Col key={key} xs={12} sm={8} md={4}>
                      <Statistic title={t(`dashboard.${key}`)} value={entity[key]} />
                    </Col>
                  ),
                )}
              </Row>
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.matrix')} size="small" style={{ height: '100%' }}>
            {entity ? <InfluenceInterestMatrix cells={entity.matrix} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard title={t('dashboard.byCategory')}>
            {counts(category, t('dashboard.byCategory'))}
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard title={t('dashboard.byEntityType')}>
            {counts(entityType, t('dashboard.byEntityType'))}
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.rank')} size="small" style={{ height: '100%' }}>
            <Segmented<RankSort>
              aria-label={t('dashboard.rankBy')}
              value={sortBy}
              onChange={setSortBy}
              options={RANK_SORTS.map((s) => ({ value: s, label: t(`dashboard.sortBy.${s}`) }))}
              // On a phone the five measures stack rather than run off the card's edge.
              vertical={!screens.sm}
              block={!screens.sm}
              style={{ marginBottom: 12, maxWidth: '100%' }}
            />
            <Suspense fallback={<Skeleton active />}>
              {interactionsHidden ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('dashboard.interactionsHidden')}
                </Typography.Paragraph>
              ) : !rank ? (
                <Skeleton active />
              ) : rank.items.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />
              ) : (
                <RankList items={rank.items} sortBy={rank.sortBy} label={t('dashboard.rank')} />
              )}
              {personsLeftOut ? (
                <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                  {t('dashboard.personsNotRanked')}
                </Typography.Paragraph>
              ) : null}
            </Suspense>
          </Card>
        </Col>
      </Row>
    </>
  );
}
