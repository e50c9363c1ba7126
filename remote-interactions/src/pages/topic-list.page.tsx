import { useTranslation } from 'react-i18next';
import { TopicList } from '../features/topics/topic-list';
import { NS } from '../i18n/register';

export function TopicListPage() {
  const { t } = useTranslation(NS);
  return <TopicList title={t('pages.topicList')} />;
}
