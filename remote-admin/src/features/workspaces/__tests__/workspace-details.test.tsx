import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  i18n,
  roleTemplates,
  setToastHandler,
  useAuthStore,
  type ToastRequest,
  type Workspace,
} from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { WorkspaceDetails } from '../workspace-details';
import { useWorkspacesStore } from '../workspaces.store';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

const TENANT = '00000000-0000-4000-8000-000000000000';
const UNIT = '00000000-0000-4000-8000-000000000002';
const SITE = '00000000-0000-4000-8000-000000000003';
const workspace = (id: string, name: string, parentId: string | null, level: 1 | 2 | 3): Workspace => ({
  id,
  tenantId: TENANT,
  parentId,
  level,
  name,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let site: Workspace;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

beforeEach(() => {
  site = workspace(SITE, 'Mina Serra Norte', UNIT, 3);
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  useWorkspacesStore.setState({ workspaces: [], status: 'idle', problem: null });
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana Lima' });
  useAuthStore.getState().permissionLoaded(roleTemplates.admin);
  jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === 'workspaces') return Promise.resolve([workspace(UNIT, 'Unidade Sul', TENANT, 2), site]);
    if (url === `workspaces/${SITE}`) return Promise.resolve(site);
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

const confirmButton = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
};

describe('workspace details', () => {
  it('confirms a deactivation with a toast naming the workspace and shows the new state', async () => {
    const put = jest.spyOn(api, 'put').mockImplementation(() => {
      site = { ...site, active: false };
      return Promise.resolve(undefined);
    });
    await renderAt(<WorkspaceDetails workspaceId={SITE} />, `/workspaces/${SITE}`);
    expect(await screen.findByText('Unidade Sul')).toBeInTheDocument();

    await confirmButton('Deactivate');

    await waitFor(() =>
      expect(toasts).toContainEqual({
        type: 'success',
        message: 'Workspace “Mina Serra Norte” deactivated',
        id: undefined,
      }),
    );
    expect(put).toHaveBeenCalledWith(`workspaces/${SITE}/active/false`);
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('confirms an activation with a toast', async () => {
    site = { ...site, active: false };
    jest.spyOn(api, 'put').mockResolvedValue(undefined);
    await renderAt(<WorkspaceDetails workspaceId={SITE} />, `/workspaces/${SITE}`);

    await confirmButton('Activate');

    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Workspace “Mina Serra Norte” activated' }),
      ),
    );
  });

  it('says why when the server refuses, with no success toast, and clears it once a change goes through', async () => {
    const put = jest.spyOn(api, 'put').mockRejectedValueOnce({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'This workspace still has active children',
    });
    await renderAt(<WorkspaceDetails workspaceId={SITE} />, `/workspaces/${SITE}`);
    expect(await screen.findByText('Unidade Sul')).toBeInTheDocument();

    await confirmButton('Deactivate');

    // The problem in the user's language (not the server's English detail), as the list page says it.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This conflicts with existing data.');
    expect(alert).not.toHaveTextContent('active children');
    expect(put).toHaveBeenCalledWith(`workspaces/${SITE}/active/false`);
    expect(useWorkspacesStore.getState()).toMatchObject({ status: 'failed', problem: { status: 409 } });
    expect(toasts.filter((toast) => toast.type === 'success')).toEqual([]);
    // The workspace is still shown as it is (active).
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    put.mockImplementation(() => {
      site = { ...site, active: false };
      return Promise.resolve(undefined);
    });
    await confirmButton('Deactivate');
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says, in the reader's language, why a workspace one works in cannot be deactivated by oneself", async () => {
    const message =
      'You work in this workspace: only an administrator of a workspace above it can deactivate it';
    jest.spyOn(api, 'put').mockRejectedValueOnce({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid fields',
      errors: [{ path: 'params.active', code: 'cannotDeactivateOwnWorkspace', message }],
    });
    await renderAt(<WorkspaceDetails workspaceId={SITE} />, `/workspaces/${SITE}`);
    await confirmButton('Deactivate');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    try {
      await act(() => i18n.changeLanguage('pt-BR'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Você trabalha neste espaço de trabalho: só um administrador de um espaço acima dele pode desativá-lo',
      );
      expect(toasts.filter((toast) => toast.type === 'success')).toEqual([]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says a workspace gone or out of reach is not there, in words, with a way back to the list', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({ type: 'about:blank', title: 'Not Found', status: 404 });
    await renderAt(<WorkspaceDetails workspaceId={SITE} />, `/workspaces/${SITE}`);
    expect(
      await screen.findByText('This workspace does not exist, or it is not one you administer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the workspace list'));
    expect(currentLocation()).toBe('/workspaces/list');
  });
});
