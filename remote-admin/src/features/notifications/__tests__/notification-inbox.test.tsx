import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  i18n,
  setToastHandler,
  useNotificationsStore,
  type Notification,
  type NotificationPage,
  type ToastRequest,
} from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import type { NotificationsApi } from '../../../api/notifications.api';
import { NotificationInbox } from '../notification-inbox';

jest.setTimeout(60_000);

const COMMITMENT = '11111111-1111-4111-8111-111111111111';
const notice = (over: Partial<Notification> & Pick<Notification, 'id' | 'kind'>): Notification => ({
  record: { type: 'commitment', id: COMMITMENT, title: 'Água potável para Vila Nova' },
  data: {},
  link: `/commitments/management/${COMMITMENT}`,
  createdAt: '2026-11-25T13:30:00.000Z',
  readAt: null,
  ...over,
});

const inbox = (items: Notification[], page = 1, total = items.length): NotificationPage => ({
  items,
  total,
  unread: items.filter((n) => !n.readAt).length,
  page,
  size: 20,
});

const clientWith = (answer: NotificationPage): jest.Mocked<NotificationsApi> => ({
  page: jest.fn().mockResolvedValue(answer),
  markRead: jest.fn().mockResolvedValue({ unread: Math.max(0, answer.unread - 1) }),
  markAllRead: jest.fn().mockResolvedValue({ unread: 0 }),
  preferences: jest.fn(),
  savePreferences: jest.fn(),
});

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  useNotificationsStore.setState({ unread: null });
});
afterEach(async () => {
  stopToasts();
  await act(() => i18n.changeLanguage('en'));
});

const page = inbox([
  notice({ id: 'a0000000-0000-4000-8000-000000000001', kind: 'owner_assigned' }),
  notice({
    id: 'a0000000-0000-4000-8000-000000000002',
    kind: 'overdue',
    record: { type: 'action', id: '22222222-2222-4222-8222-222222222222', title: 'Perfurar o poço' },
    data: { dueDate: '2026-11-20' },
  }),
  notice({
    id: 'a0000000-0000-4000-8000-000000000003',
    kind: 'commitment_status_changed',
    data: { from: 'open', to: 'in_progress' },
    readAt: '2026-11-25T14:00:00.000Z',
  }),
]);

describe('the notifications inbox', () => {
  it('words each notification as a sentence linking to its record, says how many are unread and tells the bell', async () => {
    const client = clientWith(page);
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const owner = screen.getByRole('link', {
      name: 'You were made owner of the commitment “Água potável para Vila Nova”',
    });
    expect(owner).toHaveAttribute('href', `/commitments/management/${COMMITMENT}`);
    expect(
      screen.getByRole('link', { name: 'The action “Perfurar o poço” is overdue since 20/11/2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'The status of the commitment “Água potável para Vila Nova” changed from Open to In progress',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(useNotificationsStore.getState().unread).toBe(2);
    // Only the unread ones offer "Mark as read".
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);
  });

  it('marks one read: the API is asked, the bell count follows at once and a toast confirms', async () => {
    const client = clientWith(page);
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    const item = (await screen.findByRole('link', { name: /made owner/ })).closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: /^Mark as read/ }));
    await waitFor(() => expect(useNotificationsStore.getState().unread).toBe(1));
    expect(client.markRead).toHaveBeenCalledWith('a0000000-0000-4000-8000-000000000001');
    expect(within(item).queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Marked as read' }));
  });

  it('opening a notification marks it read and goes to its record', async () => {
    const client = clientWith(page);
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    fireEvent.click(await screen.findByRole('link', { name: /overdue since/ }));
    await waitFor(() => expect(currentLocation()).toBe(`/commitments/management/${COMMITMENT}`));
    expect(client.markRead).toHaveBeenCalledWith('a0000000-0000-4000-8000-000000000002');
    expect(useNotificationsStore.getState().unread).toBe(1);
  });

  it('marks all read, then the count is zero and the button rests', async () => {
    const client = clientWith(page);
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    await screen.findByText('2 unread');
    client.page.mockResolvedValue(
      inbox(page.items.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-26T08:00:00.000Z' }))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(useNotificationsStore.getState().unread).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'All notifications marked as read' }));
  });

  it('says what will come when the inbox is empty', async () => {
    await renderAt(<NotificationInbox client={clientWith(inbox([]))} />, '/notifications');
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('pages through a long inbox', async () => {
    const client = clientWith(inbox(page.items, 1, 45));
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    await screen.findByText('2 unread');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(client.page).toHaveBeenLastCalledWith(2, 20, expect.anything()));
  });

  it("words an interaction's follow-up in each language and links to the interaction's page", async () => {
    const INTERACTION = '33333333-3333-4333-8333-333333333333';
    const followUps = inbox([
      notice({
        id: 'a0000000-0000-4000-8000-000000000004',
        kind: 'overdue',
        record: { type: 'interaction', id: INTERACTION, title: 'INT-2026-00042 — Poeira na estrada' },
        data: { dueDate: '2026-11-20' },
        link: `/interactions/${INTERACTION}`,
      }),
      notice({
        id: 'a0000000-0000-4000-8000-000000000005',
        kind: 'owner_assigned',
        record: { type: 'interaction', id: INTERACTION, title: 'INT-2026-00042 — Poeira na estrada' },
        link: `/interactions/${INTERACTION}`,
      }),
    ]);
    const client = clientWith(followUps);
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    const overdue = await screen.findByRole('link', {
      name: 'The follow-up of the interaction “INT-2026-00042 — Poeira na estrada” is overdue since 20/11/2026',
    });
    expect(overdue).toHaveAttribute('href', `/interactions/${INTERACTION}`);
    expect(
      screen.getByRole('link', {
        name: 'You were made owner of the follow-up of the interaction “INT-2026-00042 — Poeira na estrada”',
      }),
    ).toHaveAttribute('href', `/interactions/${INTERACTION}`);
    const sentences = {
      'pt-BR': 'O retorno da interação “INT-2026-00042 — Poeira na estrada” está atrasado desde 20/11/2026',
      es: 'El seguimiento de la interacción «INT-2026-00042 — Poeira na estrada» está vencido desde el 20/11/2026',
      de: 'Die Nachverfolgung der Interaktion „INT-2026-00042 — Poeira na estrada“ ist seit dem 20/11/2026 überfällig',
    };
    for (const [language, sentence] of Object.entries(sentences)) {
      await act(() => i18n.changeLanguage(language));
      expect(await screen.findByRole('link', { name: sentence })).toHaveAttribute(
        'href',
        `/interactions/${INTERACTION}`,
      );
    }
    fireEvent.click(screen.getByRole('link', { name: /seit dem/ }));
    await waitFor(() => expect(currentLocation()).toBe(`/interactions/${INTERACTION}`));
    expect(client.markRead).toHaveBeenCalledWith('a0000000-0000-4000-8000-000000000004');
  });

  it('words a grievance past its acknowledgement or resolution target in each language', async () => {
    const GRIEVANCE = '44444444-4444-4444-8444-444444444444';
    const record = { type: 'interaction' as const, id: GRIEVANCE, title: 'INT-2026-00077 — Cerca derrubada' };
    const client = clientWith(
      inbox([
        notice({
          id: 'a0000000-0000-4000-8000-000000000007',
          kind: 'grievance_overdue',
          record,
          data: { target: 'acknowledgement', dueDate: '2026-11-28' },
          link: `/interactions/${GRIEVANCE}`,
        }),
        notice({
          id: 'a0000000-0000-4000-8000-000000000008',
          kind: 'grievance_overdue',
          record,
          data: { target: 'resolution', dueDate: '2026-12-01' },
          link: `/interactions/${GRIEVANCE}`,
        }),
      ]),
    );
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    expect(
      await screen.findByRole('link', {
        name: 'The grievance “INT-2026-00077 — Cerca derrubada” was not acknowledged by 28/11/2026',
      }),
    ).toHaveAttribute('href', `/interactions/${GRIEVANCE}`);
    expect(
      screen.getByRole('link', {
        name: 'The grievance “INT-2026-00077 — Cerca derrubada” was not resolved by 01/12/2026',
      }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      await screen.findByRole('link', {
        name: 'A queixa “INT-2026-00077 — Cerca derrubada” não foi resolvida até 01/12/2026',
      }),
    ).toBeInTheDocument();
  });

  it("names an action's commitment or plan, so actions of one name are told apart, in each language", async () => {
    const ofParent = (n: number, parentType: string, parentTitle: string) =>
      notice({
        id: `b0000000-0000-4000-8000-00000000000${n}`,
        kind: 'overdue',
        record: {
          type: 'action',
          id: `3333333${n}-3333-4333-8333-333333333333`,
          title: 'Apresentar o plano',
        },
        data: { dueDate: '2026-11-20', parentType, parentTitle },
      });
    const client = clientWith(
      inbox([
        ofParent(1, 'commitment', 'COM-2026-00012 — Reassentamento'),
        ofParent(2, 'negotiation_plan', 'PN-2026-00003 — Vila Nova'),
      ]),
    );
    await renderAt(<NotificationInbox client={client} />, '/notifications');
    expect(
      await screen.findByRole('link', {
        name: 'The action “Apresentar o plano” of the commitment “COM-2026-00012 — Reassentamento” is overdue since 20/11/2026',
      }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      screen.getByRole('link', {
        name: 'A ação “Apresentar o plano” do plano de negociação “PN-2026-00003 — Vila Nova” está atrasada desde 20/11/2026',
      }),
    ).toBeInTheDocument();
  });

  it('speaks Portuguese, with the gender of each record', async () => {
    await renderAt(<NotificationInbox client={clientWith(page)} />, '/notifications');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Você agora é responsável pelo compromisso “Água potável para Vila Nova”',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'A ação “Perfurar o poço” está atrasada desde 20/11/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 não lidas')).toBeInTheDocument();
  });
});
