import { useTranslation } from 'react-i18next';
import { StakeholderConfigurations } from '../features/configurations/stakeholder-configurations';
import { NS } from '../i18n/register';

export function StakeholderConfigurationsPage() {
  const { t } = useTranslation(NS);
  return <StakeholderConfigurations title={t('pages.configurations')} />;
}
