import { create } from 'zustand';

export type NotificationsState = {
  /** The signed-in user's unread notifications; null until the bell first asks. */
  unread: number | null;
  setUnread: (unread: number | null) => void;
};

/**
 * The unread count both the host's bell and the inbox page (another remote) read: whoever learns a new
 * count from the API (the bell's poll, marking read) sets it, and the bell shows it without a reload.
 */
export const useNotificationsStore = create<NotificationsState>()((set) => ({
  unread: null,
  setUnread: (unread) => set({ unread }),
}));
