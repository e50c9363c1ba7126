import { screen, within } from '@testing-library/react';
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

  it('on a phone, shows each workspace as one card: level, parent, status and its actions', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const root = {
      id: '00000000-0000-4000-8000-000000000001',
      tenantId: '00000000-0000-4000-8000-000000000001',
      parentId: null,
      level: 1 as const,
      name: 'Mineração Serra',
      active: true,
      createdAt: at,
      updatedAt: at,
    };
    const site = {
      ...root,
      id: '00000000-0000-4000-8000-000000000003',
      parentId: root.id,
      level: 2 as const,
      name: 'Barragem Serra Azul',
    };
    jest.spyOn(api, 'get').mockResolvedValue([root, site]);
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<WorkspaceOverview initialView="list" />, '/workspaces/list');
      const card = (await screen.findByRole('link', { name: 'Barragem Serra Azul' })).closest(
        'td',
      ) as HTMLElement;
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
      expect(card).toHaveTextContent('Second level · Mineração Serra');
      expect(card).toHaveTextContent('Active');
      expect(within(card).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });
});
