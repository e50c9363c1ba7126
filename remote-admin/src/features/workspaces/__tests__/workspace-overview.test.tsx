import { screen } from '@testing-library/react';
import { api, roleTemplates, useAuthStore } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { WorkspaceOverview } from '../workspace-overview';
import { useWorkspacesStore } from '../workspaces.store';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

beforeEach(() => {
  useWorkspacesStore.setState({ workspaces: [], status: 'idle', problem: null });
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana Lima' });
  useAuthStore.getState().permissionLoaded(roleTemplates.admin);
});
afterEach(() => jest.restoreAllMocks());

describe('workspace list page', () => {
  it('says why the workspaces cannot be read, from the problem the store keeps', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'connection reset',
    });
    await renderAt(<WorkspaceOverview initialView="list" />, '/workspaces/list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).not.toHaveTextContent('connection reset');
    expect(useWorkspacesStore.getState().problem).toMatchObject({ status: 500 });
  });
});
