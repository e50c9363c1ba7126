import { act, screen } from '@testing-library/react';
import { i18n, initI18n } from '@conexoes/shared';
import { json, renderRemoteAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import { InteractionsRoutes } from '../routes';

const renderAt = (path: string) => renderRemoteAt(InteractionsRoutes, path);

let server: TestServer;

beforeAll(async () => {
  await initI18n({ lng: 'en' });
  // Pages load their data on arrival; only routing is under test here, so every call finds nothing.
  server = await startTestServer();
  server.reply(() =>
    json(
      404,
      { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found' },
      'application/problem+json',
    ),
  );
});
afterAll(() => server.close());

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('InteractionsRoutes', () => {
  it.each([
    ['/interactions', 'Social interactions'],
    ['/interactions/list', 'Interaction list'],
    ['/interactions/new', 'New interaction'],
    ['/interactions/42', 'Interaction'],
    ['/interactions/42/edit', 'Edit interaction'],
    ['/topics', 'Topics'],
    ['/topics/list', 'Topic list'],
    ['/topics/new', 'New topic'],
    ['/topics/42', 'Topic'],
    ['/topics/42/edit', 'Edit topic'],
    ['/configurations/interactions', 'Interaction settings'],
  ])('renders %s with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends an unknown path below its prefixes to /404', async () => {
    renderAt('/topics/7/edit/extra');
    expect(await screen.findByText('host not-found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('shows page titles in the chosen language', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderAt('/interactions');
    expect(await screen.findByRole('heading', { name: 'Intera\u00e7\u00f5es sociais' })).toBeInTheDocument();
  });
});
