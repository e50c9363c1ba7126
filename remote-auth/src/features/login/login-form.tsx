import { useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isProblem, toProblem, useAuthStore, type LoginBody, type Problem } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';
import { ProblemAlert } from '../../components/problem-alert';
import { NS } from '../../i18n/register';
import { resolveNextStep } from './next-step';

/** Email + password. Any refusal reads the same, so the form never tells which part was wrong. */
export function LoginForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginBody>();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const handleFinish = async (values: LoginBody) => {
    setSubmitting(true);
    setProblem(null);
    try {
      const response = await authApi.login({ email: values.email.trim(), password: values.password });
      useAuthStore.getState().loginSucceeded(response);
      navigate(await resolveNextStep(response.email), { replace: true });
    } catch (error) {
      setProblem(isProblem(error) ? error : await toProblem(error));
      setSubmitting(false);
    }
  };

  const message =
    problem && (problem.status === 401 || problem.status === 400 || problem.status === 422)
      ? t('login.failed')
      : undefined;

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={handleFinish} disabled={submitting}>
      <Form.Item
        label={t('login.email')}
        name="email"
        rules={[
          { required: true, message: t('common:required') },
          { type: 'email', message: t('common:invalidEmail') },
        ]}
      >
        <Input type="email" autoComplete="username" autoFocus inputMode="email" />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: t('common:required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {problem ? (
        <Form.Item>
          <ProblemAlert problem={problem} message={message} />
        </Form.Item>
      ) : null}
      <Flex vertical gap={12}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
        <Link to="/auth/forgot_password">{t('login.forgotPassword')}</Link>
      </Flex>
    </Form>
  );
}
