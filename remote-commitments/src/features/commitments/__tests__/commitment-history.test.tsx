import { screen } from '@testing-library/react';
import {
  json,
  odsGoal,
  parseUrl,
  renderAt,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { ManagementDetailPage } from '../../../pages/management-detail.page';
import { ANA, COMMITMENT, commitmentDetails, signInFully } from '../../../testing/fixtures';

const API = '/manager/api/v1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/${COMMITMENT}/details`)
      return json(
        200,
        commitmentDetails({
          history: [
            {
              id: '00000000-0000-4000-8000-000000000202',
              action: 'updated',
              subject: null,
              userId: ANA,
              userName: 'Ana Analista',
              at: '2026-11-02T12:00:00.000Z',
              changes: [{ field: 'ods', before: [1], after: [6] }],
            },
          ],
        }),
      );
    if (path.endsWith('/topic/categories/ods/options'))
      return json(200, [odsGoal(1, 'No poverty'), odsGoal(6, 'Clean water and sanitation')]);
    return json(200, []);
  });
});
afterAll(() => server.close());
beforeEach(() => signInFully());

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

it('tells a change of the goals in the history by their names, not "SDG 1"', async () => {
  await renderAt(
    <ManagementDetailPage />,
    `/commitments/management/${COMMITMENT}`,
    '/commitments/management/:managementId',
  );
  expect(await screen.findByText(/No poverty/, undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByText(/SDG 1\b/)).not.toBeInTheDocument();
});

it('on a phone puts each label above its text without a colon; beside it on a wider screen, with one', async () => {
  const width = window.innerWidth;
  const open = () =>
    renderAt(
      <ManagementDetailPage />,
      `/commitments/management/${COMMITMENT}`,
      '/commitments/management/:managementId',
    );
  const label = async () =>
    (await screen.findByText('Code', undefined, { timeout: 15_000 })).closest('.ant-descriptions-item-label');
  try {
    window.innerWidth = 360;
    const { unmount } = await open();
    expect(await label()).toHaveClass('ant-descriptions-item-no-colon');
    unmount();
    window.innerWidth = 1366;
    await open();
    expect(await label()).not.toHaveClass('ant-descriptions-item-no-colon');
  } finally {
    window.innerWidth = width;
  }
});
