import { create } from 'zustand';

export type PageHeadingState = {
  /** The h1 of the page on screen when it is plain text (a record's name, a list's title); else null. */
  heading: string | null;
  /** Which PageHeader set it: a page leaving clears only its own, not the next page's. */
  owner: string | null;
  show: (owner: string, heading: string) => void;
  clear: (owner: string) => void;
};

/**
 * The page's heading for the browser tab: the host's DocumentTitle shows it, so a tab on a record reads
 * "Reunião com a associação · Conexões" instead of the area's name. Written by PageHeader only.
 */
export const usePageHeadingStore = create<PageHeadingState>()((set) => ({
  heading: null,
  owner: null,
  show: (owner, heading) => set({ owner, heading }),
  clear: (owner) => set((s) => (s.owner === owner ? { owner: null, heading: null } : s)),
}));
