// The chat's client state (SPEC §4 "Chat"): opening a thread marks it seen, sending appends a
// message; saved in the host's persisted `root` (root.templates.chat).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newId } from '../../state/new-id';
import { persistInRoot } from '../../state/root-persist';
import { seedT } from '../../state/seed-t';
import { CHAT_NS } from './chat.i18n';
import { ME, chatDataSchema, type ChatData, type Thread } from './chat.model';
import { seedChat } from './chat.seed';
import en from './i18n/en.json';

export type ChatActions = {
  /** Makes the thread the current one and marks it seen (unreadCount 0). */
  openThread: (threadId: string) => void;
  /** Leaves the current thread (back to the list on a phone). */
  closeThread: () => void;
  /** Appends the signed-in person's message to a thread. */
  sendMessage: (threadId: string, body: string) => void;
  /**
   * Sends a first message to these contacts: appended to the thread that already has exactly them,
   * else to a new thread; that thread becomes the current one. Returns its id.
   */
  startThread: (contactIds: string[], body: string) => string;
  reset: () => void;
};

export type ChatState = ChatData & ChatActions;

const seed = () => seedChat(seedT(CHAT_NS, en));

const sameContacts = (thread: Thread, contactIds: readonly string[]) =>
  thread.contactIds.length === contactIds.length && contactIds.every((id) => thread.contactIds.includes(id));

const appendMine = (threads: Thread[], threadId: string, body: string) =>
  threads.map((thread) =>
    thread.id === threadId
      ? {
          ...thread,
          messages: [...thread.messages, { id: newId('message'), authorId: ME, body, createdAt: Date.now() }],
        }
      : thread,
  );

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      ...seed(),
      openThread: (threadId) =>
        set((s) => ({
          currentThreadId: s.threads.some((t) => t.id === threadId) ? threadId : s.currentThreadId,
          threads: s.threads.map((t) => (t.id === threadId ? { ...t, unreadCount: 0 } : t)),
        })),
      closeThread: () => set({ currentThreadId: null }),
      sendMessage: (threadId, body) => set((s) => ({ threads: appendMine(s.threads, threadId, body) })),
      startThread: (contactIds, body) => {
        const existing = get().threads.find((t) => sameContacts(t, contactIds));
        const id = existing?.id ?? newId('thread');
        set((s) => {
          const threads = existing
            ? s.threads
            : [...s.threads, { id, contactIds: [...contactIds], messages: [], unreadCount: 0 }];
          return { threads: appendMine(threads, id, body), currentThreadId: id };
        });
        return id;
      },
      reset: () => set(seed()),
    }),
    persistInRoot<ChatState, ChatData>('chat', chatDataSchema, (s) => ({
      contacts: s.contacts,
      threads: s.threads,
      currentThreadId: s.currentThreadId,
    })),
  ),
);
