import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { NS } from '../i18n/register';

export function InteractionDetailPage() {
  const { t } = useTranslation(NS);
  return <PlaceholderPage title={t('pages.detail')} />;
}
