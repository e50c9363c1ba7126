import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StakeholdersOverviewPage } from '../../../pages/stakeholders-overview.page';
import { json, parseUrl, startTestServer, type TestServer } from '../../../testing/http';
import { currentLocation, renderAt, signInWith } from '@conexoes/shared/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signInWith({ view: true });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/dashboards/entity'))
      return json(200, {
        total: 12,
        persons: 9,
        organizations: 3,
        linkedPersons: 4,
        rootOrganizations: 2,
        matrix: [
          { influence: 5, interest: 4, count: 7 },
          { influence: 1, interest: 2, count: 5 },
        ],
      });
    // Empty groups and rank: no chart is drawn, so the charts library is not loaded here.
    if (path.endsWith('/dashboards/rank')) return json(200, []);
    return json(200, { total: 0, groups: [] });
  });
});

describe('stakeholder dashboard', () => {
  it('shows the influence × interest map with a count in every cell', async () => {
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    expect(await screen.findByLabelText('Influence 5, interest 4: 7 stakeholders')).toHaveTextContent('7');
    expect(screen.getByLabelText('Influence 1, interest 2: 5 stakeholders')).toHaveTextContent('5');
    expect(screen.getByLabelText('Influence 3, interest 3: 0 stakeholders')).toHaveTextContent('0');
    expect(screen.getAllByLabelText(/^Influence \d, interest \d: /)).toHaveLength(25);
  });

  it('opens the list filtered to a cell’s influence and interest', async () => {
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    fireEvent.click(await screen.findByLabelText('Influence 5, interest 4: 7 stakeholders'));
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/list?influence=5&interest=4'));
  });

  it('asks for the rank by the chosen measure', async () => {
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    await screen.findByText('12');
    fireEvent.click(screen.getByText('Interactions'));
    await waitFor(() =>
      expect(
        server.requests
          .map((r) => parseUrl(r.url))
          .some((u) => u.path.endsWith('/dashboards/rank') && u.query.get('sortBy') === 'interactions'),
      ).toBe(true),
    );
  });

  it('stacks the rank measures on a phone instead of cutting them off', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: !/min-width/.test(query), media: query }) as MediaQueryList;
    try {
      await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
      await screen.findByText('12');
      const measures = screen.getByLabelText('Rank by');
      expect(measures.closest('.ant-segmented')).toHaveClass('ant-segmented-vertical');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says why when a figure cannot be read, and still draws the others', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/dashboards/entity'))
        return json(500, { type: 'about:blank', title: 'Internal Server Error', status: 500 });
      if (path.endsWith('/dashboards/rank')) return json(200, []);
      return json(200, { total: 0, groups: [] });
    });
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect((await screen.findAllByText('No data yet')).length).toBeGreaterThan(0);
  });
});
