import { useTranslation } from 'react-i18next';
import { StakeholderDashboard } from '../features/dashboard/stakeholder-dashboard';
import { NS } from '../i18n/register';

export function StakeholdersOverviewPage() {
  const { t } = useTranslation(NS);
  return <StakeholderDashboard title={t('pages.overview')} />;
}
