import { screen } from '@testing-library/react';
import {
  chooseOption,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { CommitmentsDashboard } from '../commitments-dashboard';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
jest.setTimeout(120_000);

const COUNTED = { from: '2025-11-30', to: '2026-11-29' };

beforeEach(() => {
  signInWith({ fullAccess: true });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/commitments/dashboards/overview'))
      return json(200, {
        period: COUNTED,
        total: 0,
        overdue: 0,
        byStatus: [],
        bySource: [],
        months: [],
        byOwner: [],
      });
    return json(200, []);
  });
});

describe('commitments dashboard', () => {
  it('opens Custom on the days the preset counted, not on two empty fields', async () => {
    // A phone offers the periods in a select.
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<CommitmentsDashboard title="Commitments" />, '/commitments');
      expect(await screen.findByText('Commitments registered', {}, { timeout: 30_000 })).toBeInTheDocument();
      await chooseOption('Period', '', 'Custom');
      expect(screen.getByPlaceholderText('From')).toHaveValue('30/11/2025');
      expect(screen.getByPlaceholderText('To')).toHaveValue('29/11/2026');
    } finally {
      window.innerWidth = before;
    }
  });
});
