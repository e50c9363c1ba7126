import { useState } from 'react';
import { Avatar, Button, Flex, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuDropdown } from '@conexoes/shared/ui';
import { Link, useNavigate } from 'react-router-dom';
import { endSession, useAuthStore } from '@conexoes/shared';
import { LOGIN_PATH } from '../auth/route-access';

export type UserMenuProps = { compact?: boolean };

/** Who is signed in, a way to their account, and sign-out (the server revokes the session first). */
export function UserMenu({ compact = false }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const name = useAuthStore((s) => s.name);
  const email = useAuthStore((s) => s.email);
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    await endSession();
    // A deliberate sign-out is not an interruption: the sign-in page carries no wanted page.
    navigate(LOGIN_PATH, { replace: true });
  };

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'who',
      label: (
        <Flex vertical style={{ maxWidth: 240 }}>
          <Typography.Text strong ellipsis>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {email}
          </Typography.Text>
        </Flex>
      ),
      children: [
        {
          key: 'account',
          icon: <UserOutlined aria-hidden />,
          label: <Link to="/account">{t('user.account')}</Link>,
          // A click lands on the link; Enter on the focused item picks the item, not the link.
          onClick: ({ domEvent }) => {
            if (domEvent.type === 'keydown') navigate('/account');
          },
        },
        {
          key: 'signOut',
          icon: <LogoutOutlined aria-hidden />,
          label: t('user.signOut'),
          disabled: signingOut,
          onClick: () => void handleSignOut(),
        },
      ],
    },
  ];

  return (
    <MenuDropdown menu={{ items }} placement="bottomRight">
      <Button
        type="text"
        aria-label={t('user.menu', { name })}
        loading={signingOut}
        style={{ paddingInline: compact ? 4 : 8 }}
      >
        <Flex align="center" gap={8}>
          {/* A person icon, never the initials, on a phone too: initials are visible text the button's
              name lacks ("VL" is not in "Account menu of Vitória Leitora"; WCAG 2.5.3, axe). */}
          <Avatar size="small" style={{ flexShrink: 0 }} aria-hidden icon={<UserOutlined aria-hidden />} />
          {compact ? null : (
            <Typography.Text style={{ maxWidth: 140 }} ellipsis>
              {name}
            </Typography.Text>
          )}
        </Flex>
      </Button>
    </MenuDropdown>
  );
}
