import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { SessionRequired } from '../components/session-required';
import { LgpdDocument } from '../features/lgpd/lgpd-document';
import { NS } from '../i18n/register';

export function LgpdPage() {
  const { t } = useTranslation(NS);
  return (
    <AuthCard title={t('pages.lgpd')} subtitle={t('lgpd.subtitle')}>
      <SessionRequired>
        <LgpdDocument />
      </SessionRequired>
    </AuthCard>
  );
}
