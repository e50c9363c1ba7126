import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation, type UserSummary } from '@conexoes/shared';
import { ProblemAlert, useServerForm } from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { NS } from '../../i18n/register';

type Values = { currentPassword: string };

export type ReactivateUserModalProps = {
  /** The inactive user to reactivate; null while the dialog is closed. */
  user: UserSummary | null;
  onClose: () => void;
  onReactivated: () => void;
};

/**
 * Reactivating a user from the list: a reactivated account can sign in again, so the dialog asks the
 * administrator's own password (docs/decisions/0056) and shows the server's refusal under it.
 */
export function ReactivateUserModal({ user, onClose, onReactivated }: ReactivateUserModalProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const server = useServerForm(form, { fields: ['currentPassword'] });
  // PUT users/{id} takes the whole record (docs/decisions/0027): read it, change only `active`.
  const reactivate = useApiMutation(async (id: string, currentPassword: string) => {
    const record = await usersApi.get(id);
    return usersApi.update(id, {
      email: record.email,
      name: record.name,
      role: record.role,
      active: true,
      allWorkspaces: record.allWorkspaces,
      workspaceIds: record.workspaceIds,
      permission: record.permission,
      currentPassword,
    });
  });
  useEffect(() => {
    if (!user) return;
    server.clear();
    form.resetFields();
    // Only when the dialog opens on another user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const submit = async ({ currentPassword }: Values) => {
    if (!user) return;
    const outcome = await reactivate.run(user.id, currentPassword);
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    // Deactivating cancelled an invited user's link (the API cancels pending resets): with no password
    // chosen yet (`passwordSet` in the answer), they cannot sign in until they are sent a new one.
    server.confirm(
      t(outcome.data.passwordSet ? 'users.reactivated' : 'users.reactivatedInvited', { name: user.name }),
    );
    onReactivated();
  };

  return (
    <Modal
      open={Boolean(user)}
      title={user ? t('users.confirmReactivate', { name: user.name }) : ''}
      okText={t('users.reactivate')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reactivate.pending}
      destroyOnHidden
    >
      <ProblemAlert problem={server.problem} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinishFailed={server.showInvalid}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          label={t('users.yourPassword')}
          name="currentPassword"
          extra={t(
            // An invited user who never chose a password cannot sign in once active: deactivating
            // cancelled their link. Said before the confirmation, as the toast says after it.
            user?.passwordSet === false
              ? 'users.handoverReactivateInvitedHelp'
              : 'users.handoverReactivateHelp',
          )}
          rules={[{ required: true, message: t('common:required') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
