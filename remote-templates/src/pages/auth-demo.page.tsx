import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/register';
import type { AuthDemoPage as AuthDemoPageName, AuthDemoVariant } from '../config/template-routes';
import { PlaceholderPage } from '@conexoes/shared/ui';

export type AuthDemoPageProps = { page: AuthDemoPageName; variant: AuthDemoVariant };

export function AuthDemoPage({ page, variant }: AuthDemoPageProps) {
  const { t } = useTranslation(NS);
  return <PlaceholderPage title={t(`authDemo.variant.${variant}`, { page: t(`authDemo.pages.${page}`) })} />;
}
