import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@conexoes/shared';
import { ActiveTag } from '@conexoes/shared/ui';
import { NS } from '../../i18n/register';

/**
 * Active or not, and whether an invited user never chose a password: pending while active, never
 * accepted once deactivated (an admin reactivating them must send a new link, the old one is void).
 */
export function UserStatus({ user, explain = false }: { user: UserSummary; explain?: boolean }) {
  const { t } = useTranslation(NS);
  const pending = user.active && !user.passwordSet;
  const neverAccepted = !user.active && !user.passwordSet;
  const hint = pending
    ? t('users.invitePendingHint')
    : neverAccepted
      ? t('users.inviteNeverAcceptedHint')
      : null;
  return (
    <Flex vertical gap={4} align="flex-start">
      {/* Pending implies active: one tag, so a phone's list row keeps its width. */}
      {pending ? <Tag color="warning">{t('users.invitePending')}</Tag> : <ActiveTag active={user.active} />}
      {neverAccepted ? <Tag>{t('users.inviteNeverAccepted')}</Tag> : null}
      {hint && explain ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Flex>
  );
}
