import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/register';
import type { DashboardSection } from '../config/template-routes';
import { PlaceholderPage } from '@conexoes/shared/ui';

export type DashboardSectionPageProps = { section: DashboardSection };

export function DashboardSectionPage({ section }: DashboardSectionPageProps) {
  const { t } = useTranslation(NS);
  return <PlaceholderPage title={t(`dashboard.${section}`)} />;
}
