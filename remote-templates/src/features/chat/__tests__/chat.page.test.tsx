import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { ChatPage } from '../chat.page';
import { useChatStore } from '../chat.store';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const side = () => within(screen.getByRole('navigation', { name: 'Conversations' }));
const pane = () => within(document.querySelector<HTMLElement>('.chat-pane')!);
const thread = (id: string) => useChatStore.getState().threads.find((t) => t.id === id);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  act(() => useChatStore.getState().reset());
});

describe('the chat page', () => {
  it('lists the conversations with their unread counts under one h1', async () => {
    await renderAt(<ChatPage />, '/dashboard/chat');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(side().getByRole('button', { name: /Ana Souza.*2 unread messages/ })).toBeInTheDocument();
    expect(
      side().getByRole('button', { name: /Marina Costa, Rafael Oliveira.*1 unread message/ }),
    ).toBeInTheDocument();
  });

  it('opening an unread conversation shows it and clears its count', async () => {
    const user = setup();
    await renderAt(<ChatPage />, '/dashboard/chat');
    await user.click(side().getByRole('button', { name: /Ana Souza/ }));
    expect(await pane().findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(
      pane().getByText('The association asked to move the next meeting to Thursday.'),
    ).toBeInTheDocument();
    expect(thread('thread-ana')?.unreadCount).toBe(0);
    expect(side().getByRole('button', { name: /Ana Souza/ })).not.toHaveAccessibleName(/unread/);
  });

  it('sends a message at the end of the open conversation', async () => {
    const user = setup();
    await renderAt(<ChatPage />, '/dashboard/chat');
    await user.click(side().getByRole('button', { name: /João Pereira/ }));
    await user.click(await pane().findByRole('textbox', { name: 'Message' }));
    await user.paste('Thank you, see you on Wednesday.');
    await user.click(pane().getByRole('button', { name: 'Send' }));
    expect(await pane().findByText('Thank you, see you on Wednesday.')).toBeInTheDocument();
    expect(thread('thread-joao')?.messages.at(-1)?.body).toBe('Thank you, see you on Wednesday.');
  });

  it('finds conversations and contacts by name without accents, and starts a new conversation', async () => {
    const user = setup();
    await renderAt(<ChatPage />, '/dashboard/chat');
    await user.click(side().getByRole('searchbox', { name: 'Search contacts and conversations' }));
    await user.paste('luiza');
    await user.click(await side().findByRole('button', { name: /Luíza Fernandes/ }));
    await user.click(await pane().findByRole('textbox', { name: 'Message' }));
    await user.paste('Can we talk about the newsletter?');
    await user.click(pane().getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(useChatStore.getState().threads).toHaveLength(4));
    const created = useChatStore.getState().threads.at(-1);
    expect(created?.contactIds).toEqual(['contact-luiza']);
    expect(useChatStore.getState().currentThreadId).toBe(created?.id);
  });
});
