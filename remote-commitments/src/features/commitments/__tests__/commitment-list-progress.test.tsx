import { act, screen } from '@testing-library/react';
import { i18n } from '@conexoes/shared';
import { json, parseUrl, renderAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import { ManagementListPage } from '../../../pages/management-list.page';
import { commitmentSummary, signInFully } from '../../../testing/fixtures';

const API = '/manager/api/v1';
let server: TestServer;
let progress = { total: 1, completed: 0, percent: 0 };
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/search`)
      return json(200, {
        items: [commitmentSummary(1, { status: 'not_fulfilled', progress })],
        total: 1,
        page: 1,
        size: 20,
      });
    return json(200, []);
  });
});
afterAll(() => server.close());
beforeEach(() => signInFully());
afterEach(() => act(() => i18n.changeLanguage('en')));

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

it('reads the progress of a commitment with one action in the singular: "0 of 1 action done"', async () => {
  await renderAt(<ManagementListPage />, '/commitments/management', '/commitments/management');
  expect(
    await screen.findByRole('progressbar', { name: '0 of 1 action done' }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  await act(() => i18n.changeLanguage('pt-BR'));
  expect(await screen.findByRole('progressbar', { name: '0 de 1 ação concluída' })).toBeInTheDocument();
});

it('counts the actions done without a success tick: every action done is not the commitment fulfilled', async () => {
  progress = { total: 3, completed: 3, percent: 100 };
  await renderAt(<ManagementListPage />, '/commitments/management', '/commitments/management');
  const bar = await screen.findByRole('progressbar', { name: '3 of 3 actions done' }, { timeout: 20_000 });
  const whole = bar.closest('.ant-progress') as HTMLElement;
  expect(whole).not.toHaveClass('ant-progress-status-success');
  expect(whole).toHaveTextContent('3/3');
  expect(screen.getByRole('columnheader', { name: 'Actions done' })).toBeInTheDocument();
});
