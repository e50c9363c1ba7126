import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemoteConfig, loadRemoteConfig, loadRemoteRoutes, resetRemote } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const config = {
  remote_auth: 'http://auth.example/mf-manifest.json',
  remote_admin: 'http://admin.example/mf-manifest.json',
};

const respond = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

describe('remote loader', () => {
  beforeEach(() => {
    global.fetch = jest.fn();
  });

  it('retries /remotes.json after a failure instead of caching it, then registers each remote once', async () => {
    jest.mocked(global.fetch).mockReturnValueOnce(respond({}, 503)).mockReturnValueOnce(respond(config));

    await expect(loadRemoteConfig()).rejects.toThrow('HTTP 503');
    expect(mockedRegister).not.toHaveBeenCalled();

    await expect(loadRemoteConfig()).resolves.toEqual(config);
    await loadRemoteConfig();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'remote_auth', entry: config.remote_auth },
      { name: 'remote_admin', entry: config.remote_admin },
    ]);
  });

  it("loads a remote's ./routes through the federation runtime", async () => {
    const Routes = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('remote_auth')).resolves.toBe(Routes);
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_auth/routes');
  });

  it('fails clearly for a remote missing from the runtime config', async () => {
    await expect(loadRemoteRoutes('remote_templates')).rejects.toThrow('remote_templates is not configured');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('fails when the runtime gives nothing back (remote down)', async () => {
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadRemoteRoutes('remote_admin')).rejects.toThrow('remote_admin/routes could not be loaded');
  });

  it('re-registers a remote with force on reset, dropping its cached entry', async () => {
    await resetRemote('remote_admin');
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'remote_admin', entry: config.remote_admin }], {
      force: true,
    });
  });

  it('takes the /remotes.json response index.html asked for early, once; a retry asks the server again', async () => {
    forgetRemoteConfig();
    window.__remotesConfigResponse = respond({}, 503);
    jest.mocked(global.fetch).mockReturnValueOnce(respond(config));

    await expect(loadRemoteConfig()).rejects.toThrow('HTTP 503');
    expect(global.fetch).not.toHaveBeenCalled();
    await expect(loadRemoteConfig()).resolves.toEqual(config);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(window.__remotesConfigResponse).toBeUndefined();
  });
});
