import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../features/password/forgot-password-form';
import { NS } from '../i18n/register';

export function ForgotPasswordPage() {
  const { t } = useTranslation(NS);
  return (
    <AuthCard title={t('pages.forgotPassword')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
