import { useTranslation } from 'react-i18next';
import { CommitmentConfigurations } from '../features/configurations/commitment-configurations';
import { NS } from '../i18n/register';

export function CommitmentConfigurationsPage() {
  const { t } = useTranslation(NS);
  return <CommitmentConfigurations title={t('pages.configurations')} />;
}
