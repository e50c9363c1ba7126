import { Button, Space, Typography } from 'antd';
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
    <Space size="small">
      <Typography.Text className="shell-user-name" ellipsis style={{ maxWidth: 160 }}>
        {name}
      </Typography.Text>
      <Button onClick={handleSignOut}>{t('user.signOut')}</Button>
    </Space>
  );
}
