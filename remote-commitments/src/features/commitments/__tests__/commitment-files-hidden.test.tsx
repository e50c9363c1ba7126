import { screen } from '@testing-library/react';
import { emptyPermission } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInAs,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { ManagementDetailPage } from '../../../pages/management-detail.page';
import { ANA, COMMITMENT, commitmentDetails } from '../../../testing/fixtures';

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
          canEdit: true,
          hiddenAttachments: 2,
          history: [
            {
              id: '00000000-0000-4000-8000-000000000401',
              action: 'updated',
              subject: null,
              userId: ANA,
              userName: 'Ana Analista',
              at: '2026-11-02T12:00:00.000Z',
              changes: [{ field: 'attachments', before: null, after: 1 }],
            },
          ],
        }),
      );
    if (path.endsWith('/attachments')) return json(403, { status: 403, title: 'Forbidden', detail: 'no' });
    return json(200, []);
  });
});
afterAll(() => server.close());

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

/**
 * Decision 0059: a reader of the commitments area with basic information only reads that the record
 * holds files, how many, and who attached one — never a list, a name or a request for them.
 */
it('says how many files a commitment holds to an onlyBasicInfo reader, and never asks for them', async () => {
  const permission = emptyPermission();
  permission.customModules = { ...permission.customModules, view: true, edit: true, onlyBasicInfo: true };
  signInAs(permission);
  await renderAt(
    <ManagementDetailPage />,
    `/commitments/management/${COMMITMENT}`,
    '/commitments/management/:managementId',
  );
  expect(
    await screen.findByText(
      '2 files are attached and not shown: your access shows basic information only.',
      undefined,
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Attached a file (its name is not shown to you)')).toBeInTheDocument();
  expect(screen.queryByText(/Attached 1/)).not.toBeInTheDocument();
  expect(
    server.requests.some((r) => r.method === 'GET' && parseUrl(r.url).path.endsWith('/attachments')),
  ).toBe(false);
});
