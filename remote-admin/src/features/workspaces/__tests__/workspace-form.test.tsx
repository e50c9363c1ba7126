import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, type Workspace } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { WorkspaceForm } from '../workspace-form';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

const TENANT = '00000000-0000-4000-8000-000000000000';
const UNIT = '00000000-0000-4000-8000-000000000002';
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
const site = workspace('00000000-0000-4000-8000-000000000003', 'Mina Serra Norte', UNIT, 3);

afterEach(() => jest.restoreAllMocks());

describe('workspace form', () => {
  it('names a parent outside the chosen workspaces in words, never by its id, and keeps it', async () => {
    // The caller chose only the site: its unit is not among the workspaces they administer.
    jest
      .spyOn(api, 'get')
      .mockImplementation((url) => Promise.resolve(url === 'workspaces' ? [site] : site) as never);
    await renderAt(<WorkspaceForm workspaceId={site.id} />, `/workspaces/${site.id}/edit`);

    expect(await screen.findByText(/outside the ones you chose/)).toBeInTheDocument();
    expect(screen.queryByText(UNIT)).not.toBeInTheDocument();
  });

  it('fills the form with the stored workspace', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation((url) => Promise.resolve(url === 'workspaces' ? [site] : site) as never);
    await renderAt(<WorkspaceForm workspaceId={site.id} />, `/workspaces/${site.id}/edit`);
    expect(await screen.findByDisplayValue('Mina Serra Norte')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it('says a workspace gone or out of reach cannot be edited, offers no form, and leads back to the list', async () => {
    jest.spyOn(api, 'get').mockRejectedValue({ type: 'about:blank', title: 'Not Found', status: 404 });
    await renderAt(<WorkspaceForm workspaceId={site.id} />, `/workspaces/${site.id}/edit`);
    expect(
      await screen.findByText('This workspace does not exist, or it is not one you administer.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the workspace list'));
    expect(currentLocation()).toBe('/workspaces/list');
  });

  it('asks before leaving with unsaved changes', async () => {
    jest.spyOn(api, 'get').mockResolvedValue([site] as never);
    // renderAt's antd App gives the confirmation its modal, as the host does.
    await renderAt(<WorkspaceForm />, '/workspaces/new');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mina Sul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findAllByText('Leave without saving?')).not.toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryAllByText('Leave without saving?')).toHaveLength(0));
    expect(screen.queryByText('arrived at /workspaces')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('arrived at /workspaces')).toBeInTheDocument();
  });

  it('leaves an untouched form at once', async () => {
    jest.spyOn(api, 'get').mockResolvedValue([site] as never);
    await renderAt(<WorkspaceForm />, '/workspaces/new');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('arrived at /workspaces')).toBeInTheDocument();
  });
});
