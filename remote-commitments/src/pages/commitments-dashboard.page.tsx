import { useTranslation } from 'react-i18next';
import { CommitmentsDashboard } from '../features/dashboard/commitments-dashboard';
import { NS } from '../i18n/register';

export function CommitmentsDashboardPage() {
  const { t } = useTranslation(NS);
  return <CommitmentsDashboard title={t('pages.dashboard')} />;
}
