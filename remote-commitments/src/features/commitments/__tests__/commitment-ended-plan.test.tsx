import { fireEvent, screen } from '@testing-library/react';
import type { CommitmentDetails, CommitmentStatus } from '@conexoes/shared';
import { json, parseUrl, renderAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import { ManagementDetailPage } from '../../../pages/management-detail.page';
import {
  ACTION_PLAN,
  COMMITMENT,
  actionPlan,
  commitmentDetails,
  signInFully,
} from '../../../testing/fixtures';

const API = '/manager/api/v1';
let server: TestServer;
let record: CommitmentDetails;
const ENDED: CommitmentStatus[] = ['fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled'];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  signInFully();
  record = commitmentDetails({ status: 'in_progress' });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/${COMMITMENT}/details`) return json(200, record);
    if (request.method === 'PUT' && path === `${API}/commitments/management/${COMMITMENT}`) {
      const body = JSON.parse(request.body) as { status: CommitmentStatus };
      record = { ...record, status: body.status, updatedAt: '2026-11-03T12:00:00.000Z' };
      return json(200, record);
    }
    if (path === `${API}/action-plans/${ACTION_PLAN}`) {
      const plan = actionPlan();
      return json(200, { ...plan, parent: { ...plan.parent, ended: ENDED.includes(record.status) } });
    }
    return json(200, []);
  });
});

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

it('cancelling the commitment closes its action plan on the page at once, with the reason', async () => {
  await renderAt(
    <ManagementDetailPage />,
    `/commitments/management/${COMMITMENT}`,
    '/commitments/management/:managementId',
  );
  expect(await screen.findByText('Add an action', undefined, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByText('Change status'));
  fireEvent.click(await screen.findByText('Move to Cancelled', undefined, { timeout: 10_000 }));
  expect(
    await screen.findByText(/This commitment has ended, so its action plan is closed/, undefined, {
      timeout: 15_000,
    }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Add an action')).not.toBeInTheDocument();
});
