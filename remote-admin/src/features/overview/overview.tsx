import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  presetDaysOf,
  useApiQuery,
  useAuthStore,
  useCan,
  type Problem,
} from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import { overviewApi } from '../../api/overview.api';
import { NS } from '../../i18n/register';
import { GettingStarted, setupSteps } from './getting-started';

const RECENT = 6;
const MINE = 6;
const TOP_CATEGORIES = 6;
const OVERDUE = 6;

function Figure({
  label,
  value,
  capped = false,
  to,
  loading,
}: {
  label: string;
  value?: number;
  /** The count stopped at `value` (a search's cap): read "1,000+". */
  capped?: boolean;
  to: string;
  loading: boolean;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Link to={to} style={{ display: 'block' }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <div style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.3 }}>
          {loading || value === undefined ? (
            <Skeleton.Input active size="small" />
          ) : (
            `${formatNumber(value)}${capped ? '+' : ''}`
          )}
        </div>
      </Link>
    </Card>
  );
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  // The section's links sit under its content: in the card's header they would clip the title on a phone.
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>{title}</h2>}
      style={{ height: '100%' }}
    >
      {children}
      {extra ? (
        <Flex gap={16} wrap style={{ marginTop: 12 }}>
          {extra}
        </Flex>
      ) : null}
    </Card>
  );
}

/** A plain list of rows (antd's List is deprecated): a skeleton while loading, a sentence when empty. */
function Rows<T>({
  items,
  loading,
  empty,
  render,
}: {
  items: readonly T[];
  loading: boolean;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (items.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={index}
          style={{
            padding: '8px 0',
            borderBlockStart: index ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined,
          }}
        >
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/** The first problem among the answers, shown once rather than per card. */
const firstProblem = (...problems: (Problem | null)[]): Problem | null => problems.find(Boolean) ?? null;

/**
 * A member's home: where they work (the chosen workspaces), the key figures of the areas their flags
 * open, each a link into that area, what needs them (the stakeholders they are responsible for) and
 * the stakeholders changed last. Built from the areas' own
 * endpoints, so it grows as areas land (interactions, commitments).
 */
export function Overview() {
  const { t } = useTranslation(NS);
  const name = useAuthStore((s) => s.name);
  const chosen = useAuthStore((s) => s.selectedWorkspaces.length);
  const seesStakeholders = useCan('stakeholders', 'view');
  const seesTopics = useCan('socialInteractions', 'view');
  const seesUsers = useCan('users', 'view');
  const seesInteractions = useCan('socialInteractions', 'view');
  const seesWorkspaces = useCan('configurations', 'view');
  // The setup steps this person may do: the flag that opens the screen, and the view to count with.
  const mayDo = {
    workspaces: useCan('configurations', 'add') && seesWorkspaces,
    team: useCan('users', 'add') && seesUsers,
    topics: useCan('socialInteractions', 'add') && seesTopics,
    stakeholders: useCan('stakeholders', 'add') && seesStakeholders,
    interaction: useCan('socialInteractions', 'add') && seesInteractions,
  };
  // The list's own filters, so each figure opens exactly what it counted.
  const lastMonth = presetDaysOf('month');
  const recentFilters = { from: lastMonth.from as string, to: lastMonth.to };
  const recentQuery = new URLSearchParams(recentFilters).toString();

  const byKind = useApiQuery((signal) => overviewApi.stakeholdersByKind(signal), [], {
    enabled: seesStakeholders,
    followLanguage: true,
  });
  const byCategory = useApiQuery((signal) => overviewApi.stakeholdersByCategory(signal), [], {
    enabled: seesStakeholders,
    followLanguage: true,
  });
  const recent = useApiQuery((signal) => overviewApi.recentStakeholders(RECENT, signal), [], {
    enabled: seesStakeholders,
    followLanguage: true,
  });
  const mine = useApiQuery((signal) => overviewApi.responsibleFor(MINE, signal), [], {
    enabled: seesStakeholders,
    followLanguage: true,
  });
  const recentInteractions = useApiQuery(
    (signal) => overviewApi.interactions(recentFilters, 1, signal),
    [recentQuery],
    { enabled: seesInteractions, followLanguage: true },
  );
  const openFollowUps = useApiQuery(
    (signal) => overviewApi.interactions({ followUp: 'open' }, 1, signal),
    [],
    {
      enabled: seesInteractions,
      followLanguage: true,
    },
  );
  const overdue = useApiQuery(
    // The most overdue first: what the team must answer before anything else.
    (signal) => overviewApi.interactions({ followUp: 'overdue' }, OVERDUE, signal, 'followUpDue,asc'),
    [],
    { enabled: seesInteractions, followLanguage: true },
  );
  // Each interaction figure opens the list with the filters it counted.
  const interactionFigures = [
    { key: 'interactionsLastMonth', query: recentInteractions, to: `/interactions/list?${recentQuery}` },
    { key: 'openFollowUps', query: openFollowUps, to: '/interactions/list?followUp=open' },
    { key: 'overdueFollowUps', query: overdue, to: '/interactions/list?followUp=overdue' },
  ] as const;
  const topics = useApiQuery((signal) => overviewApi.topicCount(signal), [], {
    enabled: seesTopics,
    followLanguage: true,
  });
  const users = useApiQuery((signal) => overviewApi.userCount(signal), [], {
    enabled: seesUsers,
    followLanguage: true,
  });

  // Only what the setup guide needs beyond the figures: the workspaces, and interactions of any date.
  const workspaces = useApiQuery((signal) => overviewApi.workspaceCount(signal), [], {
    enabled: mayDo.workspaces,
  });
  const interactionsEver = useApiQuery((signal) => overviewApi.interactionCount(signal), [], {
    enabled: mayDo.interaction,
  });
  const steps = setupSteps(mayDo, {
    workspaces: workspaces.data,
    team: users.data,
    topics: topics.data,
    stakeholders: recent.data?.total,
    interaction: interactionsEver.data,
  });

  // One stakeholder as a link with when it last changed (the "in your care" and "changed" lists).
  const changedRow = (item: { id: string; name: string; updatedAt: string }) => (
    <Flex justify="space-between" gap={12} wrap>
      <Link to={`/stakeholders/${item.id}`}>{item.name}</Link>
      <Typography.Text type="secondary">
        {t('overview.recent.changed', { when: formatDateTime(item.updatedAt) })}
      </Typography.Text>
    </Flex>
  );
  const kindCount = (key: string) => byKind.data?.groups.find((group) => group.key === key)?.count ?? 0;
  const categories = (byCategory.data?.groups ?? [])
    .filter((group) => group.count > 0)
    .slice(0, TOP_CATEGORIES);
  const problem = firstProblem(
    byKind.problem,
    byCategory.problem,
    recent.problem,
    mine.problem,
    topics.problem,
    users.problem,
    recentInteractions.problem,
    openFollowUps.problem,
    overdue.problem,
    workspaces.problem,
    interactionsEver.problem,
  );

  return (
    <>
      <PageHeader title={t('overview.title')} />
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('overview.greeting', { name, count: chosen })}
      </Typography.Paragraph>
      <ProblemAlert problem={problem} />
      {!seesStakeholders && !seesTopics && !seesUsers && !seesInteractions ? (
        <Typography.Paragraph>
          {t('overview.nothingToShow')} <Link to="/account">{t('overview.toAccount')}</Link>
        </Typography.Paragraph>
      ) : null}
      <GettingStarted steps={steps} />

      {/* As many equal columns as fit (eight on a laptop, two on a phone): a figure that wraps alone keeps
          its width instead of stretching across the row. */}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 16,
          marginBottom: 16,
        }}
      >
        {seesStakeholders ? (
          <>
            <div>
              <Figure
                label={t('overview.figures.stakeholders')}
                value={byKind.data?.total}
                loading={byKind.loading}
                to="/stakeholders/list"
              />
            </div>
            <div>
              <Figure
                label={t('overview.figures.persons')}
                value={byKind.data ? kindCount('person') : undefined}
                loading={byKind.loading}
                to="/stakeholders/list?kind=person"
              />
            </div>
            <div>
              <Figure
                label={t('overview.figures.organizations')}
                value={byKind.data ? kindCount('organization') : undefined}
                loading={byKind.loading}
                to="/stakeholders/list?kind=organization"
              />
            </div>
          </>
        ) : null}
        {seesInteractions
          ? interactionFigures.map(({ key, query, to }) => (
              <div key={key}>
                <Figure
                  label={t(`overview.figures.${key}`)}
                  value={query.data?.total}
                  capped={query.data?.totalCapped}
                  loading={query.loading}
                  to={to}
                />
              </div>
            ))
          : null}
        {seesTopics ? (
          <div>
            <Figure
              label={t('overview.figures.topics')}
              value={topics.data}
              loading={topics.loading}
              to="/topics/list"
            />
          </div>
        ) : null}
        {seesUsers ? (
          <div>
            <Figure
              label={t('overview.figures.users')}
              value={users.data}
              loading={users.loading}
              to="/users/list"
            />
          </div>
        ) : null}
      </div>

      {seesInteractions ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={24}>
            <Section
              title={t('overview.overdue.title')}
              extra={
                overdue.data && overdue.data.total > 0 ? (
                  <Link to="/interactions/list?followUp=overdue">{t('overview.seeAll')}</Link>
                ) : null
              }
            >
              <Rows
                items={overdue.data?.items ?? []}
                loading={overdue.loading}
                empty={t('overview.overdue.empty')}
                render={(item) => (
                  <Flex justify="space-between" gap={12} wrap>
                    <Link to={`/interactions/${item.id}`}>{item.subject}</Link>
                    <Typography.Text type="secondary">
                      {item.followUpDue
                        ? t('overview.overdue.due', { date: formatDate(item.followUpDue) })
                        : null}
                    </Typography.Text>
                  </Flex>
                )}
              />
            </Section>
          </Col>
        </Row>
      ) : null}

      {seesStakeholders ? (
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <Section title={t('overview.mine.title')}>
              <Rows
                items={mine.data?.items ?? []}
                loading={mine.loading}
                empty={t('overview.mine.empty')}
                render={changedRow}
              />
              {mine.data && mine.data.total > mine.data.items.length ? (
                <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                  <Link
                    to={`/stakeholders/list?responsibleId=${mine.data.responsibleId}&sort=updatedAt,desc`}
                  >
                    {t('overview.mine.more', { count: mine.data.total - mine.data.items.length })}
                  </Link>
                </Typography.Paragraph>
              ) : null}
            </Section>
          </Col>
          <Col xs={24} lg={14}>
            <Section
              title={t('overview.recent.title')}
              extra={
                <>
                  <Link to="/stakeholders/list?sort=updatedAt,desc">{t('overview.seeAll')}</Link>
                  <Link to="/stakeholders/new">{t('overview.recent.add')}</Link>
                </>
              }
            >
              <Rows
                items={recent.data?.items ?? []}
                loading={recent.loading}
                empty={t('overview.recent.empty')}
                render={changedRow}
              />
            </Section>
          </Col>
          <Col xs={24} lg={10}>
            <Section
              title={t('overview.categories.title')}
              extra={<Link to="/stakeholders">{t('overview.seeDashboards')}</Link>}
            >
              <Rows
                items={categories}
                loading={byCategory.loading}
                empty={t('overview.categories.empty')}
                render={(group) => (
                  <Flex justify="space-between" gap={12}>
                    {group.key ? (
                      <Link to={`/stakeholders/list?category=${encodeURIComponent(group.key)}`}>
                        {group.label}
                      </Link>
                    ) : (
                      <Typography.Text>{t('overview.categories.none')}</Typography.Text>
                    )}
                    <Typography.Text strong>{formatNumber(group.count)}</Typography.Text>
                  </Flex>
                )}
              />
            </Section>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
