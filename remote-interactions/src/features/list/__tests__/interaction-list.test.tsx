import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { InteractionListPage } from '../../../pages/interaction-list.page';
import { MARIA, summary } from '../../../testing/fixtures';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import ptBR from '../../../i18n/pt-BR.json';
import { api, setToastHandler, useAuthStore, type ToastRequest } from '@conexoes/shared';
import { usePickerOptions } from '@conexoes/shared/ui';
import { useTopicsStore } from '../../../stores/topics.store';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/search')) {
      const page = Number(query.get('page') ?? 1);
      return json(200, {
        items: [summary(page * 10 + 1), summary(page * 10 + 2)],
        total: 45,
        page,
        size: 20,
      });
    }
    if (path.endsWith('/options/interactionType/options'))
      return json(200, [
        { value: 'meeting', label: 'Meeting' },
        { value: 'visit', label: 'Visit' },
      ]);
    if (path.endsWith('/options/status/options')) return json(200, [{ value: 'open', label: 'Open' }]);
    if (path.endsWith('/stakeholders/options'))
      return json(200, [{ value: MARIA, label: 'Maria da Silva', kind: 'person' }]);
    return json(200, []);
  });
});

const lastSearch = () => {
  const all = server.requests
    .map((r) => parseUrl(r.url))
    .filter((u) => u.path === '/manager/api/v1/social-interactions/search');
  return Object.fromEntries(all[all.length - 1].query.entries());
};

/** A desktop (every min-width media query matches) or a phone (none does). */
const onScreen = (desktop: boolean) => {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...matchMedia(query), matches: /min-width/.test(query) === desktop, media: query }) as MediaQueryList;
  return () => {
    window.matchMedia = matchMedia;
  };
};

/** Enter pressed and let go in a box (the input takes one Enter per key press). */
const submit = (box: HTMLElement) => {
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('interaction list', () => {
  it('shows its rows whole: none before their type and status can be named (no code turning into a label)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.reply(async (request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/search'))
        return json(200, { items: [summary(1)], total: 1, page: 1, size: 20 });
      if (path.endsWith('/options/interactionType/options')) {
        await held;
        return json(200, [{ value: 'meeting', label: 'Meeting' }]);
      }
      if (path.endsWith('/options/status/options')) return json(200, [{ value: 'open', label: 'Open' }]);
      return json(200, []);
    });
    // The page's own calls for the rows and the status labels: awaited below, so the page has had them.
    const answered: Array<Promise<unknown>> = [];
    const get = api.get.bind(api);
    const spy = jest.spyOn(api, 'get').mockImplementation((url, options) => {
      const call = get(url, options);
      if (url === 'social-interactions/search' || url === 'options/status/options')
        answered.push(call.catch(() => undefined));
      return call;
    });
    await renderAt(<InteractionListPage />, '/interactions/list?perception=negative');
    // The panel the filters open is laid out with the page, before any row.
    expect(await screen.findByText('Filters (1 active)')).toBeInTheDocument();
    await waitFor(() => expect(answered.length).toBeGreaterThanOrEqual(2));
    await act(() => Promise.all(answered));
    spy.mockRestore();
    // The rows have come, but the types cannot be named yet: no row, rather than one showing a code.
    expect(screen.queryByText('INT-2026-00001')).not.toBeInTheDocument();
    expect(screen.queryByText('meeting')).not.toBeInTheDocument();

    release();
    const row = (await screen.findByText('INT-2026-00001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Meeting');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('Negative');
  });

  it('onlyBasicInfo: says why the people involved are not named in the rows', async () => {
    signInWith({ view: true, onlyBasicInfo: true });
    await renderAt(<InteractionListPage />, '/interactions/list', '/interactions/list');
    expect(
      await screen.findByText(
        'Your access shows basic information only: the people involved are not named, and what was said is not shown.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the rows with labels, names, perception and the overdue follow-up', async () => {
    const restore = onScreen(true);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list');
      expect(await screen.findByText('Reunião na comunidade 11')).toBeInTheDocument();
      expect(screen.getByText('INT-2026-00011')).toBeInTheDocument();
      expect(screen.getAllByText('Maria da Silva, João Souza +2')).toHaveLength(2);
      expect(await screen.findAllByText('Meeting')).toHaveLength(2);
      expect(screen.getAllByText('Negative')).toHaveLength(2);
      expect(screen.getAllByText('Follow-up overdue 10/03/2026')).toHaveLength(2);
      expect(screen.getByText('45 interactions')).toBeInTheDocument();
      // Newest first unless another order is chosen.
      expect(lastSearch()).toEqual({ sort: 'startsAt,desc', page: '1', size: '20' });
      expect(screen.getByText('New interaction')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says "1,000+" when a broad search stopped counting, with the thousands separated', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/search'))
        return json(200, { items: [summary(1)], total: 1000, totalCapped: true, page: 1, size: 20 });
      return json(200, []);
    });
    await renderAt(<InteractionListPage />, '/interactions/list');
    expect(await screen.findByText('1,000+ interactions')).toBeInTheDocument();
  });

  // Whole antd pages in jsdom are slow on a busy machine: the 60 s bound a test, they never wait.
  it('"Count all" asks the exact number of the same search and shows it; a new search shows its own bound', async () => {
    server.reply((request) => {
      const { path, query } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/search/count'))
        return json(200, { total: query.get('q') === 'agua' ? 23456 : 1 });
      if (path.endsWith('/social-interactions/search'))
        return json(200, { items: [summary(1)], total: 1000, totalCapped: true, page: 1, size: 20 });
      return json(200, []);
    });
    await renderAt(<InteractionListPage />, '/interactions/list?q=agua');
    await screen.findByRole('link', { name: 'Reunião na comunidade 1' });
    await screen.findByText('1,000+ interactions');
    // The bound's pages (1,000 / 20), not the search's last one.
    expect(screen.getByTitle('50')).toBeInTheDocument();
    expect(screen.queryByTitle('1173')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Count all' }));
    // The number takes the button's place, and the focus with it.
    expect(await screen.findByText('23,456 interactions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('23,456 interactions')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument();
    // The pager now reaches the last page of the 23,456, and asks for it.
    fireEvent.click(screen.getByTitle('1173'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'agua', page: '1173' }));
    expect(await screen.findByText('23,456 interactions')).toBeInTheDocument();
    const counts = server.requests
      .map((r) => parseUrl(r.url))
      .filter((u) => u.path === '/manager/api/v1/social-interactions/search/count');
    expect(counts).toHaveLength(1);
    expect(Object.fromEntries(counts[0].query.entries())).toMatchObject({ q: 'agua' });
    // Another search: its own bound, and the button again.
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'rio' } });
    submit(box);
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'rio' }));
    expect(await screen.findByRole('button', { name: 'Count all' })).toBeInTheDocument();
    expect(screen.getByText('1,000+ interactions')).toBeInTheDocument();
    expect(screen.queryByTitle('1173')).not.toBeInTheDocument();
  }, 60_000);

  it('"Count all" that runs out of time says so in a toast and keeps the bound', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/search/count'))
        return json(503, {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'Counting this search took too long',
        });
      if (path.endsWith('/social-interactions/search'))
        return json(200, { items: [summary(1)], total: 1000, totalCapped: true, page: 1, size: 20 });
      return json(200, []);
    });
    const toasts: ToastRequest[] = [];
    const stopToasts = setToastHandler((request) => toasts.push(request));
    await renderAt(<InteractionListPage />, '/interactions/list');
    // Once the rows are drawn the table is no longer loading (its veil takes no clicks).
    await screen.findByRole('link', { name: 'Reunião na comunidade 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Count all' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message: 'Counting this search took too long. Narrow it with a filter or a period and try again.',
        }),
      ),
    );
    stopToasts();
    expect(screen.getByText('1,000+ interactions')).toBeInTheDocument();
  }, 60_000);

  it('asks the server for the search, filters, sort and page held in the URL', async () => {
    await renderAt(
      <InteractionListPage />,
      `/interactions/list?q=poeira&from=2026-01-01&to=2026-03-31&type=meeting&perception=negative&direction=inbound&followUp=overdue&stakeholderId=${MARIA}&sort=code,asc&page=2`,
    );
    expect(await screen.findByText('Reunião na comunidade 21')).toBeInTheDocument();
    expect(lastSearch()).toEqual({
      q: 'poeira',
      from: '2026-01-01',
      to: '2026-03-31',
      type: 'meeting',
      perception: 'negative',
      direction: 'inbound',
      followUp: 'overdue',
      stakeholderId: MARIA,
      sort: 'code,asc',
      page: '2',
      size: '20',
    });
    // The filters open themselves and name the stakeholder, never showing the id.
    expect(screen.getByText('Filters (7 active)')).toBeInTheDocument();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.queryByText(MARIA)).not.toBeInTheDocument();
  });

  it('keeps a chosen goal on one line, its whole name still there to read', async () => {
    const name = 'Sustainable Cities and Communities';
    useTopicsStore.setState({
      ods: [
        {
          value: '11',
          label: name,
          number: 11,
          labelEn: name,
          labelPtBr: 'Cidades e Comunidades Sustentáveis',
          labelEs: 'Ciudades y Comunidades Sostenibles',
          labelDe: 'Nachhaltige Städte und Gemeinden',
        },
      ],
    });
    await renderAt(<InteractionListPage />, '/interactions/list?ods=11');
    const chosen = await screen.findByText(`11 · ${name}`);
    // A two-line choice made its row of filters uneven at 1366 px: its own style, which the host's rule
    // letting a form's chosen value wrap (shell.css, on the select's box) does not override.
    expect(chosen.style).toMatchObject({
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
    });
    expect(chosen).toHaveAttribute('title', `11 · ${name}`);
    useTopicsStore.setState({ ods: null });
  });

  it('drops malformed values in the URL rather than sending them', async () => {
    await renderAt(
      <InteractionListPage />,
      '/interactions/list?perception=great&stakeholderId=maria&from=yesterday',
    );
    await screen.findByText('Reunião na comunidade 11');
    expect(lastSearch()).toEqual({ sort: 'startsAt,desc', page: '1', size: '20' });
  });

  it('keeps a chosen filter and the search in the URL, from the first page', async () => {
    await renderAt(<InteractionListPage />, '/interactions/list?page=3');
    await screen.findByText('Reunião na comunidade 31');
    const box = screen.getByLabelText('Search interactions');
    fireEvent.change(box, { target: { value: 'poeira' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list?q=poeira'));

    fireEvent.click(screen.getByText('Filters'));
    await chooseOption('Type', 'Vis', 'Visit');
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'poeira', type: 'visit', page: '1' }));
    await chooseOption('Perception', '', 'Positive');
    await waitFor(() =>
      expect(currentLocation()).toBe('/interactions/list?q=poeira&type=visit&perception=positive'),
    );
    await waitFor(() => expect(lastSearch()).toMatchObject({ perception: 'positive' }));
  });

  it('filters grievances, open or overdue, through the URL to the search, as the follow-up filter does', async () => {
    await renderAt(<InteractionListPage />, '/interactions/list?grievance=open');
    await screen.findByText('Reunião na comunidade 11');
    expect(lastSearch()).toMatchObject({ grievance: 'open' });
    await chooseOption('Grievances', '', 'Overdue');
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list?grievance=overdue'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ grievance: 'overdue', page: '1' }));
  });

  it('opened on one target late, as the dashboard links, names that target in words and searches it', async () => {
    await renderAt(<InteractionListPage />, '/interactions/list?grievance=acknowledgementOverdue');
    await screen.findByText('Reunião na comunidade 11');
    expect(lastSearch()).toMatchObject({ grievance: 'acknowledgementOverdue' });
    // What the select shows chosen: its words, not the value from the URL (nowhere in the filters).
    const select = () =>
      screen.getAllByLabelText('Grievances').find((el) => el.getAttribute('role') === 'combobox');
    const shown = () => select()?.closest('.ant-select')?.textContent;
    expect(shown()).toBe('Acknowledgement overdue');
    expect(select()?.closest('.ant-collapse')?.textContent).not.toMatch(/acknowledgementOverdue/);

    await chooseOption('Grievances', '', 'Resolution overdue');
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list?grievance=resolutionOverdue'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ grievance: 'resolutionOverdue', page: '1' }));
    expect(shown()).toBe('Resolution overdue');
  });

  it('marks a grievance past its target in red, beside an overdue follow-up', async () => {
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/search'))
        return json(200, {
          items: [summary(1, { grievanceOverdue: true, followUpOverdue: false }), summary(2)],
          total: 2,
          page: 1,
          size: 20,
        });
      return json(200, []);
    });
    await renderAt(<InteractionListPage />, '/interactions/list');
    await screen.findByText('Reunião na comunidade 1');
    const tags = screen.getAllByText('Grievance overdue');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveClass('ant-tag-error');
    expect(screen.getAllByText('Follow-up overdue 10/03/2026')).toHaveLength(1);
  });

  it('filters by a company participant and, with several workspaces chosen, by a unit with its sites', async () => {
    const ws = (n: number, name: string, parent: number | null, level: 1 | 2 | 3) => ({
      id: `00000000-0000-4000-8000-00000000010${n}`,
      name,
      level,
      parentId: parent === null ? null : `00000000-0000-4000-8000-00000000010${parent}`,
      tenantId: '00000000-0000-4000-8000-000000000101',
    });
    const options = [
      ws(1, 'Mineração Vale Verde', null, 1),
      ws(2, 'Unidade Carajás', 1, 2),
      ws(3, 'Mina Serra Norte', 2, 3),
    ];
    useAuthStore.setState({
      selectedWorkspaces: options.map((w) => w.id),
      workspace: { containsWorkspace: true, shouldSelectWorkspace: false, options },
    });
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/social-interactions/search'))
        return json(200, { items: [summary(1)], total: 1, page: 1, size: 20 });
      if (path.endsWith('/users/options'))
        return json(200, [
          { value: '00000000-0000-4000-8000-0000000001aa', label: 'Ana Analista', email: 'ana@acme.com' },
        ]);
      return json(200, []);
    });
    try {
      await renderAt(<InteractionListPage />, '/interactions/list');
      await screen.findByText('Reunião na comunidade 1');
      fireEvent.click(screen.getByText('Filters'));
      await chooseOption('Company participant', 'ana', 'ana@acme.com');
      await waitFor(() =>
        expect(lastSearch()).toMatchObject({ participantId: '00000000-0000-4000-8000-0000000001aa' }),
      );
      await chooseOption('Workspace', 'caraj', 'Unidade Carajás');
      await waitFor(() => expect(lastSearch()).toMatchObject({ workspaceId: options[1]!.id }));
      expect(currentLocation()).toBe(
        `/interactions/list?participantId=00000000-0000-4000-8000-0000000001aa&workspaceId=${options[1]!.id}`,
      );
    } finally {
      act(() => useAuthStore.setState({ selectedWorkspaces: [] }));
    }
  });

  it('takes a period typed in another common way, in DD/MM/YYYY and with the pattern as the hint', async () => {
    const restore = onScreen(true);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list?perception=negative');
      await screen.findByText('Reunião na comunidade 11');
      const from = await screen.findByLabelText('From');
      expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
      // ISO, as a spreadsheet writes it: once it silently did nothing.
      await userEvent.type(from, '2026-11-27{Enter}');
      await waitFor(() =>
        expect(currentLocation()).toBe('/interactions/list?from=2026-11-27&perception=negative'),
      );
      const to = screen.getByLabelText('To');
      await userEvent.type(to, '30-11-2026{Enter}');
      await waitFor(() => expect(lastSearch()).toMatchObject({ from: '2026-11-27', to: '2026-11-30' }));
      expect(from).toHaveValue('27/11/2026');
    } finally {
      restore();
    }
  });

  it('takes no end before the start, and names a reversed period that came in a link', async () => {
    const restore = onScreen(true);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list?from=2026-11-27');
      await screen.findByText('Reunião na comunidade 11');
      const to = screen.getByLabelText('To');
      await userEvent.type(to, '10/11/2026{Enter}');
      await userEvent.type(to, '{Escape}');
      expect(currentLocation()).toBe('/interactions/list?from=2026-11-27');
      expect(screen.queryByText('Before “From”: no interaction can match')).not.toBeInTheDocument();
    } finally {
      restore();
    }
    await renderAt(<InteractionListPage />, '/interactions/list?from=2026-11-27&to=2026-11-10');
    expect(await screen.findByText('Before “From”: no interaction can match')).toBeInTheDocument();
  });

  it('on a phone, where the filters are closed, the empty list itself names a reversed period', async () => {
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/social-interactions/search')
        ? json(200, { items: [], total: 0, page: 1, size: 20 })
        : json(200, []),
    );
    const restore = onScreen(false);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list?from=2026-11-27&to=2026-11-10');
      expect(
        await screen.findByText(
          'The period ends before it starts: no interaction can match. Clear the filters or choose the dates again.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByText('No interaction matches this search or these filters'),
      ).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('a code searched whole opens its record; coming back to that search shows the list', async () => {
    await renderAt(<InteractionListPage />, '/interactions/list', '/interactions/*');
    await screen.findByText('Reunião na comunidade 11');
    const box = screen.getByLabelText('Search interactions');
    // Lower case and spaces, as typed from a paper form; the search's page has it second.
    fireEvent.change(box, { target: { value: ' int-2026-00012 ' } });
    submit(box);
    await waitFor(() => expect(currentLocation()).toBe('/interactions/00000000-0000-4000-8000-000000000012'));
  });

  it('a list opened on a code search stays a list, and a code it does not find stays there too', async () => {
    await renderAt(<InteractionListPage />, '/interactions/list?q=INT-2026-00011', '/interactions/*');
    await screen.findByText('Reunião na comunidade 11');
    expect(currentLocation()).toBe('/interactions/list?q=INT-2026-00011');

    const box = screen.getByLabelText('Search interactions');
    fireEvent.change(box, { target: { value: 'INT-2026-09999' } });
    submit(box);
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'INT-2026-09999' }));
    await screen.findByText('Reunião na comunidade 11');
    expect(currentLocation()).toBe('/interactions/list?q=INT-2026-09999');

    // A word is a search, never a jump, even when a row's code contains it.
    fireEvent.change(box, { target: { value: '2026-00011' } });
    submit(box);
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list?q=2026-00011'));
  });

  it('an empty list says what to do: clear a search that finds nothing, or log or import the first', async () => {
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/social-interactions/search')
        ? json(200, { items: [], total: 0, page: 1, size: 20 })
        : json(200, []),
    );
    await renderAt(<InteractionListPage />, '/interactions/list?q=zzqx&perception=negative');
    await screen.findByText('No interaction matches this search or these filters');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1]);
    await waitFor(() => expect(currentLocation()).not.toContain('zzqx'));
    expect(currentLocation()).not.toContain('perception');
    expect(
      await screen.findByText(
        'No interactions yet: log the first with “New interaction”, or bring a file in with “Import”',
      ),
    ).toBeInTheDocument();
  });

  it('an empty list to a reader who may not add says only that there is nothing yet', async () => {
    signInWith({ view: true });
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/social-interactions/search')
        ? json(200, { items: [], total: 0, page: 1, size: 20 })
        : json(200, []),
    );
    await renderAt(<InteractionListPage />, '/interactions/list');
    await screen.findByText('No interactions are registered in your workspaces yet');
  });

  it('on a phone keeps active filters folded over the rows, and its button closes them onto the rows', async () => {
    const restore = onScreen(false);
    try {
      // As a dashboard's segment opens it: filtered, the rows wanted at once.
      await renderAt(<InteractionListPage />, '/interactions/list?perception=negative');
      expect(await screen.findByText('Reunião na comunidade 11')).toBeInTheDocument();
      const header = screen.getByText('Filters (1 active)').closest('[aria-expanded]');
      expect(header).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(screen.getByText('Filters (1 active)'));
      await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
      fireEvent.click(await screen.findByRole('button', { name: 'Show 45 interactions' }));
      await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
    } finally {
      restore();
    }
  });

  it('on a wide screen opens active filters, with no button to close them onto the rows', async () => {
    const restore = onScreen(true);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list?perception=negative');
      expect(await screen.findByText('Reunião na comunidade 11')).toBeInTheDocument();
      const header = screen.getByText('Filters (1 active)').closest('[aria-expanded]');
      await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
      expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('on a wide screen shows the period read from the URL from the first frame, while the list loads', async () => {
    const restore = onScreen(true);
    // Every value the From field showed and every late opening of the filters, from the first render on.
    const shown: string[] = [];
    const folded: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.attributeName === 'aria-expanded' && record.oldValue === 'false')
          folded.push('opened late');
        if (target instanceof HTMLInputElement && target.id === 'filter-from') shown.push(target.value);
      }
      // Once the filters are drawn, their From field is there and holds the URL's day.
      const from = document.getElementById('filter-from') as HTMLInputElement | null;
      if (document.querySelector('.ant-collapse')) shown.push(from ? from.value : '(no field)');
    });
    watch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
    });
    try {
      await renderAt(<InteractionListPage />, '/interactions/list?from=2026-01-01&to=2026-03-31');
      expect(screen.getByLabelText('From')).toHaveValue('01/01/2026');
      expect(screen.getByLabelText('To')).toHaveValue('31/03/2026');
      await screen.findByText('Reunião na comunidade 11');
      watch.takeRecords();
      expect(folded).toEqual([]);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((value) => value !== '01/01/2026')).toEqual([]);
    } finally {
      watch.disconnect();
      restore();
    }
  });

  it('gives the search box a hint short enough for a phone, in every language', async () => {
    signInWith({ view: true });
    const restore = onScreen(false);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list');
      expect(screen.getByLabelText('Search interactions')).toHaveAttribute(
        'placeholder',
        'Code, subject, stakeholder',
      );
    } finally {
      restore();
    }
    // About 34 characters fit beside the search button at 360 px (the full hint is 41 to 49).
    for (const words of [en, ptBR, es, de])
      expect(words.list.searchPlaceholderShort.length).toBeLessThanOrEqual(34);
  });

  it('reads like a card on a phone and offers no "new" button without the add flag', async () => {
    signInWith({ view: true });
    const restore = onScreen(false);
    try {
      await renderAt(<InteractionListPage />, '/interactions/list');
      expect(await screen.findByText('Reunião na comunidade 11')).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Interaction']);
      expect(screen.getAllByText(/^INT-2026-00011 · 05\/03\/2026/)).toHaveLength(1);
      expect(screen.queryByText('New interaction')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
