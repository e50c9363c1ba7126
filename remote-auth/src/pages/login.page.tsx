import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../features/login/login-form';
import { NS } from '../i18n/register';

export function LoginPage() {
  const { t } = useTranslation(NS);
  return (
    <AuthCard title={t('pages.login')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}
