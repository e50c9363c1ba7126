import { fireEvent, screen, waitFor } from '@testing-library/react';
import { InteractionConfigurationsPage } from '../../../pages/interaction-configurations.page';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';

const option = (list: string, code: string, labelEn: string, labelPtBr: string) => ({
  id: `00000000-0000-4000-8000-${String(code.length).padStart(12, '0')}`,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  list,
  code,
  label: labelEn,
  labelPtBr,
  labelEn,
  sortOrder: 0,
  active: true,
  canEdit: true,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signInWith({ view: true, add: true, edit: true });
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path.endsWith('/options/search')) {
      const items =
        query.get('codes') === 'interactionType'
          ? [option('interactionType', 'meeting', 'Meeting', 'Reunião')]
          : [option('channel', 'whatsapp', 'WhatsApp', 'WhatsApp')];
      return json(200, { items, total: items.length, page: 1, size: 100 });
    }
    if (request.method === 'POST') return json(200, JSON.parse(request.body));
    return json(200, []);
  });
});

const searchedLists = () =>
  server.requests
    .map((r) => parseUrl(r.url))
    .filter((u) => u.path.endsWith('/options/search'))
    .map((u) => u.query.get('codes'));

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(120_000);

describe('interaction settings', () => {
  it('shows each interaction option list in its own tab', async () => {
    await renderAt(<InteractionConfigurationsPage />, '/configurations/interactions');
    expect(await screen.findByText('Reunião')).toBeInTheDocument();
    for (const tab of ['Interaction types', 'Channels', 'Classifications', 'Statuses', 'Perceptions'])
      expect(screen.getByText(tab)).toBeInTheDocument();

    fireEvent.click(screen.getByText('Channels'));
    expect(await screen.findAllByText('WhatsApp')).not.toHaveLength(0);
    expect(searchedLists()).toEqual(['interactionType', 'channel']);
  });

  it('renames an entry, keeping its code', async () => {
    await renderAt(<InteractionConfigurationsPage />, '/configurations/interactions');
    fireEvent.click(await screen.findByLabelText('Edit Meeting'));
    const label = await screen.findByLabelText('Label (Portuguese)');
    // The code is the API's: never shown, never typed, sent back unchanged.
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    fireEvent.change(label, { target: { value: 'Reunião presencial' } });
    fireEvent.click(screen.getByText('Save'));

    const posts = () => server.requests.filter((r) => r.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0].body)).toMatchObject({
      id: option('interactionType', 'meeting', '', '').id,
      list: 'interactionType',
      code: 'meeting',
      labelPtBr: 'Reunião presencial',
      labelEn: 'Meeting',
    });
  });
});
