import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, setToastHandler, type NotificationPreferences, type ToastRequest } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import type { NotificationsApi } from '../../../api/notifications.api';
import { NotificationPreferencesCard } from '../notification-preferences';

jest.setTimeout(60_000);

const defaults: NotificationPreferences = {
  email: {
    owner_assigned: true,
    due_soon: false,
    overdue: true,
    plan_finished: false,
    plan_reopened: false,
    commitment_status_changed: false,
    grievance_overdue: true,
  },
};

const clientWith = (save: NotificationsApi['savePreferences']): jest.Mocked<NotificationsApi> => ({
  page: jest.fn(),
  markRead: jest.fn(),
  markAllRead: jest.fn(),
  preferences: jest.fn().mockResolvedValue(defaults),
  savePreferences: jest.fn(save),
});

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
});
afterEach(async () => {
  stopToasts();
  await act(() => i18n.changeLanguage('en'));
});

describe('account: which notifications come by e-mail', () => {
  it('shows a labelled switch per kind with the saved choice, and saves a change with a toast', async () => {
    const client = clientWith(async (body) => body);
    await renderAt(<NotificationPreferencesCard client={client} />, '/account');
    const overdue = await screen.findByRole('switch', { name: 'Something I own is overdue' });
    expect(overdue).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Something I own is due soon' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(
      screen.getByRole('switch', { name: 'A grievance I own or oversee is past its target' }),
    ).toBeChecked();

    fireEvent.click(screen.getByRole('switch', { name: 'Something I own is due soon' }));
    await waitFor(() =>
      expect(client.savePreferences).toHaveBeenCalledWith({ email: { ...defaults.email, due_soon: true } }),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Notification preferences saved' }),
      ),
    );
    expect(screen.getByRole('switch', { name: 'Something I own is due soon' })).toBeChecked();
  });

  it('puts the switch back and says why when the save fails', async () => {
    const client = clientWith(() =>
      Promise.reject({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'Try again later',
      }),
    );
    await renderAt(<NotificationPreferencesCard client={client} />, '/account');
    fireEvent.click(await screen.findByRole('switch', { name: 'Something I own is overdue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Something I own is overdue' })).toBeChecked();
    expect(toasts).toEqual([]);
  });

  it('speaks Portuguese', async () => {
    await renderAt(<NotificationPreferencesCard client={clientWith(async (b) => b)} />, '/account');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      await screen.findByRole('switch', { name: 'Algo sob minha responsabilidade está atrasado' }),
    ).toBeChecked();
    expect(screen.getByText('Notificações')).toBeInTheDocument();
  });
});
