import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { api, i18n, setToastHandler, type ToastRequest, type User } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { AccountSettings } from '../account-settings';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

const me: User = {
  id: '00000000-0000-4000-8000-000000000001',
  tenantId: '00000000-0000-4000-8000-000000000000',
  email: 'ana@acme.com',
  name: 'Ana Souza',
  role: 'manager',
  active: true,
  allWorkspaces: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as User;

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  // The page reads the user and, in its notifications card, the e-mail preferences.
  jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
    url === 'account/notification-preferences'
      ? {
          email: {
            owner_assigned: true,
            due_soon: false,
            overdue: true,
            plan_finished: false,
            plan_reopened: false,
            commitment_status_changed: false,
            grievance_overdue: true,
          },
        }
      : me,
  );
});
afterEach(async () => {
  stopToasts();
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account page', () => {
  it('shows a wrong current password under that field, in Portuguese, not as "body.currentPassword: …"', async () => {
    jest.spyOn(api, 'put').mockRejectedValue({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid fields',
      errors: [{ path: 'body.currentPassword', message: 'The current password is not correct' }],
    });
    await renderAt(<AccountSettings />, '/account');
    await act(() => i18n.changeLanguage('pt-BR'));
    await screen.findByLabelText('Senha atual');
    type('Senha atual', 'wrong-one');
    type('Nova senha', 'Nova@senha2026');
    type('Repita a nova senha', 'Nova@senha2026');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));

    const message = await screen.findByText('A senha atual não está correta');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Senha atual'));
    expect(screen.queryByText(/body\.currentPassword/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirms a saved profile with a toast', async () => {
    const put = jest.spyOn(api, 'put').mockResolvedValue({ ...me, name: 'Ana S. Souza' });
    await renderAt(<AccountSettings />, '/account');
    await screen.findByDisplayValue('Ana Souza');
    type('Name', 'Ana S. Souza');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Profile saved' })),
    );
    expect(put).toHaveBeenCalledWith(`users/${me.id}/profile`, {
      name: 'Ana S. Souza',
      email: 'ana@acme.com',
    });
  });

  it('asks for the password with a new e-mail, sends it, and shows a wrong one under it in Portuguese', async () => {
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce({
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
      })
      .mockResolvedValueOnce({ ...me, email: 'ana.souza@acme.com' });
    await renderAt(<AccountSettings />, '/account');
    await act(() => i18n.changeLanguage('pt-BR'));
    await screen.findByDisplayValue('ana@acme.com');
    // Only the name, or the same address: no password asked.
    type('Nome', 'Ana Souza');
    expect(screen.queryByLabelText('Sua senha')).not.toBeInTheDocument();

    type('E-mail', 'ana.souza@acme.com');
    const password = await screen.findByLabelText('Sua senha');
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar' })[0]);
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'errada' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar' })[0]);
    const message = await screen.findByText('A senha atual não está correta');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Sua senha'));
    expect(put).toHaveBeenLastCalledWith(`users/${me.id}/profile`, {
      name: 'Ana Souza',
      email: 'ana.souza@acme.com',
      currentPassword: 'errada',
    });

    fireEvent.change(screen.getByLabelText('Sua senha'), { target: { value: 'Certa@2026' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar' })[0]);
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'success',
          message: 'E-mail alterado. Um aviso foi enviado ao endereço anterior.',
        }),
      ),
    );
    expect(put).toHaveBeenLastCalledWith(`users/${me.id}/profile`, {
      name: 'Ana Souza',
      email: 'ana.souza@acme.com',
      currentPassword: 'Certa@2026',
    });
    // The saved address is the current one now: the password field is gone.
    await waitFor(() => expect(screen.queryByLabelText('Sua senha')).not.toBeInTheDocument());
  });

  it('asks before following a link away from unsaved changes, and not once they are saved', async () => {
    jest.spyOn(api, 'put').mockResolvedValue({ ...me, name: 'Ana S. Souza' });
    // A link elsewhere on the page stands for the host's menu; renderAt's antd App gives the modal, as the host does.
    await renderAt(
      <>
        <Link to="/dashboard">Home</Link>
        <AccountSettings />
      </>,
      '/account',
    );
    await screen.findByDisplayValue('Ana Souza');
    type('Name', 'Ana S. Souza');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findAllByText('Leave without saving?')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0));
    expect(screen.getByDisplayValue('Ana S. Souza')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Profile saved' })),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('arrived at /dashboard')).toBeInTheDocument();
  });

  it('counts a half-typed password as unsaved too', async () => {
    await renderAt(
      <>
        <Link to="/dashboard">Home</Link>
        <AccountSettings />
      </>,
      '/account',
    );
    await screen.findByLabelText('Current password');
    type('Current password', 'secret');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Leave' }))[0]);
    expect(await screen.findByText('arrived at /dashboard')).toBeInTheDocument();
  });
});
