import { useCallback, useEffect, useState } from 'react';
import { Alert, Avatar, Button, Flex, Spin, Typography, theme } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { initials } from '../../components/initials';
import { demoAuthErrorCode, type DemoAuthErrorCode } from './demo-auth.errors';
import { AUTH_DEMO_NS } from './demo-auth.i18n';
import type { DemoUser } from './demo-auth.model';
import { useDemoAuthStore } from './demo-auth.store';

type Check =
  { state: 'checking' } | { state: 'valid'; user: DemoUser } | { state: 'refused'; code: DemoAuthErrorCode };

/** The demo session: the kept token checked (signature, expiry) and whose it is, or why it was refused. */
export function DemoSession() {
  const { t } = useTranslation(AUTH_DEMO_NS);
  const { token } = theme.useToken();
  const accessToken = useDemoAuthStore((s) => s.accessToken);
  const [check, setCheck] = useState<Check>({ state: 'checking' });

  // The answer arrives asynchronously (Web Crypto), so the state is only set in its callbacks.
  const run = useCallback(
    () =>
      useDemoAuthStore
        .getState()
        .me()
        .then(
          (user) => setCheck({ state: 'valid', user }),
          (error: unknown) => setCheck({ state: 'refused', code: demoAuthErrorCode(error) }),
        ),
    [],
  );

  useEffect(() => {
    void run();
  }, [run, accessToken]);

  const verify = () => {
    setCheck({ state: 'checking' });
    void run();
  };

  const signOut = () => {
    useDemoAuthStore.getState().signOut();
    notify.success(t('session.signedOut'));
  };

  return (
    <section aria-labelledby="demo-session-title">
      <Typography.Title level={2} id="demo-session-title" style={{ fontSize: 18 }}>
        {t('session.title')}
      </Typography.Title>
      <div aria-live="polite">
        {check.state === 'checking' ? (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text>{t('session.checking')}</Typography.Text>
          </Flex>
        ) : null}
        {check.state === 'valid' ? (
          <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
            <Avatar size="large" style={{ background: token.colorPrimary }} aria-hidden>
              {initials(check.user.name)}
            </Avatar>
            <div>
              <Typography.Text strong>{t('session.signedInAs', { name: check.user.name })}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{check.user.email}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('session.plan', { plan: t(`session.plans.${check.user.plan}`) })}
              </Typography.Text>
            </div>
          </Flex>
        ) : null}
        {check.state === 'refused' ? (
          <Alert
            type="error"
            showIcon
            title={t('session.rejected', { reason: t(`errors.${check.code}`) })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
      </div>
      <Flex gap={8} wrap>
        <Button onClick={verify}>{t('session.check')}</Button>
        <Button type="primary" onClick={signOut}>
          {t('session.signOut')}
        </Button>
      </Flex>
    </section>
  );
}
