import { json, startTestServer, type TestServer } from '../../../jest/test-server';
import { browserLocation } from '../../api/browser-location';
import { emptyPermission } from '../../stores/permission';
import { useAuthStore } from '../../stores/auth.store';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../stores/session-token';
import { endSession, refreshSession } from '../session.actions';

const TENANT = '0b9a4a4e-6f3e-4a57-9d8c-0c1a2b3c4d5e';
const DOC = { id: '1c9a4a4e-6f3e-4a57-9d8c-0c1a2b3c4d5e', name: 'LGPD', link: '/x', version: 2 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  window.localStorage.clear();
  jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  useAuthStore.getState().signOut();
});
afterEach(() => jest.restoreAllMocks());

const signInToApp = () => {
  useAuthStore.getState().loginSucceeded({ token: 'app-token', email: 'ana@acme.com', name: 'Ana' });
  useAuthStore.setState({ stage: 'app', tenants: [TENANT] });
};

describe('refreshSession', () => {
  it('restores the pending document and the permission flags of the chosen tenants', async () => {
    const permission = emptyPermission();
    permission.stakeholders.view = true;
    server.reply((request) =>
      request.url.includes('/pending/LGPD')
        ? json(200, { pending: true, document: DOC })
        : json(200, { role: 'viewer', permission }),
    );
    signInToApp();

    await refreshSession();

    expect(server.requests.map((r) => r.url)).toEqual([
      '/manager/api/v1/auth/users-documents/ana%40acme.com/pending/LGPD',
      `/manager/api/v1/auth/workspaces/permissions?tenants=${TENANT}`,
    ]);
    expect(server.requests[1].headers.authorization).toBe('Bearer app-token');
    expect(useAuthStore.getState()).toMatchObject({ documentLgpd: DOC, role: 'viewer', permission });
  });

  it('does not ask for permissions before workspaces are chosen', async () => {
    server.reply(() => json(200, { pending: false, document: null }));
    useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana' });
    await refreshSession();
    expect(server.requests).toHaveLength(1);
    expect(useAuthStore.getState().documentLgpd).toBeNull();
  });

  it('signs out when the server says the session is over (401)', async () => {
    server.reply(() =>
      json(401, { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Expired token' }),
    );
    signInToApp();
    await refreshSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('endSession', () => {
  it('revokes the session on the server with its token, then signs out', async () => {
    server.reply(() => ({ status: 204 }));
    signInToApp();
    await endSession();
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/manager/api/v1/auth/logout' });
    expect(server.requests[0].headers.authorization).toBe('Bearer app-token');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    server.reply(() =>
      json(500, { type: 'about:blank', title: 'Error', status: 500, detail: 'Internal server error' }),
    );
    signInToApp();
    await endSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
  });
});
