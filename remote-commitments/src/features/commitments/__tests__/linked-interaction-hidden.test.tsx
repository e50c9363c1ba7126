import { screen } from '@testing-library/react';
import { emptyPermission, type CommitmentDetails, type NegotiationPlanDetails } from '@conexoes/shared';
import {
  json,
  parseUrl,
  renderAt,
  signInAs,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import { ManagementDetailPage } from '../../../pages/management-detail.page';
import { NegotiationPlanDetailPage } from '../../../pages/negotiation-plan-detail.page';
import {
  ANA,
  COMMITMENT,
  INTERACTION,
  PLAN,
  commitmentDetails,
  planDetails,
} from '../../../testing/fixtures';

const API = '/manager/api/v1';
let server: TestServer;
let commitment: CommitmentDetails;
let plan: NegotiationPlanDetails;

beforeAll(async () => {
  server = await startTestServer();
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path === `${API}/commitments/management/${COMMITMENT}/details`) return json(200, commitment);
    if (path === `${API}/commitments/negotiation-plans/${PLAN}/details`) return json(200, plan);
    return json(200, []);
  });
});
afterAll(() => server.close());

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(60_000);

beforeEach(() => {
  // The commitments area without the interactions area: the server describes no interaction to them.
  const permission = emptyPermission();
  permission.customModules = { ...permission.customModules, view: true };
  signInAs(permission);
});

/**
 * A linked social interaction the reader cannot open (another workspace, or no access to interactions)
 * comes from the API as a flag (a commitment's origin, `hiddenSources`; a plan likewise) or a count (a plan's meetings, a history
 * change): the screens say so in a sentence, never blank, never an id.
 */
describe('commitments: a linked interaction the reader cannot open', () => {
  it('says a commitment came from an interaction they cannot open, with no link and no id', async () => {
    commitment = commitmentDetails({
      sourceNegotiationPlanId: null,
      sourceAgreementId: null,
      sourceNegotiationPlan: null,
      sourceAgreement: null,
      sourceCode: 'interaction',
      hiddenSources: { negotiationPlan: false, interaction: true },
    });
    await renderAt(
      <ManagementDetailPage />,
      `/commitments/management/${COMMITMENT}`,
      '/commitments/management/:managementId',
    );
    expect(
      await screen.findByText('Raised from a social interaction you cannot open.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Origin')).toBeInTheDocument();
    expect(document.querySelector(`a[href^="/interactions/"]`)).toBeNull();
    expect(document.body.textContent).not.toContain(INTERACTION);
  });

  it('says a commitment came from a plan they cannot open, with no link and no id (decision 0062)', async () => {
    commitment = commitmentDetails({
      sourceNegotiationPlanId: null,
      sourceAgreementId: null,
      sourceNegotiationPlan: null,
      sourceAgreement: null,
      hiddenSources: { negotiationPlan: true, interaction: false },
    });
    await renderAt(
      <ManagementDetailPage />,
      `/commitments/management/${COMMITMENT}`,
      '/commitments/management/:managementId',
    );
    expect(
      await screen.findByText('From a negotiation plan you cannot open.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Origin')).toBeInTheDocument();
    expect(document.querySelector(`a[href^="/commitments/negotiation_plan/"]`)).toBeNull();
    expect(document.body.textContent).not.toContain(PLAN);
  });

  it("counts a plan's meetings they cannot open instead of saying none is linked", async () => {
    plan = planDetails({
      interactionIds: [],
      interactions: [],
      hiddenInteractions: 2,
      history: [
        {
          id: '00000000-0000-4000-8000-000000000301',
          action: 'updated',
          subject: null,
          userId: ANA,
          userName: 'Ana Analista',
          at: '2026-11-02T12:00:00.000Z',
          changes: [
            {
              field: 'interactions',
              before: [],
              after: [],
              display: { before: null, after: null },
              hidden: { before: 1, after: 2 },
            },
          ],
        },
      ],
    });
    await renderAt(
      <NegotiationPlanDetailPage />,
      `/commitments/negotiation_plan/${PLAN}`,
      '/commitments/negotiation_plan/:negotiationPlanId',
    );
    expect(
      await screen.findByText('2 linked interactions you cannot open.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No meeting linked yet/)).not.toBeInTheDocument();
    // The history tells the change by how many, not by codes (nor as "(empty) → (empty)").
    expect(
      await screen.findByText('Meetings held: 1 you cannot open → 2 you cannot open'),
    ).toBeInTheDocument();
  });
});
