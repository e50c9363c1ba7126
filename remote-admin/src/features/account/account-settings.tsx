import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation, useApiQuery, useAuthStore, type UserProfile } from '@conexoes/shared';
import { PageHeader, ProblemAlert, useServerForm, useUnsavedChanges, Loading } from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { NS } from '../../i18n/register';
import { NotificationPreferencesCard } from './notification-preferences';

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
/** The profile form's own name for the current password (the password card has a `currentPassword`). */
type ProfileValues = UserProfile & { emailPassword?: string };

const PROFILE_FIELDS = ['name', 'email', 'emailPassword'];
const PROFILE_ALIASES = { currentPassword: 'emailPassword' };
const PASSWORD_FIELDS = ['currentPassword', 'newPassword'];

/** /account: the signed-in user's own name, e-mail and password (the shared form pattern, twice). */
export function AccountSettings() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [profileForm] = Form.useForm<ProfileValues>();
  const typedEmail = Form.useWatch('email', profileForm);
  const [passwordForm] = Form.useForm<PasswordValues>();
  const me = useApiQuery(async () => {
    const user = await usersApi.me();
    profileForm.setFieldsValue({ name: user.name, email: user.email });
    return user;
  }, [profileForm]);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const profileSave = useApiMutation(usersApi.updateProfile);
  const passwordSave = useApiMutation(usersApi.changePassword);
  // A duplicate e-mail is a 409 without a path: it belongs under the e-mail.
  const profileServer = useServerForm(profileForm, {
    fields: PROFILE_FIELDS,
    conflictField: 'email',
    aliases: PROFILE_ALIASES,
  });
  const passwordServer = useServerForm(passwordForm, { fields: PASSWORD_FIELDS });
  const saving = profileSave.pending || passwordSave.pending;
  // Each card counts on its own: saving one leaves what is typed in the other to ask about. Once the
  // password changed, the session is over and both forms are gone: nothing left to keep.
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  useUnsavedChanges((profileDirty || passwordDirty) && !saving && !passwordChanged, navigate);

  // A new e-mail is where reset links would go: the server asks for the current password with it.
  const emailChanging =
    me.data !== undefined &&
    typeof typedEmail === 'string' &&
    typedEmail.trim().toLowerCase() !== me.data.email.toLowerCase();

  const handleProfile = async (values: ProfileValues) => {
    if (!me.data) return;
    const outcome = await profileSave.run(me.data.id, {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(emailChanging ? { currentPassword: values.emailPassword } : {}),
    });
    if (!outcome.ok) {
      profileServer.showProblem(outcome.problem);
      return;
    }
    setProfileDirty(false);
    me.setData(outcome.data);
    profileForm.setFieldsValue({ email: outcome.data.email, emailPassword: undefined });
    // The header's name and menu come from the session: they follow the saved profile at once.
    useAuthStore.getState().profileChanged({ name: outcome.data.name, email: outcome.data.email });
    profileServer.confirm(t(emailChanging ? 'account.emailSaved' : 'account.profileSaved'));
  };

  const handlePassword = async ({ currentPassword, newPassword }: PasswordValues) => {
    if (!me.data) return;
    const outcome = await passwordSave.run(me.data.id, { currentPassword, newPassword });
    if (!outcome.ok) {
      passwordServer.showProblem(outcome.problem);
      return;
    }
    setPasswordChanged(true);
  };

  if (passwordChanged) {
    // Changing the password ends every session, this one included.
    return (
      <Result
        status="success"
        title={t('account.passwordChanged')}
        subTitle={t('account.signInAgain')}
        extra={
          <Button
            type="primary"
            onClick={() => {
              useAuthStore.getState().signOut();
              navigate('/auth/login', { replace: true });
            }}
          >
            {t('account.goToLogin')}
          </Button>
        }
      />
    );
  }

  if (!me.data) {
    return (
      <>
        <PageHeader title={t('pages.account')} />
        {me.problem ? <ProblemAlert problem={me.problem} /> : <Loading />}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('pages.account')} />
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <Card title={t('account.profile')}>
          <ProblemAlert problem={profileServer.problem} />
          <Form<ProfileValues>
            form={profileForm}
            onFinishFailed={profileServer.showInvalid}
            layout="vertical"
            onFinish={handleProfile}
            onValuesChange={() => setProfileDirty(true)}
            disabled={saving}
          >
            <Form.Item
              label={t('users.name')}
              name="name"
              rules={[
                { required: true, whitespace: true, message: t('common:required') },
                { min: 2, max: 120, message: t('users.nameLength') },
              ]}
            >
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              label={t('users.email')}
              name="email"
              rules={[
                { required: true, message: t('common:required') },
                { type: 'email', message: t('common:invalidEmail') },
              ]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
            {emailChanging ? (
              <Form.Item
                label={t('account.emailPassword')}
                name="emailPassword"
                extra={t('account.emailPasswordHelp')}
                rules={[{ required: true, message: t('common:required') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common:save')}
            </Button>
          </Form>
        </Card>
        <Card title={t('account.password')}>
          <ProblemAlert problem={passwordServer.problem} />
          <Form<PasswordValues>
            form={passwordForm}
            onFinishFailed={passwordServer.showInvalid}
            layout="vertical"
            onFinish={handlePassword}
            onValuesChange={() => setPasswordDirty(true)}
            disabled={saving}
          >
            <Form.Item
              label={t('account.currentPassword')}
              name="currentPassword"
              rules={[{ required: true, message: t('common:required') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              label={t('account.newPassword')}
              name="newPassword"
              rules={[
                { required: true, message: t('common:required') },
                { min: 8, max: 128, message: t('users.passwordLength', { min: 8 }) },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label={t('account.confirmPassword')}
              name="confirm"
              dependencies={['newPassword']}
              rules={[
                { required: true, message: t('common:required') },
                ({ getFieldValue }) => ({
                  validator: (_rule, value) =>
                    !value || getFieldValue('newPassword') === value
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('account.mismatch'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('account.changePassword')}
            </Button>
          </Form>
        </Card>
        <NotificationPreferencesCard />
      </Flex>
    </>
  );
}
