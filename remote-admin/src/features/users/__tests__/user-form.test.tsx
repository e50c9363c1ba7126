import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  api,
  i18n,
  roleTemplates,
  setToastHandler,
  useAuthStore,
  type ToastRequest,
  type User,
} from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { UserForm } from '../user-form';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

const SITE = '00000000-0000-4000-8000-000000000051';
const stored: User = {
  id: '00000000-0000-4000-8000-000000000007',
  tenantId: '00000000-0000-4000-8000-000000000000',
  email: 'vera@acme.com',
  name: 'Vera Lima',
  role: 'analyst',
  // Inactive, with every workspace and a flag beyond the role's template: all of it must survive a save.
  active: false,
  passwordSet: true,
  allWorkspaces: true,
  workspaceIds: [SITE],
  permission: {
    ...roleTemplates.analyst,
    users: { ...roleTemplates.analyst.users, view: true },
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let put: jest.SpyInstance;

beforeEach(() => {
  jest
    .spyOn(api, 'get')
    .mockImplementation((url) =>
      Promise.resolve(
        url === 'workspaces/options'
          ? [{ value: SITE, label: 'Site Norte', level: 3, parentId: null }]
          : stored,
      ),
    );
  put = jest
    .spyOn(api, 'put')
    .mockImplementation((_url, body) => Promise.resolve({ ...stored, ...(body as Partial<User>) }));
});
const signedOut = useAuthStore.getState();
afterEach(async () => {
  jest.restoreAllMocks();
  useAuthStore.setState(signedOut, true);
  await act(() => i18n.changeLanguage('en'));
});

describe('user form', () => {
  it('edits with PUT carrying the whole record, the hidden workspaces included (docs/decisions/0027)', async () => {
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    const name = await screen.findByDisplayValue('Vera Lima');
    fireEvent.change(name, { target: { value: 'Vera Lima Souza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(`users/${stored.id}`, {
      name: 'Vera Lima Souza',
      email: 'vera@acme.com',
      role: 'analyst',
      active: false,
      allWorkspaces: true,
      workspaceIds: [SITE],
      permission: stored.permission,
    });
  });

  it('creates with the initial password and arrives at the new user', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation((_url, body) => Promise.resolve({ ...stored, ...(body as Partial<User>) }));
    await renderAt(<UserForm />, '/users/new');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rui Costa' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rui@acme.com' } });
    fireEvent.click(screen.getByLabelText('Access to every workspace'));
    // The workspace picker (and its rule) leaves once every workspace is granted.
    await waitFor(() => expect(screen.queryByText('Workspaces')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Initial password (optional)'), {
      target: { value: 'Inicial@2026' },
    });
    // Every new account asks the creator's own password (docs/decisions/0056), with why.
    expect(
      screen.getByText(
        'A new account can sign in on its own from now on, so confirm creating it with your own password.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const required = await screen.findByText('This field is required');
    expect(required.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Your password'));
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Gestora@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`arrived at /users/${stored.id}`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        name: 'Rui Costa',
        email: 'rui@acme.com',
        password: 'Inicial@2026',
        currentPassword: 'Gestora@2026',
      }),
    );
  });

  it('puts a duplicate e-mail under the e-mail and lets the user send again', async () => {
    put.mockRejectedValue({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Conflict' });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await screen.findByDisplayValue('Vera Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('This value is already in use');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('E-mail'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText(/arrived at/)).not.toBeInTheDocument();
  });

  it('says a user gone or out of reach cannot be edited, offers no form, and leads back to the list', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({ type: 'about:blank', title: 'Not Found', status: 404 });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    expect(
      await screen.findByText(
        'This user does not exist, or they work only in workspaces you do not administer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the user list'));
    expect(currentLocation()).toBe('/users/list');
  });

  it('shows "Basic info only" fixed where the administrator sees only basic information, says why, and sends it', async () => {
    useAuthStore.setState({
      email: 'gestora@acme.com',
      permission: {
        ...roleTemplates.analyst,
        stakeholders: { ...roleTemplates.analyst.stakeholders, onlyBasicInfo: true },
        users: { ...roleTemplates.analyst.users, view: true, add: true },
      },
    });
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation((_url, body) => Promise.resolve({ ...stored, ...(body as Partial<User>) }));
    await renderAt(<UserForm />, '/users/new');
    await act(() => i18n.changeLanguage('pt-BR'));
    const fixed = await screen.findByLabelText('Partes interessadas: Só dados básicos');
    expect(fixed).toBeChecked();
    expect(fixed).toBeDisabled();
    expect(fixed).toHaveAccessibleDescription(
      'Você vê só dados básicos em Partes interessadas, então quem recebe acesso seu ali também fica com “Só dados básicos”.',
    );
    // Only that area: the others stay the administrator's to choose.
    expect(screen.getByLabelText('Interações sociais: Só dados básicos')).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Rui Costa' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rui@acme.com' } });
    fireEvent.click(screen.getByLabelText('Acesso a todo espaço de trabalho'));
    // The workspace picker (and its rule) leaves once every workspace is granted.
    await waitFor(() => expect(screen.queryByText('Espaços de trabalho')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Sua senha'), { target: { value: 'Gestora@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const sent = post.mock.calls[0]?.[1] as { permission: User['permission'] };
    expect(sent.permission.stakeholders).toEqual({
      ...roleTemplates.viewer.stakeholders,
      onlyBasicInfo: true,
    });
    expect(sent.permission.socialInteractions).toEqual(roleTemplates.viewer.socialInteractions);
  });

  it("keeps one's own e-mail fixed here and leads to the account page, where the password confirms a change", async () => {
    useAuthStore.setState({ email: 'Vera@Acme.com' });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    const email = await screen.findByDisplayValue('vera@acme.com');
    expect(email).toBeDisabled();
    fireEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(currentLocation()).toBe('/account');
  });

  it("leaves someone else's e-mail editable", async () => {
    useAuthStore.setState({ email: 'gestora@acme.com' });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    expect(await screen.findByDisplayValue('vera@acme.com')).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('says in the alert, in Portuguese, which grant the server refused: the grid has no field for it', async () => {
    put.mockRejectedValue({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid fields',
      errors: [
        {
          path: 'body.permission.users.view',
          message: 'You cannot grant a permission you do not have',
          code: 'grantFlagNotHeld',
        },
        {
          path: 'body.role',
          message: 'You cannot grant a role above your own',
          code: 'grantRoleAbove',
        },
      ],
    });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await act(() => i18n.changeLanguage('pt-BR'));
    await screen.findByDisplayValue('Vera Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const role = await screen.findByText('Você não pode dar um perfil acima do seu.');
    expect(role.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Perfil'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não pode dar uma permissão que você mesmo não tem.',
    );
    expect(screen.queryByText(/You cannot/)).not.toBeInTheDocument();
  });

  it("asks for the administrator's own password when someone else's e-mail changes, says why, and shows the refusal there", async () => {
    useAuthStore.setState({ email: 'gestora@acme.com' });
    put.mockRejectedValueOnce({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid fields',
      errors: [
        {
          path: 'body.currentPassword',
          message: 'The current password is not correct',
          code: 'currentPasswordWrong',
        },
      ],
    });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    const email = await screen.findByDisplayValue('vera@acme.com');
    // Nothing handed over yet: no password asked.
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'vera.nova@acme.com' } });
    const password = await screen.findByLabelText('Your password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(
      screen.getByText(
        'Their password reset links go to this e-mail, so a new one can hand their account to someone else: confirm the change with your own password.',
      ),
    ).toBeInTheDocument();

    // Saving without it is stopped here, under the field.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const required = await screen.findByText('This field is required');
    expect(required.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Your password'));
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'chute-errado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByText('The current password is not correct');
    expect(refusal.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Your password'));
    expect(put).toHaveBeenLastCalledWith(
      `users/${stored.id}`,
      expect.objectContaining({ email: 'vera.nova@acme.com', currentPassword: 'chute-errado' }),
    );

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Gestora@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`arrived at /users/${stored.id}`)).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith(
      `users/${stored.id}`,
      expect.objectContaining({ email: 'vera.nova@acme.com', currentPassword: 'Gestora@2026' }),
    );
  });

  it('asks for the password, in Portuguese, when someone is made an administrator, and not for other edits', async () => {
    useAuthStore.setState({ email: 'gestora@acme.com' });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await act(() => i18n.changeLanguage('pt-BR'));
    const name = await screen.findByDisplayValue('Vera Lima');
    fireEvent.change(name, { target: { value: 'Vera Lima Souza' } });
    expect(screen.queryByLabelText('Sua senha')).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('Perfil'));
    fireEvent.click(await screen.findByTitle('Administrador'));
    expect(await screen.findByLabelText('Sua senha')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Um administrador pode alterar qualquer conta, então confirme com a sua própria senha que essa pessoa passa a ser um.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sua senha'), { target: { value: 'Gestora@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      `users/${stored.id}`,
      expect.objectContaining({ role: 'admin', currentPassword: 'Gestora@2026' }),
    );
  });

  it('starts a new user with only what a restricted administrator may grant', async () => {
    // No social commitments and no dashboards: the Viewer template's view of them is not theirs to give.
    useAuthStore.setState({
      email: 'gestora@acme.com',
      permission: {
        ...roleTemplates.manager,
        dashboard: roleTemplates.viewer.configurations,
        customModules: roleTemplates.viewer.configurations,
      },
    });
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation((_url, body) => Promise.resolve({ ...stored, ...(body as Partial<User>) }));
    await renderAt(<UserForm />, '/users/new');
    expect(await screen.findByLabelText('Stakeholders: View')).toBeChecked();
    expect(screen.getByLabelText('Social commitments: View')).not.toBeChecked();
    expect(screen.getByLabelText('Dashboards: View')).not.toBeChecked();

    // Picking a role starts from its template, again only as far as the administrator reaches.
    fireEvent.mouseDown(screen.getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('Analyst'));
    await waitFor(() => expect(screen.getByLabelText('Stakeholders: Add')).toBeChecked());
    expect(screen.getByLabelText('Social commitments: Add')).not.toBeChecked();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rui Costa' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'rui@acme.com' } });
    fireEvent.click(screen.getByLabelText('Access to every workspace'));
    await waitFor(() => expect(screen.queryByText('Workspaces')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Gestora@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const sent = post.mock.calls[0]?.[1] as { permission: User['permission'] };
    expect(sent.permission.customModules).toEqual(roleTemplates.viewer.configurations);
    expect(sent.permission.dashboard).toEqual(roleTemplates.viewer.configurations);
    expect(sent.permission.stakeholders).toEqual(roleTemplates.analyst.stakeholders);
  });

  it('shows a refused workspace next to the workspaces field', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation((url) =>
        Promise.resolve(
          url === 'workspaces/options'
            ? [{ value: SITE, label: 'Site Norte', level: 3, parentId: null }]
            : { ...stored, allWorkspaces: false },
        ),
      );
    put.mockRejectedValue({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid fields',
      errors: [
        {
          path: 'body.workspaceIds.0',
          message: 'This workspace is not available',
          code: 'workspaceUnavailable',
        },
      ],
    });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await screen.findByDisplayValue('Vera Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('This workspace is not available');
    expect(message.closest('.ant-form-item')).toContainElement(
      screen.getByRole('combobox', { name: 'Workspaces' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the password when an edit gives more flags, and not once the flag is taken back or others are removed', async () => {
    useAuthStore.setState({ email: 'gestora@acme.com', permission: roleTemplates.admin });
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await screen.findByDisplayValue('Vera Lima');
    // Narrowing asks nothing.
    fireEvent.click(screen.getByLabelText('Stakeholders: Add'));
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    // Every flag of an area, under a role below administrator.
    fireEvent.click(screen.getByLabelText('Users: Full access'));
    expect(await screen.findByLabelText('Your password')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This gives them more access than they have now, so confirm it with your own password.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Users: Full access'));
    await waitFor(() => expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument());

    fireEvent.click(screen.getByLabelText('Users: Delete'));
    fireEvent.change(await screen.findByLabelText('Your password'), { target: { value: 'Gestora@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      `users/${stored.id}`,
      expect.objectContaining({
        currentPassword: 'Gestora@2026',
        permission: expect.objectContaining({
          users: { ...stored.permission.users, delete: true },
        }) as unknown,
      }),
    );
  });

  it('asks for the password, in Portuguese, when an edit reactivates the user or grants every workspace', async () => {
    useAuthStore.setState({ email: 'gestora@acme.com', permission: roleTemplates.admin });
    jest
      .spyOn(api, 'get')
      .mockImplementation((url) =>
        Promise.resolve(
          url === 'workspaces/options'
            ? [{ value: SITE, label: 'Site Norte', level: 3, parentId: null }]
            : { ...stored, allWorkspaces: false },
        ),
      );
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await act(() => i18n.changeLanguage('pt-BR'));
    await screen.findByDisplayValue('Vera Lima');
    expect(screen.queryByLabelText('Sua senha')).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Ativo'));
    expect(await screen.findByLabelText('Sua senha')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Uma conta reativada volta a poder entrar no sistema, então confirme com a sua própria senha.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Ativo'));
    await waitFor(() => expect(screen.queryByLabelText('Sua senha')).not.toBeInTheDocument());

    fireEvent.click(screen.getByLabelText('Acesso a todo espaço de trabalho'));
    expect(await screen.findByLabelText('Sua senha')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Isto dá à pessoa mais acesso do que ela tem hoje, então confirme com a sua própria senha.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('says, when an edit reactivates an invited user who never chose a password, that their old link no longer works', async () => {
    useAuthStore.setState({ email: 'gestora@acme.com', permission: roleTemplates.admin });
    jest
      .spyOn(api, 'get')
      .mockImplementation((url) =>
        Promise.resolve(
          url === 'workspaces/options'
            ? [{ value: SITE, label: 'Site Norte', level: 3, parentId: null }]
            : { ...stored, passwordSet: false },
        ),
      );
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    await screen.findByDisplayValue('Vera Lima');
    fireEvent.click(screen.getByLabelText('Active'));
    expect(await screen.findByLabelText('Your password')).toBeInTheDocument();
    expect(
      screen.getByText(
        'They have not chosen a password yet and their old invitation link no longer works: once the account is active, “Reset password” on their page sends a new one. Confirm it with your own password.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/can sign in again/)).not.toBeInTheDocument();

    // Saved, the toast says the same, not a plain "User saved" that reads as "they can sign in".
    put.mockImplementation((_url, body) =>
      Promise.resolve({ ...stored, ...(body as Partial<User>), passwordSet: false }),
    );
    const toasts: ToastRequest[] = [];
    const stop = setToastHandler((toast) => toasts.push(toast));
    try {
      fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Gestora@2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(put).toHaveBeenCalled());
      await waitFor(() =>
        expect(toasts[toasts.length - 1]).toEqual({
          type: 'success',
          message:
            'Vera Lima’s account is active again, but it has no password yet and the invitation link no longer works: “Reset password” on their page sends a new one.',
        }),
      );
    } finally {
      stop();
    }
  });
});
