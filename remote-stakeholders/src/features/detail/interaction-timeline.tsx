import { Card, Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, optionsApi, useApiQuery, useCan, type InteractionSummary } from '@conexoes/shared';
import { ProblemAlert, Loading } from '@conexoes/shared/ui';
import { stakeholderInteractionsApi } from '../../api/interactions.api';
import { NS } from '../../i18n/register';

const SIZE = 10;
const TYPE_LIST = 'interactionType';
const PERCEPTION_COLOR = { positive: 'success', neutral: 'default', negative: 'error' } as const;

/**
 * The stakeholder's latest interactions, newest first, each opening its record; "see all" opens the list,
 * and "log an interaction" a new one that starts with this stakeholder, in its workspace when that is one
 * the form offers (for who may add them).
 */
export function InteractionTimeline({
  stakeholderId,
  workspaceId,
}: {
  stakeholderId: string;
  workspaceId?: string | null;
}) {
  const { t } = useTranslation(NS);
  const types = useApiQuery((signal) => optionsApi.list(TYPE_LIST, signal), [], { followLanguage: true });
  // The type's label in the reader's language; nothing (never the raw code) until it is known.
  const typeLabel = (code: string) => types.data?.find((o) => o.value === code)?.label ?? '';
  const latest = useApiQuery(
    (signal) => stakeholderInteractionsApi.latest(stakeholderId, SIZE, signal),
    [stakeholderId],
    { followLanguage: true },
  );
  const items: InteractionSummary[] = latest.data?.items ?? [];
  const total = latest.data?.total ?? 0;
  const seeAll = `/interactions/list?stakeholderId=${encodeURIComponent(stakeholderId)}`;
  const canLog = useCan('socialInteractions', 'add');

  return (
    <Card
      title={t('timeline.title')}
      size="small"
      extra={total > 0 ? <Link to={seeAll}>{t('timeline.seeAll', { count: total })}</Link> : null}
    >
      <ProblemAlert problem={latest.problem} />
      {latest.loading ? (
        <Loading />
      ) : items.length === 0 ? (
        latest.problem ? null : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />
        )
      ) : (
        <Timeline
          items={items.map((row) => ({
            key: row.id,
            color: row.perception === 'negative' ? 'red' : row.perception === 'positive' ? 'green' : 'gray',
            content: (
              <Flex vertical gap={2}>
                <Typography.Text type="secondary">
                  {[formatDateTime(row.startsAt), typeLabel(row.typeCode)].filter(Boolean).join(' · ')}
                </Typography.Text>
                <Link to={`/interactions/${row.id}`}>{row.subject}</Link>
                <Flex gap={4} wrap>
                  {row.perception ? (
                    <Tag color={PERCEPTION_COLOR[row.perception]}>
                      {t(`detail.perception.${row.perception}`)}
                    </Tag>
                  ) : null}
                  {row.followUpOverdue ? <Tag color="warning">{t('timeline.overdue')}</Tag> : null}
                </Flex>
              </Flex>
            ),
          }))}
        />
      )}
      {canLog ? (
        <Link
          to={`/interactions/new?${new URLSearchParams({ stakeholderId, ...(workspaceId ? { workspaceId } : {}) }).toString()}`}
        >
          <PlusOutlined aria-hidden /> {t('timeline.logOne')}
        </Link>
      ) : null}
    </Card>
  );
}
