import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StakeholderConfigurationsPage } from '../../../pages/stakeholder-configurations.page';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';

const WS = '00000000-0000-4000-8000-000000000999';
const ngo = {
  id: '00000000-0000-4000-8000-0000000000b1',
  workspaceId: WS,
  list: 'stakeholderCategory',
  code: 'ngo',
  label: 'NGO',
  labelPtBr: 'ONG',
  labelEn: 'NGO',
  sortOrder: 10,
  active: true,
  canEdit: true,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path.endsWith('/options/search'))
      return json(200, {
        items: query.get('codes') === 'stakeholderCategory' ? [ngo] : [],
        total: 1,
        page: 1,
        size: 100,
      });
    if (request.method === 'POST') {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      return json(body.id ? 200 : 201, {
        ...ngo,
        ...body,
        id: body.id ?? '00000000-0000-4000-8000-0000000000b2',
      });
    }
    return json(200, []);
  });
});

const posts = () =>
  server.requests
    .filter((r) => r.method === 'POST')
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

// Whole antd pages in jsdom are slow on a loaded shared machine: a ceiling, not a sleep.
jest.setTimeout(120_000);

describe('stakeholder settings', () => {
  it('adds an entry to the category list', async () => {
    signInWith({ view: true, add: true, edit: true });
    await renderAt(<StakeholderConfigurationsPage />, '/configurations/stakeholders');
    expect(await screen.findByText('ONG')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Add entry'));
    fireEvent.change(await screen.findByLabelText('Label (Portuguese)'), {
      target: { value: 'Cooperativa' },
    });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Cooperative' } });
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(posts()).toHaveLength(1));
    // No code: the API makes it from the English label.
    expect(posts()[0]).toEqual({
      list: 'stakeholderCategory',
      labelPtBr: 'Cooperativa',
      labelEn: 'Cooperative',
      // Left empty: none, the English label stands in.
      labelEs: null,
      labelDe: null,
      // A new entry goes after the last one (10).
      sortOrder: 20,
      active: true,
    });
  });

  it('deactivates an entry instead of deleting it', async () => {
    signInWith({ view: true, add: true, edit: true });
    await renderAt(<StakeholderConfigurationsPage />, '/configurations/stakeholders');
    fireEvent.click(await screen.findByLabelText('Deactivate NGO'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ id: ngo.id, list: 'stakeholderCategory', code: 'ngo', active: false });
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('shows the lists read-only without the configuration flags', async () => {
    signInWith({ view: true });
    await renderAt(<StakeholderConfigurationsPage />, '/configurations/stakeholders');
    expect(await screen.findByText('ONG')).toBeInTheDocument();
    expect(screen.queryByText('Add entry')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Deactivate NGO')).not.toBeInTheDocument();
  });
});
