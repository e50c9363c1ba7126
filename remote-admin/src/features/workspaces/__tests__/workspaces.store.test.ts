import type { Problem, Workspace } from '@conexoes/shared';
import { createWorkspacesStore, type WorkspacesClient } from '../workspaces.store';

const ws = (id: string, name: string, active = true): Workspace => ({
  id,
  name,
  active,
  tenantId: 't',
  parentId: 't',
  level: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const failure: Problem = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Name already used' };

const fakeClient = (overrides: Partial<WorkspacesClient> = {}): WorkspacesClient => ({
  list: jest.fn().mockResolvedValue([]),
  get: jest.fn(),
  create: jest.fn(),
  update: jest.fn(),
  setActive: jest.fn().mockResolvedValue(undefined),
  ...overrides,
});

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

const names = (store: ReturnType<typeof createWorkspacesStore>) =>
  store.getState().workspaces.map((w) => w.name);

describe('workspace slice (SPEC §4)', () => {
  it('is loading while a call runs, then replaces the whole list sorted by name', async () => {
    const pending = deferred<Workspace[]>();
    const store = createWorkspacesStore(fakeClient({ list: () => pending.promise }));
    store.getState().setWorkspaces([ws('old', 'Old one')]);

    const call = store.getState().fetchWorkspaces();
    expect(store.getState().status).toBe('loading');
    pending.resolve([ws('b', 'beta'), ws('a', 'Alpha'), ws('c', 'Ômega')]);
    await call;

    expect(names(store)).toEqual(['Alpha', 'beta', 'Ômega']);
    expect(store.getState().status).toBe('succeeded');
  });

  it('on failure is failed with the problem object, and the caller still gets the problem', async () => {
    const store = createWorkspacesStore(fakeClient({ create: jest.fn().mockRejectedValue(failure) }));
    await expect(store.getState().createWorkspace({ name: 'X', parentId: null })).rejects.toEqual(failure);
    expect(store.getState()).toMatchObject({ status: 'failed', problem: failure });
  });

  it('keeps any other failure as a problem too (no answer: status 0), and clears it on the next call', async () => {
    const list = jest.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce([]);
    const store = createWorkspacesStore(fakeClient({ list }));
    await expect(store.getState().fetchWorkspaces()).rejects.toMatchObject({
      status: 0,
      detail: 'Network Error',
    });
    expect(store.getState()).toMatchObject({
      status: 'failed',
      problem: { status: 0, detail: 'Network Error' },
    });

    const again = store.getState().fetchWorkspaces();
    expect(store.getState()).toMatchObject({ status: 'loading', problem: null });
    await again;
    expect(store.getState()).toMatchObject({ status: 'succeeded', problem: null });
  });

  it('create adds the saved workspace in name order', async () => {
    const store = createWorkspacesStore(fakeClient({ create: jest.fn().mockResolvedValue(ws('m', 'Mid')) }));
    store.getState().setWorkspaces([ws('z', 'Zulu'), ws('a', 'Alpha')]);
    await store.getState().createWorkspace({ name: 'Mid', parentId: 't' });
    expect(names(store)).toEqual(['Alpha', 'Mid', 'Zulu']);
  });

  it('update replaces the entry with the same id and re-sorts', async () => {
    const store = createWorkspacesStore(
      fakeClient({ update: jest.fn().mockResolvedValue(ws('a', 'Yankee', false)) }),
    );
    store.getState().setWorkspaces([ws('a', 'Alpha'), ws('b', 'Bravo'), ws('z', 'Zulu')]);
    await store.getState().updateWorkspace('a', { name: 'Yankee', active: false });
    expect(names(store)).toEqual(['Bravo', 'Yankee', 'Zulu']);
    expect(store.getState().workspaces.find((w) => w.id === 'a')?.active).toBe(false);
    expect(store.getState().workspaces).toHaveLength(3);
  });

  it('fetch-by-id and activate/deactivate go through loading but leave the list alone', async () => {
    const one = deferred<Workspace>();
    const client = fakeClient({ get: () => one.promise });
    const store = createWorkspacesStore(client);
    store.getState().setWorkspaces([ws('a', 'Alpha')]);

    const call = store.getState().fetchWorkspace('a');
    expect(store.getState().status).toBe('loading');
    one.resolve(ws('a', 'Renamed elsewhere'));
    await expect(call).resolves.toMatchObject({ name: 'Renamed elsewhere' });

    await store.getState().setWorkspaceActive('a', false);
    expect(client.setActive).toHaveBeenCalledWith('a', false);
    expect(names(store)).toEqual(['Alpha']);
  });

  it('activate/deactivate failure is stored as failed with the problem', async () => {
    const store = createWorkspacesStore(fakeClient({ setActive: jest.fn().mockRejectedValue(failure) }));
    await expect(store.getState().setWorkspaceActive('a', true)).rejects.toEqual(failure);
    expect(store.getState()).toMatchObject({ status: 'failed', problem: failure });
  });

  it('list and selected workspaces can be set directly', () => {
    const store = createWorkspacesStore(fakeClient());
    store.getState().setWorkspaces([ws('b', 'Bravo'), ws('a', 'alpha')]);
    store.getState().setSelectedWorkspaces(['a']);
    expect(names(store)).toEqual(['alpha', 'Bravo']);
    expect(store.getState().selectedWorkspaces).toEqual(['a']);
  });
});
