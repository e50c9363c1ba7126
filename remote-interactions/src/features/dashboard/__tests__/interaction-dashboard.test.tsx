import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { InteractionsOverviewPage } from '../../../pages/interactions-overview.page';
import { parseQuery } from '../../../lib/list-query';
import { listHref, monthDays } from '../drill-down';

/*
 * The chart library draws on a canvas jsdom has not got: at this edge each chart becomes a list of
 * buttons, one per datum, whose click raises the library's `click` events as it does (the plot's, then
 * the element's and its mark's with the datum)
 * — so the dashboard's click-through wiring (onReady → the list URL) is what runs.
 */
jest.mock('@ant-design/charts', () => {
  type Handler = (event: unknown) => void;
  type Props = {
    data: Array<Record<string, unknown>>;
    colorField: string;
    xField?: string;
    scale?: { color?: { range?: string[] } };
    onReady?: (chart: { on: (name: string, handler: Handler) => void }) => void;
  };
  const chart = (name: string) =>
    function FakeChart({ data, colorField, xField, scale, onReady }: Props) {
      const handlers: Record<string, Handler[]> = {};
      onReady?.({ on: (event, handler) => (handlers[event] = [...(handlers[event] ?? []), handler]) });
      return (
        <div data-testid={name} data-colors={scale?.color?.range?.join(' ')}>
          {data.map((datum, i) => (
            <button
              key={i}
              type="button"
              onClick={() => {
                const element = { type: 'click', data: { data: datum } };
                for (const event of [{ type: 'click' }, element, element])
                  handlers.click?.forEach((h) => h(event));
              }}
            >
              {`${name} ${xField ? `${String(datum[xField])} ` : ''}${String(datum[colorField])}`}
            </button>
          ))}
        </div>
      );
    };
  return { Pie: chart('pie'), Column: chart('column') };
});

const TOPIC = '0190a3c2-7b1e-7000-8000-0000000000c1';
const STAKEHOLDER = '0190a3c2-7b1e-7000-8000-0000000000a1';
const period = { from: '2026-01-01', to: '2026-03-31' };

const answers: Record<string, unknown> = {
  'compare/month': {
    period,
    current: { ...period, total: 5 },
    previous: { from: '2025-10-03', to: '2025-12-31', total: 4 },
    months: [
      { month: '2026-01', count: 1, previousMonth: '2025-10', previousCount: 2 },
      { month: '2026-02', count: 1, previousMonth: '2025-11', previousCount: 1 },
      { month: '2026-03', count: 3, previousMonth: '2025-12', previousCount: 1 },
    ],
  },
  perception: {
    period,
    total: 5,
    notInformed: 1,
    shares: [
      { perception: 'positive', label: 'Positive', count: 2, share: 50 },
      { perception: 'neutral', label: 'Neutral', count: 1, share: 25 },
      { perception: 'negative', label: 'Negative', count: 1, share: 25 },
    ],
    months: [
      { month: '2026-01', positive: 1, neutral: 0, negative: 0 },
      { month: '2026-02', positive: 0, neutral: 1, negative: 0 },
      { month: '2026-03', positive: 1, neutral: 0, negative: 1 },
    ],
  },
  ods: {
    period,
    total: 2,
    items: Array.from({ length: 17 }, (_, i) => ({
      ods: i + 1,
      label: i + 1 === 6 ? '6. Clean Water and Sanitation' : `${i + 1}. Goal`,
      count: i + 1 === 6 ? 2 : 0,
    })),
  },
  type: {
    period,
    total: 5,
    groups: [
      { key: 'meeting', label: 'Meeting', count: 3 },
      { key: 'phoneCall', label: 'Phone call', count: 2 },
    ],
  },
  channel: {
    period,
    total: 5,
    groups: [
      { key: 'inPerson', label: 'In person', count: 4 },
      { key: null, label: 'Not informed', count: 1 },
    ],
  },
  classification: { period, total: 0, groups: [] },
  status: { period, total: 0, groups: [] },
};

const rankOf = (by: string) => ({
  period,
  by,
  items:
    by === 'topics'
      ? [{ id: TOPIC, name: 'Poeira na estrada', state: null, count: 4 }]
      : by === 'municipalities'
        ? [{ id: '3109006', name: 'Brumadinho', state: 'MG', count: 3 }]
        : [{ id: STAKEHOLDER, name: 'Associação Comunitária do Tejuco', state: null, count: 3 }],
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signInWith({ view: true });
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    const dashboard = path.split('/social-interactions/dashboards/')[1];
    if (dashboard === 'rank') return json(200, rankOf(query.get('by') ?? 'stakeholders'));
    if (dashboard && dashboard in answers) return json(200, answers[dashboard]);
    if (path.endsWith('/topics/options/grouped')) return json(200, []);
    return json(404, { title: 'Not found', status: 404 });
  });
});

// A page of antd cards renders slowly on a shared 2-core machine: ceilings, not sleeps.
const settled = { timeout: 40_000 };
jest.setTimeout(90_000);

/*
 * Role queries walk the whole accessibility tree of a page of antd cards, which takes seconds here;
 * lists are found by their label and looked into with `within`.
 */
const listNamed = async (name: string): Promise<HTMLElement> => {
  const labelled = await screen.findAllByLabelText(name, {}, settled);
  return labelled.find((el) => el.tagName === 'UL' || el.tagName === 'OL') as HTMLElement;
};
const chartSegment = (name: string) => screen.findByText(name, { selector: 'button' }, settled);

const dashboardRequests = () =>
  server.requests
    .map((r) => parseUrl(r.url))
    .filter((u) => u.path.includes('/social-interactions/dashboards/'));

describe('interaction dashboard', () => {
  it('asks every dashboard for the period in the URL, from and to only together', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    await screen.findByText('Social interactions', { selector: 'h1' }, settled);
    await waitFor(() => expect(dashboardRequests().length).toBeGreaterThanOrEqual(10), settled);
    const paths = new Set(dashboardRequests().map((u) => u.path.split('/dashboards/')[1]));
    expect([...paths].sort()).toEqual(
      [
        'channel',
        'classification',
        'compare/month',
        'grievances',
        'ods',
        'perception',
        'rank',
        'status',
        'survey',
        'type',
      ].sort(),
    );
    for (const u of dashboardRequests()) {
      expect(u.query.get('from')).toBe('2026-01-01');
      expect(u.query.get('to')).toBe('2026-03-31');
    }
  });

  it('draws this period of the comparison in the theme’s brand colour, as the other charts', async () => {
    await renderAt(
      <ConfigProvider theme={{ token: { colorPrimary: '#C2410C' } }}>
        <InteractionsOverviewPage />
      </ConfigProvider>,
      '/interactions',
    );
    const bar = await screen.findByText('column Jan 2026 This period', { selector: 'button' }, settled);
    const chart = bar.closest('[data-testid="column"]');
    expect(chart?.getAttribute('data-colors')?.split(' ')[0]?.toUpperCase()).toBe('#C2410C');
  });

  it('draws each goal of the ODS chart in its UN colour, and its link names the goal', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions');
    const bar = await screen.findByText('column SDG 6 SDG 6', { selector: 'button' }, settled);
    // Goal 6 (clean water) is the UN's light blue, not the first of the generic segment colours.
    expect(bar.closest('[data-testid="column"]')?.getAttribute('data-colors')).toBe('#26BDE2');
    expect(screen.getByRole('link', { name: /6\. Clean Water and Sanitation/ })).toBeTruthy();
  });

  it('sends the preset alone when only one day is in the URL, and a new preset on choosing it', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01');
    await waitFor(() => expect(dashboardRequests().length).toBeGreaterThanOrEqual(10), settled);
    for (const u of dashboardRequests()) {
      expect(u.query.get('period')).toBe('year');
      expect(u.query.has('from')).toBe(false);
    }
    server.requests.length = 0;
    // A wide screen shows the presets as a row of buttons.
    fireEvent.click(screen.getByText('Last 3 months'));
    await waitFor(() => expect(currentLocation()).toBe('/interactions?period=quarter'));
    await waitFor(() =>
      expect(dashboardRequests().some((u) => u.query.get('period') === 'quarter')).toBe(true),
    );
  });

  it('opens the list filtered to a chart segment when it is clicked', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    fireEvent.click(await chartSegment('pie Meeting'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/interactions/list?from=2026-01-01&to=2026-03-31&type=meeting'),
    );
  });

  it('opens one month of the period, or of the one before, from the comparison', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    fireEvent.click(await chartSegment('column Mar 2026 Previous period'));
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list?from=2025-12-01&to=2025-12-31'));
  });

  it('compares a short span with the one before it as two wholes, not as pieces of months', async () => {
    const week = { from: '2026-11-26', to: '2026-12-02' };
    const quarter = answers['compare/month'];
    answers['compare/month'] = {
      period: week,
      current: { ...week, total: 12 },
      previous: { from: '2026-11-19', to: '2026-11-25', total: 45 },
      months: [
        { month: '2026-11', count: 8, previousMonth: '2026-11', previousCount: 45 },
        { month: '2026-12', count: 4, previousMonth: '2026-12', previousCount: 0 },
      ],
    };
    try {
      await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-11-26&to=2026-12-02');
      const previous = await chartSegment('column 19/11/2026 – 25/11/2026 Previous period');
      expect(
        screen.getByText('column 26/11/2026 – 02/12/2026 This period', { selector: 'button' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/column Nov 2026/, { selector: 'button' })).not.toBeInTheDocument();
      fireEvent.click(previous);
      await waitFor(() => expect(currentLocation()).toBe('/interactions/list?from=2026-11-19&to=2026-11-25'));
    } finally {
      answers['compare/month'] = quarter;
    }
  });

  it('shows a dash for the change when the previous period had none, with the reason under it', async () => {
    const quarter = answers['compare/month'];
    answers['compare/month'] = {
      period: { from: '2026-01-01', to: '2026-03-31' },
      current: { from: '2026-01-01', to: '2026-03-31', total: 5 },
      previous: { from: '2025-10-03', to: '2025-12-31', total: 0 },
      months: [{ month: '2026-01', count: 5, previousMonth: '2025-10', previousCount: 0 }],
    };
    try {
      await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
      expect(await screen.findByText('No previous interactions')).toBeInTheDocument();
      const change = screen.getByText('Change').closest('.ant-statistic') as HTMLElement;
      expect(within(change).getByText('—')).toBeInTheDocument();
    } finally {
      answers['compare/month'] = quarter;
    }
  });

  it('names every segment in a list of links, with its count; "not informed" opens nothing', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    const channels = await listNamed('By channel');
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['In person4', 'Not informed1']);
    expect(within(channels).queryByRole('link', { name: 'Not informed' })).toBeNull();
    const perception = await listNamed('Perception');
    fireEvent.click(within(perception).getByRole('link', { name: 'Positive (50%)' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/interactions/list?from=2026-01-01&to=2026-03-31&perception=positive'),
    );
  });

  it('ranks by topics and municipalities, each name opening its interactions', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    const rank = await listNamed('Ranking');
    expect(within(rank).getByRole('link', { name: 'Associação Comunitária do Tejuco' })).toHaveAttribute(
      'href',
      `/interactions/list?from=2026-01-01&to=2026-03-31&stakeholderId=${STAKEHOLDER}`,
    );
    fireEvent.click(screen.getByText('Municipalities'));
    fireEvent.click(await screen.findByText('Brumadinho (MG)', { selector: 'a' }, settled));
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/interactions/list?from=2026-01-01&to=2026-03-31&state=MG&municipality=Brumadinho',
      ),
    );
  });

  it('shows an empty card, not a chart, when nothing was counted', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    await listNamed('By type');
    expect(screen.queryByLabelText('By status')).toBeNull();
    await waitFor(
      () => expect(screen.getAllByText('No interactions in this period')).toHaveLength(2),
      settled,
    );
  });
});

describe('dashboard links into the list', () => {
  it('are read back by the list as the same filters', () => {
    const href = listHref(monthDays('2026-03', { from: '2026-01-01', to: '2026-03-20' }), {
      topicId: TOPIC,
      ods: '6',
    });
    const query = parseQuery(new URLSearchParams(href.split('?')[1]));
    expect(query.filters).toMatchObject({ from: '2026-03-01', to: '2026-03-20', topicId: TOPIC, ods: '6' });
  });

  it('cut a month to the period’s first and last days', () => {
    expect(monthDays('2025-07', { from: '2025-07-28', to: '2026-07-28' })).toEqual({
      from: '2025-07-28',
      to: '2025-07-31',
    });
    expect(monthDays('2026-02', { from: null, to: '2026-07-28' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});
