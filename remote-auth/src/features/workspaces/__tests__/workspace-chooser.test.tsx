import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  emptyPermission,
  useAuthStore,
  useRootStore,
  type ChooseWorkspacesResponse,
  type SelectableWorkspace,
} from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { WorkspaceChooser } from '../workspace-chooser';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

const TENANT = '00000000-0000-4000-8000-000000000001';
const NORTH = '00000000-0000-4000-8000-000000000002';
const SITE = '00000000-0000-4000-8000-000000000003';
const OTHER_SITE = '00000000-0000-4000-8000-000000000004';

const option = (
  id: string,
  name: string,
  level: 1 | 2 | 3,
  parentId: string | null,
): SelectableWorkspace => ({
  id,
  name,
  level,
  parentId,
  tenantId: TENANT,
});

const chosen = (ids: string[]): ChooseWorkspacesResponse => ({
  newToken: 'app-token',
  workspaceIds: ids,
  tenants: [TENANT],
  role: 'viewer',
  permission: emptyPermission(),
  workspaceLevel: { root: [], secondLevel: [], thirdLevel: [] },
  showSocialInteractionResearch: false,
});

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  useRootStore.setState({ selectedWorkspaces: [] });
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
  get = jest.spyOn(api, 'get');
  post = jest
    .spyOn(api, 'post')
    .mockImplementation((_url, body) =>
      Promise.resolve(chosen((body as { workspaceIds: string[] }).workspaceIds)),
    );
});
afterEach(() => jest.restoreAllMocks());

describe('workspace choice', () => {
  it('with exactly one workspace takes it without asking and enters the app', async () => {
    get.mockResolvedValue({
      containsWorkspace: true,
      shouldSelectWorkspace: false,
      options: [option(SITE, 'Site', 3, NORTH)],
    });
    await renderAt(<WorkspaceChooser />, '/auth/workspaces');

    expect(await screen.findByText('arrived at /')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('auth/workspaces', { workspaceIds: [SITE] });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'app-token',
      stage: 'app',
      selectedWorkspaces: [SITE],
    });
    expect(useRootStore.getState().selectedWorkspaces).toEqual([SITE]);
  });

  it('with several, shows the tree and sends what the user checks', async () => {
    get.mockResolvedValue({
      containsWorkspace: true,
      shouldSelectWorkspace: true,
      options: [
        option(TENANT, 'Acme', 1, null),
        option(NORTH, 'North', 2, TENANT),
        option(SITE, 'Site', 3, NORTH),
        option(OTHER_SITE, 'Other site', 3, NORTH),
      ],
    });
    await renderAt(<WorkspaceChooser />, '/auth/workspaces');

    const submit = await screen.findByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    // Children are listed by name: Acme > North > [Other site, Site].
    expect(screen.getByText('Site')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('checkbox')[3]);
    expect(screen.getByText('1 workspace selected')).toBeInTheDocument();
    await userEvent.click(submit);

    await waitFor(() => expect(post).toHaveBeenCalledWith('auth/workspaces', { workspaceIds: [SITE] }));
    expect(await screen.findByText('arrived at /')).toBeInTheDocument();
  });

  it('offers the previous choice again', async () => {
    useRootStore.setState({ selectedWorkspaces: [NORTH] });
    get.mockResolvedValue({
      containsWorkspace: true,
      shouldSelectWorkspace: true,
      options: [
        option(TENANT, 'Acme', 1, null),
        option(NORTH, 'North', 2, TENANT),
        option(SITE, 'Site', 3, NORTH),
      ],
    });
    await renderAt(<WorkspaceChooser />, '/auth/workspaces');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('enters the app at the page the user wanted before signing in', async () => {
    get.mockResolvedValue({
      containsWorkspace: true,
      shouldSelectWorkspace: false,
      options: [option(SITE, 'Site', 3, NORTH)],
    });
    await renderAt(<WorkspaceChooser />, '/auth/workspaces?redirect=%2Fstakeholders%2Fnew');

    expect(await screen.findByText('arrived at /stakeholders/new')).toBeInTheDocument();
  });

  it('says why when the workspaces cannot be read', async () => {
    get.mockRejectedValue({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await renderAt(<WorkspaceChooser />, '/auth/workspaces');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('stays on the tree and says why when the choice is refused', async () => {
    post.mockRejectedValue({ type: 'about:blank', title: 'Forbidden', status: 403 });
    get.mockResolvedValue({
      containsWorkspace: true,
      shouldSelectWorkspace: true,
      options: [option(TENANT, 'Acme', 1, null), option(NORTH, 'North', 2, TENANT)],
    });
    await renderAt(<WorkspaceChooser />, '/auth/workspaces');

    await userEvent.click((await screen.findAllByRole('checkbox'))[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByText('arrived at /')).not.toBeInTheDocument();
  });
});
