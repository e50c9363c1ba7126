import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../features/password/reset-password-form';
import { NS } from '../i18n/register';

export function ResetPasswordPage() {
  const { t } = useTranslation(NS);
  return (
    <AuthCard title={t('pages.resetPassword')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
