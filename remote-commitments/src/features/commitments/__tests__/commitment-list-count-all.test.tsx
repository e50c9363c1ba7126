import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@conexoes/shared';
import { json, parseUrl, renderAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import { ManagementListPage } from '../../../pages/management-list.page';
import { NegotiationPlanListPage } from '../../../pages/negotiation-plan-list.page';
import { commitmentSummary, planSummary, signInFully } from '../../../testing/fixtures';

const API = '/manager/api/v1';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path, query } = parseUrl(request.url);
    if (path === `${API}/commitments/management/search/count`)
      return json(200, { total: query.get('q') === 'escola' ? 12345 : 1 });
    if (path === `${API}/commitments/management/search`)
      return json(200, { items: [commitmentSummary(1)], total: 1000, totalCapped: true, page: 1, size: 20 });
    if (path === `${API}/commitments/negotiation-plans/search`)
      return json(200, { items: [planSummary(1)], total: 1, page: 1, size: 20 });
    return json(200, []);
  });
});
afterAll(() => server.close());
beforeEach(() => signInFully());
afterEach(() => act(() => i18n.changeLanguage('en')));

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

describe('the totals of the commitment and negotiation plan lists', () => {
  it('"Count all" beside "1,000+" asks the exact number of the same search and shows it, in pt-BR too', async () => {
    await renderAt(<ManagementListPage />, '/commitments/management?q=escola', '/commitments/management');
    await act(() => i18n.changeLanguage('pt-BR'));
    await screen.findByText('1.000+ compromissos', undefined, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Contar tudo' }));
    expect(await screen.findByText('12.345 compromissos')).toBeInTheDocument();
    const counts = server.requests
      .map((r) => parseUrl(r.url))
      .filter((u) => u.path === `${API}/commitments/management/search/count`);
    expect(counts.map((u) => u.query.get('q'))).toEqual(['escola']);
  });

  it('names what it counts: commitments on one list, negotiation plans on the other', async () => {
    await renderAt(
      <NegotiationPlanListPage />,
      '/commitments/negotiation_plan',
      '/commitments/negotiation_plan',
    );
    expect(await screen.findByText('1 negotiation plan', undefined, { timeout: 20_000 })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await screen.findByText('1 plano de negociação')).toBeInTheDocument();
  });
});
