import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StakeholderListPage } from '../../../pages/stakeholder-list.page';
import {
  chooseOption,
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';

let server: TestServer;
const ANA = '0190a3c2-7b1e-7000-8000-0000000000aa';

const row = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  workspaceId: '00000000-0000-4000-8000-000000000999',
  kind: 'person',
  name: `São João ${n}`,
  categoryCode: 'community',
  scopeCode: null,
  entityTypeCode: null,
  state: 'MG',
  municipality: 'Belo Horizonte',
  parent: null,
  influence: 3,
  interest: 4,
  anonymised: false,
  restricted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  signInWith({ fullAccess: true });
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path.endsWith('/stakeholders/search')) {
      const page = Number(query.get('page') ?? 1);
      return json(200, { items: [row(page * 10 + 1), row(page * 10 + 2)], total: 45, page, size: 20 });
    }
    if (path.endsWith('/options/stakeholderCategory/options'))
      return json(200, [
        { value: 'community', label: 'Community' },
        { value: 'ngo', label: 'NGO' },
      ]);
    if (path.endsWith('/users/options'))
      return json(200, [{ value: ANA, label: 'Ana Analista', email: 'ana@example.com' }]);
    if (path.includes('/options/')) return json(200, []);
    return json(200, []);
  });
});

const searches = () =>
  server.requests.map((r) => parseUrl(r.url)).filter((u) => u.path === '/manager/api/v1/stakeholders/search');

const lastSearch = () => {
  const all = searches();
  return Object.fromEntries(all[all.length - 1].query.entries());
};

describe('stakeholder list', () => {
  it('asks the server for the search, filters, sort and page held in the URL', async () => {
    await renderAt(
      <StakeholderListPage />,
      '/stakeholders/list?q=sao%20joao&category=community&state=MG&municipality=Belo%20Horizonte&influence=4&sort=name,desc&page=2',
    );
    expect(await screen.findByText('São João 21')).toBeInTheDocument();
    expect(lastSearch()).toEqual({
      q: 'sao joao',
      category: 'community',
      state: 'MG',
      municipality: 'Belo Horizonte',
      influence: '4',
      sort: 'name,desc',
      page: '2',
      size: '20',
    });
    expect(screen.getByText('45 stakeholders')).toBeInTheDocument();
  });

  it('says the total is a lower bound when the server stopped counting', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/stakeholders/search'))
        return json(200, { items: [row(1), row(2)], total: 1020, totalCapped: true, page: 1, size: 20 });
      return json(200, []);
    });
    await renderAt(<StakeholderListPage />, '/stakeholders/list');
    expect(await screen.findByText('1,020+ stakeholders')).toBeInTheDocument();
    expect(screen.queryByText('1,020 stakeholders')).not.toBeInTheDocument();
  });

  it('"Count all" asks the exact number of the same search and shows it in its place', async () => {
    server.reply((request) => {
      const { path, query } = parseUrl(request.url);
      if (path.endsWith('/stakeholders/search/count'))
        return json(200, { total: query.get('q') === 'mariana' ? 54321 : 1 });
      if (path.endsWith('/stakeholders/search'))
        return json(200, { items: [row(1), row(2)], total: 1020, totalCapped: true, page: 1, size: 20 });
      return json(200, []);
    });
    await renderAt(<StakeholderListPage />, '/stakeholders/list?q=mariana');
    await screen.findByText('São João 1');
    fireEvent.click(screen.getByRole('button', { name: 'Count all' }));
    expect(await screen.findByText('54,321 stakeholders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument();
    // Another page of the same search keeps the number.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'mariana', page: '2' }));
    expect(await screen.findByText('54,321 stakeholders')).toBeInTheDocument();
  });

  it('searches from the first page and keeps the search in the URL', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list?page=3');
    await screen.findByText('São João 31');
    const box = screen.getByLabelText('Search stakeholders');
    fireEvent.change(box, { target: { value: 'sao joao' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() => expect(lastSearch()).toEqual({ q: 'sao joao', page: '1', size: '20' }));
    expect(currentLocation()).toBe('/stakeholders/list?q=sao+joao');
  });

  it('a valid CPF searched whole (masked or not) opens the one stakeholder who has it', async () => {
    let holders = 1;
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (!path.endsWith('/stakeholders/search')) return json(200, []);
      const items = [
        { ...row(11), document: '52998224725' },
        { ...row(12), document: holders > 1 ? '52998224725' : null },
      ];
      return json(200, { items, total: 2, page: 1, size: 20 });
    });
    await renderAt(<StakeholderListPage />, '/stakeholders/list', '/stakeholders/*');
    await screen.findByText('São João 11');
    const box = screen.getByLabelText('Search stakeholders');
    const submit = (value: string) => {
      fireEvent.change(box, { target: { value } });
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };

    // Two stakeholders with the same document: the list shows both and stays.
    holders = 2;
    submit('529.982.247-25');
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: '529.982.247-25' }));
    await screen.findByText('São João 12');
    expect(currentLocation()).toBe('/stakeholders/list?q=529.982.247-25');

    // A number that is not a valid CPF is only a search.
    holders = 1;
    submit('52998224724');
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/list?q=52998224724'));

    submit('52998224725');
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/00000000-0000-4000-8000-000000000011'));
  });

  it('filters by state, then by a municipality of that state, and a new state drops the municipality', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list');
    await screen.findByText('São João 11');
    fireEvent.click(screen.getByText('Filters'));

    await chooseOption('State', 'Minas', 'Minas Gerais');
    await waitFor(() => expect(lastSearch()).toMatchObject({ state: 'MG', page: '1' }));

    await chooseOption('Municipality', 'Ouro Pre', 'Ouro Preto');
    await waitFor(() => expect(lastSearch()).toMatchObject({ state: 'MG', municipality: 'Ouro Preto' }));

    await chooseOption('State', 'Bahia', 'Bahia');
    await waitFor(() => expect(lastSearch()).toMatchObject({ state: 'BA' }));
    expect(lastSearch()).not.toHaveProperty('municipality');
  });

  it('filters by an option list value and by interest', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list');
    await screen.findByText('São João 11');
    fireEvent.click(screen.getByText('Filters'));

    await chooseOption('Category', 'NG', 'NGO');
    await waitFor(() => expect(lastSearch()).toMatchObject({ category: 'ngo' }));
    await chooseOption('Interest', '5', '5');
    await waitFor(() =>
      expect(lastSearch()).toEqual({ category: 'ngo', interest: '5', page: '1', size: '20' }),
    );
    expect(currentLocation()).toBe('/stakeholders/list?category=ngo&interest=5');
  });

  it('filters by the responsible user, named in the filter when opened from a link', async () => {
    await renderAt(<StakeholderListPage />, `/stakeholders/list?responsibleId=${ANA}`);
    await screen.findByText('São João 11');
    expect(lastSearch()).toEqual({ responsibleId: ANA, page: '1', size: '20' });
    // The filters open themselves when one is active, naming the user, never showing the id.
    expect(screen.getByText('Filters (1 active)')).toBeInTheDocument();
    expect(await screen.findByText('Ana Analista')).toBeInTheDocument();
    expect(screen.queryByText(ANA)).not.toBeInTheDocument();
  });

  it('ignores a responsible user in the URL that is not an id rather than sending it', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list?responsibleId=ana');
    await screen.findByText('São João 11');
    expect(lastSearch()).not.toHaveProperty('responsibleId');
  });

  it('filters people or organisations', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list');
    await screen.findByText('São João 11');
    fireEvent.click(screen.getByText('Filters'));

    await chooseOption('Type', '', 'Organisation');
    await waitFor(() => expect(lastSearch()).toEqual({ kind: 'organization', page: '1', size: '20' }));
    expect(currentLocation()).toBe('/stakeholders/list?kind=organization');
  });

  it('ignores an unknown type in the URL rather than sending it', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list?kind=robot');
    await screen.findByText('São João 11');
    expect(lastSearch()).not.toHaveProperty('kind');
  });

  it('on a phone, shows each stakeholder as one card (type, category, place, influence and interest): no sideways scrolling', async () => {
    const matchMedia = window.matchMedia;
    // A phone: no min-width media query matches.
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: !/min-width/.test(query), media: query }) as MediaQueryList;
    try {
      await renderAt(<StakeholderListPage />, '/stakeholders/list');
      const card = (await screen.findByRole('link', { name: 'São João 11' })).closest('td') as HTMLElement;
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
      expect(card).toHaveTextContent('Person');
      expect(card).toHaveTextContent('Belo Horizonte / MG');
      expect(card).toHaveTextContent('Influence: 3');
      expect(card).toHaveTextContent('Interest: 4');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('opens the import at once when linked with import=1 (the overview’s guide), and closing it leaves the list', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list?import=1');
    const dialog = (await screen.findByText('Import stakeholders')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(currentLocation()).toBe('/stakeholders/list'));
    expect(searches().every((search) => !search.query.has('import'))).toBe(true);
  });

  it('does not open the import for someone who may not add stakeholders', async () => {
    signInWith({ view: true });
    await renderAt(<StakeholderListPage />, '/stakeholders/list?import=1');
    expect(await screen.findByText('São João 11')).toBeInTheDocument();
    expect(screen.queryByText('Import stakeholders')).not.toBeInTheDocument();
  });

  it('offers no bulk export to a viewer (the add flag decides)', async () => {
    signInWith({ view: true });
    await renderAt(<StakeholderListPage />, '/stakeholders/list');
    await screen.findByText('São João 11');
    expect(screen.queryByText('Export')).not.toBeInTheDocument();
  });

  it('pages and sorts on the server', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list');
    await screen.findByText('São João 11');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('São João 21');
    expect(lastSearch()).toMatchObject({ page: '2', size: '20' });

    fireEvent.click(screen.getAllByLabelText('Name')[0]);
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'name,asc', page: '1' }));
  });

  it('exports with the current query and without paging', async () => {
    await renderAt(<StakeholderListPage />, '/stakeholders/list?q=ana&scope=local&page=2');
    await screen.findByText('São João 21');
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    fireEvent.click(screen.getByText('Export'));
    fireEvent.click(await screen.findByText('CSV file'));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = server.requests
      .map((r) => parseUrl(r.url))
      .find((u) => u.path.endsWith('/stakeholders/export'));
    expect(Object.fromEntries(exported?.query.entries() ?? [])).toEqual({
      q: 'ana',
      scope: 'local',
      format: 'csv',
    });
  });
});
