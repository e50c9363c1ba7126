import { useState } from 'react';
import { Button, Flex, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useApiMutation } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';
import { ProblemAlert } from '../../components/lazy-problem-alert';
import { NS } from '../../i18n/register';

type ResetValues = { password: string; confirm: string };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The page the reset e-mail links to: `?token=` plus the new password, typed twice. */
export function ResetPasswordForm() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const reset = useApiMutation(authApi.resetPassword);
  const { problem, pending: submitting } = reset;

  if (!token) {
    return (
      <Result
        status="warning"
        title={t('reset.invalidLink')}
        extra={<Link to="/auth/forgot_password">{t('reset.requestNew')}</Link>}
      />
    );
  }

  if (done) {
    return (
      <Result
        status="success"
        title={t('reset.doneTitle')}
        subTitle={t('reset.done')}
        extra={<Link to="/auth/login">{t('forgot.backToLogin')}</Link>}
      />
    );
  }

  const handleFinish = async ({ password }: ResetValues) => {
    const outcome = await reset.run({ token, password });
    if (outcome.ok) setDone(true);
  };

  // The link itself was refused (used, expired, ended): said once, in the title, with a way to a new one.
  // A refusal of the password alone keeps the form's own words.
  const linkRefused =
    problem !== null &&
    ([400, 401, 404, 410].includes(problem.status) ||
      (problem.status === 422 && (problem.errors ?? []).some((e) => e.path === 'body.token')));

  return (
    <Form<ResetValues> layout="vertical" requiredMark={false} onFinish={handleFinish} disabled={submitting}>
      <Form.Item
        label={t('reset.password')}
        name="password"
        extra={t('reset.passwordHelp', { min: PASSWORD_MIN })}
        rules={[
          { required: true, message: t('common:required') },
          { min: PASSWORD_MIN, message: t('reset.tooShort', { min: PASSWORD_MIN }) },
          { max: PASSWORD_MAX, message: t('reset.tooLong', { max: PASSWORD_MAX }) },
        ]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('reset.confirm')}
        name="confirm"
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: t('common:required') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('reset.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {problem ? (
        <Form.Item>
          <ProblemAlert problem={problem} message={linkRefused ? t('reset.invalidLink') : undefined} />
        </Form.Item>
      ) : null}
      <Flex vertical gap={12}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('reset.submit')}
        </Button>
        {linkRefused ? <Link to="/auth/forgot_password">{t('reset.requestNew')}</Link> : null}
      </Flex>
    </Form>
  );
}
