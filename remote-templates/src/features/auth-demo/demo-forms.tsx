// The forms of the five demo sign-in pages. Each waits for the demo store (its SPEC delays), confirms
// with a toast and moves on, or says what went wrong next to the field concerned.
import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthDemoVariant } from '../../config/template-routes';
import { demoAuthErrorCode, type DemoAuthErrorCode } from './demo-auth.errors';
import { AUTH_DEMO_NS } from './demo-auth.i18n';
import { DEMO_ACCOUNT } from './demo-auth.model';
import { useDemoAuthStore } from './demo-auth.store';
import { DemoSession } from './demo-session';

type FormProps = { variant: AuthDemoVariant };

const useRules = () => {
  const { t } = useTranslation(AUTH_DEMO_NS);
  return {
    required: { required: true, whitespace: true, message: t('rules.required') },
    email: { type: 'email' as const, message: t('rules.email') },
    password: { min: 8, message: t('rules.passwordLength') },
  };
};

export function LoginForm({ variant }: FormProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const rules = useRules();
  const accessToken = useDemoAuthStore((s) => s.accessToken);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DemoAuthErrorCode | null>(null);
  if (accessToken) return <DemoSession />;
  return (
    <>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ email, password }: { email: string; password: string }) => {
          setBusy(true);
          setError(null);
          try {
            const user = await useDemoAuthStore.getState().signIn(email, password);
            notify.success(t('login.done', { name: user.name }));
          } catch (failure) {
            setError(demoAuthErrorCode(failure));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[rules.required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error ? (
          <Alert type="error" showIcon title={t(`errors.${error}`)} style={{ marginBottom: 16 }} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('login.demoAccount', DEMO_ACCOUNT)}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Link to={`/auth-demo/forgot-password/${variant}`}>{t('login.forgot')}</Link>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('login.noAccount')}{' '}
        <Link className="auth-demo-inline-link" to={`/auth-demo/register/${variant}`}>
          {t('login.register')}
        </Link>
      </Typography.Paragraph>
    </>
  );
}

type RegisterValues = { name: string; email: string; password: string };

export function RegisterForm({ variant }: FormProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const rules = useRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DemoAuthErrorCode | null>(null);
  return (
    <>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ name, email, password }) => {
          setBusy(true);
          setError(null);
          try {
            const user = await useDemoAuthStore.getState().signUp({ name: name.trim(), email, password });
            notify.success(t('register.done', { name: user.name }));
            navigate(`/auth-demo/login/${variant}`);
          } catch (failure) {
            const code = demoAuthErrorCode(failure);
            // An address already taken belongs to the e-mail field; anything else to the form.
            if (code === 'userExists') form.setFields([{ name: 'email', errors: [t('errors.userExists')] }]);
            else setError(code);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="name" label={t('fields.name')} rules={[rules.required]}>
          <Input autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[rules.required, rules.password]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error ? (
          <Alert type="error" showIcon title={t(`errors.${error}`)} style={{ marginBottom: 16 }} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('register.haveAccount')}{' '}
        <Link className="auth-demo-inline-link" to={`/auth-demo/login/${variant}`}>
          {t('register.login')}
        </Link>
      </Typography.Paragraph>
    </>
  );
}

export function ForgotPasswordForm({ variant }: FormProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const rules = useRules();
  const navigate = useNavigate();
  return (
    <>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={({ email }: { email: string }) => {
          notify.success(t('forgot.done'));
          navigate(`/auth-demo/verify-code/${variant}?email=${encodeURIComponent(email.trim())}`);
        }}
      >
        <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('forgot.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={`/auth-demo/login/${variant}`}>{t('forgot.back')}</Link>
      </Typography.Paragraph>
    </>
  );
}

export function VerifyCodeForm({ variant }: FormProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={() => {
        notify.success(t('verify.done'));
        navigate(`/auth-demo/reset-password/${variant}${email ? `?email=${encodeURIComponent(email)}` : ''}`);
      }}
    >
      <Form.Item
        name="code"
        label={t('fields.code')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('rules.code') }]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ maxWidth: 200, letterSpacing: 6 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('verify.submit')}
      </Button>
    </Form>
  );
}

type ResetValues = { email: string; password: string; confirm: string };

export function ResetPasswordForm({ variant }: FormProps) {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const rules = useRules();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Form<ResetValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: params.get('email') ?? '' }}
      onFinish={({ email, password }) => {
        useDemoAuthStore.getState().resetPassword(email, password);
        notify.success(t('reset.done'));
        navigate(`/auth-demo/login/${variant}`);
      }}
    >
      <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
        <Input type="email" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.newPassword')} rules={[rules.required, rules.password]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={[
          rules.required,
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('rules.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('reset.submit')}
      </Button>
    </Form>
  );
}
