import { initI18n, useRootStore } from '@conexoes/shared';
import { useChatStore } from '../chat.store';
import { ME } from '../chat.model';

const state = () => useChatStore.getState();
const thread = (id: string) => state().threads.find((t) => t.id === id);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  state().reset();
});

describe('chat (SPEC §4)', () => {
  it('opening a thread makes it current and marks it seen (unreadCount 0)', () => {
    expect(thread('thread-ana')?.unreadCount).toBe(2);
    state().openThread('thread-ana');
    expect(state().currentThreadId).toBe('thread-ana');
    expect(thread('thread-ana')?.unreadCount).toBe(0);
    expect(thread('thread-team')?.unreadCount).toBe(1);
  });

  it('opening a thread that does not exist changes nothing', () => {
    state().openThread('thread-ana');
    state().openThread('thread-gone');
    expect(state().currentThreadId).toBe('thread-ana');
  });

  it('sending appends the signed-in person’s message at the end of the thread', () => {
    jest.useFakeTimers({ now: new Date('2026-04-01T12:00:00Z') });
    const before = thread('thread-joao')?.messages.length ?? 0;
    state().sendMessage('thread-joao', 'See you on Wednesday.');
    jest.useRealTimers();
    const messages = thread('thread-joao')?.messages ?? [];
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toMatchObject({
      authorId: ME,
      body: 'See you on Wednesday.',
      createdAt: Date.parse('2026-04-01T12:00:00Z'),
    });
  });

  it('a first message to new contacts opens a new current thread with it', () => {
    const id = state().startThread(['contact-luiza'], 'Can we talk about the newsletter?');
    expect(state().currentThreadId).toBe(id);
    expect(thread(id)).toMatchObject({ contactIds: ['contact-luiza'], unreadCount: 0 });
    expect(thread(id)?.messages.map((m) => m.body)).toEqual(['Can we talk about the newsletter?']);
  });

  it('a first message to the people of an existing thread goes to that thread', () => {
    const id = state().startThread(['contact-rafael', 'contact-marina'], 'Meeting at 3?');
    expect(id).toBe('thread-team');
    expect(state().threads).toHaveLength(3);
    expect(thread('thread-team')?.messages.at(-1)?.body).toBe('Meeting at 3?');
  });

  it('keeps threads and the current thread in root.templates.chat across a reload', async () => {
    state().openThread('thread-ana');
    state().sendMessage('thread-ana', 'Thursday is fine.');
    const kept = useRootStore.getState().templates.chat;
    state().reset();
    useRootStore.getState().setTemplateState('chat', kept);
    await useChatStore.persist.rehydrate();
    expect(state().currentThreadId).toBe('thread-ana');
    expect(thread('thread-ana')?.unreadCount).toBe(0);
    expect(thread('thread-ana')?.messages.at(-1)?.body).toBe('Thursday is fine.');
  });

  it('ignores a saved chat of the wrong shape', async () => {
    useRootStore.getState().setTemplateState('chat', { state: { threads: [{ id: 1 }] }, version: 1 });
    await useChatStore.persist.rehydrate();
    expect(state().threads).toHaveLength(3);
  });
});
