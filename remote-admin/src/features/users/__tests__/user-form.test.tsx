import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, roleTemplates, type User } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { UserForm } from '../user-form';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(30_000);

const SITE = '00000000-0000-4000-8000-000000000051';
const stored: User = {
  id: '00000000-0000-4000-8000-000000000007',
  tenantId: '00000000-0000-4000-8000-000000000000',
  email: 'vera@acme.com',
  name: 'Vera Lima',
  role: 'analyst',
  // Inactive, with every workspace and a flag beyond the role's template: all of it must survive a save.
  active: false,
  allWorkspaces: true,
  workspaceIds: [SITE],
  permission: {
    ...roleTemplates.analyst,
    users: { ...roleTemplates.analyst.users, view: true },
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let put: jest.SpyInstance;

beforeEach(() => {
  jest
    .spyOn(api, 'get')
    .mockImplementation((url) =>
      Promise.resolve(
        url === 'workspaces/options'
          ? [{ value: SITE, label: 'Site Norte', level: 3, parentId: null }]
          : stored,
      ),
    );
  put = jest
    .spyOn(api, 'put')
    .mockImplementation((_url, body) => Promise.resolve({ ...stored, ...(body as Partial<User>) }));
});
afterEach(() => jest.restoreAllMocks());

describe('user form', () => {
  it('edits with PUT carrying the whole record, the hidden workspaces included (docs/decisions/0027)', async () => {
    await renderAt(<UserForm userId={stored.id} />, `/users/${stored.id}/edit`);
    const name = await screen.findByDisplayValue('Vera Lima');
    fireEvent.change(name, { target: { value: 'Vera Lima Souza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(`users/${stored.id}`, {
      name: 'Vera Lima Souza',
      email: 'vera@acme.com',
      role: 'analyst',
      active: false,
      allWorkspaces: true,
      workspaceIds: [SITE],
      permission: stored.permission,
    });
  });
});
