import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  currentLocation,
  json,
  parseUrl,
  renderAt,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { ManagementListPage } from '../../../pages/management-list.page';
import { PLAN, planDetails, signInFully } from '../../../testing/fixtures';

const API = '/manager/api/v1';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/negotiation-plans/${PLAN}`) return json(200, planDetails());
    if (path === `${API}/commitments/management/search`) return json(200, { items: [], total: 0 });
    return json(200, []);
  });
});
afterAll(() => server.close());
beforeEach(() => signInFully());

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

describe('the commitments of one negotiation plan', () => {
  it('names the plan the list is filtered by, and lets the filter go', async () => {
    await renderAt(
      <ManagementListPage />,
      `/commitments/management?negotiationPlanId=${PLAN}`,
      '/commitments/management',
    );
    fireEvent.click(await screen.findByText('Filters (1)', undefined, { timeout: 10_000 }));
    expect(
      await screen.findByText('NP-2026-00042 · Reassentamento do Bento', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Any plan'));
    await waitFor(() => expect(currentLocation()).not.toContain('negotiationPlanId'));
  });
});
