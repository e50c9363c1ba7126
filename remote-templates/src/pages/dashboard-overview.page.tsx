import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/register';
import { PlaceholderPage } from '@conexoes/shared/ui';

export function DashboardOverviewPage() {
  const { t } = useTranslation(NS);
  return <PlaceholderPage title={t('pages.dashboard')} />;
}
