import { App, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, isProblem, notify, problemMessageKey, useApiQuery, useCan } from '@conexoes/shared';
import { PageHeader, RecordUnavailable, ActiveTag, CONFIRM_DIALOG } from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { NS } from '../../i18n/register';

/** One topic: its category, state and how many stakeholders follow it. */
export function TopicDetails({ topicId }: { topicId: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const canEdit = useCan('socialInteractions', 'edit');
  const canDelete = useCan('socialInteractions', 'delete');
  const { data: topic, problem } = useApiQuery(() => topicsApi.get(topicId), [topicId]);

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
          <>
            {canEdit ? (
              <Button type="primary" onClick={() => navigate(`/topics/${topic.id}/edit`)}>
                {t('common:edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button danger onClick={handleDelete}>
                {t('common:delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
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
          { key: 'stakeholders', label: t('topics.stakeholders'), children: topic.stakeholderCount },
          { key: 'updatedAt', label: t('topics.updatedAt'), children: formatDateTime(topic.updatedAt) },
          {
            key: 'description',
            label: t('topics.description'),
            span: 'filled',
            children: topic.description ?? '',
          },
        ]}
      />
    </>
  );
}
