import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@conexoes/shared';
import { NS } from '../i18n/register';

/**
 * Steps after sign-in need a session. Without one (the host's guard normally prevents this) the
 * step says so and links to sign-in; with one, it also offers to switch accounts.
 */
export function SessionRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);

  if (!isAuthenticated) {
    return (
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('session.signInFirst')} />
        <Link to="/auth/login">{t('session.goToLogin')}</Link>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {children}
      <Button
        type="link"
        style={{ alignSelf: 'center' }}
        onClick={() => {
          useAuthStore.getState().signOut();
          navigate('/auth/login', { replace: true });
        }}
      >
        {t('session.useAnotherAccount')}
      </Button>
    </Flex>
  );
}
