import { useAuthStore } from '../auth.store';
import { ROOT_STORAGE_KEY, rehydrateRoot, useRootStore } from '../root.store';
import { useLoaderStore, withGlobalLoading } from '../loader.store';

const flushPromises = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
  useRootStore.persist.clearStorage();
  useRootStore.setState({ selectedWorkspaces: [], templates: {} });
});

describe('persisted root state (SPEC §4/§9)', () => {
  it('reads nothing from storage until rehydrated, then restores what was saved under "root"', async () => {
    window.localStorage.setItem(
      ROOT_STORAGE_KEY,
      JSON.stringify({
        state: { selectedWorkspaces: ['w1'], templates: { kanban: { version: 1 } } },
        version: 2,
      }),
    );
    expect(useRootStore.getState().selectedWorkspaces).toEqual([]);

    await expect(rehydrateRoot()).resolves.toEqual({ timedOut: false });

    expect(useRootStore.getState().selectedWorkspaces).toEqual(['w1']);
    expect(useRootStore.getState().templates).toEqual({ kanban: { version: 1 } });
  });

  it('drops the list searches an older version kept, and keeps the workspaces', async () => {
    window.localStorage.setItem(
      ROOT_STORAGE_KEY,
      JSON.stringify({
        state: { selectedWorkspaces: ['w1'], listFilters: { users: { q: 'ana' } } },
        version: 1,
      }),
    );

    await rehydrateRoot();

    expect(useRootStore.getState()).not.toHaveProperty('listFilters');
    expect(useRootStore.getState().selectedWorkspaces).toEqual(['w1']);
    const saved = JSON.parse(window.localStorage.getItem(ROOT_STORAGE_KEY) ?? '{}') as { version: number };
    expect(saved.version).toBe(2);
    expect(window.localStorage.getItem(ROOT_STORAGE_KEY)).not.toContain('ana');
  });

  it('saves the selected workspaces under "root"', () => {
    useRootStore.getState().setSelectedWorkspaces(['w2']);
    const saved = JSON.parse(window.localStorage.getItem(ROOT_STORAGE_KEY) ?? '{}') as { state: unknown };
    expect(saved.state).toEqual({ selectedWorkspaces: ['w2'], templates: {} });
  });

  it('keeps remote-templates\' demo state in "root" beside the product\'s, and restores it', async () => {
    useRootStore.getState().setTemplateState('kanban', { state: { columns: ['todo'] }, version: 1 });
    const saved = window.localStorage.getItem(ROOT_STORAGE_KEY) ?? '';
    useRootStore.setState({ templates: {} });
    window.localStorage.setItem(ROOT_STORAGE_KEY, saved);

    await rehydrateRoot();

    expect(useRootStore.getState().templates).toEqual({
      kanban: { state: { columns: ['todo'] }, version: 1 },
    });
    useRootStore.getState().setTemplateState('kanban', undefined);
    expect(useRootStore.getState().templates).toEqual({});
  });

  it('ignores a "root" that is not JSON and keeps the defaults', async () => {
    window.localStorage.setItem(ROOT_STORAGE_KEY, '{not json');

    await expect(rehydrateRoot()).resolves.toEqual({ timedOut: false });

    expect(useRootStore.getState().selectedWorkspaces).toEqual([]);
    expect(useRootStore.getState().templates).toEqual({});
  });

  it('gives up waiting after 5000 ms when storage never answers', async () => {
    jest.useFakeTimers();
    const original = useRootStore.persist.getOptions().storage;
    // A storage that never answers, like a hung IndexedDB or a blocked storage partition.
    useRootStore.persist.setOptions({
      storage: {
        getItem: () => new Promise<null>(() => undefined),
        setItem: () => undefined,
        removeItem: () => undefined,
      },
    });
    const settled = jest.fn();
    rehydrateRoot().then(settled);

    await flushPromises();
    jest.advanceTimersByTime(4999);
    await flushPromises();
    expect(settled).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    await flushPromises();
    expect(settled).toHaveBeenCalledWith({ timedOut: true });
    useRootStore.persist.setOptions({ storage: original });
  });
});

describe('global loading flag', () => {
  it('stays set while any work is in flight and clears when all of it ends, even on failure', async () => {
    let finishFirst: () => void = () => undefined;
    const first = withGlobalLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withGlobalLoading(() => Promise.reject(new Error('boom')));

    await expect(second).rejects.toThrow('boom');
    expect(useLoaderStore.getState().isLoading).toBe(true);
    finishFirst();
    await first;
    expect(useLoaderStore.getState().isLoading).toBe(false);
  });
});

describe('sign-out forgets the persisted root state', () => {
  it('removes "root" from localStorage and empties the workspaces and demo data', () => {
    useRootStore.getState().setSelectedWorkspaces(['w1']);
    useRootStore.getState().setTemplateState('kanban', { state: { columns: ['adriana'] }, version: 1 });
    expect(window.localStorage.getItem(ROOT_STORAGE_KEY)).toContain('adriana');

    useAuthStore.getState().signOut();

    expect(window.localStorage.getItem(ROOT_STORAGE_KEY)).toBeNull();
    expect(useRootStore.getState().selectedWorkspaces).toEqual([]);
    expect(useRootStore.getState().templates).toEqual({});
  });
});
