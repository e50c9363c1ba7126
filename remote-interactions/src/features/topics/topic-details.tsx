import { Alert, App, Button, Descriptions, Flex, Tag, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime, isProblem, notify, problemMessageKey, useApiQuery, useCan } from '@conexoes/shared';
import {
  PageHeader,
  RecordUnavailable,
  ActiveTag,
  CONFIRM_DIALOG,
  useReadOnlyOwners,
} from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { topicsApi } from '../../api/topics.api';
import { NS } from '../../i18n/register';
import { useOdsName } from '../../lib/use-ods-name';

type Item = NonNullable<DescriptionsProps['items']>[number] & { empty?: boolean };
/** The filled items, without the `empty` mark (antd would pass it on to the DOM). */
const filled = (items: Item[]) =>
  items.filter((item) => !item.empty).map(({ empty: _empty, ...item }) => item);

/** The stakeholders list filtered by a topic (its `topic` filter), and the interactions list (`topicId`). */
export const stakeholdersOfTopic = (id: string) => `/stakeholders/list?${new URLSearchParams({ topic: id })}`;
export const interactionsOfTopic = (id: string) =>
  `/interactions/list?${new URLSearchParams({ topicId: id })}`;

/**
 * One topic: its category and the goals (SDG) it serves, state, and how many stakeholders follow it and
 * interactions concern it — each count a link to the list filtered by the topic.
 */
export function TopicDetails({ topicId }: { topicId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const canEdit = useCan('socialInteractions', 'edit');
  const canDelete = useCan('socialInteractions', 'delete');
  const seesStakeholders = useCan('stakeholders', 'view');
  const { data: topic, problem } = useApiQuery(() => topicsApi.get(topicId), [topicId]);
  const categoryId = topic?.categoryId ?? null;
  const { data: category } = useApiQuery(() => topicsApi.categories.get(categoryId as string), [categoryId], {
    enabled: Boolean(categoryId),
  });
  const { data: concerned } = useApiQuery(
    (signal) => interactionsApi.search({ topicId, size: 1 }, signal),
    [topicId],
  );
  // The goals by their names in the reader's language.
  const odsName = useOdsName();
  const owner = useReadOnlyOwners(topic && !topic.canEdit ? [topic.workspaceId] : []).choosable[0];

  if (!topic)
    return (
      <>
        <PageHeader title={t('pages.topicDetail')} />
        <RecordUnavailable
          problem={problem}
          notFound={t('topics.notFound')}
          backTo="/topics/list"
          backLabel={t('topics.backToList')}
        />
      </>
    );

  const handleDelete = () =>
    modal.confirm({
      ...CONFIRM_DIALOG,
      title: t('topics.deleteTitle'),
      content: t('topics.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await topicsApi.remove(topic.id);
          notify.success(t('topics.deleted'));
          navigate('/topics/list');
        } catch (error) {
          notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
        }
      },
    });

  return (
    <>
      <PageHeader
        title={topic.name}
        extra={
          // A topic of a workspace above the caller's (the root's, seen from a site) is read-only here:
          // the API would refuse the change (403), and a 403 signs the user out (SPEC §8).
          <>
            {canEdit && topic.canEdit ? (
              <Button type="primary" onClick={() => navigate(`/topics/${topic.id}/edit`)}>
                {t('common:edit')}
              </Button>
            ) : null}
            {canDelete && topic.canEdit ? (
              <Button danger onClick={handleDelete}>
                {t('common:delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {(canEdit || canDelete) && !topic.canEdit ? (
        <Alert
          type="info"
          showIcon
          message={owner ? t('topics.notYoursChoose', { name: owner.name }) : t('topics.notYours')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={filled([
          {
            key: 'category',
            label: t('topics.category'),
            children: topic.categoryName ?? t('topics.noCategory'),
          },
          {
            key: 'active',
            label: t('topics.status'),
            children: <ActiveTag active={topic.active} />,
          },
          {
            key: 'ods',
            label: t('categories.ods'),
            span: 'filled',
            children: (
              <Flex gap={4} wrap>
                {(category?.ods ?? []).map((n) => (
                  <Tag key={n} color="blue" style={{ whiteSpace: 'normal' }}>
                    {odsName(n)}
                  </Tag>
                ))}
              </Flex>
            ),
            empty: !category?.ods.length,
          },
          {
            key: 'stakeholders',
            label: t('topics.stakeholders'),
            children: (
              <Link to={stakeholdersOfTopic(topic.id)}>
                {t('topics.stakeholderCount', { count: topic.stakeholderCount ?? 0 })}
              </Link>
            ),
            // Who may not view stakeholders is told nothing of them (the API sends no count).
            empty: !seesStakeholders || topic.stakeholderCount === null,
          },
          {
            key: 'interactions',
            label: t('topics.interactions'),
            children: concerned ? (
              <Link to={interactionsOfTopic(topic.id)}>
                {t('topics.interactionCount', { count: concerned.total })}
              </Link>
            ) : (
              <Link to={interactionsOfTopic(topic.id)}>{t('topics.seeInteractions')}</Link>
            ),
          },
          { key: 'updatedAt', label: t('topics.updatedAt'), children: formatDateTime(topic.updatedAt) },
          {
            key: 'description',
            label: t('topics.description'),
            span: 'filled',
            children: topic.description ?? '',
            empty: !topic.description?.trim(),
          },
        ])}
      />
    </>
  );
}
