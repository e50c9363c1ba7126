import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  api,
  roleTemplates,
  useAuthStore,
  useRootStore,
  type SelectableWorkspace,
  type WorkspaceChoice,
} from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { chosen, makeToken, NORTH, signInToApp, SITE_A, SITE_B, TENANT } from '../../test/session';
import { WorkspaceSwitcher } from '../workspace-switcher';

// antd's select and modal in jsdom on a loaded 2-core machine: a ceiling, never a wait.
// (Measured 3 s idle and over 20 s at load 17 for the tree select test.)
jest.setTimeout(45_000);

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

const CHOICE: WorkspaceChoice = {
  containsWorkspace: true,
  shouldSelectWorkspace: true,
  options: [
    option(NORTH, 'North', 2, null),
    option(SITE_A, 'Mine A', 3, NORTH),
    option(SITE_B, 'Mine B', 3, NORTH),
  ],
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().signOut();
  useRootStore.setState({ selectedWorkspaces: [] });
  // The edge: the API client.
  get = jest.spyOn(api, 'get').mockResolvedValue(CHOICE);
  post = jest.spyOn(api, 'post');
});
afterEach(() => jest.restoreAllMocks());

describe('workspace switcher', () => {
  it('shows the workspaces in use, by name, after a reload that only knew their ids', async () => {
    signInToApp(roleTemplates.admin, [SITE_A]);
    useAuthStore.setState({
      workspace: { containsWorkspace: false, shouldSelectWorkspace: false, options: [] },
    });
    renderWithShell(<WorkspaceSwitcher />);
    expect(await screen.findByRole('button', { name: /Workspaces in use: Mine A/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('auth/workspaces');
  });

  it('names its button starting with the text it shows (label in name, WCAG 2.5.3)', async () => {
    signInToApp(roleTemplates.admin, [SITE_A]);
    renderWithShell(<WorkspaceSwitcher />);
    const button = await screen.findByRole('button', { name: /Workspaces in use: Mine A/ });
    expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${button.textContent}`)));
  });

  it('is not offered before the workspaces are chosen', () => {
    useAuthStore
      .getState()
      .loginSucceeded({ token: makeToken({ stage: 'login' }), email: 'ana@acme.com', name: 'Ana' });
    renderWithShell(<WorkspaceSwitcher />);
    expect(screen.queryByRole('button', { name: /Workspaces in use/ })).not.toBeInTheDocument();
  });

  it('changes workspaces in place: the new token replaces the old one, with its flags', async () => {
    const user = userEvent.setup({ delay: null });
    signInToApp(roleTemplates.admin, [SITE_A]);
    const oldToken = useAuthStore.getState().token;
    const newToken = makeToken({ stage: 'app', workspaceIds: [SITE_A, SITE_B] });
    post.mockResolvedValue(chosen([SITE_A, SITE_B], roleTemplates.viewer, newToken));
    renderWithShell(<WorkspaceSwitcher />);

    await user.click(await screen.findByRole('button', { name: /Workspaces in use: Mine A/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change workspaces' });
    // Open the labelled tree select and check "Mine B" by its title.
    await user.click(within(dialog).getByRole('combobox', { name: 'Workspaces' }));
    await user.click(await screen.findByTitle('Mine B'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(useAuthStore.getState().token).toBe(newToken));
    // Both mines are North's whole subtree, so the switcher sends the parent.
    expect(post).toHaveBeenCalledWith('auth/workspaces', { workspaceIds: [NORTH] });
    expect(newToken).not.toBe(oldToken);
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(newToken);
    expect(useAuthStore.getState()).toMatchObject({
      selectedWorkspaces: [SITE_A, SITE_B],
      permission: roleTemplates.viewer,
    });
    expect(useRootStore.getState().selectedWorkspaces).toEqual([SITE_A, SITE_B]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the old session and says so when the server refuses the choice', async () => {
    const user = userEvent.setup({ delay: null });
    signInToApp(roleTemplates.admin, [SITE_A]);
    const oldToken = useAuthStore.getState().token;
    post.mockRejectedValue({ type: 'about:blank', title: 'Forbidden', status: 422, detail: 'inactive' });
    renderWithShell(<WorkspaceSwitcher />);

    await user.click(await screen.findByRole('button', { name: /Workspaces in use: Mine A/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change workspaces' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe(oldToken);
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(oldToken);
  });

  it('opens the dialog even when the workspaces cannot be asked again, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    signInToApp(roleTemplates.admin, [SITE_A]);
    renderWithShell(<WorkspaceSwitcher />);
    const button = await screen.findByRole('button', { name: /Workspaces in use: Mine A/ });
    get.mockRejectedValue({ type: 'about:blank', title: 'Internal Server Error', status: 500 });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Change workspaces' });

    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
