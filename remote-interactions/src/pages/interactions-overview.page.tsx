import { useTranslation } from 'react-i18next';
import { InteractionDashboard } from '../features/dashboard/interaction-dashboard';
import { NS } from '../i18n/register';

export function InteractionsOverviewPage() {
  const { t } = useTranslation(NS);
  return <InteractionDashboard title={t('pages.overview')} />;
}
