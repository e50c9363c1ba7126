import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isProblem, useAuthStore, type Problem, type User, type UserProfile } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { NS } from '../../i18n/register';

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };

/** /account: the signed-in user's own name, e-mail and password. */
export function AccountSettings() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [profileForm] = Form.useForm<UserProfile>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [me, setMe] = useState<User | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [profileSaved, setProfileSaved] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    usersApi
      .me()
      .then((user) => {
        setMe(user);
        profileForm.setFieldsValue({ name: user.name, email: user.email });
      })
      .catch((error: unknown) => setProblem(isProblem(error) ? error : null));
  }, [profileForm]);

  const handleProfile = async (values: UserProfile) => {
    if (!me) return;
    setSaving(true);
    setProblem(null);
    setProfileSaved(false);
    try {
      const saved = await usersApi.updateProfile(me.id, {
        name: values.name.trim(),
        email: values.email.trim(),
      });
      setMe(saved);
      // The header's name and menu come from the session: they follow the saved profile at once.
      useAuthStore.getState().profileChanged({ name: saved.name, email: saved.email });
      setProfileSaved(true);
    } catch (error) {
      setProblem(isProblem(error) ? error : null);
    }
    setSaving(false);
  };

  const handlePassword = async ({ currentPassword, newPassword }: PasswordValues) => {
    if (!me) return;
    setSaving(true);
    setProblem(null);
    try {
      await usersApi.changePassword(me.id, { currentPassword, newPassword });
      setPasswordChanged(true);
    } catch (error) {
      setProblem(isProblem(error) ? error : null);
    }
    setSaving(false);
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

  if (!me) {
    return (
      <>
        <PageHeader title={t('pages.account')} />
        {problem ? <ProblemAlert problem={problem} /> : <Spin aria-label={t('common:loading')} />}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('pages.account')} />
      <ProblemAlert problem={problem} />
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <Card title={t('account.profile')}>
          <Form<UserProfile> form={profileForm} layout="vertical" onFinish={handleProfile} disabled={saving}>
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
            {profileSaved ? (
              <Alert
                type="success"
                showIcon
                role="status"
                title={t('common:saved')}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common:save')}
            </Button>
          </Form>
        </Card>
        <Card title={t('account.password')}>
          <Form<PasswordValues>
            form={passwordForm}
            layout="vertical"
            onFinish={handlePassword}
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
      </Flex>
    </>
  );
}
