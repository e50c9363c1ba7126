import { act, render, screen } from '@testing-library/react';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  api,
  roleTemplates,
  useAuthStore,
  type PendingDocumentResponse,
  type PermissionsResponse,
} from '@conexoes/shared';
import { MemoryRouter } from 'react-router-dom';
import { NavMenu } from '../../layout/nav-menu';
import { setupI18n } from '../../test/render-shell';
import { makeToken, SITE_A } from '../../test/session';
import { StartupGate } from '../startup-gate';

const NOTHING_PENDING: PendingDocumentResponse = { pending: false, document: null };
const DOCUMENT = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Privacy notice',
  link: '/doc',
  version: 2,
};

let get: jest.SpyInstance;

/** Answers the two refresh calls; `permissions` may be held back to look at the screen meanwhile. */
const answer = (pending: PendingDocumentResponse, permissions: Promise<PermissionsResponse>) =>
  get.mockImplementation((url: string) =>
    url.endsWith('/pending/LGPD') ? Promise.resolve(pending) : permissions,
  );

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().signOut();
  // The edge: the API client.
  get = jest.spyOn(api, 'get');
});
afterEach(() => jest.restoreAllMocks());

const renderGate = () =>
  render(
    <StartupGate rehydrationTimeoutMs={50}>
      <p>app content</p>
    </StartupGate>,
  );

describe('start-up after a reload', () => {
  it('keeps the spinner until the server has given back the permission flags', async () => {
    window.localStorage.setItem(
      ACCESS_TOKEN_STORAGE_KEY,
      makeToken({ stage: 'app', workspaceIds: [SITE_A] }),
    );
    let release: (value: PermissionsResponse) => void = () => undefined;
    answer(NOTHING_PENDING, new Promise((resolve) => (release = resolve)));
    renderGate();

    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText('app content')).not.toBeInTheDocument();

    act(() => release({ role: 'viewer', permission: roleTemplates.viewer }));
    expect(await screen.findByText('app content')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      stage: 'app',
      role: 'viewer',
      permission: roleTemplates.viewer,
    });
    expect(get).toHaveBeenCalledWith('auth/workspaces/permissions', {
      params: { tenants: expect.any(String) },
    });
  });

  it('builds the menu from the refreshed flags, not from the bare token', async () => {
    window.localStorage.setItem(
      ACCESS_TOKEN_STORAGE_KEY,
      makeToken({ stage: 'app', workspaceIds: [SITE_A] }),
    );
    answer(NOTHING_PENDING, Promise.resolve({ role: 'viewer', permission: roleTemplates.viewer }));
    render(
      <MemoryRouter>
        <StartupGate rehydrationTimeoutMs={50}>
          <NavMenu mode="inline" />
        </StartupGate>
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Stakeholders');
    expect(nav).toHaveTextContent('Interactions');
    expect(nav).not.toHaveTextContent('Users');
  });

  it('notices a document published since the last visit', async () => {
    window.localStorage.setItem(
      ACCESS_TOKEN_STORAGE_KEY,
      makeToken({ stage: 'app', workspaceIds: [SITE_A] }),
    );
    answer(
      { pending: true, document: DOCUMENT },
      Promise.resolve({ role: 'admin', permission: roleTemplates.admin }),
    );
    renderGate();
    expect(await screen.findByText('app content')).toBeInTheDocument();
    expect(useAuthStore.getState().documentLgpd).toEqual(DOCUMENT);
  });

  it('signs out when the server no longer knows the session (401)', async () => {
    window.localStorage.setItem(
      ACCESS_TOKEN_STORAGE_KEY,
      makeToken({ stage: 'app', workspaceIds: [SITE_A] }),
    );
    get.mockRejectedValue({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Invalid authorization token',
    });
    renderGate();
    expect(await screen.findByText('app content')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
