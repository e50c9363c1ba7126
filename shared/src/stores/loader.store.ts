import { create } from 'zustand';

export type LoaderState = {
  /** Work in flight; the overlay shows while it is above zero, so overlapping calls don't hide it early. */
  pending: number;
  isLoading: boolean;
  startLoading: () => void;
  stopLoading: () => void;
  setLoading: (loading: boolean) => void;
};

export const useLoaderStore = create<LoaderState>()((set) => ({
  pending: 0,
  isLoading: false,
  startLoading: () => set((s) => ({ pending: s.pending + 1, isLoading: true })),
  stopLoading: () =>
    set((s) => {
      const pending = Math.max(0, s.pending - 1);
      return { pending, isLoading: pending > 0 };
    }),
  setLoading: (loading) => set({ pending: loading ? 1 : 0, isLoading: loading }),
}));

/** Shows the global overlay for the duration of `work`, whatever its outcome. */
export const withGlobalLoading = async <T>(work: () => Promise<T>): Promise<T> => {
  useLoaderStore.getState().startLoading();
  try {
    return await work();
  } finally {
    useLoaderStore.getState().stopLoading();
  }
};
