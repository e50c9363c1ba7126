import { fireEvent, screen } from '@testing-library/react';
import { currentLocation, json, renderAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import type { ReactElement } from 'react';
import { ManagementDetailPage } from '../../../pages/management-detail.page';
import { ManagementEditPage } from '../../../pages/management-edit.page';
import { COMMITMENT, signInFully } from '../../../testing/fixtures';

// The API answers 404 both for a commitment that is gone and for one in a workspace out of reach.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.reply(() =>
    json(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json'),
  );
});
afterAll(() => server.close());
beforeEach(() => signInFully());

const pages: [string, ReactElement, string, string][] = [
  ['detail', <ManagementDetailPage key="d" />, '', '/commitments/management/:managementId'],
  ['edit', <ManagementEditPage key="e" />, '/edit', '/commitments/management/:managementId/edit'],
];

describe('a commitment that is not there', () => {
  it.each(pages)('%s page says so in words, with a way back to the list', async (_, page, suffix, route) => {
    await renderAt(page, `/commitments/management/${COMMITMENT}${suffix}`, route);
    expect(
      await screen.findByText(
        'This commitment does not exist, or it belongs to a workspace you do not work in.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the commitment list'));
    expect(currentLocation()).toBe('/commitments/management');
  });
});
