import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyPermission, i18n } from '@conexoes/shared';
import { StakeholdersOverviewPage } from '../../../pages/stakeholders-overview.page';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInAs,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => act(() => i18n.changeLanguage('en')));
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

  it('reads one stakeholder in a cell in the singular, in English and in Portuguese (“1 stakeholders” before)', async () => {
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/dashboards/entity')
        ? json(200, {
            total: 1,
            persons: 1,
            organizations: 0,
            linkedPersons: 0,
            rootOrganizations: 0,
            matrix: [{ influence: 2, interest: 3, count: 1 }],
          })
        : parseUrl(request.url).path.endsWith('/dashboards/rank')
          ? json(200, [])
          : json(200, { total: 0, groups: [] }),
    );
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    expect(await screen.findByLabelText('Influence 2, interest 3: 1 stakeholder')).toHaveTextContent('1');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await screen.findByLabelText('Influência 2, interesse 3: 1 parte interessada')).toHaveTextContent(
      '1',
    );
    // Portuguese files 0 with 1; a zero still reads in the plural.
    expect(screen.getByLabelText('Influência 3, interesse 3: 0 partes interessadas')).toHaveTextContent('0');
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

  it('lists the rank with every whole name as a link to its record, in order, with its value', async () => {
    const long = 'Associação de Moradores e Produtores Familiares do Bairro Bela Vista (Curionópolis)';
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/dashboards/entity'))
        return json(200, {
          total: 2,
          persons: 1,
          organizations: 1,
          linkedPersons: 0,
          rootOrganizations: 1,
          matrix: [],
        });
      if (path.endsWith('/dashboards/rank'))
        return json(200, [
          {
            id: '0190a3c2-7b1e-7000-8000-0000000000a1',
            name: long,
            kind: 'organization',
            influence: 5,
            interest: 4,
            interactions: 9,
            topics: 2,
            members: 3,
          },
          {
            id: '0190a3c2-7b1e-7000-8000-0000000000a2',
            name: 'Ana Souza',
            kind: 'person',
            influence: 3,
            interest: 2,
            interactions: 1,
            topics: 0,
            members: 0,
          },
        ]);
      return json(200, { total: 0, groups: [] });
    });
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    const rank = await screen.findByRole('list', { name: 'Ranking' });
    const rows = within(rank).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([`1.${long}5`, '2.Ana Souza3']);
    fireEvent.click(within(rank).getByRole('link', { name: long }));
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/0190a3c2-7b1e-7000-8000-0000000000a1'));
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

  it('says interaction figures are not shown to a reader outside the interactions area, instead of ranking zeros', async () => {
    // The API counts them 0 for this caller (readsInteractions): a list of zeros would read as "none".
    const permission = emptyPermission();
    permission.stakeholders = { ...permission.stakeholders, view: true };
    signInAs(permission);
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    await screen.findByText('12');
    fireEvent.click(screen.getByText('Interactions'));
    expect(
      await screen.findByText(
        'Interaction figures are not shown: your access does not include social interactions.',
      ),
    ).toBeInTheDocument();
    expect(
      server.requests.map((r) => parseUrl(r.url)).some((u) => u.query.get('sortBy') === 'interactions'),
    ).toBe(false);
  });

  it('says people are left out of the rank by interactions for a basic-info reader of interactions, and only there', async () => {
    const permission = emptyPermission();
    permission.stakeholders = { ...permission.stakeholders, view: true };
    permission.socialInteractions = { ...permission.socialInteractions, view: true, onlyBasicInfo: true };
    signInAs(permission);
    await renderAt(<StakeholdersOverviewPage />, '/stakeholders');
    await screen.findByText('12');
    const note =
      'People are not ranked by interactions: your access to social interactions shows basic information only.';
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Interactions'));
    expect(await screen.findByText(note)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Topics'));
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
  });
});
