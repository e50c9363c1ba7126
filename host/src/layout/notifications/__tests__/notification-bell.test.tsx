import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, i18n, useNotificationsStore } from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../../test/render-shell';
import { signInToApp } from '../../../test/session';
import { BELL_POLL_MS, NotificationBell } from '../notification-bell';

jest.setTimeout(20_000);

let get: jest.SpyInstance;
beforeAll(setupI18n);
beforeEach(() => {
  signInToApp();
  useNotificationsStore.setState({ unread: null });
  get = jest.spyOn(api, 'get').mockResolvedValue({ unread: 3 });
});
afterEach(async () => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('the notification bell', () => {
  it('says how many are unread in its name and opens the inbox', async () => {
    renderWithShell(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(get).toHaveBeenCalledWith('notifications/unread-count', expect.anything());
    expect(screen.getByText('3')).toBeInTheDocument();
    fireEvent.click(bell);
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
  });

  it('follows the count the inbox sets (marking read), without asking the API', async () => {
    renderWithShell(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    act(() => useNotificationsStore.getState().setUnread(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks again every minute and when the window regains focus', async () => {
    jest.useFakeTimers();
    renderWithShell(<NotificationBell />);
    await act(async () => undefined);
    expect(get).toHaveBeenCalledTimes(1);
    get.mockResolvedValue({ unread: 5 });
    await act(async () => {
      jest.advanceTimersByTime(BELL_POLL_MS);
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument(),
    );
    expect(get).toHaveBeenCalledTimes(2);
    get.mockResolvedValue({ unread: 1 });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument(),
    );
  });

  it('speaks Portuguese', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderWithShell(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notificações, 3 não lidas' })).toBeInTheDocument();
  });
});
