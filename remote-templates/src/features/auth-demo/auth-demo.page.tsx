import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AuthDemoPage as AuthDemoPageName, AuthDemoVariant } from '../../config/template-routes';
import { AuthDemoFrame } from './auth-demo-frame';
import { AUTH_DEMO_NS } from './demo-auth.i18n';
import { ForgotPasswordForm, LoginForm, RegisterForm, ResetPasswordForm, VerifyCodeForm } from './demo-forms';

export type AuthDemoPageProps = { page: AuthDemoPageName; variant: AuthDemoVariant };

const FORMS = {
  login: { form: LoginForm, key: 'login' },
  register: { form: RegisterForm, key: 'register' },
  'forgot-password': { form: ForgotPasswordForm, key: 'forgot' },
  'verify-code': { form: VerifyCodeForm, key: 'verify' },
  'reset-password': { form: ResetPasswordForm, key: 'reset' },
} as const;

/** /auth-demo/{page}/{classic|modern}: the demo sign-in screens (SPEC §2, §5, §8, §9). */
export function AuthDemoPage({ page, variant }: AuthDemoPageProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const [params] = useSearchParams();
  const { form: PageForm, key } = FORMS[page];
  const email = params.get('email');
  const subtitle =
    page === 'verify-code'
      ? email
        ? t('verify.subtitle', { email })
        : t('verify.subtitleNoEmail')
      : t(`${key}.subtitle`);
  return (
    <AuthDemoFrame page={page} variant={variant} title={t(`${key}.title`)} subtitle={subtitle}>
      <PageForm key={variant} variant={variant} />
    </AuthDemoFrame>
  );
}

export default AuthDemoPage;
