import { useState } from 'react';
import { Button, Flex, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isProblem, toProblem, type Problem } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';
import { ProblemAlert } from '../../components/lazy-problem-alert';
import { NS } from '../../i18n/register';

type ForgotValues = { email: string };

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * page cannot be used to find out who is a user; only "could not send at all" is reported.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(NS);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The address typed on the sign-in page, if any: nobody types it twice.
  const state: unknown = useLocation().state;
  const typed =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : '';

  const handleFinish = async ({ email }: ForgotValues) => {
    setSubmitting(true);
    setProblem(null);
    try {
      await authApi.forgotPassword({ email: email.trim() });
      setSent(true);
    } catch (error) {
      const failure = isProblem(error) ? error : await toProblem(error);
      if (failure.status === 0 || failure.status === 429 || failure.status >= 500) setProblem(failure);
      else setSent(true);
    }
    setSubmitting(false);
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={t('forgot.sentTitle')}
        subTitle={t('forgot.sent')}
        extra={<Link to="/auth/login">{t('forgot.backToLogin')}</Link>}
      />
    );
  }

  return (
    <Form<ForgotValues>
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      disabled={submitting}
      initialValues={{ email: typed }}
    >
      <Form.Item
        label={t('login.email')}
        name="email"
        rules={[
          { required: true, message: t('common:required') },
          { type: 'email', message: t('common:invalidEmail') },
        ]}
      >
        <Input type="email" autoComplete="email" autoFocus inputMode="email" />
      </Form.Item>
      {problem ? (
        <Form.Item>
          <ProblemAlert problem={problem} />
        </Form.Item>
      ) : null}
      <Flex vertical gap={12}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('forgot.submit')}
        </Button>
        <Link to="/auth/login">{t('forgot.backToLogin')}</Link>
      </Flex>
    </Form>
  );
}
