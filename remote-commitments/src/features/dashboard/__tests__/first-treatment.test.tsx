import { fireEvent, screen } from '@testing-library/react';
import type { UntreatedDemand } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { FirstTreatment } from '../first-treatment';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
jest.setTimeout(120_000);

const PERIOD = { from: '2025-01-01', to: '2025-12-31' };
const demand = (n: number): UntreatedDemand => ({
  type: 'commitment',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `CMT-2025-${String(n).padStart(5, '0')}`,
  title: `Pendente ${n}`,
  workspaceId: '00000000-0000-4000-8000-000000000900',
  registeredOn: '2025-02-01',
  ageDays: 300,
  owner: null,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => demand(from + i));

beforeEach(() => {
  server.requests.length = 0;
  signInWith({ fullAccess: true });
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path.endsWith('/actions/dashboards/first-treatment'))
      return json(200, {
        period: PERIOD,
        targetDays: 15,
        demands: 60,
        treated: 5,
        medianDays: 3,
        withinTarget: 5,
        withinTargetShare: 8.3,
        months: [],
        untreatedPastTarget: range(1, 50),
        untreatedPastTargetCount: 55,
      });
    if (path.endsWith('/actions/dashboards/first-treatment/untreated') && query.get('page') === '2')
      return json(200, { items: range(51, 55), total: 55, page: 2, size: 50 });
    return json(404, {});
  });
});

describe('first treatment', () => {
  it('writes a target of one day in the singular (“1 days” before)', async () => {
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/actions/dashboards/first-treatment')
        ? json(200, {
            period: PERIOD,
            targetDays: 1,
            demands: 2,
            treated: 1,
            medianDays: 1,
            withinTarget: 1,
            withinTargetShare: 50,
            months: [],
            untreatedPastTarget: range(1, 1),
            untreatedPastTargetCount: 1,
          })
        : json(404, {}),
    );
    await renderAt(<FirstTreatment params={{ period: 'custom', ...PERIOD }} />, '/commitments');
    expect(
      await screen.findByText('Within the target of 1 day', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Demands still without a completed action, registered more than 1 day ago (oldest first).',
      ),
    ).toBeInTheDocument();
  });

  it('pages through every demand untreated past the target, not only the first 50', async () => {
    await renderAt(<FirstTreatment params={{ period: 'custom', ...PERIOD }} />, '/commitments');
    expect(await screen.findByText('Pendente 50', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–50 of 55.')).toBeInTheDocument();
    expect(screen.queryByText('Pendente 51')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTitle('2'));
    const later = await screen.findByText('Pendente 55', {}, { timeout: 30_000 });
    expect(later.closest('a')).toHaveAttribute('href', `/commitments/management/${demand(55).id}`);
    expect(screen.getByText('Showing 51–55 of 55.')).toBeInTheDocument();
    expect(screen.queryByText('Pendente 1')).not.toBeInTheDocument();
    // The same period as the dashboard's.
    const asked = server.requests.map((r) => parseUrl(r.url)).find((u) => u.path.endsWith('/untreated'));
    expect(Object.fromEntries(asked?.query ?? [])).toEqual(expect.objectContaining({ page: '2', ...PERIOD }));
  });
});
