import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppRoutes } from '../../app/app-routes';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { signInToApp } from '../../test/session';
import { forgetRemoteConfig } from '../remote-loader';
import { forgetLoadedRemotes, RemoteMount } from '../remote-mount';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const REMOTES_JSON = {
  remote_stakeholders: 'http://localhost:3002/mf-manifest.json',
  remote_admin: 'http://localhost:3005/mf-manifest.json',
  remote_templates: 'http://localhost:3006/mf-manifest.json',
};
const remoteModule = (label: string) => ({ default: () => <h2>{label}</h2> });

beforeAll(async () => {
  await setupI18n();
  signInToApp();
});

beforeEach(() => {
  forgetRemoteConfig();
  forgetLoadedRemotes();
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(REMOTES_JSON) } as Response),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteMount', () => {
  it('shows an error with Retry when the remote cannot be loaded, and Retry loads it again', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('remoteEntry.js: net::ERR_CONNECTION_REFUSED'))
      .mockResolvedValueOnce(remoteModule('stakeholders area'));
    renderWithShell(<RemoteMount name="remote_stakeholders" />, '/stakeholders');

    expect(await screen.findByText('This area could not be loaded')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    // The failed remote is re-registered with force, so the runtime forgets its broken entry.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_stakeholders', entry: REMOTES_JSON.remote_stakeholders }],
      { force: true },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'stakeholders area' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('remote_stakeholders/routes');
  });

  it('keeps offering Retry while the remote stays down', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('down'));
    renderWithShell(<RemoteMount name="remote_stakeholders" />, '/stakeholders');
    await screen.findByText('This area could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves the shell and the other areas working when one remote is down', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('remote_stakeholders')) throw new Error('down');
      return remoteModule('overview page');
    });
    renderWithShell(<AppRoutes />, '/stakeholders');
    await screen.findByText('This area could not be loaded');
    // The shell's navigation is its own lazy chunk (docs/decisions/0010): it may arrive after the error.
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });

    await userEvent.click(within(navigation).getByRole('link', { name: 'Overview' }));

    expect(await screen.findByRole('heading', { name: 'overview page' })).toBeInTheDocument();
    expect(screen.queryByText('This area could not be loaded')).not.toBeInTheDocument();
  });

  it('shows the error when /remotes.json itself cannot be fetched, and Retry fetches it again', async () => {
    jest
      .mocked(global.fetch)
      .mockResolvedValueOnce({ ok: false, status: 502, json: () => Promise.resolve({}) } as Response);
    mockedLoadRemote.mockResolvedValue(remoteModule('stakeholders area'));
    renderWithShell(<RemoteMount name="remote_stakeholders" />, '/stakeholders');
    await screen.findByText('This area could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'stakeholders area' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
