import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@conexoes/shared';

export function UserActions() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const name = useAuthStore((s) => s.name);
  const signOut = useAuthStore((s) => s.signOut);
  if (!isAuthenticated) {
    return (
      <Button type="primary" onClick={() => navigate('/auth/login')}>
        {t('user.signIn')}
      </Button>
    );
  }
  const handleSignOut = () => {
    signOut();
    navigate('/auth/login');
  };
  return (
    <Flex align="center" gap={8}>
      <Typography.Text
        style={{ maxWidth: 160, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        title={name}
      >
        {name}
      </Typography.Text>
      <Button onClick={handleSignOut}>{t('user.signOut')}</Button>
    </Flex>
  );
}
