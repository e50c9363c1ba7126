import { Button, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  accessRaises,
  grantablePart,
  hasPermission,
  permissionAreas,
  roles,
  roleTemplates,
  useApiMutation,
  useApiQuery,
  useAuthStore,
  type Permission,
  type PermissionArea,
  type Role,
  type UserUpdate,
} from '@conexoes/shared';
import {
  FIELD_ROW_GAP,
  Loading,
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  useServerForm,
} from '@conexoes/shared/ui';
import { usersApi } from '../../api/users.api';
import { NS } from '../../i18n/register';
import { PermissionMatrixEditor } from './permission-matrix-editor';
import { WorkspaceAssignment } from './workspace-assignment';

type FormValues = {
  name: string;
  email: string;
  role: Role;
  active: boolean;
  allWorkspaces: boolean;
  workspaceIds: string[];
  permission: Permission;
  password?: string;
  /** The editing administrator's own password, when the save hands an account over or gives more (decision 0056). */
  currentPassword?: string;
};

export type UserFormProps = { userId?: string };

/** A new user starts as a viewer, with only what the editing user may grant of that template. */
const initialValuesFor = (callerPermission: Permission): FormValues => ({
  name: '',
  email: '',
  role: 'viewer',
  active: true,
  allWorkspaces: false,
  workspaceIds: [],
  permission: grantablePart(roleTemplates.viewer, callerPermission),
});

/**
 * New and edit user: identity, role, workspaces and the per-area permission flags. A refused flag
 * (`permission.<area>.<flag>`) has no field of its own in the grid: it goes to the alert above the form.
 */
const USER_FIELDS = [
  'name',
  'email',
  'role',
  'active',
  'allWorkspaces',
  'workspaceIds',
  'password',
  'currentPassword',
];

/** A refused workspace (`body.workspaceIds.0`) is said on the workspaces field: it has no field per item. */
const USER_ALIASES = { 'workspaceIds.*': 'workspaceIds' };

/** The permission with basic information only in `areas` (the editing user's restriction, kept by the server). */
const withBasicInfoIn = (permission: Permission, areas: readonly PermissionArea[]): Permission =>
  areas.reduce<Permission>(
    (next, area) => ({ ...next, [area]: { ...next[area], onlyBasicInfo: true } }),
    permission,
  );

export function UserForm({ userId }: UserFormProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const callerPermission = useAuthStore((s) => s.permission);
  const callerEmail = useAuthStore((s) => s.email);
  // Where the editing user sees only basic information, whoever they grant access sees only that too.
  const basicInfoAreas = permissionAreas.filter((area) =>
    hasPermission(callerPermission, area, 'onlyBasicInfo'),
  );
  const allWorkspaces = Form.useWatch('allWorkspaces', form);
  const typedEmail = Form.useWatch('email', form);
  const chosenRole = Form.useWatch('role', form);
  const chosenActive = Form.useWatch('active', form);
  const chosenPermission = Form.useWatch('permission', form);
  // Kept while the picker is hidden (every workspace granted): it is still the record's.
  const chosenWorkspaces = Form.useWatch('workspaceIds', { form, preserve: true });
  // A duplicate e-mail is a 409 without a path: it belongs under the e-mail.
  const server = useServerForm(form, {
    fields: USER_FIELDS,
    conflictField: 'email',
    aliases: USER_ALIASES,
  });
  // The stored user fills the form (mounted once loading is over) and is not otherwise kept.
  const stored = useApiQuery(
    async () => {
      const user = await usersApi.get(userId ?? '');
      form.setFieldsValue({
        name: user.name,
        email: user.email,
        role: user.role,
        active: user.active,
        allWorkspaces: user.allWorkspaces,
        workspaceIds: user.workspaceIds,
        permission: user.permission,
      });
      return user;
    },
    [userId, form],
    { enabled: Boolean(userId) },
  );
  // A new user may be given an initial password; an edit never sends one.
  const save = useApiMutation((body: UserUpdate, password?: string) =>
    userId ? usersApi.update(userId, body) : usersApi.create(password ? { ...body, password } : body),
  );

  // Saves that hand someone's account over or give it more need the editing administrator's own
  // password (docs/decisions/0056): another person's new e-mail (where their reset links go), a new
  // user, and whatever accessRaises finds (the API's own test): the administrator role, a higher role,
  // more flags or workspaces, reactivation. One's own e-mail is not editable here (editingSelf below).
  const emailChanging =
    stored.data !== undefined &&
    typeof typedEmail === 'string' &&
    typedEmail.trim().toLowerCase() !== stored.data.email.toLowerCase();
  const raises =
    stored.data && chosenPermission
      ? accessRaises(stored.data, {
          role: chosenRole ?? stored.data.role,
          active: chosenActive ?? stored.data.active,
          allWorkspaces: Boolean(allWorkspaces),
          workspaceIds: chosenWorkspaces ?? [],
          permission: withBasicInfoIn(chosenPermission, basicInfoAreas),
        })
      : [];
  const creating = !userId;
  const grantingAdmin = chosenRole === 'admin' && (creating || raises.includes('administrator'));
  // One sentence per reason, the most telling first; a new user's sentence covers its grants.
  const reasons = [
    emailChanging ? t('users.handoverEmailHelp') : null,
    grantingAdmin ? t('users.handoverAdminHelp') : null,
    creating && !grantingAdmin ? t('users.handoverNewHelp') : null,
    raises.includes('reactivation')
      ? t(
          stored.data?.passwordSet === false
            ? 'users.handoverReactivateInvitedHelp'
            : 'users.handoverReactivateHelp',
        )
      : null,
    !grantingAdmin && raises.some((r) => r === 'role' || r === 'flags' || r === 'workspaces')
      ? t('users.handoverGrantHelp')
      : null,
  ].filter((reason): reason is string => reason !== null);
  const handover = reasons.length > 0;

  const handleFinish = async ({ password, currentPassword, ...values }: FormValues) => {
    server.clear();
    // PUT users/{id} takes the whole record (docs/decisions/0027), field by field. The workspaces
    // field is hidden while every workspace is granted, so the form leaves it out of `values`:
    // its value is still the record's.
    const body: UserUpdate = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role,
      active: values.active,
      allWorkspaces: values.allWorkspaces,
      workspaceIds: (form.getFieldValue('workspaceIds') as string[] | undefined) ?? [],
      permission: withBasicInfoIn(values.permission, basicInfoAreas),
      ...(handover ? { currentPassword } : {}),
    };
    const outcome = await save.run(body, password);
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    // Reactivated without a password ever chosen: "saved" would let the admin think the person can sign in.
    const reactivatedInvited = raises.includes('reactivation') && !outcome.data.passwordSet;
    server.confirm(
      reactivatedInvited
        ? t('users.reactivatedInvited', { name: outcome.data.name })
        : t(userId ? 'users.saved' : 'users.created'),
    );
    navigate(`/users/${outcome.data.id}`);
  };

  const title = userId ? t('pages.userEdit') : t('pages.userNew');
  // One's own e-mail changes on My account, where the current password confirms it (the server refuses it here).
  const editingSelf =
    Boolean(userId) && Boolean(callerEmail) && stored.data?.email.toLowerCase() === callerEmail.toLowerCase();
  if (stored.loading)
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  // A record that could not be read is not offered as an empty form: saving it would fail or erase it.
  if (userId && stored.problem)
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

  return (
    <>
      <PageHeader title={title} />
      <ProblemAlert problem={server.problem} />
      <Form<FormValues>
        form={form}
        onFinishFailed={server.showInvalid}
        layout="vertical"
        initialValues={initialValuesFor(callerPermission)}
        onFinish={handleFinish}
        disabled={save.pending}
        onValuesChange={(changed: Partial<FormValues>) => {
          // A role is a named template of flags: picking one starts from its template, without the
          // flags the editing user cannot grant (the server refuses them: docs/decisions/0005).
          if (changed.role)
            form.setFieldValue('permission', grantablePart(roleTemplates[changed.role], callerPermission));
        }}
      >
        <Flex gap={FIELD_ROW_GAP} wrap>
          <Form.Item
            label={t('users.name')}
            name="name"
            style={{ flex: '1 1 260px' }}
            rules={[
              { required: true, whitespace: true, message: t('common:required') },
              { min: 2, max: 120, message: t('users.nameLength') },
            ]}
          >
            <Input autoFocus autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('users.email')}
            name="email"
            style={{ flex: '1 1 260px' }}
            extra={
              editingSelf ? (
                <>
                  {t('users.ownEmailOnAccount')}{' '}
                  {/* Underlined: a link inside a sentence is told apart by more than its colour (WCAG 1.4.1). */}
                  <Link to="/account" style={{ textDecoration: 'underline' }}>
                    {t('pages.account')}
                  </Link>
                </>
              ) : undefined
            }
            rules={[
              { required: true, message: t('common:required') },
              { type: 'email', message: t('common:invalidEmail') },
            ]}
          >
            <Input type="email" autoComplete="off" disabled={editingSelf} />
          </Form.Item>
        </Flex>
        <Flex gap={FIELD_ROW_GAP} wrap>
          <Form.Item label={t('users.role')} name="role" style={{ flex: '1 1 200px' }}>
            <Select options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
          </Form.Item>
          <Form.Item label={t('users.active')} name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('users.allWorkspacesAccess')} name="allWorkspaces" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        {handover ? (
          <Form.Item
            label={t('users.yourPassword')}
            name="currentPassword"
            style={{ maxWidth: 480 }}
            extra={reasons.join(' ')}
            rules={[{ required: true, message: t('common:required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
        {allWorkspaces ? null : (
          <Form.Item
            label={t('users.workspaces')}
            name="workspaceIds"
            rules={[{ required: true, type: 'array', min: 1, message: t('users.workspacesRequired') }]}
          >
            <WorkspaceAssignment />
          </Form.Item>
        )}
        {userId ? null : (
          <Form.Item
            label={t('users.initialPassword')}
            name="password"
            extra={t('users.initialPasswordHelp')}
            rules={[{ min: 8, max: 128, message: t('users.passwordLength', { min: 8 }) }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Typography.Title level={4}>{t('permissions.title')}</Typography.Title>
        <Form.Item name="permission" label={t('permissions.title')} noStyle>
          <PermissionMatrixEditor fixedBasicInfo={basicInfoAreas} />
        </Form.Item>
        <Flex gap={8} wrap style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={save.pending}>
            {t('common:save')}
          </Button>
          <Button onClick={() => navigate(userId ? `/users/${userId}` : '/users')}>
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
