import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';
import { NS } from '../i18n/register';
import type { DashboardSection } from '../config/template-routes';

export type DashboardSectionPageProps = { section: DashboardSection };

export function DashboardSectionPage({ section }: DashboardSectionPageProps) {
  const { t } = useTranslation(NS);
  return <PlaceholderPage title={t(`dashboard.${section}`)} />;
}
