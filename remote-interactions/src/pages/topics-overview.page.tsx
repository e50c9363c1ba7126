import { useTranslation } from 'react-i18next';
import { TopicsOverview } from '../features/topics/topics-overview';
import { NS } from '../i18n/register';

export function TopicsOverviewPage() {
  const { t } = useTranslation(NS);
  return <TopicsOverview title={t('pages.topicsOverview')} />;
}
