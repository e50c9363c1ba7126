import { fireEvent, screen } from '@testing-library/react';
import { currentLocation, json, renderAt, startTestServer, type TestServer } from '@conexoes/shared/testing';
import type { ReactElement } from 'react';
import { NegotiationPlanDetailPage } from '../../../pages/negotiation-plan-detail.page';
import { NegotiationPlanEditPage } from '../../../pages/negotiation-plan-edit.page';
import { PLAN, signInFully } from '../../../testing/fixtures';

// The API answers 404 both for a negotiation plan that is gone and for one in a workspace out of reach.
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
  ['detail', <NegotiationPlanDetailPage key="d" />, '', '/commitments/negotiation_plan/:negotiationPlanId'],
  [
    'edit',
    <NegotiationPlanEditPage key="e" />,
    '/edit',
    '/commitments/negotiation_plan/:negotiationPlanId/edit',
  ],
];

describe('a negotiation plan that is not there', () => {
  it.each(pages)('%s page says so in words, with a way back to the list', async (_, page, suffix, route) => {
    await renderAt(page, `/commitments/negotiation_plan/${PLAN}${suffix}`, route);
    expect(
      await screen.findByText(
        'This negotiation plan does not exist, or it belongs to a workspace you do not work in.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to the negotiation plans'));
    expect(currentLocation()).toBe('/commitments/negotiation_plan');
  });
});
