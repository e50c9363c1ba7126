import { act, screen } from '@testing-library/react';
import { i18n } from '@conexoes/shared';
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
afterEach(() => act(() => i18n.changeLanguage('en')));
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

  it('counts each owner in Portuguese agreeing with the number: "1 aberto · 1 atrasado", "3 atrasados", "0 abertos"', async () => {
    const owner = (name: string, open: number, overdue: number, total: number) => ({
      id: `00000000-0000-4000-8000-00000000000${total}`,
      name,
      open,
      overdue,
      total,
    });
    server.reply((request) =>
      parseUrl(request.url).path.endsWith('/commitments/dashboards/overview')
        ? json(200, {
            period: COUNTED,
            total: 8,
            overdue: 1,
            byStatus: [],
            bySource: [],
            months: [],
            byOwner: [
              owner('Lucas Barbosa', 1, 1, 6),
              owner('Thiago Martins', 2, 3, 5),
              owner('Ana Souza', 0, 0, 4),
            ],
          })
        : json(200, []),
    );
    await renderAt(<CommitmentsDashboard title="Compromissos" />, '/commitments');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      await screen.findByText('1 aberto · 1 atrasado · 6 no total', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 abertos · 3 atrasados · 5 no total')).toBeInTheDocument();
    // Portuguese reads a zero in the plural, though its plural rule files 0 with 1 ("0 aberto" before).
    expect(screen.getByText('0 abertos · 0 atrasados · 4 no total')).toBeInTheDocument();
  });
});
