import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@conexoes/shared';
import { ActiveTag } from '@conexoes/shared/ui';
import { NS } from '../../i18n/register';

/** Active or not, and — for an invited user who has no password yet — that the invitation is pending. */
export function UserStatus({ user, explain = false }: { user: UserSummary; explain?: boolean }) {
  const { t } = useTranslation(NS);
  const pending = user.active && !user.passwordSet;
  return (
    <Flex vertical gap={4} align="flex-start">
      {/* Pending implies active: one tag, so a phone's list row keeps its width. */}
      {pending ? <Tag color="warning">{t('users.invitePending')}</Tag> : <ActiveTag active={user.active} />}
      {pending && explain ? (
        <Typography.Text type="secondary">{t('users.invitePendingHint')}</Typography.Text>
      ) : null}
    </Flex>
  );
}
