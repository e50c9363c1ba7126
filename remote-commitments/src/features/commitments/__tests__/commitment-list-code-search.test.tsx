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
import { commitmentSummary, signInFully } from '../../../testing/fixtures';

const API = '/manager/api/v1';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/search`)
      return json(200, { items: [commitmentSummary(1), commitmentSummary(7)], total: 2, page: 1, size: 20 });
    return json(200, []);
  });
});
afterAll(() => server.close());
beforeEach(() => signInFully());

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

/** Enter pressed and let go in a box (the input takes one Enter per key press). */
const submit = (box: HTMLElement, value: string) => {
  fireEvent.change(box, { target: { value } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

it('a commitment code searched whole opens the commitment; a plan code is only searched', async () => {
  await renderAt(<ManagementListPage />, '/commitments/management', '/commitments/*');
  await screen.findByText('Compromisso 7', undefined, { timeout: 20_000 });
  const box = screen.getByRole('searchbox', { name: 'Search' });

  submit(box, 'NP-2026-00007');
  await waitFor(() => expect(currentLocation()).toBe('/commitments/management?q=NP-2026-00007'));
  await screen.findByText('Compromisso 7');

  submit(box, 'cmt-2026-00007');
  await waitFor(() =>
    expect(currentLocation()).toBe('/commitments/management/00000000-0000-4000-8000-000000000007'),
  );
});
