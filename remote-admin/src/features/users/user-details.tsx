import { useEffect, useState } from 'react';
import { Button, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, notify, useApiMutation, useApiQuery, useCan } from '@conexoes/shared';
import { PageHeader, ProblemAlert, RecordUnavailable, ConfirmPopover } from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { workspacesApi } from '../../api/workspaces.api';
import { NS } from '../../i18n/register';
import { UserStatus } from './user-status';
import { PermissionMatrixEditor } from './permission-matrix-editor';

export type UserDetailsProps = { userId: string };

export function UserDetails({ userId }: UserDetailsProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const canEdit = useCan('users', 'edit');
  const stored = useApiQuery(() => usersApi.get(userId), [userId]);
  const user = stored.data;
  const [workspaceNames, setWorkspaceNames] = useState<Map<string, string>>(new Map());
  const reset = useApiMutation(usersApi.resetPassword);
  const problem = stored.problem ?? reset.problem;

  useEffect(() => {
    workspacesApi
      .options()
      .then((options) => setWorkspaceNames(new Map(options.map((o) => [o.value, o.label]))))
      .catch(() => undefined);
  }, [userId]);

  const handleResetPassword = async () => {
    const outcome = await reset.run(userId);
    if (outcome.ok) notify.success(t('users.resetSent'));
  };

  const title = t('pages.userDetail');
  if (!user) {
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('users.notFound')}
          backTo="/users/list"
          backLabel={t('users.backToList')}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canEdit ? (
            <>
              <Button onClick={() => navigate(`/users/${user.id}/edit`)}>{t('common:edit')}</Button>
              <ConfirmPopover
                title={t('users.confirmReset', { email: user.email })}
                okText={t('common:yes')}
                cancelText={t('common:no')}
                onConfirm={() => void handleResetPassword()}
              >
                <Button>{t('users.resetPassword')}</Button>
              </ConfirmPopover>
            </>
          ) : null
        }
      />
      <ProblemAlert problem={problem} />
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('users.name'), children: user.name },
          { key: 'email', label: t('users.email'), children: user.email },
          { key: 'role', label: t('users.role'), children: t(`roles.${user.role}`) },
          {
            key: 'status',
            label: t('users.status'),
            children: <UserStatus user={user} explain />,
          },
          {
            key: 'workspaces',
            label: t('users.workspaces'),
            children: user.allWorkspaces
              ? t('users.allWorkspaces')
              : user.workspaceIds.map((id) => <Tag key={id}>{workspaceNames.get(id) ?? id}</Tag>),
          },
          { key: 'updated', label: t('users.updatedAt'), children: formatDateTime(user.updatedAt) },
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('permissions.title')}
      </Typography.Title>
      <PermissionMatrixEditor value={user.permission} readOnly />
      <Button type="link" onClick={() => navigate('/users')} style={{ paddingInline: 0, marginTop: 16 }}>
        {t('common:back')}
      </Button>
    </>
  );
}
