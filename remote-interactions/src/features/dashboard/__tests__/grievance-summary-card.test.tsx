import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import type { InteractionGrievanceSummary } from '@conexoes/shared';
import { InteractionsOverviewPage } from '../../../pages/interactions-overview.page';

// The other cards' charts draw on a canvas jsdom has not got: here they draw nothing.
jest.mock('@ant-design/charts', () => ({ Pie: () => null, Column: () => null }));

const period = { from: '2026-01-01', to: '2026-03-31' };
const figures: InteractionGrievanceSummary = {
  period,
  received: 12,
  closed: 8,
  closedWithinTarget: 6,
  medianDaysToClose: 14.5,
  outcomes: { accepted: 5, notAccepted: 2, noReply: 1 },
  open: 4,
  acknowledgementOverdue: 1,
  resolutionOverdue: 2,
  targets: { acknowledgeDays: 7, resolveDays: 30 },
};
const none: InteractionGrievanceSummary = {
  ...figures,
  received: 0,
  closed: 0,
  closedWithinTarget: 0,
  medianDaysToClose: null,
  outcomes: { accepted: 0, notAccepted: 0, noReply: 0 },
  open: 0,
  acknowledgementOverdue: 0,
  resolutionOverdue: 0,
};

let server: TestServer;
let summary: InteractionGrievanceSummary = figures;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  summary = figures;
  signInWith({ view: true });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/dashboards/grievances')) return json(200, summary);
    return json(404, { title: 'Not found', status: 404 });
  });
});

// A page of antd cards renders slowly on a shared 2-core machine: ceilings, not sleeps.
const settled = { timeout: 40_000 };
jest.setTimeout(90_000);

const grievanceRequests = () =>
  server.requests.map((r) => parseUrl(r.url)).filter((u) => u.path.endsWith('/dashboards/grievances'));
const card = async () =>
  (await screen.findByText('Grievances', { selector: 'h2' }, settled)).closest('.ant-card') as HTMLElement;

describe('interaction dashboard: grievances', () => {
  it('shows the period’s figures, the share closed within target and the outcomes in words', async () => {
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    const box = await card();
    await within(box).findByText('Received', {}, settled);
    expect(grievanceRequests()[0]?.query.get('from')).toBe('2026-01-01');
    expect(grievanceRequests()[0]?.query.get('to')).toBe('2026-03-31');
    const figure = (title: string) =>
      within(box).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content');
    expect(figure('Received')).toHaveTextContent('12');
    expect(figure('Open now')).toHaveTextContent('4');
    expect(figure('Acknowledgement overdue')).toHaveTextContent('1');
    expect(figure('Resolution overdue')).toHaveTextContent('2');
    expect(figure('Closed')).toHaveTextContent('8');
    expect(figure('Closed within target')).toHaveTextContent('75%');
    expect(figure('Median days to close')).toHaveTextContent('14.5');
    expect(figure('Accepted')).toHaveTextContent('5');
    expect(figure('Not accepted')).toHaveTextContent('2');
    expect(figure('No reply')).toHaveTextContent('1');
    expect(box.textContent).not.toMatch(/notAccepted|noReply/);
    expect(
      within(box).getByText(/Targets: acknowledge within 7 days, resolve within 30 days\./),
    ).toBeInTheDocument();
  });

  it('opens the list of open grievances, and of those late on each target, from their figures', async () => {
    const first = await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    let box = await card();
    const openLink = await within(box).findByRole('link', { name: 'Open now 4' }, settled);
    expect(openLink).toHaveAttribute('href', '/interactions/list?grievance=open');
    // Each late figure opens exactly the grievances it counts, not those late on either target.
    expect(within(box).getByRole('link', { name: 'Acknowledgement overdue 1' })).toHaveAttribute(
      'href',
      '/interactions/list?grievance=acknowledgementOverdue',
    );
    expect(within(box).getByRole('link', { name: 'Resolution overdue 2' })).toHaveAttribute(
      'href',
      '/interactions/list?grievance=resolutionOverdue',
    );
    fireEvent.click(openLink);
    await waitFor(() => expect(currentLocation()).toBe('/interactions/list?grievance=open'));
    first.unmount();

    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    box = await card();
    fireEvent.click(await within(box).findByRole('link', { name: 'Acknowledgement overdue 1' }, settled));
    await waitFor(() =>
      expect(currentLocation()).toBe('/interactions/list?grievance=acknowledgementOverdue'),
    );
  });

  it('says in one line that there is nothing to show when no grievance was received nor is open', async () => {
    summary = none;
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    const box = await card();
    expect(
      await within(box).findByText(
        'No grievance was received in this period, and none is open.',
        {},
        settled,
      ),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('link')).toBeNull();
  });
});
