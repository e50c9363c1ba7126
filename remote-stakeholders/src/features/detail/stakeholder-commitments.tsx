import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  formatDate,
  useApiQuery,
  type ApiQuery,
  type CommitmentSummary,
  type NegotiationPlanSummary,
} from '@conexoes/shared';
import { COMMITMENT_STATUS_COLORS, Loading, PLAN_STATUS_COLORS, ProblemAlert } from '@conexoes/shared/ui';
import { stakeholderCommitmentsApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';

const SIZE = 5;
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

type Row = { to: string; code: string; title: string; status: ReactNode; when: ReactNode };

/** One card: the first rows, each opening its record, and "see all" opening the list filtered by them. */
function LinkedCard({
  title,
  empty,
  query,
  rows,
  seeAll,
}: {
  title: string;
  empty: string;
  query: Pick<ApiQuery<{ total: number; totalCapped?: boolean }>, 'data' | 'problem' | 'loading'>;
  rows: Row[];
  seeAll: string;
}) {
  const { t } = useTranslation(NS);
  const total = query.data?.total ?? 0;
  return (
    <Card
      title={title}
      size="small"
      style={{ marginTop: 16 }}
      extra={
        total > rows.length ? (
          <Link to={seeAll}>
            {t(query.data?.totalCapped ? 'linked.seeAllMore' : 'linked.seeAll', { count: total })}
          </Link>
        ) : null
      }
    >
      <ProblemAlert problem={query.problem} />
      {query.loading ? (
        <Loading />
      ) : rows.length === 0 ? (
        query.problem ? null : (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {empty}
          </Typography.Paragraph>
        )
      ) : (
        <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.to}>
              <Flex vertical gap={4}>
                <Link to={row.to}>
                  {row.code} · {row.title}
                </Link>
                <Flex gap={8} wrap align="center">
                  {row.status}
                  {row.when}
                </Flex>
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/**
 * The negotiation plans where the stakeholder is a counterpart and the social commitments where they
 * are a beneficiary, within the caller's reach (the commitments area's searches). Shown only to a
 * caller with the area's view flag: the server refuses the others (403).
 */
export function StakeholderCommitments({ stakeholderId }: { stakeholderId: string }) {
  const { t } = useTranslation(NS);
  const plans = useApiQuery(
    (signal) => stakeholderCommitmentsApi.plans(stakeholderId, SIZE, signal),
    [stakeholderId],
  );
  const commitments = useApiQuery(
    (signal) => stakeholderCommitmentsApi.commitments(stakeholderId, SIZE, signal),
    [stakeholderId],
  );
  const filter = `?stakeholderId=${encodeURIComponent(stakeholderId)}`;

  const planRows = (plans.data?.items ?? []).map((p: NegotiationPlanSummary): Row => ({
    to: `/commitments/negotiation_plan/${p.id}`,
    code: p.code,
    title: p.title,
    status: <Tag color={PLAN_STATUS_COLORS[p.status]}>{t(`planStatus.${p.status}`)}</Tag>,
    when: (
      <Typography.Text type="secondary">
        {/* A lone day says what it is; a span reads by itself. */}
        {p.endDate
          ? `${day(p.startDate)} – ${day(p.endDate)}`
          : t('linked.start', { date: day(p.startDate) })}
      </Typography.Text>
    ),
  }));
  const commitmentRows = (commitments.data?.items ?? []).map((c: CommitmentSummary): Row => ({
    to: `/commitments/management/${c.id}`,
    code: c.code,
    title: c.title,
    status: <Tag color={COMMITMENT_STATUS_COLORS[c.status]}>{t(`commitmentStatus.${c.status}`)}</Tag>,
    // As the commitments list says it: overdue in words and colour, else the day, else none.
    when:
      c.overdue && c.dueDate ? (
        <Tag color="error" style={{ whiteSpace: 'normal' }}>
          {t('linked.overdueSince', { date: day(c.dueDate) })}
        </Tag>
      ) : (
        <Typography.Text type="secondary">
          {c.dueDate ? t('linked.due', { date: day(c.dueDate) }) : t('linked.noDueDate')}
        </Typography.Text>
      ),
  }));

  return (
    <>
      <LinkedCard
        title={t('linked.plans')}
        empty={t('linked.noPlans')}
        query={plans}
        rows={planRows}
        seeAll={`/commitments/negotiation_plan${filter}`}
      />
      <LinkedCard
        title={t('linked.commitments')}
        empty={t('linked.noCommitments')}
        query={commitments}
        rows={commitmentRows}
        seeAll={`/commitments/management${filter}`}
      />
    </>
  );
}
